// countWithin: the bounds of an array's items or an object's properties (minItems, maxProperties...).

package runtime

import "strconv"

func countWithin(n, min, max int, codeMin, codeMax, what string) error {
	if n < min {
		return &ValidationError{Code: codeMin, Message: "must have at least " + strconv.Itoa(min) + " " + what}
	}
	if max >= 0 && n > max {
		return &ValidationError{Code: codeMax, Message: "must have at most " + strconv.Itoa(max) + " " + what}
	}
	return nil
}
