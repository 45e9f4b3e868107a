/** Go for an object type: the struct, its reader, writer and Validate, and the JSON methods. */
import { goStructTag, type ObjectType, type Property } from "@canon-sdk/core";
import { docComment, goString } from "./code.js";
import { go } from "./go-file.js";
import type { GoNames } from "./names.js";
import type { ShapeEmitter } from "./shapes.js";

interface Field {
  readonly property: Property;
  readonly name: string;
  readonly type: string;
  /** Optional and stored behind a pointer (nil: absent). */
  readonly pointer: boolean;
  /** A required string constant: written from the schema, zero value allowed in Go. */
  readonly fixed: boolean;
}

export function objectFields(type: ObjectType, names: GoNames, shapes: ShapeEmitter): Field[] {
  return type.properties.map((property) => {
    const base = shapes.valueType(property.shape);
    const pointer = !property.required && !shapes.isNilable(property.shape);
    const fixed =
      property.required &&
      property.shape.kind === "literal" &&
      typeof property.shape.value === "string" &&
      !property.shape.nullable;
    return { property, name: names.field(type, property.wireName), type: pointer ? `*${base}` : base, pointer, fixed };
  });
}

/** The type a closed or open object keeps its undeclared properties in, if it keeps any. */
function extraType(type: ObjectType, shapes: ShapeEmitter): string | undefined {
  if (type.closed) return undefined;
  return `map[string]${type.additional === undefined ? go.rawMessage : shapes.valueType(type.additional)}`;
}

/** What tolerant parsing knows of an object type: its entry in the module's receiver plan. */
interface PlannedObject {
  readonly kind: string;
  readonly properties?: Readonly<Record<string, { readonly nullAsAbsent?: boolean }>>;
}

export function emitObject(type: ObjectType, names: GoNames, shapes: ShapeEmitter, planned?: PlannedObject): string {
  const name = names.type(type.name);
  const fields = objectFields(type, names, shapes);
  const extra = extraType(type, shapes);
  const parts = [
    declaration(type, name, fields, extra),
    reader(type, name, fields, names, shapes, planned),
    writer(type, name, fields, names, shapes),
    validate(type, name, fields, names, shapes),
  ];
  parts.push(
    `// MarshalJSON writes the ${name} as JSON, constants and tags included.\nfunc (v ${name}) MarshalJSON() ([]byte, error) {\n\tvar e encoder\n\t${names.encode(type.name)}(&e, v)\n\treturn e.result()\n}\n`,
  );
  parts.push(
    `// UnmarshalJSON reads a ${name} with exact property names; it checks structure, not constraints (see Validate).\nfunc (v *${name}) UnmarshalJSON(data []byte) error {\n\tdecoded, err := readDocument(data, false, ${names.decode(type.name)})\n\tif err != nil {\n\t\treturn err\n\t}\n\t*v = decoded\n\treturn nil\n}\n`,
  );
  return parts.join("\n");
}

function declaration(type: ObjectType, name: string, fields: Field[], extra: string | undefined): string {
  let out = docComment(`${name}: ${type.description}`);
  if (type.deprecated) out += "//\n" + docComment("Deprecated: see the description above for the replacement.");
  out += `type ${name} struct {\n`;
  const members = fields.map((f) => {
    let doc = docComment(f.property.description, "\t");
    if (f.property.deprecated)
      doc += "\t//\n" + docComment("Deprecated: see the description above for the replacement.", "\t");
    if (f.fixed)
      doc +=
        "\t//\n" +
        docComment(
          `Always ${JSON.stringify((f.property.shape as { value: string }).value)} on the wire; the zero value is written as that constant.`,
          "\t",
        );
    const tag = goStructTag("json", `${f.property.wireName}${f.property.required ? "" : ",omitempty"}`);
    return `${doc}\t${f.name} ${f.type} ${tag}\n`;
  });
  if (extra !== undefined)
    members.push(
      docComment(
        "AdditionalProperties keeps the properties the schema does not declare, so that they survive a round trip.",
        "\t",
      ) + `\tAdditionalProperties ${extra} \`json:"-"\`\n`,
    );
  return `${out}${members.join("\n")}}\n`;
}

