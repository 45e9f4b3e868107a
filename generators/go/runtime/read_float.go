// readFloat: a JSON number as a float64, for number properties.

package runtime

import "strconv"

func (d *decoder) readFloat() (float64, error) {
	text, err := d.numberBytes()
	if err != nil {
		return 0, err
	}
	if n, ok := smallInt(text); ok {
		return float64(n), nil
	}
	f, err := strconv.ParseFloat(string(text), 64)
	if err != nil && f != 0 {
		return 0, &ValidationError{Code: CodeRange, Message: "number is out of range"}
	}
	return f, nil
}
