/** The generated mirror test: shared vectors, structure against the bundled schema, completeness. */
import { acceptsAnything, type ModuleIR } from "@canon-sdk/core";
import { goString } from "../code.js";
import type { GoNames } from "../names.js";

export function emitMirrorTest(ir: ModuleIR, names: GoNames): string {
  const table = ir.types.map((t) => `\t{${goString(t.name)}, reflect.TypeFor[${names.type(t.name)}]()},\n`).join("");
  const trips = ir.types
    .map(
      (t) =>
        `\tcase ${goString(t.name)}:\n\t\treturn reencode(data, ${names.decode(t.name)}, ${names.encode(t.name)})\n`,
    )
    .join("");
  const stdTrips = ir.types
    .filter((t) => t.kind === "object")
    .map((t) => `\tcase ${goString(t.name)}:\n\t\treturn viaEncodingJSON[${names.type(t.name)}](data)\n`)
    .join("");
  const anything = ir.types
    .filter(acceptsAnything)
    .map((t) => goString(t.name))
    .join(", ");
  const constants = ir.types
    .flatMap((t) =>
      t.kind === "object"
        ? [{ t, fields: t.properties.filter((p) => p.shape.kind === "literal" && typeof p.shape.value === "string") }]
        : [],
    )
    .filter(({ fields }) => fields.length > 0)
    .map(
      ({ t, fields }) =>
        `\t{${goString(t.name)}, []string{${fields.map((p) => goString(names.field(t, p.wireName))).join(", ")}}},\n`,
    )
    .join("");
  const required = ir.types
    .flatMap((t) => (t.kind === "object" ? [{ t, fields: t.properties.filter((p) => p.required) }] : []))
    .filter(({ fields }) => fields.length > 0)
    .map(
      ({ t, fields }) =>
        `\t{${goString(t.name)}, [][2]string{${fields.map((p) => `{${goString(p.wireName)}, ${goString(names.field(t, p.wireName))}}`).join(", ")}}},\n`,
    )
    .join("");
  return `import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// mirrorTypes maps every schema type to its Go type.
var mirrorTypes = []struct {
	name   string
	goType reflect.Type
}{
${table}}

// acceptsAnything lists the types that accept every JSON value and so have no invalid vectors.
var acceptsAnything = []string{${anything}}

// requiredFields lists, per type, the required properties: wire name and Go field.
var requiredFields = []struct {
	typeName string
	fields   [][2]string
}{
${required}}

// constantFields lists, per type, the fields that hold a string constant (such as a union tag).
var constantFields = []struct {
	typeName string
	fields   []string
}${constants === "" ? "{}" : `{\n${constants}}`}

func roundTrip(typeName string, data []byte) ([]byte, error) {
	switch typeName {
${trips}\t}
	return nil, fmt.Errorf("unknown type %q", typeName)
}

// roundTripEncodingJSON goes through json.Unmarshal and json.Marshal, as a user of encoding/json would.
func roundTripEncodingJSON(typeName string, data []byte) ([]byte, bool, error) {
	switch typeName {
${stdTrips}\t}
	return nil, false, nil
}

func viaEncodingJSON[T any](data []byte) ([]byte, bool, error) {
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, true, err
	}
	out, err := json.Marshal(v)
	return out, true, err
}
${mirrorBody}`;
}

