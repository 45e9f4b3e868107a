// The string keywords beyond the types: lengths in code points, and patterns read as
// ECMAScript patterns, in the Go spelling the generator wrote for each.

package runtime

import (
	"regexp"
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

// search matches an ECMAScript pattern in the spelling the generator wrote for RE2
// (spellings, from the generated beyond_patterns.json: \s, \S, \uXXXX and . as ECMAScript
// means them). Every pattern of the bundle is listed there; one that is not would be read as
// written. A pattern RE2 cannot read matches nothing.
func (b *beyondChecker) search(pattern, text string) bool {
	if found, ok := b.patterns.Load(pattern); ok {
		re, _ := found.(*regexp.Regexp)
		return re != nil && re.MatchString(text)
	}
	spelled, listed := b.spelled[pattern]
	if !listed {
		spelled = pattern
	}
	re, err := regexp.Compile(spelled)
	if err != nil {
		re = nil
	}
	b.patterns.Store(pattern, re)
	return re != nil && re.MatchString(text)
}