function reader(
  type: ObjectType,
  name: string,
  fields: Field[],
  names: GoNames,
  shapes: ShapeEmitter,
  planned?: PlannedObject,
): string {
  const cases = fields.map((f, i) => {
    const read = shapes.reader(f.property.shape);
    const assign = f.pointer ? `v.${f.name}, err = readPtr(d, ${read})` : `v.${f.name}, err = ${read}(d)`;
    // A null that tolerant parsing reads as absence is consumed and noted in the same pass (optional
    // properties only: a required one left absent must still fail, which the walk reports).
    const nullAsAbsent =
      !f.property.required &&
      planned?.kind === "object" &&
      planned.properties?.[f.property.wireName]?.nullAsAbsent === true;
    const absent = nullAsAbsent ? `\t\t\tif d.nullAsAbsent(key) {\n\t\t\t\tcontinue\n\t\t\t}\n` : "";
    return `\t\tcase ${goString(f.property.wireName)}:\n\t\t\tif seen[${i}] {\n\t\t\t\treturn v, duplicate(${goString(f.property.wireName)})\n\t\t\t}\n\t\t\tseen[${i}] = true\n${absent}\t\t\t${assign}\n`;
  });
  let fallback: string;
  if (type.closed) fallback = `\t\t\terr = d.unknownProperty(key)\n`;
  else {
    const read = type.additional === undefined ? "(*decoder).readRaw" : shapes.reader(type.additional);
    fallback = `\t\t\terr = readExtra(d, key, &v.AdditionalProperties, ${read})\n`;
  }
  const requiredChecks = fields
    .map((f, i) =>
      f.property.required ? `\tif !seen[${i}] {\n\t\treturn v, missing(${goString(f.property.wireName)})\n\t}\n` : "",
    )
    .join("");
  const seen = fields.length > 0 ? `\tvar seen [${fields.length}]bool\n` : "";
  const switchBody = `\t\tswitch string(key) {\n${cases.join("")}\t\tdefault:\n${fallback}\t\t}\n`;
  return `func ${names.decode(type.name)}(d *decoder) (${name}, error) {\n\tvar v ${name}\n\tif err := d.openObject(); err != nil {\n\t\treturn v, err\n\t}\n${seen}\tfor first := true; ; first = false {\n\t\tkey, more, err := d.nextKey(first)\n\t\tif err != nil {\n\t\t\treturn v, err\n\t\t}\n\t\tif !more {\n\t\t\tbreak\n\t\t}\n${switchBody}\t\tif err != nil {\n\t\t\treturn v, atKey(err, key)\n\t\t}\n\t}\n${requiredChecks}\treturn v, nil\n}\n`;
}

function writer(type: ObjectType, name: string, fields: Field[], names: GoNames, shapes: ShapeEmitter): string {
  const lines = fields.map((f) => {
    const key = `e.key(${goString(f.property.wireName)})`;
    if (f.fixed) return `\t${key}\n\twriteString(e, ${goString((f.property.shape as { value: string }).value)})\n`;
    const write = shapes.writer(f.property.shape);
    if (f.pointer) return `\tif v.${f.name} != nil {\n\t\t${key}\n\t\t${write}(e, *v.${f.name})\n\t}\n`;
    if (!f.property.required) return `\tif v.${f.name} != nil {\n\t\t${key}\n\t\t${write}(e, v.${f.name})\n\t}\n`;
    return `\t${key}\n\t${write}(e, v.${f.name})\n`;
  });
  if (!type.closed) {
    const write = type.additional === undefined ? "writeRaw" : shapes.writer(type.additional);
    lines.push(`\twriteExtra(e, v.AdditionalProperties, ${write})\n`);
  }
  return `func ${names.encode(type.name)}(e *encoder, v ${name}) {\n\te.buf = append(e.buf, '{')\n${lines.join("")}\te.buf = append(e.buf, '}')\n}\n`;
}

function validate(type: ObjectType, name: string, fields: Field[], names: GoNames, shapes: ShapeEmitter): string {
  const checks: string[] = [];
  for (const f of fields) {
    const wire = goString(f.property.wireName);
    const check = shapes.checker(f.property.shape);
    const fail = `\t\treturn at(err, ${wire})\n`;
    if (f.fixed) {
      checks.push(`\tif v.${f.name} != "" {\n\t\tif err := ${check}(v.${f.name}); err != nil {\n\t${fail}\t\t}\n\t}\n`);
      continue;
    }
    if (f.property.required && shapes.nilIsMissing(f.property.shape))
      checks.push(`\tif v.${f.name} == nil {\n\t\treturn requiredError(${wire})\n\t}\n`);
    if (check === undefined) continue;
    if (f.pointer)
      checks.push(
        `\tif v.${f.name} != nil {\n\t\tif err := ${check}(*v.${f.name}); err != nil {\n\t${fail}\t\t}\n\t}\n`,
      );
    else if (!f.property.required && shapes.isNilable(f.property.shape))
      checks.push(
        `\tif v.${f.name} != nil {\n\t\tif err := ${check}(v.${f.name}); err != nil {\n\t${fail}\t\t}\n\t}\n`,
      );
    else checks.push(`\tif err := ${check}(v.${f.name}); err != nil {\n${fail}\t}\n`);
  }
  const extraCheck = !type.closed && type.additional !== undefined ? shapes.checker(type.additional) : undefined;
  if (extraCheck !== undefined)
    checks.push(
      `\tfor k, value := range v.AdditionalProperties {\n\t\tif err := ${extraCheck}(value); err != nil {\n\t\t\treturn at(err, k)\n\t\t}\n\t}\n`,
    );
  const receiver = checks.length > 0 ? "v " : "";
  return `// Validate checks the ${name}'s values against the schema: constants, enums, bounds, patterns and\n// nested types. Required-ness and closure are checked when decoding.\nfunc (${receiver}${name}) Validate() error {\n${checks.join("")}\treturn nil\n}\n\nfunc ${names.check(type.name)}(v ${name}) error {\n\treturn v.Validate()\n}\n`;
}
