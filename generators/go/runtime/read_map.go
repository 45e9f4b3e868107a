// readMap: a JSON object read as a map (additionalProperties with a schema).

package runtime

func readMap[T any](d *decoder, read func(*decoder) (T, error)) (map[string]T, error) {
	if err := d.openObject(); err != nil {
		return nil, err
	}
	values := make(map[string]T)
	for first := true; ; first = false {
		key, more, err := d.nextKey(first)
		if err != nil {
			return nil, err
		}
		if !more {
			return values, nil
		}
		name := string(key)
		if _, dup := values[name]; dup {
			return nil, duplicate(name)
		}
		value, err := read(d)
		if err != nil {
			return nil, at(err, name)
		}
		values[name] = value
	}
}
