// atIndex: an error placed at an array index of a JSON Pointer.

package runtime

import "strconv"

func atIndex(err error, index int) error {
	return at(err, strconv.Itoa(index))
}
