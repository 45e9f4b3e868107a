// null: whether the next value is a JSON null (and read it if so).

package runtime

// null consumes a JSON null if one comes next.
func (d *decoder) null() bool {
	return d.peek() == 'n' && d.literal("null")
}
