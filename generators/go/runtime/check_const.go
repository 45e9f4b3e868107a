// constEquals: a string property's const, checked after the typed decode.

package runtime

import "strconv"

func constEquals(v, want string) error {
	if v != want {
		return &ValidationError{Code: CodeConst, Message: "must be " + strconv.Quote(want)}
	}
	return nil
}
