// unknownProperty: the reading of a key a closed object does not declare.

package runtime

// unknownProperty handles a property that the closed object being read does not declare: an error,
// or when stripping a skipped (but still fully checked) value and a note. The caller adds the path.
func (d *decoder) unknownProperty(key []byte) error {
	if !d.strip {
		return &ValidationError{Code: CodeUnknownProperty, Message: "is not allowed"}
	}
	d.note("unknown-property", "unknown property ", " removed", key)
	return d.skip()
}
