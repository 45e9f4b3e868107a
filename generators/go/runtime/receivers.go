// The tolerant half of every Go parser: the receiver plan (from schemas/<module>/receivers.json)
// walked over a generic reading of the document — with the package's own decoder, so duplicate keys
// and depth limits hold — then the strict typed decode of what remains. The TypeScript and Python
// SDKs walk the same plan the same way and report the same warnings.

package runtime

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// ParseMode chooses between the schema alone (Strict) and what a receiver of newer and older
// peers reads (Tolerant, the default).
type ParseMode int

const (
	// Tolerant translates retired shapes and strips or drops unknown material, as the module's
	// receivers.json declares, reporting each change; then it validates what remains.
	Tolerant ParseMode = iota
	// Strict accepts exactly what the schema accepts.
	Strict
)

// ParseOption configures a Parse function.
type ParseOption func(*parseOptions)

type parseOptions struct{ mode ParseMode }

// WithMode selects the parse mode; Tolerant when not given.
func WithMode(mode ParseMode) ParseOption {
	return func(o *parseOptions) { o.mode = mode }
}

// ParseWarning is one change tolerant parsing made: a stable code, a JSON Pointer into the input
// and a message.
//
// The warnings a Parse function returns are read-only: parses that make the same single change
// (a newer producer's extra property, on event after event) share one slice rather than allocate
// one each. Copy the slice before changing an element; appending to it copies by itself.
type ParseWarning struct {
	Code    string
	Path    string
	Message string
}

type planWalk struct {
	Ref    string      `json:"ref"`
	Array  *planWalk   `json:"array"`
	Map    *planWalk   `json:"map"`
	Choice []*planWalk `json:"choice"`
	target *planType   // Ref resolved, for the scan
}

type planProperty struct {
	Required     bool      `json:"required"`
	Walk         *planWalk `json:"walk"`
	NullAsAbsent bool      `json:"nullAsAbsent"`
}

type planOp struct {
	Op    string          `json:"op"`
	From  string          `json:"from"`
	Path  string          `json:"path"`
	Value json.RawMessage `json:"value"`
}

type planTarget struct {
	Tag       string
	By        string
	Prefixes  []struct{ Prefix, Tag string }
	Otherwise string
}

