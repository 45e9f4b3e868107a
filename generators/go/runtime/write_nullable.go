// writeNullable: a property whose schema allows null beside its type.

package runtime

func writeNullable[T any](e *encoder, v Nullable[T], write func(*encoder, T)) {
	if v.Null {
		e.buf = append(e.buf, "null"...)
		return
	}
	write(e, v.Value)
}
