package runtime

import (
	"reflect"
	"testing"
)

func tolerateText(t *testing.T, typeName, input string) (string, []ParseWarning, bool) {
	t.Helper()
	d := decoder{data: []byte(input)}
	document, err := readAny(&d)
	if err != nil {
		t.Fatalf("%s: %v", input, err)
	}
	value, warnings, _, unknown := tolerate(typeName, document)
	var e encoder
	writeAny(&e, value)
	out, err := e.result()
	if err != nil {
		t.Fatal(err)
	}
	return string(out), warnings, unknown
}

func codes(warnings []ParseWarning) [][2]string {
	out := [][2]string{}
	for _, w := range warnings {
		out = append(out, [2]string{w.Code, w.Path})
	}
	return out
}

func TestTolerateFollowsThePlan(t *testing.T) {
	cases := []struct {
		name, input, want string
		warnings          [][2]string
	}{
		{"nothing to do", `{"text":"hi"}`, `{"text":"hi"}`, [][2]string{}},
		{"unknown property stripped", `{"text":"hi","future":{"x":1}}`, `{"text":"hi"}`,
			[][2]string{{"unknown-property", "/future"}}},
		{"null read as absent", `{"text":"hi","author":null}`, `{"text":"hi"}`,
			[][2]string{{"null-as-absent", "/author"}}},
		{"retired member translated", `{"text":"hi","parts":[{"type":"plain","body":"b"}]}`,
			`{"parts":[{"text":"b","type":"text"}],"text":"hi"}`, [][2]string{{"retired-member", "/parts/0"}}},
		{"unknown array member dropped, unknown nested property stripped",
			`{"text":"hi","parts":[{"type":"video"},{"type":"text","text":"t","x~/":0}]}`,
			`{"parts":[{"text":"t","type":"text"}],"text":"hi"}`,
			[][2]string{{"unknown-member-dropped", "/parts/0"}, {"unknown-property", "/parts/1/x~0~1"}}},
	}
	for _, c := range cases {
		got, warnings, _ := tolerateText(t, "Note", c.input)
		if got != c.want || !reflect.DeepEqual(codes(warnings), c.warnings) {
			t.Errorf("%s:\n got %s %v\nwant %s %v", c.name, got, codes(warnings), c.want, c.warnings)
		}
	}
}

func TestTolerateSurfacesAnUnknownRootMember(t *testing.T) {
	_, warnings, unknown := tolerateText(t, "Part", `{"type":"hologram"}`)
	if !unknown || !reflect.DeepEqual(codes(warnings), [][2]string{{"unknown-member", ""}}) {
		t.Fatalf("got unknown=%v %v", unknown, codes(warnings))
	}
}

func TestParseModeDefaultsToTolerant(t *testing.T) {
	if parseMode(nil) != Tolerant || parseMode([]ParseOption{WithMode(Strict)}) != Strict || parseMode([]ParseOption{nil}) != Tolerant {
		t.Fatal("parse mode options misread")
	}
}
