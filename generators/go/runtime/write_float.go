// writeFloat: a float64 as a JSON number.

package runtime

import (
	"math"
	"strconv"
)

// writeFloat spells numbers as JavaScript does, so documents read the same on both sides.
func writeFloat(e *encoder, v float64) {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		e.fail("json: NaN and infinities have no JSON spelling")
		e.buf = append(e.buf, '0')
		return
	}
	format := byte('f')
	if abs := math.Abs(v); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	e.buf = strconv.AppendFloat(e.buf, v, format, -1, 64)
}
