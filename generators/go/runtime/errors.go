// The Go error type of every generated package: a JSON pointer, a stable code and a message.

package runtime

import "strings"

// Stable error codes; match on ValidationError.Code rather than on messages.
const (
	CodeSyntax          = "syntax"
	CodeType            = "type"
	CodeRange           = "range"
	CodeTooDeep         = "too_deep"
	CodeRequired        = "required"
	CodeUnknownProperty = "unknown_property"
	CodeDuplicateKey    = "duplicate_key"
	CodeConst           = "const"
	CodeEnum            = "enum"
	CodeUnknownTag      = "unknown_tag"
	CodeUnknownType     = "unknown_type"
	CodeMinLength       = "min_length"
	CodeMaxLength       = "max_length"
	CodePattern         = "pattern"
	CodeFormat          = "format"
	CodeMinimum         = "minimum"
	CodeMaximum         = "maximum"
	CodeMultipleOf      = "multiple_of"
	CodeMinItems        = "min_items"
	CodeMaxItems        = "max_items"
	CodeUniqueItems     = "unique_items"
	CodeMinProperties   = "min_properties"
	CodeMaxProperties   = "max_properties"
	CodeNull            = "null"
	CodeNoOption        = "no_option"
)

// ValidationError is what decoding and validation return: where (a JSON pointer into the document), a
// stable code, and a message for people.
type ValidationError struct {
	Path    string
	Code    string
	Message string
}

func (e *ValidationError) Error() string {
	path := e.Path
	if path == "" {
		path = "/"
	}
	return path + ": " + e.Message + " (" + e.Code + ")"
}

func pointerTo(key string) string {
	return "/" + strings.ReplaceAll(strings.ReplaceAll(key, "~", "~0"), "/", "~1")
}

// at prefixes the error's path with a property name.
func at(err error, key string) error {
	if e, ok := err.(*ValidationError); ok {
		return &ValidationError{Path: pointerTo(key) + e.Path, Code: e.Code, Message: e.Message}
	}
	return err
}

func atKey(err error, key []byte) error {
	return at(err, string(key))
}
