// Value checks shared by every generated Validate method: bounds, patterns, formats, closure.

package runtime

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"regexp"
	"strconv"
	"unicode/utf8"
)

// stringRule holds a string property's constraints; lengths count Unicode code points, as JSON
// Schema does.
type stringRule struct {
	minLength int
	maxLength int // -1: unbounded
	pattern   *regexp.Regexp
	format    string
}

func (r *stringRule) check(v string) error {
	if r.minLength > 0 || r.maxLength >= 0 {
		n := utf8.RuneCountInString(v)
		if n < r.minLength {
			return &ValidationError{Code: CodeMinLength, Message: "must have at least " + strconv.Itoa(r.minLength) + " characters"}
		}
		if r.maxLength >= 0 && n > r.maxLength {
			return &ValidationError{Code: CodeMaxLength, Message: "must have at most " + strconv.Itoa(r.maxLength) + " characters"}
		}
	}
	if r.pattern != nil && !r.pattern.MatchString(v) {
		return &ValidationError{Code: CodePattern, Message: "must match " + r.pattern.String()}
	}
	if r.format != "" && !formatHolds(r.format, v) {
		return &ValidationError{Code: CodeFormat, Message: "must be a " + r.format}
	}
	return nil
}

// numberRule holds a number's bounds; has* say which bounds the schema sets.
type numberRule struct {
	hasMin, hasMax, hasExclusiveMin, hasExclusiveMax, hasMultipleOf bool
	min, max, exclusiveMin, exclusiveMax, multipleOf                float64
}

func (r *numberRule) check(v float64) error {
	switch {
	case r.hasMin && v < r.min:
		return &ValidationError{Code: CodeMinimum, Message: "must be >= " + formatNumber(r.min)}
	case r.hasMax && v > r.max:
		return &ValidationError{Code: CodeMaximum, Message: "must be <= " + formatNumber(r.max)}
	case r.hasExclusiveMin && v <= r.exclusiveMin:
		return &ValidationError{Code: CodeMinimum, Message: "must be > " + formatNumber(r.exclusiveMin)}
	case r.hasExclusiveMax && v >= r.exclusiveMax:
		return &ValidationError{Code: CodeMaximum, Message: "must be < " + formatNumber(r.exclusiveMax)}
	case r.hasMultipleOf && v/r.multipleOf != math.Trunc(v/r.multipleOf):
		return &ValidationError{Code: CodeMultipleOf, Message: "must be a multiple of " + formatNumber(r.multipleOf)}
	}
	return nil
}

func formatNumber(f float64) string {
	return strconv.FormatFloat(f, 'g', -1, 64)
}

func countWithin(n, min, max int, codeMin, codeMax, what string) error {
	if n < min {
		return &ValidationError{Code: codeMin, Message: "must have at least " + strconv.Itoa(min) + " " + what}
	}
	if max >= 0 && n > max {
		return &ValidationError{Code: codeMax, Message: "must have at most " + strconv.Itoa(max) + " " + what}
	}
	return nil
}

// itemsUnique compares items as JSON values, as uniqueItems does.
func itemsUnique[T any](items []T, write func(*encoder, T)) error {
	values := make([]any, len(items))
	for i, item := range items {
		var e encoder
		write(&e, item)
		if e.err != nil || json.Unmarshal(e.buf, &values[i]) != nil {
			return nil
		}
		for j := 0; j < i; j++ {
			if reflect.DeepEqual(values[i], values[j]) {
				return &ValidationError{Code: CodeUniqueItems, Message: "items must be unique"}
			}
		}
	}
	return nil
}

func requiredError(key string) error {
	return &ValidationError{Path: pointerTo(key), Code: CodeRequired, Message: "is required"}
}

// notNull rejects a JSON null where the schema allows any value but null.
func notNull(raw json.RawMessage) error {
	if string(bytes.TrimSpace(raw)) == "null" {
		return &ValidationError{Code: CodeNull, Message: "must not be null"}
	}
	return nil
}

func constEquals(v, want string) error {
	if v != want {
		return &ValidationError{Code: CodeConst, Message: "must be " + strconv.Quote(want)}
	}
	return nil
}

// tryOption reads raw, one value of an untagged choice, as one of its options: the value and
// true when it reads (strictly, at the depth the choice sits) and passes check, if any.
func tryOption[T any](raw []byte, depth int, read func(*decoder) (T, error), check func(T) error) (T, bool) {
	d := decoder{data: raw, strict: true, depth: depth}
	v, err := read(&d)
	if err == nil {
		err = d.finish()
	}
	if err == nil && check != nil {
		err = check(v)
	}
	return v, err == nil
}
