// The rules of number properties (bounds, multipleOf) that generated Validate methods check.

package runtime

import (
	"math"
	"strconv"
)

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
	case r.hasMultipleOf && !isMultiple(v, r.multipleOf):
		return &ValidationError{Code: CodeMultipleOf, Message: "must be a multiple of " + formatNumber(r.multipleOf)}
	}
	return nil
}

// isMultiple: v divided by m is a whole number. A quotient past a float's range (1e308 over
// 0.123456789) is no whole number, though Inf equals its own Trunc.
func isMultiple(v, m float64) bool {
	q := v / m
	return !math.IsInf(q, 0) && q == math.Trunc(q)
}

func formatNumber(f float64) string {
	return strconv.FormatFloat(f, 'g', -1, 64)
}
