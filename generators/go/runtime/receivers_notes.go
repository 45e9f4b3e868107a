// Notes of a tolerant typed decode: what it changed, with the JSON Pointer of the change.

package runtime

import "strconv"

// note records a change at the property key of the object being read (code, and the message:
// before, the quoted key, after), its JSON Pointer built from the decoder's frames. The text goes
// into the decoder's own buffer; noteWarnings makes the strings.
func (d *decoder) note(code, before, after string, key []byte) {
	if d.depth == 1 && d.recent != nil {
		d.notes = append(d.notes, noteSpan{top: d.recent.topLevel(code, before, after, key)})
		return
	}
	if d.depth > frameDepth {
		d.deepNote = true
		return
	}
	text := d.noteText
	start := len(text)
	for level := 0; level < d.depth-1; level++ {
		text = append(text, '/')
		if f := d.frames[level]; f < 0 {
			text = strconv.AppendInt(text, int64(-f-1), 10)
		} else {
			r := decoder{data: d.data, pos: int(f)}
			name, _ := r.readStringBytes()
			text = appendToken(text, name)
		}
	}
	text = append(text, '/')
	text = appendToken(text, key)
	split := len(text)
	text = append(text, before...)
	text = appendQuoted(text, key)
	text = append(text, after...)
	d.noteText = text
	d.notes = append(d.notes, noteSpan{code: code, start: start, split: split, end: len(text)})
}

// appendToken appends a key as a JSON Pointer token (~ as ~0, / as ~1).
func appendToken(text, key []byte) []byte {
	for _, c := range key {
		switch c {
		case '~':
			text = append(text, '~', '0')
		case '/':
			text = append(text, '~', '1')
		default:
			text = append(text, c)
		}
	}
	return text
}

// appendQuoted appends strconv.Quote(key), without its rune-by-rune work for plain ASCII keys.
func appendQuoted(text, key []byte) []byte {
	for _, c := range key {
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return strconv.AppendQuote(text, string(key))
		}
	}
	text = append(text, '"')
	text = append(text, key...)
	return append(text, '"')
}

// topLevel returns the warning for a change at the top-level property key, found by the key
// alone: no pointer is built for it unless it is new. A code always comes with the same message
// words (before and after the quoted key), so the code and the key tell the whole warning.
func (r *recentWarnings) topLevel(code, before, after string, key []byte) *recentWarning {
	slot := &r[slotOf(key)]
	if recent := slot.Load(); recent != nil && recent.text == string(key) && recent.alone[0].Code == code {
		return recent
	}
	text := appendToken([]byte{'/'}, key)
	split := len(text)
	text = append(text, before...)
	text = appendQuoted(text, key)
	text = append(text, after...)
	both := string(text)
	recent := newRecentWarning(string(key), ParseWarning{Code: code, Path: both[:split], Message: both[split:]})
	slot.Store(recent)
	return recent
}
