/** The generated fuzz target (seeded with every shared vector) and the hostile-input tests. */
import type { ModuleIR } from "@canon-sdk/core";
import { goString } from "../code.js";
import type { GoNames } from "../names.js";

function unionParsers(ir: ModuleIR, names: GoNames): string {
  return ir.types
    .filter((t) => t.kind === "union")
    .map(
      (t) =>
        `\t{${goString(t.name)}, ${goString(t.tag)}, ${goString(names.unknown(t.name))}, func(data []byte) (any, error) { v, _, err := ${names.parse(t.name)}(data); return v, err }},\n`,
    )
    .join("");
}

export function emitFuzzTest(ir: ModuleIR, names: GoNames): string {
  const parsers = unionParsers(ir, names);
  // gofmt writes an empty composite literal on one line: {}.
  const literal = parsers === "" ? "{}" : `{\n${parsers}}`;
  return `import (
	"testing"
)

// unionParsers lists every Parse<Union> function with its tag and its Unknown type.
var unionParsers = []struct {
	name, tag, unknown string
	parse              func([]byte) (any, error)
}${literal}
${fuzzBody}`;
}

const fuzzBody = String.raw`
// FuzzValidate feeds arbitrary bytes to Validate for every type and to every Parse<Union>: nothing
// may panic, and whatever Validate accepts must re-encode to a document it accepts again.
func FuzzValidate(f *testing.F) {
	names := TypeNames()
	index := map[string]int{}
	for i, name := range names {
		index[name] = i
	}
	for _, v := range loadVectors(f) {
		f.Add(uint16(index[v.typeName]), v.data)
	}
	f.Fuzz(func(t *testing.T, which uint16, data []byte) {
		name := names[int(which)%len(names)]
		if Validate(name, data) == nil {
			out, err := roundTrip(name, data)
			if err != nil {
				t.Fatalf("%s: accepted but cannot be re-encoded: %v", name, err)
			}
			if err := Validate(name, out); err != nil {
				t.Fatalf("%s: re-encoded document rejected: %v\n in: %q\nout: %q", name, err, data, out)
			}
		}
		for _, p := range unionParsers {
			_, _ = p.parse(data)
		}
	})
}
`;

export function emitHostileTest(ir: ModuleIR, names: GoNames): string {
  void ir;
  void names;
  return `import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)
${hostileBody}`;
}

