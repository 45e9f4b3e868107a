// writeInt: an int64 as a JSON number.

package runtime

import "strconv"

func writeInt(e *encoder, v int64) {
	e.buf = strconv.AppendInt(e.buf, v, 10)
}
