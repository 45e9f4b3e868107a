// The keywords no Go type states, checked on the raw document after the typed decode.

package runtime

import (
	"bytes"
	"encoding/json"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// beyondChecker checks the keywords no Go type states (not, if/then/else, dependentRequired, an
// anyOf of required lists, …) on the raw document, after the typed decode. parts is the
// generated beyond_ir.json (per type, the part of its schema the types leave out, with
// "x-canon-beyond" marking a nested value whose type has such a part); $ref resolves in bundle.
// It reads JSON Schema 2020-12 as ajv does, patterns as ECMAScript patterns.
type beyondChecker struct {
	parts, bundle []byte
	once          sync.Once
	table         map[string]any
	root          any
	patterns      sync.Map
}

// beyondAfter runs the checker when the typed validation passed.
func beyondAfter(err error, b *beyondChecker, typeName string, data []byte) error {
	if err != nil {
		return err
	}
	return b.check(typeName, data)
}

func (b *beyondChecker) check(typeName string, data []byte) error {
	b.once.Do(func() {
		_ = json.Unmarshal(b.parts, &b.table)
		_ = json.Unmarshal(b.bundle, &b.root)
	})
	part, ok := b.table[typeName]
	if !ok {
		return nil
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var value any
	if err := d.Decode(&value); err != nil {
		return &ValidationError{Code: "json", Message: err.Error()}
	}
	if !b.valid(part, value, true) {
		return &ValidationError{Code: "schema", Message: "does not satisfy its schema's keywords beyond the types"}
	}
	return nil
}

func (b *beyondChecker) valid(schema, value any, marks bool) bool {
	_, ok := b.evaluate(schema, value, marks)
	return ok
}

// evaluate reports whether value satisfies schema, and the property names it evaluated (for
// unevaluatedProperties). marks: follow "x-canon-beyond" (only at the top part's own level).
func (b *beyondChecker) evaluate(schema, value any, marks bool) (map[string]bool, bool) {
	switch s := schema.(type) {
	case bool:
		return nil, s
	case map[string]any:
		seen := map[string]bool{}
		if name, ok := s["x-canon-beyond"].(string); ok && marks {
			if part, found := b.table[name]; found && !b.valid(part, value, true) {
				return nil, false
			}
		}
		for _, check := range []func(map[string]any, any, bool, map[string]bool) bool{b.scalars, b.array, b.object, b.applicators} {
			if !check(s, value, marks, seen) {
				return nil, false
			}
		}
		if rest, ok := s["unevaluatedProperties"]; ok {
			if object, isObject := value.(map[string]any); isObject {
				for key, item := range object {
					if !seen[key] && !b.valid(rest, item, false) {
						return nil, false
					}
					seen[key] = true
				}
			}
		}
		return seen, true
	}
	return nil, false
}

func (b *beyondChecker) resolve(ref string) any {
	var found = b.root
	for _, token := range strings.Split(strings.TrimPrefix(ref, "#"), "/")[1:] {
		key := strings.ReplaceAll(strings.ReplaceAll(token, "~1", "/"), "~0", "~")
		switch node := found.(type) {
		case map[string]any:
			found = node[key]
		case []any:
			i, _ := strconv.Atoi(key)
			if i < 0 || i >= len(node) {
				return false
			}
			found = node[i]
		default:
			return false
		}
	}
	return found
}

func (b *beyondChecker) applicators(s map[string]any, v any, marks bool, seen map[string]bool) bool {
	merge := func(found map[string]bool) {
		for k := range found {
			seen[k] = true
		}
	}
	if ref, ok := s["$ref"].(string); ok {
		found, ok := b.evaluate(b.resolve(ref), v, false)
		if !ok {
			return false
		}
		merge(found)
	}
	for _, part := range beyondList(s["allOf"]) {
		found, ok := b.evaluate(part, v, marks)
		if !ok {
			return false
		}
		merge(found)
	}
	if options, ok := s["anyOf"].([]any); ok {
		passed := false
		for _, part := range options {
			if found, ok := b.evaluate(part, v, false); ok {
				passed = true
				merge(found)
			}
		}
		if !passed {
			return false
		}
	}
	if options, ok := s["oneOf"].([]any); ok {
		passing := 0
		for _, part := range options {
			if found, ok := b.evaluate(part, v, false); ok {
				passing++
				merge(found)
			}
		}
		if passing != 1 {
			return false
		}
	}
	if not, ok := s["not"]; ok && b.valid(not, v, false) {
		return false
	}
	if condition, ok := s["if"]; ok {
		found, holds := b.evaluate(condition, v, false)
		branch, present := s["else"]
		if holds {
			merge(found)
			branch, present = s["then"]
		}
		if present {
			found, ok := b.evaluate(branch, v, false)
			if !ok {
				return false
			}
			merge(found)
		}
	}
	return true
}

func beyondList(v any) []any {
	items, _ := v.([]any)
	return items
}

func beyondTypeOf(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case json.Number:
		if r, ok := new(big.Rat).SetString(string(x)); ok && r.IsInt() {
			return "integer"
		}
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "unknown"
}

// beyondRat reads a number of the document (json.Number) or of the schema (float64) exactly.
func beyondRat(v any) (*big.Rat, bool) {
	switch x := v.(type) {
	case json.Number:
		return new(big.Rat).SetString(string(x))
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return nil, false
		}
		// The shortest decimal that reads back as x: what the schema's author wrote.
		return new(big.Rat).SetString(strconv.FormatFloat(x, 'g', -1, 64))
	}
	return nil, false
}

// beyondEqual is JSON equality: numbers by value (1 equals 1.0), objects whatever their key order.
func beyondEqual(a, b any) bool {
	if p, ok := beyondRat(a); ok {
		q, isNumber := beyondRat(b)
		return isNumber && p.Cmp(q) == 0
	}
	switch x := a.(type) {
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !beyondEqual(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, item := range x {
			other, found := y[k]
			if !found || !beyondEqual(item, other) {
				return false
			}
		}
		return true
	}
	return a == b
}

func (b *beyondChecker) scalars(s map[string]any, v any, _ bool, _ map[string]bool) bool {
	if wanted, ok := s["type"]; ok {
		kind := beyondTypeOf(v)
		names := beyondList(wanted)
		if name, single := wanted.(string); single {
			names = []any{name}
		}
		match := false
		for _, n := range names {
			match = match || n == kind || (n == "number" && kind == "integer")
		}
		if !match {
			return false
		}
	}
	if c, ok := s["const"]; ok && !beyondEqual(c, v) {
		return false
	}
	if values, ok := s["enum"].([]any); ok {
		found := false
		for _, e := range values {
			found = found || beyondEqual(e, v)
		}
		if !found {
			return false
		}
	}
	switch x := v.(type) {
	case json.Number:
		f, _ := x.Float64()
		return beyondBounds(s, f)
	case string:
		return b.text(s, x)
	}
	return true
}

func beyondNumber(s map[string]any, key string) (float64, bool) {
	n, ok := s[key].(float64)
	return n, ok
}

func beyondBounds(s map[string]any, f float64) bool {
	if n, ok := beyondNumber(s, "minimum"); ok && f < n {
		return false
	}
	if n, ok := beyondNumber(s, "maximum"); ok && f > n {
		return false
	}
	if n, ok := beyondNumber(s, "exclusiveMinimum"); ok && f <= n {
		return false
	}
	if n, ok := beyondNumber(s, "exclusiveMaximum"); ok && f >= n {
		return false
	}
	if n, ok := beyondNumber(s, "multipleOf"); ok {
		q := f / n
		return !math.IsInf(q, 0) && math.Abs(q-math.Round(q)) < 1e-9
	}
	return true
}

func (b *beyondChecker) text(s map[string]any, x string) bool {
	n := float64(utf8.RuneCountInString(x))
	if m, ok := beyondNumber(s, "minLength"); ok && n < m {
		return false
	}
	if m, ok := beyondNumber(s, "maxLength"); ok && n > m {
		return false
	}
	if p, ok := s["pattern"].(string); ok && !b.search(p, x) {
		return false
	}
	if f, ok := s["format"].(string); ok && !formatHolds(f, x) {
		return false
	}
	return true
}

// search matches an ECMAScript pattern (RE2 reads most of it alike; \s, \uXXXX and . are
// spelled as ECMAScript means them). A pattern RE2 cannot read matches nothing.
func (b *beyondChecker) search(pattern, text string) bool {
	if found, ok := b.patterns.Load(pattern); ok {
		re, _ := found.(*regexp.Regexp)
		return re != nil && re.MatchString(text)
	}
	re, err := regexp.Compile(beyondPattern(pattern))
	if err != nil {
		re = nil
	}
	b.patterns.Store(pattern, re)
	return re != nil && re.MatchString(text)
}

const beyondSpace = `\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`

func beyondPattern(p string) string {
	var out strings.Builder
	inClass := false
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\' && i+1 < len(p):
			next := p[i+1]
			switch {
			case next == 's' && inClass:
				out.WriteString(beyondSpace)
			case next == 's':
				out.WriteString("[" + beyondSpace + "]")
			case next == 'S' && !inClass:
				out.WriteString("[^" + beyondSpace + "]")
			case next == 'u' && i+5 < len(p):
				out.WriteString(`\x{` + p[i+2:i+6] + "}")
				i += 4
			default:
				out.WriteByte(c)
				out.WriteByte(next)
			}
			i++
		case inClass:
			inClass = c != ']'
			out.WriteByte(c)
		case c == '[':
			inClass = true
			out.WriteByte(c)
		case c == '.':
			out.WriteString(`[^\n\r\x{2028}\x{2029}]`)
		default:
			out.WriteByte(c)
		}
	}
	return out.String()
}

