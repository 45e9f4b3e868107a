// itemsUnique: uniqueItems, items compared as JSON values.

package runtime

import (
	"encoding/json"
	"reflect"
)

// itemsUnique compares items as JSON values, as uniqueItems does.
func itemsUnique[T any](items []T, write func(*encoder, T)) error {
	values := make([]any, len(items))
	for i, item := range items {
		var e encoder
		write(&e, item)
		if e.err != nil || json.Unmarshal(e.buf, &values[i]) != nil {
			return nil
		}
		for j := 0; j < i; j++ {
			if reflect.DeepEqual(values[i], values[j]) {
				return &ValidationError{Code: CodeUniqueItems, Message: "items must be unique"}
			}
		}
	}
	return nil
}
