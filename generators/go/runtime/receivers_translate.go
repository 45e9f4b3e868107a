// A retired member read as its replacement: the new tag, then the rule's JSON Patch operations
// on a copy of the document.

package runtime

import "strings"

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
