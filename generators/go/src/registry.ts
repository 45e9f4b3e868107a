/** Go for the by-name entry points: Validate(typeName, data) and TypeNames. */
import type { ModuleIR } from "@canon/core";
import { goString } from "./code.js";
import type { GoNames } from "./names.js";

export function emitRegistry(ir: ModuleIR, names: GoNames): string {
  const cases = ir.types.map((t) => `\tcase ${goString(t.name)}:\n\t\treturn validateDocument(data, ${names.decode(t.name)})\n`).join("");
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
	return &ValidationError{Code: CodeUnknownType, Message: "unknown type " + strconv.Quote(typeName)}
}

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
