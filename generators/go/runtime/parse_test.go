package runtime

import (
	"encoding/json"
	"reflect"
	"testing"
)

// note is a hand-written stand-in for a generated type: the plan's closed "Note" object.
type note struct {
	Text   string
	Author *string
	Parts  []textPart
}

// textPart stands in for the plan's "Part" union, whose one member is the closed "TextPart".
type textPart struct{ Text string }

func decodeTextPart(d *decoder) (textPart, error) {
	var v textPart
	if tag, err := d.findTag("type"); err != nil || string(tag) != "text" {
		return v, &ValidationError{Code: CodeUnknownTag, Message: "unknown tag"}
	}
	if err := d.openObject(); err != nil {
		return v, err
	}
	for first := true; ; first = false {
		key, more, err := d.nextKey(first)
		if err != nil || !more {
			return v, err
		}
		switch string(key) {
		case "type":
			_, err = readConst(d, "text")
		case "text":
			v.Text, err = d.readString()
		default:
			err = d.unknownProperty(key)
		}
		if err != nil {
			return v, atKey(err, key)
		}
	}
}

func (note) Validate() error { return nil }

func decodeNote(d *decoder) (note, error) {
	var v note
	if err := d.openObject(); err != nil {
		return v, err
	}
	var seen [3]bool
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
			if d.nullAsAbsent(key) {
				continue
			}
			v.Author, err = readPtr(d, (*decoder).readString)
		case "parts":
			if seen[2] {
				return v, duplicate("parts")
			}
			seen[2] = true
			v.Parts, err = readArray(d, decodeTextPart)
		default:
			err = d.unknownProperty(key)
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
		{"an invalid value beside a nested unknown property keeps the warning", `{"text":5,"parts":[{"type":"text","text":"t","x":1}]}`, CodeType, [][2]string{{"unknown-property", "/parts/0/x"}}},
		{"an invalid value beside a null read as absent keeps the warning", `{"author":null,"text":5}`, CodeType, [][2]string{{"null-as-absent", "/author"}}},
		{"an invalid value beside a syntax error reports the syntax error", `{"text":5,"x":}`, CodeSyntax, [][2]string{}},
		{"an unknown member is dropped", `{"text":"hi","parts":[{"type":"video"}]}`, "", [][2]string{{"unknown-member-dropped", "/parts/0"}}},
	}
	for _, c := range cases {
		_, warnings, err := parseNote(c.input)
		if codeOf(err) != c.code || !reflect.DeepEqual(codes(warnings), c.warnings) {
			t.Errorf("%s: got %v %v, want code %q %v", c.name, err, codes(warnings), c.code, c.warnings)
		}
	}
}

func TestNestedUnknownsAndNullsAreNotedInTheFirstDecode(t *testing.T) {
	input := `{"author":null,"parts":[{"type":"text","text":"a"},{"type":"text","x~/":{"y":[1]},"text":"b"}],"text":"hi","z":0}`
	d := decoder{data: []byte(input), strict: true, strip: true, tolerant: true}
	v, err := decodeNote(&d)
	if err != nil || v.Author != nil || len(v.Parts) != 2 {
		t.Fatalf("got %+v, %v", v, err)
	}
	warnings, ok := d.noteWarnings(loadPlan())
	if !ok {
		t.Fatal("the notes were not enough")
	}
	want := [][2]string{{"null-as-absent", "/author"}, {"unknown-property", "/parts/1/x~0~1"}, {"unknown-property", "/z"}}
	if !reflect.DeepEqual(codes(warnings), want) {
		t.Fatalf("warnings %v, want %v", codes(warnings), want)
	}
	_, walked, _ := tolerateText(t, "Note", input)
	if !reflect.DeepEqual(warnings, walked) {
		t.Fatalf("fast path %+v\nwalk %+v", warnings, walked)
	}
}

func TestTheScanTellsWhetherTheWalkChangesAnything(t *testing.T) {
	plan := loadPlan()
	for input, unchanged := range map[string]bool{
		`{"text":5}`: true,
		`{"text":5,"parts":[{"type":"text","text":1}]}`: true,
		`{"text":5,"author":null}`:                      false,
		`{"text":5,"parts":[{"type":"text","q":1}]}`:    false,
		`{"text":5,"parts":[{"type":"plain"}]}`:         false,
		`{"text":5,"text":6}`:                           false,
		`{"text":5} x`:                                  false,
	} {
		if got := plan.unchangedByWalk("Note", []byte(input)); got != unchanged {
			t.Errorf("%s: unchanged %v, want %v", input, got, unchanged)
		}
	}
}

func TestStrictModeRefusesUnknownProperties(t *testing.T) {
	_, warnings, err := parseNote(`{"text":"hi","x":1}`, WithMode(Strict))
	if codeOf(err) != CodeUnknownProperty || pathOf(err) != "/x" || warnings != nil {
		t.Fatalf("got %v %v", err, warnings)
	}
}

func TestNoteMessagesQuoteKeysAsTheWalkDoes(t *testing.T) {
	for _, key := range []string{"plain", "q\"uote", "back\\slash", "tab\t", "é", "\x7f"} {
		name, _ := json.Marshal(key)
		input := `{"text":"hi",` + string(name) + `:1}`
		_, warnings, err := parseNote(input)
		_, walked, _ := tolerateText(t, "Note", input)
		if err != nil || !reflect.DeepEqual(warnings, walked) {
			t.Errorf("%q: fast path %+v, walk %+v (%v)", key, warnings, walked, err)
		}
	}
}

// TestOneChangeIsASharedReadOnlyResult: parses that make the same single change return the same
// warning with no more allocations than the document without the change, and a caller's append
// does not reach the shared result.
func TestOneChangeIsASharedReadOnlyResult(t *testing.T) {
	for input, valid := range map[string]string{
		`{"text":"hi","future":1}`:                                 `{"text":"hi"}`,
		`{"text":"hi","parts":[{"type":"text","text":"t","x":1}]}`: `{"text":"hi","parts":[{"type":"text","text":"t"}]}`,
	} {
		_, first, _ := parseNote(input)
		mine := append(first, ParseWarning{Code: "mine"})
		_, again, err := parseNote(input)
		if err != nil || len(again) != 1 || again[0] != first[0] || mine[0] != first[0] {
			t.Fatalf("%s: got %+v %v after %+v", input, again, err, first)
		}
		changed := testing.AllocsPerRun(20, func() { _, _, _ = parseNote(input) })
		if plain := testing.AllocsPerRun(20, func() { _, _, _ = parseNote(valid) }); changed > plain {
			t.Fatalf("%s: %v allocations, %v without the change", input, changed, plain)
		}
	}
}
