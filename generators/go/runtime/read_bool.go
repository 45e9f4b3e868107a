// readBool: a JSON boolean, for boolean properties.

package runtime

func (d *decoder) readBool() (bool, error) {
	switch d.peek() {
	case 't':
		if d.literal("true") {
			return true, nil
		}
	case 'f':
		if d.literal("false") {
			return false, nil
		}
	default:
		return false, d.kindError("a boolean")
	}
	return false, d.syntax("invalid literal")
}
