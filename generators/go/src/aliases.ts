/** Go for an alias: a defined type over its shape's Go type, with the shape's reader, writer and checks. */
import type { AliasType } from "@canon-sdk/core";
import { docComment } from "./code.js";
import type { GoNames } from "./names.js";
import type { ShapeEmitter } from "./shapes.js";

export function emitAlias(type: AliasType, names: GoNames, shapes: ShapeEmitter): string {
  const name = names.type(type.name);
  if (shapes.isChoiceStruct(type.shape) && !type.shape.nullable) {
    const declaration = shapes.aliasChoice(type.shape, name, type.description);
    return type.deprecated
      ? declaration.replace(/\ntype /, "\n//\n// Deprecated: see the description above for the replacement.\ntype ")
      : declaration;
  }
  const base = shapes.valueType(type.shape);
  const check = shapes.checker(type.shape);
  let out = docComment(`${name}: ${type.description}`);
  if (type.deprecated) out += "//\n" + docComment("Deprecated: see the description above for the replacement.");
  out += `type ${name} ${base}\n\n`;
  const body = check === undefined ? "\treturn nil\n" : `\treturn ${check}(${base}(v))\n`;
  out += `// Validate checks the value against the schema.\nfunc (${check === undefined ? "" : "v "}${name}) Validate() error {\n${body}}\n\n`;
  out += `func ${names.decode(type.name)}(d *decoder) (${name}, error) {\n\tv, err := ${shapes.reader(type.shape)}(d)\n\treturn ${name}(v), err\n}\n\n`;
  out += `func ${names.encode(type.name)}(e *encoder, v ${name}) {\n\t${shapes.writer(type.shape)}(e, ${base}(v))\n}\n\n`;
  out += `func ${names.check(type.name)}(v ${name}) error {\n\treturn v.Validate()\n}\n`;
  return out;
}
