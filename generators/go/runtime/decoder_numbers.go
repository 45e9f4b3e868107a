// Numbers for the decoder (decoder.go): strict JSON grammar, and the range every Canon SDK
// reads them in.

package runtime

import (
	"math"
	"strconv"
)

// numberBytes consumes a number in strict JSON grammar and returns its text.
func (d *decoder) numberBytes() ([]byte, error) {
	c := d.peek()
	if c != '-' && (c < '0' || c > '9') {
		return nil, d.kindError("a number")
	}
	start := d.pos
	i := start
	if d.data[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d.data) && d.data[i] >= '0' && d.data[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if i < len(d.data) && d.data[i] == '0' {
		i++
	} else if digits() == 0 {
		d.pos = i
		return nil, d.syntax("invalid number")
	}
	if i < len(d.data) && d.data[i] == '.' {
		i++
		if digits() == 0 {
			d.pos = i
			return nil, d.syntax("invalid number")
		}
	}
	if i < len(d.data) && (d.data[i] == 'e' || d.data[i] == 'E') {
		i++
		if i < len(d.data) && (d.data[i] == '+' || d.data[i] == '-') {
			i++
		}
		if digits() == 0 {
			d.pos = i
			return nil, d.syntax("invalid number")
		}
	}
	d.pos = i
	return d.data[start:i], nil
}

// smallInt is the fast path for plain integers of up to 15 digits, exact in a float64.
func smallInt(text []byte) (int64, bool) {
	neg := len(text) > 0 && text[0] == '-'
	digits := text
	if neg {
		digits = text[1:]
	}
	if len(digits) == 0 || len(digits) > 15 {
		return 0, false
	}
	var n int64
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// inFloatRange refuses a number a JavaScript or Python reader would turn into an infinity.
func inFloatRange(text []byte) error {
	if len(text) <= 308 && !hasExponent(text) {
		return nil
	}
	if f, _ := strconv.ParseFloat(string(text), 64); math.IsInf(f, 0) {
		return &ValidationError{Code: CodeRange, Message: "number is beyond the range of a 64-bit float"}
	}
	return nil
}

// hasExponent tells whether a number's text has an exponent (a plain loop: numbers are short, and
// bytes.ContainsAny builds a set on every call).
func hasExponent(text []byte) bool {
	for _, c := range text {
		if c == 'e' || c == 'E' {
			return true
		}
	}
	return false
}
