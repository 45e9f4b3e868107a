// The array and object keywords beyond the types: items, contains, properties and
// what they leave to additionalProperties and unevaluatedProperties.

package runtime

import "strconv"

func (b *beyondChecker) array(s map[string]any, v any, marks bool, seen map[string]bool) bool {
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
	// The items evaluated here go into seen by index, for unevaluatedItems.
	prefix := beyondList(s["prefixItems"])
	rest, hasRest := s["items"]
	for i, item := range items {
		if i < len(prefix) {
			if !b.valid(prefix[i], item, false) {
				return false
			}
		} else if !hasRest {
			continue
		} else if !b.valid(rest, item, marks) {
			return false
		}
		seen[strconv.Itoa(i)] = true
	}
	if contains, ok := s["contains"]; ok {
		count := 0.0
		for i, item := range items {
			if b.valid(contains, item, false) {
				count++
				seen[strconv.Itoa(i)] = true
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
				// A value under a pattern the IR types exactly carries its type's mark.
				if !b.valid(part, item, marks) {
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
