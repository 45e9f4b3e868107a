// The Go JSON writer of every generated package: tags always written, absent fields left out.

package runtime

import (
	"bytes"
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"unicode/utf8"
)

// Nullable holds a value the schema lets be JSON null: Null set means null, otherwise Value.
type Nullable[T any] struct {
	Value T
	Null  bool
}

// encoder appends JSON to a buffer and keeps the first error (a NaN, an invalid raw value).
type encoder struct {
	buf []byte
	err error
}

func (e *encoder) fail(message string) {
	if e.err == nil {
		e.err = errors.New(message)
	}
}

// separate writes the comma between members, unless the container has just been opened.
func (e *encoder) separate() {
	if n := len(e.buf); n > 0 && e.buf[n-1] != '{' && e.buf[n-1] != '[' {
		e.buf = append(e.buf, ',')
	}
}

func (e *encoder) key(name string) {
	e.separate()
	writeString(e, name)
	e.buf = append(e.buf, ':')
}

func writeString(e *encoder, v string) {
	e.buf = append(e.buf, '"')
	start := 0
	for i := 0; i < len(v); {
		c := v[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < 0x80 {
			i++
			continue
		}
		if c < 0x80 {
			e.buf = append(e.buf, v[start:i]...)
			switch c {
			case '"', '\\':
				e.buf = append(e.buf, '\\', c)
			case '\n':
				e.buf = append(e.buf, '\\', 'n')
			case '\r':
				e.buf = append(e.buf, '\\', 'r')
			case '\t':
				e.buf = append(e.buf, '\\', 't')
			default:
				e.buf = append(e.buf, '\\', 'u', '0', '0', hexDigit(c>>4), hexDigit(c&0xf))
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(v[i:])
		if r == utf8.RuneError && size == 1 {
			e.buf = append(e.buf, v[start:i]...)
			e.buf = append(e.buf, "\\ufffd"...)
			i++
			start = i
			continue
		}
		i += size
	}
	e.buf = append(e.buf, v[start:]...)
	e.buf = append(e.buf, '"')
}

func hexDigit(b byte) byte {
	return "0123456789abcdef"[b]
}

func writeBool(e *encoder, v bool) {
	e.buf = strconv.AppendBool(e.buf, v)
}

// writeRaw copies an any-value; nil (never set) is written as null, invalid JSON is an error.
func writeRaw(e *encoder, v json.RawMessage) {
	trimmed := bytes.TrimSpace(v)
	if len(trimmed) == 0 {
		e.buf = append(e.buf, "null"...)
		return
	}
	if !json.Valid(trimmed) {
		e.fail("json: a raw value is not valid JSON")
		e.buf = append(e.buf, "null"...)
		return
	}
	e.buf = append(e.buf, trimmed...)
}

func writeArray[T any](e *encoder, items []T, write func(*encoder, T)) {
	e.buf = append(e.buf, '[')
	for _, item := range items {
		e.separate()
		write(e, item)
	}
	e.buf = append(e.buf, ']')
}

// writeMap writes keys in sorted order so that output is deterministic.
func writeMap[T any](e *encoder, values map[string]T, write func(*encoder, T)) {
	e.buf = append(e.buf, '{')
	writeExtra(e, values, write)
	e.buf = append(e.buf, '}')
}

// writeExtra writes the properties an open object kept beyond the ones it declares.
func writeExtra[T any](e *encoder, values map[string]T, write func(*encoder, T)) {
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		e.key(k)
		write(e, values[k])
	}
}

func (e *encoder) result() ([]byte, error) {
	if e.err != nil {
		return nil, e.err
	}
	return e.buf, nil
}
