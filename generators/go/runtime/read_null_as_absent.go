// nullAsAbsent: a null read as an absent property, where the receiver plan allows it.

package runtime

// nullAsAbsent consumes a null that tolerant parsing reads as the property's absence, noting it;
// false (nothing consumed) in strict mode or when no null comes next.
func (d *decoder) nullAsAbsent(key []byte) bool {
	if !d.tolerant || !d.null() {
		return false
	}
	d.note("null-as-absent", "null ", " read as absent", key)
	return true
}
