/** Go for the by-name entry points: Validate(typeName, data) and TypeNames. */
import { beyondIR, type ModuleIR, type NamedType } from "@canon-sdk/core";
import { docComment, goString } from "./code.js";
import { go } from "./go-file.js";
import type { GoNames } from "./names.js";

function typeParser(type: NamedType, names: GoNames): string {
  const name = names.type(type.name);
  return `${docComment(`${names.parse(type.name)} reads one ${name}, tolerant by default (see Parse); WithMode(Strict) accepts exactly the schema. It never panics.`)}func ${names.parse(type.name)}(data []byte, options ...ParseOption) (${name}, []ParseWarning, error) {\n\treturn parseDocument(${goString(type.name)}, data, options, ${names.decode(type.name)}, nil, nil)\n}\n`;
}

export function emitRegistry(ir: ModuleIR, names: GoNames): string {
  // A type with keywords no Go type states (beyond_ir.go) is also checked on the raw document.
  const beyond = beyondIR(ir, { marks: true });
  const check = (t: NamedType): string => {
    const typed = `validateDocument(data, ${names.decode(t.name)})`;
    return beyond.has(t.name) ? `beyondAfter(${typed}, beyondIR, ${goString(t.name)}, data)` : typed;
  };
  const cases = ir.types.map((t) => `\tcase ${goString(t.name)}:\n\t\treturn ${check(t)}\n`).join("");
  const parseCases = ir.types
    .map((t) => `\tcase ${goString(t.name)}:\n\t\treturn asAny(${names.parse(t.name)}(data, options...))\n`)
    .join("");
  const parsers = ir.types
    .filter((t) => t.kind !== "union")
    .map((t) => typeParser(t, names))
    .join("\n");
  return `// TypeNames lists every type of the module in schema order; each is a valid name for Validate.
func TypeNames() []string {
	return []string{${ir.types.map((t) => goString(t.name)).join(", ")}}
}

// Validate decodes data strictly as the named type and validates it: exact property names, no
// duplicate keys, unknown properties rejected where the schema closes the object, unknown union tags
// rejected, then every constraint. It returns nil or a *ValidationError, and never panics.
func Validate(typeName string, data []byte) error {
	switch typeName {
${cases}\t}
	return &ValidationError{Code: CodeUnknownType, Message: "unknown type " + ${go.quote}(typeName)}
}

// Parse reads a document of the named type. Tolerant by default: retired shapes are translated and
// unknown material stripped or dropped as the module's receivers.json declares, each change reported
// as a ParseWarning (stable code, JSON Pointer), then what remains is validated strictly; a malformed
// value of a known field is always an error. WithMode(Strict) accepts exactly the schema. The value is
// the typed value (or an Unknown<Union>); the error is nil or a *ValidationError. It never panics.
func Parse(typeName string, data []byte, options ...ParseOption) (any, []ParseWarning, error) {
	switch typeName {
${parseCases}\t}
	return nil, nil, &ValidationError{Code: CodeUnknownType, Message: "unknown type " + ${go.quote}(typeName)}
}

func asAny[T any](v T, warnings []ParseWarning, err error) (any, []ParseWarning, error) {
	if err != nil {
		return nil, warnings, err
	}
	return v, warnings, nil
}

${parsers}
func validateDocument[T interface{ Validate() error }](data []byte, read func(*decoder) (T, error)) error {
	v, err := readDocument(data, true, read)
	if err != nil {
		return err
	}
	return v.Validate()
}

// reencode reads a document strictly and writes it back; the mirror tests and the fuzz target use it.
func reencode[T any](data []byte, read func(*decoder) (T, error), write func(*encoder, T)) ([]byte, error) {
	v, err := readDocument(data, true, read)
	if err != nil {
		return nil, err
	}
	var e encoder
	write(&e, v)
	return e.result()
}
`;
}
