// The Go JSON reader every generated package carries: exact key names, no reflection, bounded
// depth.

package runtime

import "strconv"

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

// plainByte marks the bytes a string holds without a closer look: printable ASCII other than '"'
// and backslash. Strings made of them alone (nearly all) are scanned by one tight loop.
var plainByte = func() (plain [256]bool) {
	for c := 0x20; c < 0x80; c++ {
		plain[c] = c != '"' && c != '\\'
	}
	return plain
}()

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
