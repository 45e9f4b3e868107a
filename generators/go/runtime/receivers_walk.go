// The receiver plan's walk over a generic document: retired members translated, unknown
// properties stripped, unknown union members dropped, removed or surfaced, each change reported
// as a warning with a JSON Pointer.

package runtime

import (
	"sort"
	"strconv"
	"strings"
)

// outcome says what a walk did: nothing, a change (a new value), or dropped — unknown material
// whose holder decides, by position and policy, what it means.
type outcome int

const (
	unchanged outcome = iota
	changed
	dropped
)

func token(key string) string {
	if !strings.ContainsAny(key, "~/") {
		return key
	}
	return strings.ReplaceAll(strings.ReplaceAll(key, "~", "~0"), "/", "~1")
}

func tokens(pointer string) []string {
	if pointer == "" {
		return nil
	}
	parts := strings.Split(pointer, "/")[1:]
	for i, p := range parts {
		parts[i] = strings.ReplaceAll(strings.ReplaceAll(p, "~1", "/"), "~0", "~")
	}
	return parts
}

type walker struct {
	plan     *receiverPlan
	warnings []ParseWarning
}

func (w *walker) warn(code, path, message string) {
	w.warnings = append(w.warnings, ParseWarning{Code: code, Path: path, Message: message})
}

func (w *walker) walkType(name string, value any, path string) (any, outcome) {
	t, ok := w.plan.Types[name]
	if !ok {
		return value, unchanged
	}
	if t.Kind == "alias" {
		return w.walkShape(t.Walk, value, path)
	}
	object, ok := value.(map[string]any)
	if !ok {
		return value, unchanged
	}
	if t.Kind == "object" {
		return w.walkObject(t, object, path)
	}
	tag, ok := object[t.Tag].(string)
	if !ok {
		return value, unchanged
	}
	translated := false
	if rule, ok := t.Retired[tag]; ok {
		object = translate(object, t.Tag, &rule)
		next, _ := object[t.Tag].(string)
		w.warn("retired-member", path, "retired "+t.Tag+" "+strconv.Quote(tag)+" read as "+strconv.Quote(next))
		tag, translated = next, true
	}
	member, ok := t.Members[tag]
	if !ok {
		return value, dropped
	}
	result, how := w.walkType(member, object, path)
	if translated && how == unchanged {
		how = changed
	}
	return result, how
}

func (w *walker) walkObject(t *planType, value map[string]any, path string) (any, outcome) {
	var out map[string]any
	edit := func() {
		if out == nil {
			out = make(map[string]any, len(value))
			for k, v := range value {
				out[k] = v
			}
		}
	}
	strip := t.Closed && w.plan.Unknown.Properties == "strip"
	lost := false
	for key, item := range value {
		property, known := t.Properties[key]
		if known && property.Walk == nil && !property.NullAsAbsent {
			continue // the common case: nothing to do
		}
		at := path + "/" + token(key)
		if !known {
			if strip {
				edit()
				delete(out, key)
				w.warn("unknown-property", at, "unknown property "+strconv.Quote(key)+" removed")
			}
			continue
		}
		if item == nil && property.NullAsAbsent {
			edit()
			delete(out, key)
			w.warn("null-as-absent", at, "null "+strconv.Quote(key)+" read as absent")
			continue
		}
		if property.Walk == nil {
			continue
		}
		next, how := w.walkShape(property.Walk, item, at)
		switch {
		case how == dropped && property.Required:
			lost = true // the whole walk runs first, so the warnings do not depend on key order
		case how == dropped && w.plan.Unknown.OptionalMembers == "remove":
			edit()
			delete(out, key)
			w.warn("unknown-member-removed", at, "unknown member in "+strconv.Quote(key)+" removed")
		case how == changed:
			edit()
			out[key] = next
		}
	}
	if lost {
		return value, dropped
	}
	if out == nil {
		return value, unchanged
	}
	return out, changed
}

func (w *walker) walkShape(walk *planWalk, value any, path string) (any, outcome) {
	switch {
	case walk.Ref != "":
		return w.walkType(walk.Ref, value, path)
	case walk.Array != nil:
		items, ok := value.([]any)
		if !ok {
			return value, unchanged
		}
		var out []any
		edited := false
		for i, item := range items {
			at := path + "/" + strconv.Itoa(i)
			next, how := w.walkShape(walk.Array, item, at)
			if how == dropped && w.plan.Unknown.ArrayMembers != "drop" {
				next, how = item, unchanged
			}
			if how == dropped {
				w.warn("unknown-member-dropped", at, "unknown member dropped")
			}
			if !edited && how != unchanged {
				edited = true
				out = append([]any{}, items[:i]...)
			}
			if edited && how != dropped {
				out = append(out, next)
			}
		}
		if !edited {
			return value, unchanged
		}
		return out, changed
	case walk.Map != nil:
		entries, ok := value.(map[string]any)
		if !ok {
			return value, unchanged
		}
		var out map[string]any
		for key, item := range entries {
			next, how := w.walkShape(walk.Map, item, path+"/"+token(key))
			if how != changed {
				continue
			}
			if out == nil {
				out = make(map[string]any, len(entries))
				for k, v := range entries {
					out[k] = v
				}
			}
			out[key] = next
		}
		if out == nil {
			return value, unchanged
		}
		return out, changed
	}
	_, isArray := value.([]any)
	_, isObject := value.(map[string]any)
	for _, option := range walk.Choice {
		if (isArray && option.Array != nil) || (isObject && option.Array == nil) {
			return w.walkShape(option, value, path)
		}
	}
	return value, unchanged
}

// tolerate walks a generic document; unknownTag is set when the root is a union member this
// package does not know and the module surfaces those.
func tolerate(typeName string, document any) (value any, warnings []ParseWarning, unknownTag string, unknown bool) {
	w := walker{plan: loadPlan()}
	result, how := w.walkType(typeName, document, "")
	sort.SliceStable(w.warnings, func(i, j int) bool {
		a, b := w.warnings[i], w.warnings[j]
		return a.Path < b.Path || (a.Path == b.Path && a.Code < b.Code)
	})
	if how != dropped {
		return result, w.warnings, "", false
	}
	root := w.plan.Types[typeName]
	object, _ := document.(map[string]any)
	tag, isString := object[root.Tag].(string)
	_, member := root.Members[tag]
	_, retired := root.Retired[tag]
	if root.Kind != "union" || !isString || member || retired || w.plan.Unknown.RootMembers != "surface" {
		return document, w.warnings, "", false
	}
	found := append([]ParseWarning{{Code: "unknown-member", Path: "", Message: "unknown " + root.Tag + " " + strconv.Quote(tag)}}, w.warnings...)
	return document, found, tag, true
}