func (t *planTarget) UnmarshalJSON(data []byte) error {
	if len(data) > 0 && data[0] == '"' {
		return json.Unmarshal(data, &t.Tag)
	}
	var v struct {
		By       string `json:"by"`
		Prefixes []struct {
			Prefix string `json:"prefix"`
			Tag    string `json:"tag"`
		} `json:"prefixes"`
		Otherwise string `json:"otherwise"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	t.By, t.Otherwise = v.By, v.Otherwise
	for _, p := range v.Prefixes {
		t.Prefixes = append(t.Prefixes, struct{ Prefix, Tag string }{p.Prefix, p.Tag})
	}
	return nil
}

type planRule struct {
	To    planTarget `json:"to"`
	Patch []planOp   `json:"patch"`
	Cases []struct {
		When  string   `json:"when"`
		Patch []planOp `json:"patch"`
	} `json:"cases"`
}

type planType struct {
	Kind       string                  `json:"kind"`
	Closed     bool                    `json:"closed"`
	Properties map[string]planProperty `json:"properties"`
	Tag        string                  `json:"tag"`
	Members    map[string]string       `json:"members"`
	Retired    map[string]planRule     `json:"retired"`
	Walk       *planWalk               `json:"walk"`
	walkAlways bool                    // listed in the plan's walkAlways
	scan       scanIndex               // the same, indexed for the scan
}

type receiverPlan struct {
	Unknown struct {
		Properties      string `json:"properties"`
		ArrayMembers    string `json:"arrayMembers"`
		OptionalMembers string `json:"optionalMembers"`
		RootMembers     string `json:"rootMembers"`
	} `json:"unknown"`
	Types      map[string]*planType `json:"types"`
	WalkAlways []string             `json:"walkAlways"`
	recent     recentWarnings
	recentTop  recentWarnings // the top-level ones, by property name
}

var loadPlan = sync.OnceValue(func() *receiverPlan {
	var p receiverPlan
	if err := json.Unmarshal([]byte(receiverPlanJSON), &p); err != nil {
		panic("canon: the embedded receiver plan is not valid: " + err.Error())
	}
	for _, name := range p.WalkAlways {
		if t, ok := p.Types[name]; ok {
			t.walkAlways = true
		}
	}
	p.index()
	return &p
})

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

func lookup(value any, pointer string) (any, bool) {
	node := value
	for _, t := range tokens(pointer) {
		object, ok := node.(map[string]any)
		if !ok {
			return nil, false
		}
		if node, ok = object[t]; !ok {
			return nil, false
		}
	}
	return node, true
}

// place sets the value at a pointer, creating missing objects on the way; a non-object in the way wins.
func place(target map[string]any, pointer string, value any) {
	parts := tokens(pointer)
	node := target
	for _, part := range parts[:len(parts)-1] {
		if _, ok := node[part]; !ok {
			node[part] = map[string]any{}
		}
		next, ok := node[part].(map[string]any)
		if !ok {
			return
		}
		node = next
	}
	node[parts[len(parts)-1]] = value
}

func apply(target map[string]any, op *planOp) {
	if op.Op == "add" {
		var value any
		d := decoder{data: op.Value}
		if v, err := readAny(&d); err == nil {
			value = v
		}
		place(target, op.Path, value)
		return
	}
	from := op.Path
	if op.Op == "move" {
		from = op.From
	}
	value, ok := lookup(target, from)
	if !ok {
		return
	}
	parts := tokens(from)
	parentPointer := ""
	for _, p := range parts[:len(parts)-1] {
		parentPointer += "/" + token(p)
	}
	if parent, ok := lookupObject(target, parentPointer); ok {
		delete(parent, parts[len(parts)-1])
	}
	if op.Op == "move" {
		place(target, op.Path, value)
	}
}

func lookupObject(target map[string]any, pointer string) (map[string]any, bool) {
	v, ok := lookup(target, pointer)
	if !ok {
		return nil, false
	}
	object, ok := v.(map[string]any)
	return object, ok
}

func deepCopy(value any) any {
	switch x := value.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, v := range x {
			out[k] = deepCopy(v)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, v := range x {
			out[i] = deepCopy(v)
		}
		return out
	}
	return value
}

func translate(value map[string]any, tagName string, rule *planRule) map[string]any {
	out := deepCopy(value).(map[string]any)
	out[tagName] = rule.To.Tag
	if rule.To.Tag == "" {
		out[tagName] = rule.To.Otherwise
		if by, ok := lookup(value, rule.To.By); ok {
			if text, ok := by.(string); ok {
				for _, p := range rule.To.Prefixes {
					if strings.HasPrefix(text, p.Prefix) {
						out[tagName] = p.Tag
						break
					}
				}
			}
		}
	}
	for i := range rule.Patch {
		apply(out, &rule.Patch[i])
	}
	for _, c := range rule.Cases {
		if _, ok := lookup(value, c.When); ok {
			for i := range c.Patch {
				apply(out, &c.Patch[i])
			}
			break
		}
	}
	return out
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

func parseMode(options []ParseOption) ParseMode {
	if len(options) == 0 {
		return Tolerant // without a heap-allocated parseOptions
	}
	var o parseOptions
	for _, option := range options {
		if option != nil {
			option(&o)
		}
	}
	return o.mode
}

// decoders keeps the decoders of finished parses: the typed readers take the decoder through
// function values, so one made per parse would be a heap allocation each time.
var decoders = sync.Pool{New: func() any { return new(decoder) }}

// takeDecoder returns a strict decoder over data, reset but for the storage of its notes.
func takeDecoder(data []byte) *decoder {
	d := decoders.Get().(*decoder)
	*d = decoder{data: data, strict: true, notes: d.notes[:0], noteText: d.noteText[:0]}
	return d
}

// releaseDecoder returns d to the pool, holding no reference to the document (the warnings made
// from its notes are strings of their own).
func releaseDecoder(d *decoder) {
	d.data = nil
	decoders.Put(d)
}

func readValidated[T interface{ Validate() error }](d *decoder, read func(*decoder) (T, error)) (T, error) {
	v, err := read(d)
	if err == nil {
		err = d.finish()
	}
	if err == nil {
		err = v.Validate()
	}
	return v, err
}

// parseDocument is every Parse function. One typed decode comes first: all of strict mode, and in
// tolerant mode the fast path, which skips unknown properties and reads nulls as absent (where the
// plan says so) while decoding, noting each with its pointer. When that decode succeeds, its notes
// are the warnings. Anything else (a translation, a dropped member, an error the walk could change)
// goes through the plan's walk over a generic reading and a typed decode of the result; an error
// the walk cannot change is returned as the first decode found it, without a generic reading.
//
// retired, when not nil, tells a valid value that is a retired member at the top, which tolerant
// mode still translates.
func parseDocument[T interface{ Validate() error }](typeName string, data []byte, options []ParseOption, read func(*decoder) (T, error), unknown func(tag string, raw []byte) T, retired func(T) bool) (T, []ParseWarning, error) {
	var zero T
	mode := parseMode(options)
	if mode != Tolerant && mode != Strict {
		return zero, nil, &ValidationError{Code: "mode", Message: "unknown parse mode " + strconv.Itoa(int(mode))}
	}
	plan := loadPlan()
	planned, tolerates := plan.Types[typeName]
	if mode == Strict || !tolerates {
		d := takeDecoder(data)
		v, err := readValidated(d, read)
		releaseDecoder(d)
		if err != nil {
			return zero, nil, err
		}
		return v, nil, nil
	}
	var first error
	if !planned.walkAlways {
		d := takeDecoder(data)
		d.strip, d.tolerant, d.recent = plan.Unknown.Properties == "strip", true, &plan.recentTop
		v, err := readValidated(d, read)
		var warnings []ParseWarning
		settled := err == nil && (retired == nil || !retired(v))
		if settled && len(d.notes) > 0 {
			warnings, settled = d.noteWarnings(plan)
		}
		releaseDecoder(d)
		if settled {
			return v, warnings, nil
		}
		if err != nil && plan.unchangedByWalk(typeName, data) {
			return zero, nil, err
		}
		first = err
	}
	d := decoder{data: data, strict: true}
	document, err := readAny(&d)
	if err == nil {
		err = d.finish()
	}
	if err != nil {
		return zero, nil, err
	}
	value, warnings, tag, isUnknown := tolerate(typeName, document)
	if isUnknown && unknown != nil {
		return unknown(tag, append([]byte(nil), data...)), warnings, nil
	}
	if first != nil && len(warnings) == 0 && !isUnknown {
		return zero, nil, first // the walk changed nothing, so a second typed decode would fail too
	}
	var e encoder
	writeAny(&e, value)
	text, err := e.result()
	if err != nil {
		return zero, warnings, &ValidationError{Code: "invalid", Message: err.Error()}
	}
	v, err := readValidated(&decoder{data: text, strict: true}, read)
	if err != nil {
		return zero, warnings, err
	}
	return v, warnings, nil
}
