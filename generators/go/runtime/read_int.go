// Integers the schema bounds within int64.

package runtime

import (
	"math"
	"strconv"
)

// readInt accepts any number with a zero fraction (1.0 is an integer in JSON Schema).
func (d *decoder) readInt() (int64, error) {
	start := d.pos
	text, err := d.numberBytes()
	if err != nil {
		return 0, err
	}
	if n, ok := smallInt(text); ok {
		return n, nil
	}
	f, err := strconv.ParseFloat(string(text), 64)
	if err != nil && f != 0 {
		return 0, &ValidationError{Code: CodeRange, Message: "integer is out of range"}
	}
	if f != math.Trunc(f) {
		d.pos = start
		return 0, &ValidationError{Code: CodeType, Message: "must be an integer"}
	}
	if f >= 9.223372036854775807e18 || f < -9.223372036854775808e18 {
		return 0, &ValidationError{Code: CodeRange, Message: "integer is out of range"}
	}
	return int64(f), nil
}
