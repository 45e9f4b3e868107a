// The rules of string properties (lengths, pattern, format) that generated Validate methods
// check.

package runtime

import (
	"regexp"
	"strconv"
	"unicode/utf8"
)

// stringRule holds a string property's constraints; lengths count Unicode code points, as JSON
// Schema does.
type stringRule struct {
	minLength int
	maxLength int // -1: unbounded
	pattern   *regexp.Regexp
	format    string
}

func (r *stringRule) check(v string) error {
	if r.minLength > 0 || r.maxLength >= 0 {
		n := utf8.RuneCountInString(v)
		if n < r.minLength {
			return &ValidationError{Code: CodeMinLength, Message: "must have at least " + strconv.Itoa(r.minLength) + " characters"}
		}
		if r.maxLength >= 0 && n > r.maxLength {
			return &ValidationError{Code: CodeMaxLength, Message: "must have at most " + strconv.Itoa(r.maxLength) + " characters"}
		}
	}
	if r.pattern != nil && !r.pattern.MatchString(v) {
		return &ValidationError{Code: CodePattern, Message: "must match " + r.pattern.String()}
	}
	if r.format != "" && !formatHolds(r.format, v) {
		return &ValidationError{Code: CodeFormat, Message: "must be a " + r.format}
	}
	return nil
}
