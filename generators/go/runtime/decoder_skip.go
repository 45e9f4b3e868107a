// Values the reader passes over or keeps as bytes: a skipped value is still checked for syntax,
// repeated keys and number range, so that skipping never accepts what reading would refuse.

package runtime

import (
	"bytes"
	"encoding/json"
)

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
