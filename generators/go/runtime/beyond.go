// The keywords no Go type states, checked on the raw document after the typed decode.

package runtime

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
)

// beyondChecker checks the keywords no Go type states (not, if/then/else, dependentRequired, an
// anyOf of required lists, …) on the raw document, after the typed decode. parts is the
// generated beyond_ir.json (per type, the part of its schema the types leave out, with
// "x-canon-beyond" marking a nested value whose type has such a part); $ref resolves in bundle;
// spellings is the generated beyond_patterns.json (each pattern of the bundle written for RE2).
// It reads JSON Schema 2020-12 as ajv does, patterns as ECMAScript patterns.
type beyondChecker struct {
	parts, bundle, spellings []byte
	once                     sync.Once
	table                    map[string]any
	root                     any
	spelled                  map[string]string
	patterns                 sync.Map
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
		_ = json.Unmarshal(b.spellings, &b.spelled)
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
		path, keyword := b.where(part, value)
		return &ValidationError{Path: path, Code: keyword, Message: "does not satisfy the schema's `" + keyword + "`"}
	}
	return nil
}

func (b *beyondChecker) valid(schema, value any, marks bool) bool {
	_, ok := b.evaluate(schema, value, marks)
	return ok
}

// evaluate reports whether value satisfies schema, and what it evaluated: an object's property
// names, or an array's item indices in decimal (for unevaluatedProperties and unevaluatedItems). marks: follow "x-canon-beyond" (only at the top part's own level).
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
		if rest, ok := s["unevaluatedItems"]; ok {
			if items, isArray := value.([]any); isArray {
				for i, item := range items {
					if key := strconv.Itoa(i); !seen[key] {
						if !b.valid(rest, item, false) {
							return nil, false
						}
						seen[key] = true
					}
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
