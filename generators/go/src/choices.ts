/**
 * Go for an untagged choice (`anyOf`/`oneOf` without a discriminator): a struct with one pointer
 * per option, exactly one of them set. Decoding tries the options in schema order and keeps the
 * first that reads and passes its checks (or, when none passes, the first that reads, so that
 * UnmarshalJSON checks structure only and Validate reports the rest); writing writes the set one.
 */
import type { Shape } from "@canon-sdk/core";
import { docComment } from "./code.js";
import { go } from "./go-file.js";

type ChoiceShape = Extract<Shape, { kind: "choice" }>;

/** What a choice's declaration needs from the shape emitter for each option. */
export interface ChoiceOption {
  readonly field: string;
  readonly type: string;
  readonly reader: string;
  readonly writer: string;
  readonly checker: string | undefined;
}

/** A Go identifier part naming one option by its shape: `String`, `ContentPartList`, `Circle`. */
export function optionLabel(shape: Shape, typeName: (name: string) => string): string {
  switch (shape.kind) {
    case "ref":
      return typeName(shape.name);
    case "string":
      return "String";
    case "integer":
      return "Int";
    case "number":
      return "Float";
    case "boolean":
      return "Bool";
    case "null":
      return "Null";
    case "literal":
      return typeof shape.value === "string" ? "String" : typeof shape.value === "boolean" ? "Bool" : "Number";
    case "array":
      return `${optionLabel(shape.items, typeName)}List`;
    case "map":
      return `${optionLabel(shape.values, typeName)}Map`;
    case "choice":
      return "Choice";
    default:
      return "Value";
  }
}

/** Field names for the options, numbered where two options share a label. */
export function optionFields(shape: ChoiceShape, typeName: (name: string) => string): string[] {
  const seen = new Map<string, number>();
  return shape.options.map((option) => {
    const label = optionLabel(option, typeName);
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label}${count}`;
  });
}

/** The struct, its reader, writer, Validate and JSON methods, for a choice named `name`. */
export function choiceDeclaration(name: string, description: string, options: readonly ChoiceOption[]): string {
  const doc =
    docComment(`${name}${description === "" ? "" : `: ${description}`}`) +
    "//\n" +
    docComment(
      `Exactly one field is set: the option the value is (${options.map((o) => o.field).join(", ")}). Reading tries them in this order and keeps the first that fits.`,
    );
  const width = Math.max(...options.map((o) => o.field.length));
  const fields = options.map((o) => `\t${o.field.padEnd(width)} *${o.type}\n`).join(""); // gofmt's alignment
  let out = `${doc}type ${name} struct {\n${fields}}\n\n`;
  const tries = options
    .map(
      (o) =>
        `\tif option, ok := tryOption(raw, d.depth, ${o.reader}, ${o.checker ?? "nil"}); ok {\n\t\treturn ${name}{${o.field}: &option}, nil\n\t}\n`,
    )
    .join("");
  const reads = options
    .map(
      (o) =>
        `\tif option, ok := tryOption(raw, d.depth, ${o.reader}, nil); ok {\n\t\treturn ${name}{${o.field}: &option}, nil\n\t}\n`,
    )
    .join("");
  out += `func decode${name}(d *decoder) (${name}, error) {\n\td.ws()\n\tstart := d.pos\n\tif err := d.skip(); err != nil {\n\t\treturn ${name}{}, err\n\t}\n\traw := d.data[start:d.pos]\n${tries}${reads}\treturn ${name}{}, &ValidationError{Code: CodeNoOption, Message: "matches none of the allowed shapes"}\n}\n\n`;
  const writes = options.map((o) => `\tcase v.${o.field} != nil:\n\t\t${o.writer}(e, *v.${o.field})\n`).join("");
  out += `func encode${name}(e *encoder, v ${name}) {\n\tswitch {\n${writes}\tdefault:\n\t\te.fail("json: a ${name} with no option set has no JSON spelling")\n\t\te.buf = append(e.buf, "null"...)\n\t}\n}\n\n`;
  const checked = options.some((o) => o.checker !== undefined);
  const counts = options
    .map(
      (o) =>
        `\tif v.${o.field} != nil {\n\t\tset++\n${o.checker === undefined ? "" : `\t\tfits = ${o.checker}(*v.${o.field}) == nil\n`}\t}\n`,
    )
    .join("");
  const verdict = checked
    ? `\tif !fits {\n\t\treturn &ValidationError{Code: CodeNoOption, Message: "matches none of the allowed shapes"}\n\t}\n`
    : "";
  out += `// Validate checks that exactly one option is set and that it holds a valid value.\nfunc (v ${name}) Validate() error {\n\tset${checked ? ", fits := 0, true" : " := 0"}\n${counts}\tif set != 1 {\n\t\treturn &ValidationError{Code: CodeNoOption, Message: "must have exactly one option set, not " + ${go.itoa}(set)}\n\t}\n${verdict}\treturn nil\n}\n\n`;
  out += `func check${name}(v ${name}) error {\n\treturn v.Validate()\n}\n\n`;
  out += `// MarshalJSON writes the option that is set.\nfunc (v ${name}) MarshalJSON() ([]byte, error) {\n\tvar e encoder\n\tencode${name}(&e, v)\n\treturn e.result()\n}\n\n`;
  out += `// UnmarshalJSON reads the first option the document fits; it checks structure, not constraints (see Validate).\nfunc (v *${name}) UnmarshalJSON(data []byte) error {\n\tdecoded, err := readDocument(data, false, decode${name})\n\tif err != nil {\n\t\treturn err\n\t}\n\t*v = decoded\n\treturn nil\n}\n`;
  return out;
}
