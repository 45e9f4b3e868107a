// A generic reading of any JSON value with the package's own decoder and encoder, for the
// receiver walk: objects as maps (duplicate keys refused), numbers kept as their text.

package runtime

import (
	"encoding/json"
	"strconv"
)

// readAny reads any JSON value with the package's decoder: objects as maps (duplicate keys
// refused), numbers kept as their text.
func readAny(d *decoder) (any, error) {
	switch c := d.peek(); {
	case c == '{':
		if err := d.openObject(); err != nil {
			return nil, err
		}
		out := map[string]any{}
		for first := true; ; first = false {
			key, more, err := d.nextKey(first)
			if err != nil {
				return nil, err
			}
			if !more {
				return out, nil
			}
			name := string(key)
			if _, seen := out[name]; seen {
				return nil, duplicate(name)
			}
			v, err := readAny(d)
			if err != nil {
				return nil, at(err, name)
			}
			out[name] = v
		}
	case c == '[':
		if err := d.openArray(); err != nil {
			return nil, err
		}
		out := []any{}
		for first := true; ; first = false {
			more, err := d.nextItem(first)
			if err != nil {
				return nil, err
			}
			if !more {
				return out, nil
			}
			v, err := readAny(d)
			if err != nil {
				return nil, at(err, strconv.Itoa(len(out)))
			}
			out = append(out, v)
		}
	case c == '"':
		return d.readString()
	case c == '-' || (c >= '0' && c <= '9'):
		text, err := d.numberBytes()
		if err == nil {
			err = inFloatRange(text)
		}
		return json.Number(text), err
	case c == 't' && d.literal("true"):
		return true, nil
	case c == 'f' && d.literal("false"):
		return false, nil
	case c == 'n' && d.literal("null"):
		return nil, nil
	}
	return nil, d.skip()
}

// writeAny writes a generic document back with the package's own encoder (sorted keys, numbers
// as their original text), for the strict decode that follows.
func writeAny(e *encoder, value any) {
	switch v := value.(type) {
	case map[string]any:
		writeMap(e, v, writeAny)
	case []any:
		writeArray(e, v, writeAny)
	case string:
		writeString(e, v)
	case json.Number:
		e.buf = append(e.buf, v...)
	case bool:
		writeBool(e, v)
	case nil:
		e.buf = append(e.buf, "null"...)
	default:
		e.fail("json: not a JSON value")
	}
}