func (b *beyondChecker) array(s map[string]any, v any, marks bool, _ map[string]bool) bool {
	items, ok := v.([]any)
	if !ok {
		return true
	}
	n := float64(len(items))
	if m, ok := beyondNumber(s, "minItems"); ok && n < m {
		return false
	}
	if m, ok := beyondNumber(s, "maxItems"); ok && n > m {
		return false
	}
	prefix := beyondList(s["prefixItems"])
	for i, item := range items {
		if i < len(prefix) {
			if !b.valid(prefix[i], item, false) {
				return false
			}
		} else if rest, ok := s["items"]; ok && !b.valid(rest, item, marks) {
			return false
		}
	}
	if contains, ok := s["contains"]; ok {
		count := 0.0
		for _, item := range items {
			if b.valid(contains, item, false) {
				count++
			}
		}
		least, ok := beyondNumber(s, "minContains")
		if !ok {
			least = 1
		}
		if most, ok := beyondNumber(s, "maxContains"); count < least || (ok && count > most) {
			return false
		}
	}
	if unique, _ := s["uniqueItems"].(bool); unique {
		for i := range items {
			for j := 0; j < i; j++ {
				if beyondEqual(items[i], items[j]) {
					return false
				}
			}
		}
	}
	return true
}

func (b *beyondChecker) object(s map[string]any, v any, marks bool, seen map[string]bool) bool {
	object, ok := v.(map[string]any)
	if !ok {
		return true
	}
	n := float64(len(object))
	if m, ok := beyondNumber(s, "minProperties"); ok && n < m {
		return false
	}
	if m, ok := beyondNumber(s, "maxProperties"); ok && n > m {
		return false
	}
	for _, name := range beyondList(s["required"]) {
		key, _ := name.(string)
		if _, found := object[key]; !found {
			return false
		}
	}
	dependent, _ := s["dependentRequired"].(map[string]any)
	for name, needed := range dependent {
		if _, found := object[name]; found {
			for _, other := range beyondList(needed) {
				key, _ := other.(string)
				if _, present := object[key]; !present {
					return false
				}
			}
		}
	}
	schemas, _ := s["dependentSchemas"].(map[string]any)
	for name, part := range schemas {
		if _, found := object[name]; found {
			evaluated, ok := b.evaluate(part, v, false)
			if !ok {
				return false
			}
			for k := range evaluated {
				seen[k] = true
			}
		}
	}
	return b.members(s, object, marks, seen)
}

func (b *beyondChecker) members(s map[string]any, object map[string]any, marks bool, seen map[string]bool) bool {
	properties, _ := s["properties"].(map[string]any)
	patterns, _ := s["patternProperties"].(map[string]any)
	names, checkNames := s["propertyNames"]
	extra, closedBy := s["additionalProperties"]
	for key, item := range object {
		if checkNames && !b.valid(names, key, false) {
			return false
		}
		part, matched := properties[key]
		if matched && !b.valid(part, item, marks) {
			return false
		}
		for pattern, part := range patterns {
			if b.search(pattern, key) {
				matched = true
				if !b.valid(part, item, false) {
					return false
				}
			}
		}
		if !matched && closedBy {
			if !b.valid(extra, item, marks) {
				return false
			}
			matched = true
		}
		if matched {
			seen[key] = true
		}
	}
	return true
}
