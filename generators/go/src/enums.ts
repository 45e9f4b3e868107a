/** Go for an enum: a typed string with one constant per value. */
import type { EnumType } from "@canon-sdk/core";
import { docComment, goString } from "./code.js";
import type { GoNames } from "./names.js";

export function emitEnum(type: EnumType, names: GoNames): string {
  const name = names.type(type.name);
  const constants = type.values.map((v, i) => ({ value: v, constant: names.enumConstant(type.name, i) }));
  let out = docComment(`${name}: ${type.description}`);
  out += `type ${name} string\n\n`;
  out += constants
    .map((c) => `// ${c.constant} is ${JSON.stringify(c.value)}.\nconst ${c.constant} ${name} = ${goString(c.value)}\n`)
    .join("\n");
  const list = constants.map((c) => c.constant).join(", ");
  const message = goString(`must be one of ${type.values.map((v) => JSON.stringify(v)).join(", ")}`);
  out += `\n// Values lists every ${name} in schema order.\nfunc (${name}) Values() []${name} {\n\treturn []${name}{${list}}\n}\n\n`;
  // A schema may list a value twice (ajv accepts it); Go refuses a duplicate case.
  const cases = constants
    .filter((c, i) => type.values.indexOf(c.value) === i)
    .map((c) => c.constant)
    .join(", ");
  out += `// Validate checks that the value is one of the enum's values.\nfunc (v ${name}) Validate() error {\n\tswitch v {\n\tcase ${cases}:\n\t\treturn nil\n\t}\n\treturn &ValidationError{Code: CodeEnum, Message: ${message}}\n}\n\n`;
  out += `func ${names.decode(type.name)}(d *decoder) (${name}, error) {\n\ts, err := d.readString()\n\treturn ${name}(s), err\n}\n\n`;
  out += `func ${names.encode(type.name)}(e *encoder, v ${name}) {\n\twriteString(e, string(v))\n}\n\n`;
  out += `func ${names.check(type.name)}(v ${name}) error {\n\treturn v.Validate()\n}\n`;
  return out;
}
