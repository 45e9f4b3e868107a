// requiredError: a required property missing from a value built in Go.

package runtime

func requiredError(key string) error {
	return &ValidationError{Path: pointerTo(key), Code: CodeRequired, Message: "is required"}
}
