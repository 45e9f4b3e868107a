// readNullable: a property whose schema allows null beside its type.

package runtime

func readNullable[T any](d *decoder, read func(*decoder) (T, error)) (Nullable[T], error) {
	if d.null() {
		return Nullable[T]{Null: true}, nil
	}
	v, err := read(d)
	return Nullable[T]{Value: v}, err
}
