// The Go JSON reader every generated package carries: exact key names, no reflection, bounded
// depth.

package runtime

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// maxDepth bounds nesting (the top-level value counts as 1). Every Canon SDK refuses documents
// nested deeper than this, so that a document gets one verdict in every language.
const maxDepth = 128

// decoder reads one JSON document. Unlike encoding/json it matches property names exactly (JSON is
// case-sensitive), rejects duplicate keys, and decodes straight into the generated types.
type decoder struct {
	data  []byte
	pos   int
	depth int
	// strict turns an unknown union tag into an error instead of an Unknown value.
	strict bool
	// strip, set by tolerant parsing when the module strips unknown properties, skips a closed
	// object's unknown property instead of failing, and notes it.
	strip bool
	// tolerant, set by tolerant parsing, reads a null as absent where the receiver plan says so,
	// and notes it.
	tolerant bool
	notes    []noteSpan
	noteText []byte
	// frames holds, for each open container of the first len(frames) levels, where the reader is:
	// the offset of the current key's opening quote (objects) or -(index+1) (arrays). A note
	// builds its JSON Pointer from it, so that tolerant parsing needs no second reading.
	frames [frameDepth]int32
	// deepNote is set when a note fell deeper than frames reaches; it has no pointer then.
	deepNote bool
	// recent, set by tolerant parsing, finds the warning of a top-level note without building it.
	recent *recentWarnings
}

// frameDepth is how deep a tolerant decode places what it notes; deeper notes send the document
// through the generic walk instead.
const frameDepth = 24

