// JSON helpers of the stream processor: pointers into decoded events, messages and items (objects
// and arrays), JSON equality across number representations, and RFC 6902 patches through
// github.com/evanphx/json-patch.

package runtime

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"sync"

	jsonpatch "github.com/evanphx/json-patch/v5"
)

// pointerCache holds the tokens of every pointer the plan uses: they are split once, not per event.
var pointerCache sync.Map

func pointerTokens(pointer string) []string {
	if pointer == "" {
		return nil
	}
	if found, ok := pointerCache.Load(pointer); ok {
		return found.([]string)
	}
	parts := strings.Split(pointer, "/")[1:]
	for i, p := range parts {
		parts[i] = strings.ReplaceAll(strings.ReplaceAll(p, "~1", "/"), "~0", "~")
	}
	pointerCache.Store(pointer, parts)
	return parts
}

func arrayIndex(token string, length int) (int, bool) {
	if token == "" || strings.TrimLeft(token, "0123456789") != "" || (len(token) > 1 && token[0] == '0') {
		return 0, false
	}
	i, err := strconv.Atoi(token)
	return i, err == nil && i < length
}

// valueAt is the value at pointer, and whether it is there.
func valueAt(value any, pointer string) (any, bool) {
	node := value
	for _, t := range pointerTokens(pointer) {
		switch n := node.(type) {
		case map[string]any:
			next, ok := n[t]
			if !ok {
				return nil, false
			}
			node = next
		case []any:
			i, ok := arrayIndex(t, len(n))
			if !ok {
				return nil, false
			}
			node = n[i]
		default:
			return nil, false
		}
	}
	return node, true
}

// setAt sets the value at pointer (not the root), creating objects on the way (and in place of
// anything that is not one).
func setAt(target map[string]any, pointer string, value any) {
	parts := pointerTokens(pointer)
	if len(parts) == 0 {
		return
	}
	node := target
	for _, part := range parts[:len(parts)-1] {
		next, ok := node[part].(map[string]any)
		if !ok {
			next = map[string]any{}
			node[part] = next
		}
		node = next
	}
	node[parts[len(parts)-1]] = value
}

func numberOf(value any) (float64, bool) {
	switch v := value.(type) {
	case json.Number:
		f, err := v.Float64()
		return f, err == nil
	case float64:
		return v, true
	case int:
		return float64(v), true
	}
	return 0, false
}

// keyText is a key's identity: a string as it is, anything else as its JSON text.
func keyText(value any) string {
	if s, ok := value.(string); ok {
		return s
	}
	text, err := json.Marshal(value)
	if err != nil {
		return ""
	}
	return string(text)
}

// strictEqual is JavaScript's === on decoded JSON: scalars by value, never two containers.
func strictEqual(a, b any) bool {
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case nil:
		return b == nil
	}
	x, ok := numberOf(a)
	y, isNumber := numberOf(b)
	return ok && isNumber && x == y
}

// readGeneric reads JSON text with the package's own reader (numbers kept as their text).
func readGeneric(data []byte) (any, error) {
	d := decoder{data: data, strict: true}
	v, err := readAny(&d)
	if err == nil {
		err = d.finish()
	}
	return v, err
}

var patchOptions = func() *jsonpatch.ApplyOptions {
	o := jsonpatch.NewApplyOptions()
	o.SupportNegativeIndices = false // RFC 6902 has no negative indices
	return o
}()

// numbersAsValues writes every number as the shortest text of its value (1.0 as 1), so that
// json-patch's test operation compares numbers by value, as JSON and the other SDKs do.
func numbersAsValues(value any) any {
	switch v := value.(type) {
	case json.Number:
		f, err := v.Float64()
		if err != nil || math.IsInf(f, 0) {
			return v
		}
		if f == math.Trunc(f) && math.Abs(f) < 1e21 {
			return json.Number(strconv.FormatFloat(f, 'f', -1, 64))
		}
		return json.Number(strconv.FormatFloat(f, 'g', -1, 64))
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, item := range v {
			out[k] = numbersAsValues(item)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, item := range v {
			out[i] = numbersAsValues(item)
		}
		return out
	}
	return value
}

// applyPatch returns the patched copy of document, whose numbers must be as numbersAsValues
// writes them; the document itself is never changed.
func applyPatch(document, patch any) (any, error) {
	if _, ok := patch.([]any); !ok {
		return nil, &ValidationError{Code: "patch", Message: "a JSON Patch is an array of operations"}
	}
	patch = numbersAsValues(patch) // documents are kept so already (application.go), once per snapshot
	patchText, err := json.Marshal(patch)
	if err != nil {
		return nil, err
	}
	decoded, err := jsonpatch.DecodePatch(patchText)
	if err != nil {
		return nil, err
	}
	documentText, err := json.Marshal(document)
	if err != nil {
		return nil, err
	}
	out, err := decoded.ApplyWithOptions(documentText, patchOptions)
	if err != nil {
		return nil, err
	}
	return readGeneric(out)
}
