// The single-pass half of tolerant parsing: what the typed decode notes while it reads (unknown
// properties skipped, nulls read as absent), turned into the walk's warnings; and, for a document
// the typed decode rejects, a scan that tells without building anything whether the walk would
// change it at all.

package runtime

import "sort"

// noteSpan is one change a tolerant typed decode made: its warning code, and where its JSON
// Pointer (start to split) and message (split to end) are in the decoder's noteText; or, for a
// change at the top level, the warning itself, found among the recent ones.
type noteSpan struct {
	code              string
	start, split, end int
	top               *recentWarning
}

// noteWarnings returns what a successful typed decode noted as the walk's warnings, sorted as the
// walk sorts them. ok is false when a note has no pointer or a pointer repeats (an unknown key
// given twice, which the generic reading refuses as a duplicate).
func (d *decoder) noteWarnings(p *receiverPlan) (warnings []ParseWarning, ok bool) {
	if d.deepNote {
		return nil, false
	}
	if len(d.notes) == 1 {
		return d.recentOf(p, d.notes[0]).alone[:], true // one change, the usual case: no allocation
	}
	warnings = make([]ParseWarning, len(d.notes))
	for i, n := range d.notes {
		warnings[i] = d.recentOf(p, n).alone[0]
		for _, earlier := range warnings[:i] {
			if earlier.Path == warnings[i].Path {
				return nil, false
			}
		}
	}
	sort.SliceStable(warnings, func(i, j int) bool {
		a, b := warnings[i], warnings[j]
		return a.Path < b.Path || (a.Path == b.Path && a.Code < b.Code)
	})
	return warnings, true
}

// recentOf returns the remembered warning of a note, made now if it is not remembered.
func (d *decoder) recentOf(p *receiverPlan, n noteSpan) *recentWarning {
	if n.top != nil {
		return n.top
	}
	return p.cachedWarning(n.code, d.noteText[n.start:n.end], n.split-n.start)
}

// scanIndex is a plan type as the scan reads it: properties in a list (a few string comparisons
// beat hashing every key) and union members resolved to their types.
type scanIndex struct {
	names      []string
	properties []*planProperty
	members    map[string]*planType
}

func (i *scanIndex) property(key []byte) (*planProperty, bool) {
	for n, name := range i.names {
		if name == string(key) {
			return i.properties[n], true
		}
	}
	return nil, false
}

// index resolves every walk's reference and fills each type's scanIndex.
func (p *receiverPlan) index() {
	var resolve func(w *planWalk)
	resolve = func(w *planWalk) {
		if w == nil {
			return
		}
		w.target = p.Types[w.Ref]
		resolve(w.Array)
		resolve(w.Map)
		for _, option := range w.Choice {
			resolve(option)
		}
	}
	for _, t := range p.Types {
		resolve(t.Walk)
		names := make([]string, 0, len(t.Properties))
		for name := range t.Properties {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			property := t.Properties[name]
			resolve(property.Walk)
			t.scan.names = append(t.scan.names, name)
			t.scan.properties = append(t.scan.properties, &property)
		}
		t.scan.members = map[string]*planType{}
		for tag, member := range t.Members {
			if _, retired := t.Retired[tag]; !retired {
				t.scan.members[tag] = p.Types[member] // nil for a member the plan has nothing to say about
			}
		}
	}
}

// unchangedByWalk reads the document once, following the plan's walk without building values, and
// reports whether the walk would leave it as it is and the generic reading would accept it: no
// unknown property to strip, no null to read as absent, no retired or unknown union member, no
// syntax error or repeated key. Then an error of the typed decode is the whole answer.
func (p *receiverPlan) unchangedByWalk(typeName string, data []byte) bool {
	d := decoder{data: data}
	return p.scanType(p.Types[typeName], &d) && d.finish() == nil
}

func (p *receiverPlan) scanType(t *planType, d *decoder) bool {
	switch {
	case t == nil:
		return d.skip() == nil
	case t.Kind == "alias":
		return p.scanShape(t.Walk, d)
	case d.peek() != '{':
		return d.skip() == nil
	case t.Kind == "object":
		return p.scanObject(t, d)
	}
	tag, err := d.findTag(t.Tag)
	if err != nil {
		return false
	}
	member, known := t.scan.members[string(tag)]
	return known && p.scanType(member, d)
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
		property, known := t.scan.property(key)
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
		return p.scanType(walk.target, d)
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
