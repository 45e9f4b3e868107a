package runtime

import (
	"errors"
	"strings"
	"testing"
)

func codeOf(err error) string {
	var v *ValidationError
	if errors.As(err, &v) {
		return v.Code
	}
	return ""
}

func pathOf(err error) string {
	var v *ValidationError
	if errors.As(err, &v) {
		return v.Path
	}
	return ""
}

func TestReadAnyRefusesWhatEveryCanonReaderRefuses(t *testing.T) {
	cases := []struct{ input, code, path string }{
		{`{"a":1,"a":2}`, CodeDuplicateKey, "/a"},
		{`{"x":{"b":true,"b":false}}`, CodeDuplicateKey, "/x/b"},
		{`[1,2`, CodeSyntax, ""},
		{`{"a":1} x`, CodeSyntax, ""},
		{`1e400`, CodeRange, ""},
		{`"\ud800"`, CodeSyntax, ""},
		{strings.Repeat("[", maxDepth+1) + strings.Repeat("]", maxDepth+1), CodeTooDeep, ""},
	}
	for _, c := range cases {
		d := decoder{data: []byte(c.input)}
		_, err := readAny(&d)
		if err == nil {
			err = d.finish()
		}
		if codeOf(err) != c.code || (c.path != "" && pathOf(err) != c.path) {
			t.Errorf("%s: got %v, want code %s at %q", c.input, err, c.code, c.path)
		}
	}
}

func TestSkipChecksWhatItSkips(t *testing.T) {
	for input, code := range map[string]string{
		`{"k":[{"a":1,"a":1}]}`: CodeDuplicateKey,
		`[1e999]`:               CodeRange,
		`{"k" 1}`:               CodeSyntax,
		`tru`:                   CodeSyntax,
	} {
		d := decoder{data: []byte(input)}
		if err := d.skip(); codeOf(err) != code {
			t.Errorf("%s: got %v, want %s", input, err, code)
		}
	}
	d := decoder{data: []byte(` {"a":[1,"two",{"b":null}],"c":false} `)}
	if err := d.skip(); err != nil || d.finish() != nil {
		t.Fatalf("valid value refused: %v", err)
	}
}

func TestStringsDecodeEscapesAndSurrogatePairs(t *testing.T) {
	d := decoder{data: []byte(`"a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"`)}
	got, err := d.readString()
	if err != nil || got != "a\"\\/\b\f\n\r\té😀" {
		t.Fatalf("got %q, %v", got, err)
	}
}

func TestWriteAnyRoundTripsNumbersAsTheirText(t *testing.T) {
	input := `{"b":[1.50,-0,1e2],"a":"\u00e9<>&","c":null,"d":true}`
	d := decoder{data: []byte(input)}
	value, err := readAny(&d)
	if err != nil {
		t.Fatal(err)
	}
	var e encoder
	writeAny(&e, value)
	out, err := e.result()
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"a":"é<>&","b":[1.50,-0,1e2],"c":null,"d":true}`; string(out) != want {
		t.Fatalf("got %s\nwant %s", out, want)
	}
}

func TestErrorPathsEscapePointerTokens(t *testing.T) {
	err := at(atIndex(&ValidationError{Code: CodeType, Message: "must be a string"}, 3), "a/b~c")
	if pathOf(err) != "/a~1b~0c/3" {
		t.Fatalf("got %q", pathOf(err))
	}
	if got := err.Error(); got != "/a~1b~0c/3: must be a string (type)" {
		t.Fatalf("got %q", got)
	}
}