const mirrorBody =
  String.raw`
// Decoding alone refuses a document without a required property; Validate refuses a value built in
// Go whose required union or raw JSON field is unset (decoding and Validate each check their part).
func TestRequiredProperties(t *testing.T) {
	checked := 0
	for _, v := range vectorsOrSkip(t) {
		for _, r := range requiredFields {
			if v.expect != "valid" || r.typeName != v.typeName {
				continue
			}
			for _, field := range r.fields {
				if err := requiredEnforced(v, field[0], field[1]); err != nil {
					t.Errorf("%s/%s without %s: %v", v.typeName, v.name, field[0], err)
				}
				checked++
			}
		}
	}
	if len(requiredFields) > 0 && checked == 0 {
		t.Fatal("no required property was checked")
	}
}

func requiredEnforced(v vector, wireName, field string) error {
	var document map[string]json.RawMessage
	if err := json.Unmarshal(v.data, &document); err != nil {
		return err
	}
	delete(document, wireName)
	without, _ := json.Marshal(document)
	for _, m := range mirrorTypes {
		if m.name != v.typeName {
			continue
		}
		if json.Unmarshal(without, reflect.New(m.goType).Interface()) == nil {
			return fmt.Errorf("json.Unmarshal accepted it")
		}
		value := reflect.New(m.goType)
		if err := json.Unmarshal(v.data, value.Interface()); err != nil {
			return err
		}
		target := value.Elem().FieldByName(field)
		if target.Kind() != reflect.Interface && target.Type() != reflect.TypeFor[json.RawMessage]() {
			return nil
		}
		target.Set(reflect.Zero(target.Type()))
		if value.Elem().Interface().(interface{ Validate() error }).Validate() == nil {
			return fmt.Errorf("Validate accepted the %s field unset", field)
		}
		return nil
	}
	return fmt.Errorf("no Go type for %s", v.typeName)
}

// Decoding already refuses a wrong constant; Validate must refuse it too, for values built in Go.
func TestValidateRefusesWrongConstants(t *testing.T) {
	checked := 0
	for _, v := range vectorsOrSkip(t) {
		for _, c := range constantFields {
			if v.expect != "valid" || c.typeName != v.typeName {
				continue
			}
			for _, field := range c.fields {
				if err := validateWithWrongConstant(v, field); err != nil {
					t.Errorf("%s/%s with %s = \"CANON_WRONG\": %v", v.typeName, v.name, field, err)
				}
				checked++
			}
		}
	}
	if len(constantFields) > 0 && checked == 0 {
		t.Fatal("no constant was checked")
	}
}

// validateWithWrongConstant decodes a valid vector, sets one constant field to a wrong value and
// expects Validate to refuse it with a const error.
func validateWithWrongConstant(v vector, field string) error {
	for _, m := range mirrorTypes {
		if m.name != v.typeName {
			continue
		}
		value := reflect.New(m.goType)
		if err := json.Unmarshal(v.data, value.Interface()); err != nil {
			return err
		}
		wrong, target := "CANON_WRONG", value.Elem().FieldByName(field)
		if target.Kind() == reflect.Pointer {
			target.Set(reflect.ValueOf(&wrong))
		} else {
			target.SetString(wrong)
		}
		err := value.Elem().Interface().(interface{ Validate() error }).Validate()
		var problem *ValidationError
		if !errors.As(err, &problem) || problem.Code != CodeConst {
			return fmt.Errorf("Validate returned %v, want a %s error", err, CodeConst)
		}
		return nil
	}
	return fmt.Errorf("no Go type for %s", v.typeName)
}

type vector struct {
	typeName, expect, name string
	data                   []byte
}

// corpusEntry is one file of the module's test corpus (a vector, a tolerance case, a stream),
// with its exact text. The package carries the corpus in testdata/, so that its tests need
// nothing outside it.
type corpusEntry struct {
	Type, Expect, Name, Text string // encoding/json matches the lower-case keys of testdata/*.json
}

func loadCorpus(tb testing.TB, name string) []corpusEntry {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name+".json"))
	if err != nil {
		tb.Fatalf("cannot read the corpus: %v", err)
	}
	var entries []corpusEntry
	if err := json.Unmarshal(data, &entries); err != nil {
		tb.Fatalf("testdata/%s.json: %v", name, err)
	}
	return entries
}

func loadVectors(tb testing.TB) []vector {
	tb.Helper()
	var found []vector
	for _, e := range loadCorpus(tb, "vectors") {
		found = append(found, vector{e.Type, e.Expect, e.Name, []byte(e.Text)})
	}
	return found
}

// vectorsOrSkip is the module's vectors, or a skip when it has none (a package generated from
// schemas that ship no examples): there is nothing to check then, which is not a failure.
func vectorsOrSkip(t *testing.T) []vector {
	t.Helper()
	vectors := loadVectors(t)
	if len(vectors) == 0 {
		t.Skip(noVectors)
	}
	return vectors
}

const noVectors = "no vectors in testdata/vectors.json: the schemas were generated without examples, so there is nothing to check"

func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatalf("output is not JSON: %v: %s", err, b)
	}
	return reflect.DeepEqual(x, y)
}

func TestSharedVectors(t *testing.T) {
	for _, v := range vectorsOrSkip(t) {
		t.Run(v.typeName+"/"+v.expect+"/"+v.name, func(t *testing.T) {
			err := Validate(v.typeName, v.data)
			if v.expect == "invalid" {
				if err == nil {
					t.Fatal("invalid vector accepted")
				}
				return
			}
			if err != nil {
				t.Fatalf("valid vector rejected: %v", err)
			}
			out, err := roundTrip(v.typeName, v.data)
			if err != nil {
				t.Fatalf("re-encoding failed: %v", err)
			}
			if !sameJSON(t, v.data, out) {
				t.Fatalf("round trip changed the document:\n in: %s\nout: %s", v.data, out)
			}
			std, ok, err := roundTripEncodingJSON(v.typeName, v.data)
			if err != nil {
				t.Fatalf("encoding/json round trip failed: %v", err)
			}
			if ok && !sameJSON(t, v.data, std) {
				t.Fatalf("encoding/json round trip changed the document:\n in: %s\nout: %s", v.data, std)
			}
		})
	}
}

func TestCompleteness(t *testing.T) {
	var bundle struct {
		Defs map[string]map[string]any ` +
  '`json:"$defs"`' +
  `
	}
	if err := json.Unmarshal(BundledSchema, &bundle); err != nil {
		t.Fatal(err)
	}
	mirrored := map[string]bool{}
	for _, m := range mirrorTypes {
		mirrored[m.name] = true
		if _, ok := bundle.Defs[m.name]; !ok {
			t.Errorf("Go type %s has no schema type", m.name)
		}
	}
	for name := range bundle.Defs {
		if !mirrored[name] {
			t.Errorf("schema type %s has no Go type", name)
		}
	}
	if len(TypeNames()) != len(bundle.Defs) {
		t.Errorf("TypeNames lists %d types, the schema has %d", len(TypeNames()), len(bundle.Defs))
	}
	vectors := loadVectors(t)
	if len(vectors) == 0 {
		t.Log(noVectors + " (each type's vectors not required)")
		return
	}
	has := map[string]bool{}
	for _, v := range vectors {
		has[v.typeName+"/"+v.expect] = true
	}
	anything := map[string]bool{}
	for _, name := range acceptsAnything {
		anything[name] = true
	}
	for name := range bundle.Defs {
		if !has[name+"/valid"] {
			t.Errorf("type %s has no valid vectors", name)
		}
		if !has[name+"/invalid"] && !anything[name] {
			t.Errorf("type %s has no invalid vectors", name)
		}
	}
}

func TestStructureMirror(t *testing.T) {
	var bundle struct {
		Defs map[string]map[string]any ` +
  '`json:"$defs"`' +
  `
	}
	if err := json.Unmarshal(BundledSchema, &bundle); err != nil {
		t.Fatal(err)
	}
	for _, m := range mirrorTypes {
		def := bundle.Defs[m.name]
		t.Run(m.name, func(t *testing.T) {
			// A oneOf beside properties or allOf is a choice of variants of one object (a
			// struct), unless the Go type is an interface.
			variants := def["properties"] != nil || def["allOf"] != nil
			switch {
			case def["oneOf"] != nil && !variants, (def["oneOf"] != nil || def["anyOf"] != nil) && m.goType.Kind() == reflect.Interface:
				mirrorUnion(t, m.goType, def, bundle.Defs)
			case def["properties"] != nil:
				mirrorObject(t, m.goType, def, bundle.Defs)
			case def["enum"] != nil:
				mirrorEnum(t, m.goType, def)
			}
		})
	}
}

// objectOf returns the properties and required names of an object definition, with those of
// its allOf parts (references or plain objects), the definition's own last.
func objectOf(def map[string]any, defs map[string]map[string]any, depth int) (map[string]any, map[string]bool) {
	properties, required := map[string]any{}, map[string]bool{}
	for _, part := range asList(def["allOf"]) {
		p, ok := part.(map[string]any)
		if !ok || depth > 32 {
			continue
		}
		if ref, isRef := p["$ref"].(string); isRef {
			p = defs[ref[strings.LastIndex(ref, "/")+1:]]
		}
		more, needed := objectOf(p, defs, depth+1)
		for wire, schema := range more {
			properties[wire] = schema
		}
		for wire := range needed {
			required[wire] = true
		}
	}
	own, _ := def["properties"].(map[string]any)
	for wire, schema := range own {
		properties[wire] = schema
	}
	for _, r := range asList(def["required"]) {
		if wire, ok := r.(string); ok {
			required[wire] = true
		}
	}
	return properties, required
}

func mirrorObject(t *testing.T, goType reflect.Type, def map[string]any, defs map[string]map[string]any) {
	if goType.Kind() != reflect.Struct {
		t.Fatalf("%s is a %s, not a struct", goType, goType.Kind())
	}
	properties, required := objectOf(def, defs, 0)
	// Key patterns beside additionalProperties: false admit the keys they match.
	closed := def["additionalProperties"] == false && def["patternProperties"] == nil
	seen := map[string]bool{}
	for i := 0; i < goType.NumField(); i++ {
		field := goType.Field(i)
		tag := field.Tag.Get("json")
		if tag == "-" {
			if field.Name != "AdditionalProperties" || closed {
				t.Errorf("field %s keeps undeclared properties of a closed object", field.Name)
			}
			continue
		}
		wire, options, _ := strings.Cut(tag, ",")
		seen[wire] = true
		declared, ok := properties[wire]
		if !ok {
			t.Errorf("field %s (%q) is not a property of the schema", field.Name, wire)
			continue
		}
		if optional := options == "omitempty"; optional == required[wire] {
			t.Errorf("property %q: required is %v in the schema, omitempty is %v in Go", wire, required[wire], optional)
		}
		// A boolean schema (a property that may not appear, or may hold anything) has no shape.
		if schema, isObject := declared.(map[string]any); isObject {
			mirrorShape(t, wire, field.Type, schema)
		}
	}
	for wire := range properties {
		if !seen[wire] {
			t.Errorf("property %q has no Go field", wire)
		}
	}
	if _, open := goType.FieldByName("AdditionalProperties"); open == closed {
		t.Errorf("closure differs: additionalProperties is %v in the schema", def["additionalProperties"])
	}
}

// mirrorShape compares a property's Go type with its schema: referenced type names, scalar kinds,
// array items and map values.
func mirrorShape(t *testing.T, wire string, goType reflect.Type, schema map[string]any) {
	for goType.Kind() == reflect.Pointer {
		goType = goType.Elem()
	}
	if goType.Kind() == reflect.Struct && strings.HasPrefix(goType.Name(), "Nullable[") {
		goType = goType.Field(0).Type
	}
	for _, option := range asList(schema["anyOf"]) {
		if o, ok := option.(map[string]any); ok && o["type"] != "null" && len(asList(schema["anyOf"])) == 2 && o["$ref"] != nil {
			schema = o
		}
	}
	if ref, ok := schema["$ref"].(string); ok {
		want := ref[strings.LastIndex(ref, "/")+1:]
		if goType.Name() != want {
			t.Errorf("property %q: Go type %s, schema type %s", wire, goType, want)
		}
		return
	}
	kinds := map[string]reflect.Kind{"string": reflect.String, "integer": reflect.Int64, "number": reflect.Float64, "boolean": reflect.Bool, "array": reflect.Slice}
	typeName, _ := schema["type"].(string)
	for _, ty := range asList(schema["type"]) {
		if ty != "null" {
			typeName, _ = ty.(string)
		}
	}
	// An integer the schema does not bound within int64 is a json.Number (a string kind).
	wide := typeName == "integer" && goType.PkgPath() == "encoding/json" && goType.Name() == "Number"
	if want, ok := kinds[typeName]; ok && goType.Kind() != want && !wide {
		t.Errorf("property %q: Go kind %s, schema type %s", wire, goType.Kind(), typeName)
	}
	if c, ok := schema["const"].(string); ok && goType.Kind() != reflect.String {
		t.Errorf("property %q: constant %q held in a %s", wire, c, goType)
	}
	if items, ok := schema["items"].(map[string]any); ok && goType.Kind() == reflect.Slice {
		mirrorShape(t, wire+"[]", goType.Elem(), items)
	}
	if values, ok := schema["additionalProperties"].(map[string]any); ok && goType.Kind() == reflect.Map {
		mirrorShape(t, wire+"{}", goType.Elem(), values)
	}
}

func mirrorUnion(t *testing.T, goType reflect.Type, def map[string]any, defs map[string]map[string]any) {
	if goType.Kind() != reflect.Interface {
		t.Fatalf("%s is not an interface", goType)
	}
	discriminator, _ := def["discriminator"].(map[string]any)
	tag, _ := discriminator["propertyName"].(string)
	members := asList(def["oneOf"])
	if len(members) == 0 {
		members = asList(def["anyOf"])
	}
	for _, member := range members {
		ref, _ := member.(map[string]any)["$ref"].(string)
		name := ref[strings.LastIndex(ref, "/")+1:]
		memberType := typeOf(name)
		if memberType == nil || !memberType.Implements(goType) {
			t.Errorf("member %s does not implement %s", name, goType)
			continue
		}
		properties, _ := defs[name]["properties"].(map[string]any)
		got := reflect.Zero(memberType).MethodByName(goType.Name() + "Tag").Call(nil)[0].String()
		// Without a discriminator keyword the tag was inferred: some property the member fixes holds it.
		want, found := "", false
		for wire, property := range properties {
			if value := fixedString(property); (tag == "" || wire == tag) && (value == got || tag != "") {
				want, found = value, true
				break
			}
		}
		if !found || got != want {
			t.Errorf("member %s: tag %q in Go, %q in the schema", name, got, want)
		}
	}
}

// fixedString is the one string a property schema allows (const, or a one-value enum), else "".
func fixedString(property any) string {
	schema, _ := property.(map[string]any)
	if value, ok := schema["const"].(string); ok {
		return value
	}
	if values := asList(schema["enum"]); len(values) == 1 {
		value, _ := values[0].(string)
		return value
	}
	return ""
}

func mirrorEnum(t *testing.T, goType reflect.Type, def map[string]any) {
	values := reflect.Zero(goType).MethodByName("Values").Call(nil)[0]
	want := asList(def["enum"])
	if values.Len() != len(want) {
		t.Fatalf("%d values in Go, %d in the schema", values.Len(), len(want))
	}
	for i := range want {
		if values.Index(i).String() != want[i] {
			t.Errorf("value %d: %q in Go, %q in the schema", i, values.Index(i).String(), want[i])
		}
	}
}

func typeOf(name string) reflect.Type {
	for _, m := range mirrorTypes {
		if m.name == name {
			return m.goType
		}
	}
	return nil
}

func asList(v any) []any {
	list, _ := v.([]any)
	return list
}
`;
