// Strings for the decoder (decoder.go): decoded as the shared reading asks, refusing invalid
// UTF-8 and lone surrogate escapes.

package runtime

import (
	"unicode/utf16"
	"unicode/utf8"
)

// readStringBytes returns the decoded string; it aliases the input when there is nothing to unescape.
// Invalid UTF-8 and lone surrogate escapes are refused: neither can be written back as UTF-8.
func (d *decoder) readStringBytes() ([]byte, error) {
	if d.peek() != '"' {
		return nil, d.kindError("a string")
	}
	start := d.pos + 1
	i := start
	for i < len(d.data) && plainByte[d.data[i]] {
		i++
	}
	if i < len(d.data) && d.data[i] == '"' {
		d.pos = i + 1
		return d.data[start:i], nil
	}
	ascii := true // every byte before i is plain ASCII
	for ; i < len(d.data); i++ {
		c := d.data[i]
		switch {
		case c == '"':
			if ascii || utf8.Valid(d.data[start:i]) {
				d.pos = i + 1
				return d.data[start:i], nil
			}
			return d.unescape(start)
		case c == '\\' || c < 0x20:
			return d.unescape(start)
		case c >= 0x80:
			ascii = false
		}
	}
	d.pos = len(d.data)
	return nil, d.syntax("unterminated string")
}

func (d *decoder) unescape(start int) ([]byte, error) {
	out := make([]byte, 0, 16)
	i := start
	for i < len(d.data) {
		c := d.data[i]
		switch {
		case c == '"':
			d.pos = i + 1
			return out, nil
		case c < 0x20:
			d.pos = i
			return nil, d.syntax("control character in string")
		case c == '\\':
			if i+1 >= len(d.data) {
				d.pos = i
				return nil, d.syntax("unterminated string")
			}
			i++
			switch d.data[i] {
			case '"', '\\', '/':
				out = append(out, d.data[i])
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'u':
				r, ok := hex4(d.data, i+1)
				if !ok {
					d.pos = i
					return nil, d.syntax("invalid \\u escape")
				}
				i += 4
				if utf16.IsSurrogate(r) {
					low, ok := rune(-1), false
					if i+6 < len(d.data) && d.data[i+1] == '\\' && d.data[i+2] == 'u' {
						low, ok = hex4(d.data, i+3)
					}
					if !ok || utf16.DecodeRune(r, low) == utf8.RuneError {
						d.pos = i
						return nil, d.syntax("lone surrogate escape")
					}
					r = utf16.DecodeRune(r, low)
					i += 6
				}
				out = utf8.AppendRune(out, r)
			default:
				d.pos = i
				return nil, d.syntax("invalid escape")
			}
			i++
		case c < 0x80:
			out = append(out, c)
			i++
		default:
			r, size := utf8.DecodeRune(d.data[i:])
			if r == utf8.RuneError && size == 1 {
				d.pos = i
				return nil, d.syntax("invalid UTF-8")
			}
			out = utf8.AppendRune(out, r)
			i += size
		}
	}
	d.pos = len(d.data)
	return nil, d.syntax("unterminated string")
}

func hex4(data []byte, at int) (rune, bool) {
	if at+4 > len(data) {
		return 0, false
	}
	var r rune
	for _, c := range data[at : at+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r*16 + rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r*16 + rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r*16 + rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

func (d *decoder) readString() (string, error) {
	b, err := d.readStringBytes()
	return string(b), err
}
