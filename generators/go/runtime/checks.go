// The rules of string and number properties (lengths, pattern, format, bounds) that generated
// Validate methods check.

package runtime

import (
	"math"
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
