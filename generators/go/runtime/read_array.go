// readArray: a JSON array read item by item.

package runtime

func readArray[T any](d *decoder, read func(*decoder) (T, error)) ([]T, error) {
	if err := d.openArray(); err != nil {
		return nil, err
	}
	items := make([]T, 0, 4)
	for first := true; ; first = false {
		more, err := d.nextItem(first)
		if err != nil {
			return nil, err
		}
		if !more {
			return items, nil
		}
		item, err := read(d)
		if err != nil {
			return nil, atIndex(err, len(items))
		}
		items = append(items, item)
	}
}
