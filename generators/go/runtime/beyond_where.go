// Where a document fails the keywords beyond its types, for the error: the deepest property
// or item whose own subschema refuses it, and the keyword that does. Only the error path runs
// this, so it evaluates subschemas again.

package runtime

import (
	"sort"
	"strconv"
)

// beyondStep is one step down to a subschema that refuses a value: the pointer segment (empty
// when the value stays the same), the keyword that led there, and whether marks apply there.
type beyondStep struct {
	segment, via  string
	schema, value any
	marks         bool
}

// Keywords that refuse nothing by themselves once step has followed them, or that mean
// something only beside another.
var beyondNotAlone = map[string]bool{
	"properties": true, "patternProperties": true, "additionalProperties": true,
	"prefixItems": true, "items": true, "$ref": true, "allOf": true,
	"if": true, "then": true, "else": true, "x-canon-beyond": true,
}

// where returns the JSON Pointer inside value, and the keyword, where value fails schema.
func (b *beyondChecker) where(schema, value any) (string, string) {
	path, via, marks := "", "false", true
	for i := 0; i < 10000; i++ { // a $ref cycle that refuses nothing ends here
		next, found := b.step(schema, value, marks)
		if !found {
			if keyword := b.local(schema, value); keyword != "" {
				return path, keyword
			}
			return path, via
		}
		path += next.segment
		schema, value, via, marks = next.schema, next.value, next.via, next.marks
	}
	return path, via
}

func (b *beyondChecker) step(schema, value any, marks bool) (beyondStep, bool) {
	s, ok := schema.(map[string]any)
	if !ok {
		return beyondStep{}, false
	}
	if name, ok := s["x-canon-beyond"].(string); ok && marks {
		if part, found := b.table[name]; found && !b.valid(part, value, true) {
			return beyondStep{"", "x-canon-beyond", part, value, true}, true
		}
	}
	if object, ok := value.(map[string]any); ok {
		if next, found := b.member(s, object, marks); found {
			return next, true
		}
	}
	if array, ok := value.([]any); ok {
		prefix := beyondList(s["prefixItems"])
		rest, hasRest := s["items"]
		for i, item := range array {
			segment := "/" + strconv.Itoa(i)
			if i < len(prefix) && !b.valid(prefix[i], item, false) {
				return beyondStep{segment, "prefixItems", prefix[i], item, false}, true
			}
			if i >= len(prefix) && hasRest && !b.valid(rest, item, marks) {
				return beyondStep{segment, "items", rest, item, marks}, true
			}
		}
	}
	if ref, ok := s["$ref"].(string); ok {
		if target := b.resolve(ref); !b.valid(target, value, false) {
			return beyondStep{"", "$ref", target, value, false}, true
		}
	}
	for _, part := range beyondList(s["allOf"]) {
		if !b.valid(part, value, marks) {
			return beyondStep{"", "allOf", part, value, marks}, true
		}
	}
	if condition, ok := s["if"]; ok {
		branch := "else"
		if b.valid(condition, value, false) {
			branch = "then"
		}
		if part, present := s[branch]; present && !b.valid(part, value, false) {
			return beyondStep{"", branch, part, value, false}, true
		}
	}
	return beyondStep{}, false
}

// member finds the first property, in key order, that its own subschema refuses.
func (b *beyondChecker) member(s map[string]any, object map[string]any, marks bool) (beyondStep, bool) {
	properties, _ := s["properties"].(map[string]any)
	patterns, _ := s["patternProperties"].(map[string]any)
	extra, closedBy := s["additionalProperties"]
	for _, key := range beyondKeys(object) {
		item := object[key]
		part, matched := properties[key]
		if matched && !b.valid(part, item, marks) {
			return beyondStep{pointerTo(key), "properties", part, item, marks}, true
		}
		for _, pattern := range beyondKeys(patterns) {
			if b.search(pattern, key) {
				matched = true
				if !b.valid(patterns[pattern], item, marks) {
					return beyondStep{pointerTo(key), "patternProperties", patterns[pattern], item, marks}, true
				}
			}
		}
		if !matched && closedBy && !b.valid(extra, item, marks) {
			return beyondStep{pointerTo(key), "additionalProperties", extra, item, marks}, true
		}
	}
	return beyondStep{}, false
}

// local is the first keyword of schema, in name order, that refuses value by itself ("" if none).
func (b *beyondChecker) local(schema, value any) string {
	s, ok := schema.(map[string]any)
	if !ok {
		return ""
	}
	for _, keyword := range beyondKeys(s) {
		if beyondNotAlone[keyword] {
			continue
		}
		alone := map[string]any{keyword: s[keyword]}
		switch keyword {
		case "minContains", "maxContains":
			if contains, present := s["contains"]; present {
				alone["contains"] = contains
			}
		case "unevaluatedProperties", "unevaluatedItems":
			alone = s // judged by what every other keyword evaluated
		}
		if !b.valid(alone, value, false) {
			return keyword
		}
	}
	return ""
}

func beyondKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for key := range m {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	return keys
}