func (d *decoder) ws() {
	for d.pos < len(d.data) {
		switch d.data[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

func (d *decoder) peek() byte {
	d.ws()
	if d.pos >= len(d.data) {
		return 0
	}
	return d.data[d.pos]
}

func (d *decoder) syntax(what string) error {
	return &ValidationError{Code: CodeSyntax, Message: what + " at offset " + strconv.Itoa(d.pos)}
}

// kindError reports a value of the wrong JSON type without consuming it.
func (d *decoder) kindError(want string) error {
	if d.pos >= len(d.data) {
		return d.syntax("unexpected end of input")
	}
	return &ValidationError{Code: CodeType, Message: "must be " + want}
}

// finish checks that nothing but whitespace follows the document.
func (d *decoder) finish() error {
	d.ws()
	if d.pos != len(d.data) {
		return d.syntax("unexpected data after the document")
	}
	return nil
}

func (d *decoder) enter() error {
	d.depth++
	if d.depth > maxDepth {
		return &ValidationError{Code: CodeTooDeep, Message: "nesting exceeds " + strconv.Itoa(maxDepth) + " levels"}
	}
	return nil
}

func (d *decoder) openObject() error {
	if d.peek() != '{' {
		return d.kindError("an object")
	}
	d.pos++
	return d.enter()
}

// nextKey reads the next property name and its colon; more is false at the closing brace.
func (d *decoder) nextKey(first bool) (key []byte, more bool, err error) {
	c := d.peek()
	if c == '}' {
		d.pos++
		d.depth--
		return nil, false, nil
	}
	if !first {
		if c != ',' {
			return nil, false, d.syntax("expected ',' or '}'")
		}
		d.pos++
		c = d.peek()
	}
	if c != '"' {
		return nil, false, d.syntax("expected a property name")
	}
	if d.depth <= frameDepth {
		d.frames[d.depth-1] = int32(d.pos)
	}
	key, err = d.readStringBytes()
	if err != nil {
		return nil, false, err
	}
	if d.peek() != ':' {
		return nil, false, d.syntax("expected ':'")
	}
	d.pos++
	return key, true, nil
}

func (d *decoder) openArray() error {
	if d.peek() != '[' {
		return d.kindError("an array")
	}
	d.pos++
	return d.enter()
}

// nextItem positions the reader on the next array element; more is false at the closing bracket.
func (d *decoder) nextItem(first bool) (more bool, err error) {
	c := d.peek()
	if c == ']' {
		d.pos++
		d.depth--
		return false, nil
	}
	if !first {
		if c != ',' {
			return false, d.syntax("expected ',' or ']'")
		}
		d.pos++
	}
	if d.depth <= frameDepth {
		if first {
			d.frames[d.depth-1] = -1
		} else {
			d.frames[d.depth-1]--
		}
	}
	return true, nil
}

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

// plainByte marks the bytes a string holds without a closer look: printable ASCII other than '"'
// and backslash. Strings made of them alone (nearly all) are scanned by one tight loop.
var plainByte = func() (plain [256]bool) {
	for c := 0x20; c < 0x80; c++ {
		plain[c] = c != '"' && c != '\\'
	}
	return plain
}()

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

// numberBytes consumes a number in strict JSON grammar and returns its text.
func (d *decoder) numberBytes() ([]byte, error) {
	c := d.peek()
	if c != '-' && (c < '0' || c > '9') {
		return nil, d.kindError("a number")
	}
	start := d.pos
	i := start
	if d.data[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d.data) && d.data[i] >= '0' && d.data[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if i < len(d.data) && d.data[i] == '0' {
		i++
	} else if digits() == 0 {
		d.pos = i
		return nil, d.syntax("invalid number")
	}
	if i < len(d.data) && d.data[i] == '.' {
		i++
		if digits() == 0 {
			d.pos = i
			return nil, d.syntax("invalid number")
		}
	}
	if i < len(d.data) && (d.data[i] == 'e' || d.data[i] == 'E') {
		i++
		if i < len(d.data) && (d.data[i] == '+' || d.data[i] == '-') {
			i++
		}
		if digits() == 0 {
			d.pos = i
			return nil, d.syntax("invalid number")
		}
	}
	d.pos = i
	return d.data[start:i], nil
}

// smallInt is the fast path for plain integers of up to 15 digits, exact in a float64.
func smallInt(text []byte) (int64, bool) {
	neg := len(text) > 0 && text[0] == '-'
	digits := text
	if neg {
		digits = text[1:]
	}
	if len(digits) == 0 || len(digits) > 15 {
		return 0, false
	}
	var n int64
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

func (d *decoder) literal(word string) bool {
	if len(d.data)-d.pos >= len(word) && string(d.data[d.pos:d.pos+len(word)]) == word {
		d.pos += len(word)
		return true
	}
	return false
}

// skip consumes any value, checking its syntax, duplicate keys and number range.
func (d *decoder) skip() error {
	switch c := d.peek(); {
	case c == '{':
		if err := d.openObject(); err != nil {
			return err
		}
		var seen keySet
		for first := true; ; first = false {
			key, more, err := d.nextKey(first)
			if err != nil || !more {
				return err
			}
			if seen.repeats(key) {
				return duplicate(string(key))
			}
			if err := d.skip(); err != nil {
				return at(err, string(key))
			}
		}
	case c == '[':
		if err := d.openArray(); err != nil {
			return err
		}
		for first := true; ; first = false {
			more, err := d.nextItem(first)
			if err != nil || !more {
				return err
			}
			if err := d.skip(); err != nil {
				return err
			}
		}
	case c == '"':
		_, err := d.readStringBytes()
		return err
	case c == '-' || (c >= '0' && c <= '9'):
		text, err := d.numberBytes()
		if err != nil {
			return err
		}
		return inFloatRange(text)
	case c == 't' && d.literal("true"), c == 'f' && d.literal("false"), c == 'n' && d.literal("null"):
		return nil
	case c == 0 && d.pos >= len(d.data):
		return d.syntax("unexpected end of input")
	default:
		return d.syntax("invalid value")
	}
}

// keySet remembers the keys of one object: the first eight inline (small objects cost no
// allocation), then a list, then a map once the object is large.
type keySet struct {
	inline [8][]byte
	n      int
	more   [][]byte
	many   map[string]struct{}
}

// repeats adds key and reports whether it was there already.
func (s *keySet) repeats(key []byte) bool {
	if s.many != nil {
		if _, ok := s.many[string(key)]; ok {
			return true
		}
		s.many[string(key)] = struct{}{}
		return false
	}
	for i := 0; i < s.n; i++ {
		if bytes.Equal(s.inline[i], key) {
			return true
		}
	}
	for _, k := range s.more {
		if bytes.Equal(k, key) {
			return true
		}
	}
	if s.n < len(s.inline) {
		s.inline[s.n] = key
		s.n++
		return false
	}
	s.more = append(s.more, key)
	if len(s.more) > 8 {
		s.many = make(map[string]struct{}, 32)
		for _, k := range s.inline {
			s.many[string(k)] = struct{}{}
		}
		for _, k := range s.more {
			s.many[string(k)] = struct{}{}
		}
	}
	return false
}

// inFloatRange refuses a number a JavaScript or Python reader would turn into an infinity.
func inFloatRange(text []byte) error {
	if len(text) <= 308 && !hasExponent(text) {
		return nil
	}
	if f, _ := strconv.ParseFloat(string(text), 64); math.IsInf(f, 0) {
		return &ValidationError{Code: CodeRange, Message: "number is beyond the range of a 64-bit float"}
	}
	return nil
}

// hasExponent tells whether a number's text has an exponent (a plain loop: numbers are short, and
// bytes.ContainsAny builds a set on every call).
func hasExponent(text []byte) bool {
	for _, c := range text {
		if c == 'e' || c == 'E' {
			return true
		}
	}
	return false
}

// readRaw captures any value as a copy of its bytes.
func (d *decoder) readRaw() (json.RawMessage, error) {
	d.ws()
	start := d.pos
	if err := d.skip(); err != nil {
		return nil, err
	}
	return append(json.RawMessage(nil), d.data[start:d.pos]...), nil
}

// findTag reads the discriminator of the object that comes next without consuming it. The bytes
// alias the input unless escaped; callers switch on string(tag), which does not allocate.
func (d *decoder) findTag(tag string) ([]byte, error) {
	d.ws()
	start, depth := d.pos, d.depth
	defer func() { d.pos, d.depth = start, depth }()
	if err := d.openObject(); err != nil {
		return nil, err
	}
	for first := true; ; first = false {
		key, more, err := d.nextKey(first)
		if err != nil {
			return nil, err
		}
		if !more {
			return nil, &ValidationError{Path: pointerTo(tag), Code: CodeRequired, Message: "is required"}
		}
		if string(key) == tag {
			value, err := d.readStringBytes()
			if err != nil {
				return nil, at(err, tag)
			}
			return value, nil
		}
		if err := d.skip(); err != nil {
			return nil, err
		}
	}
}

func readPtr[T any](d *decoder, read func(*decoder) (T, error)) (*T, error) {
	v, err := read(d)
	if err != nil {
		return nil, err
	}
	return &v, nil
}

// readExtra keeps an undeclared property of an open object; the caller adds the path.
func readExtra[T any](d *decoder, key []byte, into *map[string]T, read func(*decoder) (T, error)) error {
	name := string(key)
	if *into == nil {
		*into = make(map[string]T)
	} else if _, dup := (*into)[name]; dup {
		return &ValidationError{Code: CodeDuplicateKey, Message: "appears twice"}
	}
	value, err := read(d)
	if err != nil {
		return err
	}
	(*into)[name] = value
	return nil
}

func duplicate(key string) error {
	return &ValidationError{Path: pointerTo(key), Code: CodeDuplicateKey, Message: "appears twice"}
}

func missing(key string) error {
	return &ValidationError{Path: pointerTo(key), Code: CodeRequired, Message: "is required"}
}

// readDocument runs read over a whole document and checks that nothing follows it.
func readDocument[T any](data []byte, strict bool, read func(*decoder) (T, error)) (T, error) {
	d := decoder{data: data, strict: strict}
	v, err := read(&d)
	if err == nil {
		err = d.finish()
	}
	return v, err
}
