package runtime

import (
	"reflect"
	"testing"
)

// note is a hand-written stand-in for a generated type: the plan's closed "Note" object.
type note struct {
	Text   string
	Author *string
}

func (note) Validate() error { return nil }

func decodeNote(d *decoder) (note, error) {
	var v note
	if err := d.openObject(); err != nil {
		return v, err
	}
	var seen [2]bool
	for first := true; ; first = false {
		key, more, err := d.nextKey(first)
		if err != nil {
			return v, err
		}
		if !more {
			break
		}
		switch string(key) {
		case "text":
			if seen[0] {
				return v, duplicate("text")
			}
			seen[0] = true
			v.Text, err = d.readString()
		case "author":
			if seen[1] {
				return v, duplicate("author")
			}
			seen[1] = true
			v.Author, err = readPtr(d, (*decoder).readString)
		default:
			err = d.unknownProperty("Note", key)
		}
		if err != nil {
			return v, atKey(err, key)
		}
	}
	if !seen[0] {
		return v, missing("text")
	}
	return v, nil
}

func parseNote(text string, options ...ParseOption) (note, []ParseWarning, error) {
	return parseDocument("Note", []byte(text), options, decodeNote, nil, nil)
}

func TestUnknownPropertiesAtTheTopAreStrippedInTheFirstDecode(t *testing.T) {
	input := `{"zz/~":1,"text":"hi","future":{"a":[1,{"b":true}]}}`
	v, warnings, err := parseNote(input)
	if err != nil || v.Text != "hi" {
		t.Fatalf("got %+v, %v", v, err)
	}
	want := [][2]string{{"unknown-property", "/future"}, {"unknown-property", "/zz~1~0"}}
	if !reflect.DeepEqual(codes(warnings), want) {
		t.Fatalf("warnings %v, want %v", codes(warnings), want)
	}
	// The same warnings, messages included, as the walk over a generic reading gives.
	_, walked, _ := tolerateText(t, "Note", input)
	if !reflect.DeepEqual(warnings, walked) {
		t.Fatalf("fast path %+v\nwalk %+v", warnings, walked)
	}
}

func TestWhatTheFirstDecodeCannotSettleGoesThroughTheWalk(t *testing.T) {
	cases := []struct {
		name, input, code string
		warnings          [][2]string
	}{
		{"a repeated unknown key is refused", `{"text":"hi","x":1,"x":2}`, CodeDuplicateKey, [][2]string{}},
		{"a repeated key inside an unknown value is refused", `{"text":"hi","x":{"y":1,"y":1}}`, CodeDuplicateKey, [][2]string{}},
		{"an invalid value is refused with no warnings", `{"text":5}`, CodeType, [][2]string{}},
		{"an invalid value beside an unknown property keeps the warning", `{"text":5,"x":1}`, CodeType, [][2]string{{"unknown-property", "/x"}}},
		{"a null read as absent is walked", `{"text":"hi","author":null,"x":1}`, "", [][2]string{{"null-as-absent", "/author"}, {"unknown-property", "/x"}}},
	}
	for _, c := range cases {
		_, warnings, err := parseNote(c.input)
		if codeOf(err) != c.code || !reflect.DeepEqual(codes(warnings), c.warnings) {
			t.Errorf("%s: got %v %v, want code %q %v", c.name, err, codes(warnings), c.code, c.warnings)
		}
	}
}

func TestStrictModeRefusesUnknownProperties(t *testing.T) {
	_, warnings, err := parseNote(`{"text":"hi","x":1}`, WithMode(Strict))
	if codeOf(err) != CodeUnknownProperty || pathOf(err) != "/x" || warnings != nil {
		t.Fatalf("got %v %v", err, warnings)
	}
}