const hostileBody = String.raw`
func hostileInputs() map[string][]byte {
	deepArray := strings.Repeat("[", 10001) + strings.Repeat("]", 10001)
	deepObject := strings.Repeat("{\"a\":", 10001) + "1" + strings.Repeat("}", 10001)
	huge := strings.Repeat("x", 10<<20)
	return map[string][]byte{
		"empty":           nil,
		"null":            []byte("null"),
		"number":          []byte("1"),
		"string":          []byte("\"x\""),
		"array":           []byte("[]"),
		"truncated":       []byte("{\"a\":"),
		"proto":           []byte("{\"__proto__\":{\"polluted\":true},\"constructor\":{\"prototype\":{}}}"),
		"deep array":      []byte(deepArray),
		"deep object":     []byte(deepObject),
		"deep in a value": []byte("{\"value\":" + deepArray + "}"),
		"huge string":     []byte("\"" + huge + "\""),
		"huge property":   []byte("{\"" + huge + "\":1}"),
		"invalid utf-8":   []byte("{\"\xff\xfe\":\"\xc3\x28\",\"type\":\"\xed\xa0\x80\"}"),
		"lone surrogate":  []byte("{\"type\":\"\\ud800\"}"),
		"trailing data":   []byte("{} {}"),
		"case folding":    []byte("{\"TYPE\":\"x\"}"),
		"huge number":     []byte("1e999999"),
		"bad escape":      []byte("\"\\x\""),
	}
}

// TestHostileInputs: every exported entry point returns (an error or a value) on hostile input.
func TestHostileInputs(t *testing.T) {
	mustFail := map[string]bool{"empty": true, "truncated": true, "deep array": true, "deep object": true, "trailing data": true, "bad escape": true, "invalid utf-8": true, "lone surrogate": true, "huge number": true}
	for label, data := range hostileInputs() {
		for _, name := range TypeNames() {
			err := Validate(name, data)
			var problem *ValidationError
			if err != nil && !errors.As(err, &problem) {
				t.Errorf("%s / %s: error of type %T", label, name, err)
			}
			if mustFail[label] && err == nil {
				t.Errorf("%s / %s: accepted", label, name)
			}
		}
		for _, p := range unionParsers {
			_, _ = p.parse(data)
		}
	}
}

// TestNestingLimit: maxDepth levels are read, one more is refused with a clear error.
func TestNestingLimit(t *testing.T) {
	d := decoder{data: []byte(strings.Repeat("[", maxDepth) + strings.Repeat("]", maxDepth))}
	if err := d.skip(); err != nil {
		t.Fatalf("%d levels refused: %v", maxDepth, err)
	}
	d = decoder{data: []byte(strings.Repeat("[", maxDepth+1) + strings.Repeat("]", maxDepth+1))}
	var problem *ValidationError
	if err := d.skip(); !errors.As(err, &problem) || problem.Code != CodeTooDeep {
		t.Fatalf("%d levels: got %v", maxDepth+1, err)
	}
}

// TestUnknownTags: a tag no member declares parses to the Unknown value with its bytes, and the
// strict Validate refuses it.
func TestUnknownTags(t *testing.T) {
	for _, p := range unionParsers {
		data := []byte("{\"extra\":[1,{\"x\":null}],\"" + p.tag + "\":\"CANON_UNKNOWN_TAG\",\"more\":\"\u00e9\\ud83d\\ude00\"}")
		v, err := p.parse(data)
		if err != nil {
			t.Fatalf("%s: unknown tag is an error: %v", p.name, err)
		}
		value := reflect.ValueOf(v)
		if value.Type().Name() != p.unknown {
			t.Fatalf("%s: got %T, want %s", p.name, v, p.unknown)
		}
		if tag := value.FieldByName("Tag").String(); tag != "CANON_UNKNOWN_TAG" {
			t.Errorf("%s: tag %q", p.name, tag)
		}
		if raw := value.FieldByName("Raw").Bytes(); !bytes.Equal(raw, data) {
			t.Errorf("%s: raw bytes changed: %q", p.name, raw)
		}
		out, err := v.(interface{ MarshalJSON() ([]byte, error) }).MarshalJSON()
		if err != nil || !bytes.Equal(out, data) {
			t.Errorf("%s: unknown value re-encodes as %q, %v", p.name, out, err)
		}
		var problem *ValidationError
		if err := Validate(p.name, data); !errors.As(err, &problem) || problem.Code != CodeUnknownTag {
			t.Errorf("%s: strict Validate gave %v", p.name, err)
		}
	}
}

// TestExactNames: "MessageId" is never read as "messageId" (encoding/json alone would fold case).
// With every top-level key capitalised, a vector is either refused or kept exactly as written.
func TestExactNames(t *testing.T) {
	for _, v := range loadVectors(t) {
		var object map[string]json.RawMessage
		if v.expect != "valid" || json.Unmarshal(v.data, &object) != nil || len(object) == 0 {
			continue
		}
		renamed := map[string]json.RawMessage{}
		for k, value := range object {
			renamed[strings.ToUpper(k[:1])+k[1:]] = value
		}
		data, _ := json.Marshal(renamed)
		if bytes.Equal(data, v.data) || Validate(v.typeName, data) != nil {
			continue
		}
		out, err := roundTrip(v.typeName, data)
		if err != nil || !sameJSON(t, data, out) {
			t.Errorf("%s/%s: capitalised keys were read as declared properties: %s", v.typeName, v.name, out)
		}
	}
}
`;
