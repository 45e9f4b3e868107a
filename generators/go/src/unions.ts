/** Go for a discriminated union: an interface, an Unknown value for tags it does not know, Parse<Union>. */
import type { ModuleIR, UnionType } from "@canon-sdk/core";
import { docComment, goString } from "./code.js";
import { go } from "./go-file.js";
import type { GoNames } from "./names.js";

export function emitUnion(type: UnionType, names: GoNames, ir: ModuleIR): string {
  const name = names.type(type.name);
  const tagMethod = names.tagMethod(type.name);
  const unknown = names.unknown(type.name);
  const parse = names.parse(type.name);
  const tag = goString(type.tag);
  let out = docComment(`${name}: ${type.description}`);
  out += `//\n${docComment(`Members: ${type.members.map((m) => names.type(m.typeName)).join(", ")}, and ${unknown} for tags this package does not know.`)}`;
  out += `type ${name} interface {\n${docComment(`${tagMethod} returns the value of the ${JSON.stringify(type.tag)} tag.`, "\t")}\t${tagMethod}() string\n\tValidate() error\n\tMarshalJSON() ([]byte, error)\n\tencodeTo(e *encoder)\n}\n\n`;
  for (const member of type.members) {
    out += `// ${tagMethod} returns ${JSON.stringify(member.tagValue)}.\nfunc (${names.type(member.typeName)}) ${tagMethod}() string {\n\treturn ${goString(member.tagValue)}\n}\n\n`;
  }
  out += docComment(
    `${unknown} is a ${name} whose tag this package does not know, from a newer peer perhaps. Raw keeps the document exactly as it came, and MarshalJSON writes it back unchanged.`,
  );
  out += `type ${unknown} struct {\n\tTag string\n\tRaw ${go.rawMessage}\n}\n\n`;
  out += `// ${tagMethod} returns the unknown tag.\nfunc (v ${unknown}) ${tagMethod}() string {\n\treturn v.Tag\n}\n\n`;
  out += `// Validate accepts an unknown member: what it holds is for a newer schema to judge. The strict\n// by-name Validate rejects unknown tags.\nfunc (${unknown}) Validate() error {\n\treturn nil\n}\n\n`;
  out += `// MarshalJSON writes the raw document back.\nfunc (v ${unknown}) MarshalJSON() ([]byte, error) {\n\tvar e encoder\n\twriteRaw(&e, v.Raw)\n\treturn e.result()\n}\n\nfunc (v ${unknown}) encodeTo(e *encoder) {\n\twriteRaw(e, v.Raw)\n}\n\n`;
  const cases = type.members
    .map(
      (m) =>
        `\tcase ${goString(m.tagValue)}:\n\t\tv, err := ${names.decode(m.typeName)}(d)\n\t\tif err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\treturn v, nil\n`,
    )
    .join("");
  out += `func ${names.decode(type.name)}(d *decoder) (${name}, error) {\n\ttag, err := d.findTag(${tag})\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tswitch string(tag) {\n${cases}\t}\n\t// Read first: a duplicate key is reported as such, even beside an unknown tag.\n\traw, err := d.readRaw()\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tif d.strict {\n\t\treturn nil, &ValidationError{Path: pointerTo(${tag}), Code: CodeUnknownTag, Message: "unknown tag " + ${go.quote}(string(tag))}\n\t}\n\treturn ${unknown}{Tag: string(tag), Raw: raw}, nil\n}\n\n`;
  out += `func ${names.encode(type.name)}(e *encoder, v ${name}) {\n\tif v == nil {\n\t\te.fail("json: a nil ${name} has no JSON spelling")\n\t\te.buf = append(e.buf, "null"...)\n\t\treturn\n\t}\n\tv.encodeTo(e)\n}\n\n`;
  out += `func ${names.check(type.name)}(v ${name}) error {\n\tif v == nil {\n\t\treturn &ValidationError{Code: CodeRequired, Message: "is not set"}\n\t}\n\treturn v.Validate()\n}\n\n`;
  out += docComment(
    `${parse} reads one ${name}, tolerant by default: it translates retired shapes and strips or drops unknown material as the module's receivers.json declares, reporting each change as a ParseWarning, then validates what remains. A document whose ${JSON.stringify(type.tag)} tag this package does not know comes back as an ${unknown} holding its bytes. WithMode(Strict) accepts exactly the schema. Anything else that breaks the schema is an error (*ValidationError). It never panics.`,
  );
  const plan = ir.receivers?.types[type.name];
  const retiredTags = plan?.kind === "union" ? Object.keys(plan.retired) : [];
  const retiredMembers = type.members
    .filter((m) => retiredTags.includes(m.tagValue))
    .map((m) => names.type(m.typeName));
  const retired =
    retiredMembers.length === 0
      ? ""
      : `\tretired := func(v ${name}) bool {\n\t\tswitch v.(type) {\n\t\tcase ${retiredMembers.join(", ")}:\n\t\t\treturn true\n\t\t}\n\t\treturn false\n\t}\n`;
  out += `func ${parse}(data []byte, options ...ParseOption) (${name}, []ParseWarning, error) {\n\tunknown := func(tag string, raw []byte) ${name} {\n\t\treturn ${unknown}{Tag: tag, Raw: raw}\n\t}\n${retired}\tv, warnings, err := parseDocument(${goString(type.name)}, data, options, ${names.decode(type.name)}, unknown, ${retiredMembers.length === 0 ? "nil" : "retired"})\n\tif err != nil {\n\t\treturn nil, warnings, err\n\t}\n\treturn v, warnings, nil\n}\n`;
  return out;
}

/** The encodeTo method of every object that is a member of some union, once per object. */
export function emitMemberMethods(ir: ModuleIR, names: GoNames): string {
  const members = new Set(ir.types.flatMap((t) => (t.kind === "union" ? t.members.map((m) => m.typeName) : [])));
  return [...members]
    .sort()
    .map((m) => `func (v ${names.type(m)}) encodeTo(e *encoder) {\n\t${names.encode(m)}(e, v)\n}\n`)
    .join("\n");
}
