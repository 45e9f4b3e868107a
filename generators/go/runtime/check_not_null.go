// notNull: a value that may be anything but null.

package runtime

import (
	"bytes"
	"encoding/json"
)

// notNull rejects a JSON null where the schema allows any value but null.
func notNull(raw json.RawMessage) error {
	if string(bytes.TrimSpace(raw)) == "null" {
		return &ValidationError{Code: CodeNull, Message: "must not be null"}
	}
	return nil
}
