// The single-pass half of tolerant parsing: what the typed decode notes while it reads (unknown
// properties skipped, nulls read as absent), turned into the walk's warnings; and, for a document
// the typed decode rejects, a scan that tells without building anything whether the walk would
// change it at all.

package runtime

import (
	"sort"
	"strconv"
)

type noteKind uint8

const (
	noteUnknownProperty noteKind = iota
	noteNullAsAbsent
)

// tolerantNote is one change a tolerant typed decode made; text holds the warning's pointer and then
// its message, one allocation for both.
type tolerantNote struct {
	kind  noteKind
	text  string
	split int
}

// note records a change at the property key of the object being read, with its JSON Pointer
// built from the decoder's frames.
func (d *decoder) note(kind noteKind, key []byte) {
	if d.depth > frameDepth {
		d.deepNote = true
		return
	}
	var buf [160]byte
	text := buf[:0]
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
	if kind == noteUnknownProperty {
		text = append(text, "unknown property "...)
		text = strconv.AppendQuote(text, string(key))
		text = append(text, " removed"...)
	} else {
		text = append(text, "null "...)
		text = strconv.AppendQuote(text, string(key))
		text = append(text, " read as absent"...)
	}
	d.notes = append(d.notes, tolerantNote{kind: kind, text: string(text), split: split})
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

// noteWarnings turns the notes of a successful typed decode into the walk's warnings, sorted as the
// walk sorts them. ok is false when a note has no pointer or a pointer repeats (an unknown key given
// twice, which the generic reading refuses as a duplicate).
func (d *decoder) noteWarnings() (warnings []ParseWarning, ok bool) {
	if d.deepNote {
		return nil, false
	}
	warnings = make([]ParseWarning, len(d.notes))
	for i, n := range d.notes {
		path := n.text[:n.split]
		for _, earlier := range warnings[:i] {
			if earlier.Path == path {
				return nil, false
			}
		}
		code := "unknown-property"
		if n.kind == noteNullAsAbsent {
			code = "null-as-absent"
		}
		warnings[i] = ParseWarning{Code: code, Path: path, Message: n.text[n.split:]}
	}
	if len(warnings) > 1 {
		sort.SliceStable(warnings, func(i, j int) bool {
			a, b := warnings[i], warnings[j]
			return a.Path < b.Path || (a.Path == b.Path && a.Code < b.Code)
		})
	}
	return warnings, true
}

// unchangedByWalk reads the document once, following the plan's walk without building values, and
// reports whether the walk would leave it as it is and the generic reading would accept it: no
// unknown property to strip, no null to read as absent, no retired or unknown union member, no
// syntax error or repeated key. Then an error of the typed decode is the whole answer.
func (p *receiverPlan) unchangedByWalk(typeName string, data []byte) bool {
	d := decoder{data: data}
	return p.scanType(typeName, &d) && d.finish() == nil
}

func (p *receiverPlan) scanType(name string, d *decoder) bool {
	t, ok := p.Types[name]
	if !ok {
		return d.skip() == nil
	}
	if t.Kind == "alias" {
		return p.scanShape(t.Walk, d)
	}
	if d.peek() != '{' {
		return d.skip() == nil
	}
	if t.Kind == "object" {
		return p.scanObject(t, d)
	}
	tag, err := d.findTag(t.Tag)
	if err != nil {
		return false
	}
	member, known := t.Members[string(tag)]
	if _, retired := t.Retired[string(tag)]; retired || !known {
		return false
	}
	return p.scanType(member, d)
}

func (p *receiverPlan) scanObject(t *planType, d *decoder) bool {
	if d.openObject() != nil {
		return false
	}
	strip := t.Closed && p.Unknown.Properties == "strip"
	var seen keySet
	for first := true; ; first = false {
		key, more, err := d.nextKey(first)
		if err != nil {
			return false
		}
		if !more {
			return true
		}
		if seen.repeats(key) {
			return false
		}
		property, known := t.Properties[string(key)]
		switch {
		case !known && strip:
			return false
		case known && property.NullAsAbsent && d.peek() == 'n':
			return false
		case known && property.Walk != nil:
			if !p.scanShape(property.Walk, d) {
				return false
			}
		default:
			if d.skip() != nil {
				return false
			}
		}
	}
}

func (p *receiverPlan) scanShape(walk *planWalk, d *decoder) bool {
	c := d.peek()
	switch {
	case walk.Ref != "":
		return p.scanType(walk.Ref, d)
	case walk.Array != nil && c == '[':
		if d.openArray() != nil {
			return false
		}
		for first := true; ; first = false {
			more, err := d.nextItem(first)
			if err != nil {
				return false
			}
			if !more {
				return true
			}
			if !p.scanShape(walk.Array, d) {
				return false
			}
		}
	case walk.Map != nil && c == '{':
		if d.openObject() != nil {
			return false
		}
		var seen keySet
		for first := true; ; first = false {
			key, more, err := d.nextKey(first)
			if err != nil {
				return false
			}
			if !more {
				return true
			}
			if seen.repeats(key) || !p.scanShape(walk.Map, d) {
				return false
			}
		}
	}
	for _, option := range walk.Choice {
		if (c == '[' && option.Array != nil) || (c == '{' && option.Array == nil) {
			return p.scanShape(option, d)
		}
	}
	return d.skip() == nil
}
