// The string keywords beyond the types: lengths in code points, and patterns read as
// ECMAScript patterns, translated to Go regular expressions.

package runtime

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

func (b *beyondChecker) text(s map[string]any, x string) bool {
	n := float64(utf8.RuneCountInString(x))
	if m, ok := beyondNumber(s, "minLength"); ok && n < m {
		return false
	}
	if m, ok := beyondNumber(s, "maxLength"); ok && n > m {
		return false
	}
	if p, ok := s["pattern"].(string); ok && !b.search(p, x) {
		return false
	}
	if f, ok := s["format"].(string); ok && !formatHolds(f, x) {
		return false
	}
	return true
}

// search matches an ECMAScript pattern (RE2 reads most of it alike; \s, \uXXXX and . are
// spelled as ECMAScript means them). A pattern RE2 cannot read matches nothing.
func (b *beyondChecker) search(pattern, text string) bool {
	if found, ok := b.patterns.Load(pattern); ok {
		re, _ := found.(*regexp.Regexp)
		return re != nil && re.MatchString(text)
	}
	re, err := regexp.Compile(beyondPattern(pattern))
	if err != nil {
		re = nil
	}
	b.patterns.Store(pattern, re)
	return re != nil && re.MatchString(text)
}

const beyondSpace = `\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`

func beyondPattern(p string) string {
	var out strings.Builder
	inClass := false
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\' && i+1 < len(p):
			next := p[i+1]
			switch {
			case next == 's' && inClass:
				out.WriteString(beyondSpace)
			case next == 's':
				out.WriteString("[" + beyondSpace + "]")
			case next == 'S' && !inClass:
				out.WriteString("[^" + beyondSpace + "]")
			case next == 'u' && i+5 < len(p):
				out.WriteString(`\x{` + p[i+2:i+6] + "}")
				i += 4
			default:
				out.WriteByte(c)
				out.WriteByte(next)
			}
			i++
		case inClass:
			inClass = c != ']'
			out.WriteByte(c)
		case c == '[':
			inClass = true
			out.WriteByte(c)
		case c == '.':
			out.WriteString(`[^\n\r\x{2028}\x{2029}]`)
		default:
			out.WriteByte(c)
		}
	}
	return out.String()
}
