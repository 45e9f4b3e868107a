// readConst: a string that must be one fixed value.

package runtime

import "strconv"

// readConst reads a string that must equal want: a tag or another constant.
func readConst(d *decoder, want string) (string, error) {
	got, err := d.readStringBytes()
	if err != nil {
		return "", err
	}
	if string(got) != want {
		return "", &ValidationError{Code: CodeConst, Message: "must be " + strconv.Quote(want)}
	}
	return want, nil
}
