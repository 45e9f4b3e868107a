// tryOption: one option of an untagged choice, read strictly and checked.

package runtime

// tryOption reads raw, one value of an untagged choice, as one of its options: the value and
// true when it reads (strictly, at the depth the choice sits) and passes check, if any.
func tryOption[T any](raw []byte, depth int, read func(*decoder) (T, error), check func(T) error) (T, bool) {
	d := decoder{data: raw, strict: true, depth: depth}
	v, err := read(&d)
	if err == nil {
		err = d.finish()
	}
	if err == nil && check != nil {
		err = check(v)
	}
	return v, err == nil
}
