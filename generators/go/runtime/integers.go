// Integers the schema does not bound to int64. JSON Schema's integer is any number without a
// fraction, 1e+300 and 1.0 included: such a field is a json.Number holding one, kept as written,
// so that it reads and writes back without loss. Bounded integers stay int64 (readInt).

package runtime

import (
	"encoding/json"
	"math"
	"strconv"
)

// readInteger reads a JSON integer of any size, as its text.
func (d *decoder) readInteger() (json.Number, error) {
	start := d.pos
	text, err := d.numberBytes()
	if err != nil {
		return "", err
	}
	if _, small := smallInt(text); small {
		return json.Number(text), nil
	}
	if err := integral(text); err != nil {
		d.pos = start
		return "", err
	}
	return json.Number(text), nil
}

// integral tells whether number text is an integer: a finite float64 with no fraction, as a
// JSON Schema validator working in doubles sees it.
func integral(text []byte) error {
	f, err := strconv.ParseFloat(string(text), 64)
	if err != nil && f != 0 {
		return &ValidationError{Code: CodeRange, Message: "number is beyond the range of a 64-bit float"}
	}
	if f != math.Trunc(f) {
		return &ValidationError{Code: CodeType, Message: "must be an integer"}
	}
	return nil
}

// checkInteger checks a json.Number made by hand as the decoder checks one it reads (JSON number
// syntax, no fraction), then the schema's bounds, when it has any.
func checkInteger(v json.Number, rule *numberRule) error {
	d := decoder{data: []byte(v)}
	if _, err := d.readInteger(); err != nil || d.pos != len(d.data) {
		return &ValidationError{Code: CodeType, Message: "must be a JSON integer"}
	}
	if rule == nil {
		return nil
	}
	f, _ := strconv.ParseFloat(string(v), 64)
	return rule.check(f)
}

// checkAnyInteger is checkInteger for an integer the schema does not bound.
func checkAnyInteger(v json.Number) error {
	return checkInteger(v, nil)
}

// writeInteger writes the integer as it was read or made; text that is not one fails the encoding.
func writeInteger(e *encoder, v json.Number) {
	if checkAnyInteger(v) != nil {
		e.fail("json: " + strconv.Quote(string(v)) + " is not a JSON integer")
		e.buf = append(e.buf, '0')
		return
	}
	e.buf = append(e.buf, v...)
}
