// The JSON values the keywords beyond the types compare: kinds, numbers as exact
// rationals, equality as JSON Schema defines it, and the keywords on a scalar.

package runtime

import (
	"encoding/json"
	"math"
	"math/big"
	"strconv"
)

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
