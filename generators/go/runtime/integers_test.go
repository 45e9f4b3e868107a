package runtime

import (
	"encoding/json"
	"testing"
)

// TestIntegersBeyondInt64: what JSON Schema calls an integer reads as written, however large;
// a fraction, an infinity or text that is not a number is refused, read or made by hand.
func TestIntegersBeyondInt64(t *testing.T) {
	for _, text := range []string{"0", "-7", "9223372036854775808", "1e+300", "1.0", "-2.5e3"} {
		d := decoder{data: []byte(text)}
		v, err := d.readInteger()
		if err != nil || string(v) != text || checkAnyInteger(v) != nil {
			t.Errorf("%s: got %q %v", text, v, err)
		}
		var e encoder
		writeInteger(&e, v)
		if out, err := e.result(); err != nil || string(out) != text {
			t.Errorf("%s: written as %q %v", text, out, err)
		}
	}
	for text, code := range map[string]string{"1.5": CodeType, "1e400": CodeRange, "2.5e-1": CodeType} {
		d := decoder{data: []byte(text)}
		if _, err := d.readInteger(); codeOf(err) != code {
			t.Errorf("%s: got %v, want %s", text, err, code)
		}
	}
	for _, made := range []json.Number{"", "1.5", "abc", "1 2", "01"} {
		if checkAnyInteger(made) == nil {
			t.Errorf("%q accepted", made)
		}
	}
	rule := numberRule{hasMin: true, min: 1}
	if checkInteger("1e+300", &rule) != nil || codeOf(checkInteger("0", &rule)) != CodeMinimum {
		t.Error("bounds not checked")
	}
}
