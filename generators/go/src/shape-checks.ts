/**
 * The Go check functions of inline shapes with constraints: each builder takes the function's
 * hoisted name and returns its code (ShapeEmitter.checker hoists it). Undefined: nothing to check.
 */
import { re2FamilyPattern, type Shape } from "@canon-sdk/core";
import { goNumber, goString } from "./code.js";
import { go } from "./go-file.js";
import { fitsInt64 } from "./integers.js";

/** The code of a hoisted function, given its name. */
export type Build = (name: string) => string;

export function stringCheck(c: {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}): Build | undefined {
  if (c.minLength === undefined && c.maxLength === undefined && c.pattern === undefined && c.format === undefined)
    return undefined;
  // RE2's syntax, with the escapes that read otherwise there written as ECMAScript means them.
  const re2 = c.pattern === undefined ? undefined : re2FamilyPattern(c.pattern);
  const pattern = re2 === undefined ? "nil" : `${go.mustCompile}(${/[`\r]/.test(re2) ? goString(re2) : `\`${re2}\``})`;
  const rule = `stringRule{minLength: ${c.minLength ?? 0}, maxLength: ${c.maxLength ?? -1}, pattern: ${pattern}, format: ${goString(c.format ?? "")}}`;
  return (n) => `var ${n}Rule = ${rule}\n\nfunc ${n}(v string) error {\n\treturn ${n}Rule.check(v)\n}\n`;
}

/** A builder, the runtime's own check for an integer of any size, or undefined. */
export function numberCheck(
  kind: "integer" | "number",
  c: { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number; multipleOf?: number },
): Build | "checkAnyInteger" | undefined {
  const parts: string[] = [];
  const add = (flag: string, field: string, value: number | undefined) => {
    if (value !== undefined) parts.push(`${flag}: true, ${field}: ${goNumber(value)}`);
  };
  add("hasMin", "min", c.minimum);
  add("hasMax", "max", c.maximum);
  add("hasExclusiveMin", "exclusiveMin", c.exclusiveMinimum);
  add("hasExclusiveMax", "exclusiveMax", c.exclusiveMaximum);
  add("hasMultipleOf", "multipleOf", c.multipleOf);
  if (kind === "integer" && !fitsInt64(c)) {
    if (parts.length === 0) return "checkAnyInteger";
    return (n) =>
      `var ${n}Rule = numberRule{${parts.join(", ")}}\n\nfunc ${n}(v ${go.number}) error {\n\treturn checkInteger(v, &${n}Rule)\n}\n`;
  }
  if (parts.length === 0) return undefined;
  const type = kind === "integer" ? "int64" : "float64";
  return (n) =>
    `var ${n}Rule = numberRule{${parts.join(", ")}}\n\nfunc ${n}(v ${type}) error {\n\treturn ${n}Rule.check(float64(v))\n}\n`;
}

/** `item`: the items' check, if any; `writer` is asked for only when items must be unique. */
export function arrayCheck(
  shape: Extract<Shape, { kind: "array" }>,
  item: string | undefined,
  writer: () => string,
  type: () => string,
): Build | undefined {
  const bounded = shape.minItems !== undefined || shape.maxItems !== undefined;
  if (item === undefined && !bounded && !shape.uniqueItems) return undefined;
  const write = shape.uniqueItems ? writer() : "";
  return (n) => {
    let body = "";
    if (bounded)
      body += `\tif err := countWithin(len(v), ${shape.minItems ?? 0}, ${shape.maxItems ?? -1}, CodeMinItems, CodeMaxItems, "items"); err != nil {\n\t\treturn err\n\t}\n`;
    if (shape.uniqueItems) body += `\tif err := itemsUnique(v, ${write}); err != nil {\n\t\treturn err\n\t}\n`;
    if (item !== undefined)
      body += `\tfor i, item := range v {\n\t\tif err := ${item}(item); err != nil {\n\t\t\treturn atIndex(err, i)\n\t\t}\n\t}\n`;
    return `func ${n}(v ${type()}) error {\n${body}\treturn nil\n}\n`;
  };
}

/** `value`: the values' check, if any. */
export function mapCheck(
  shape: Extract<Shape, { kind: "map" }>,
  value: string | undefined,
  type: () => string,
): Build | undefined {
  const bounded = shape.minProperties !== undefined || shape.maxProperties !== undefined;
  if (value === undefined && !bounded) return undefined;
  return (n) => {
    let body = "";
    if (bounded)
      body += `\tif err := countWithin(len(v), ${shape.minProperties ?? 0}, ${shape.maxProperties ?? -1}, CodeMinProperties, CodeMaxProperties, "properties"); err != nil {\n\t\treturn err\n\t}\n`;
    if (value !== undefined)
      body += `\tfor k, value := range v {\n\t\tif err := ${value}(value); err != nil {\n\t\t\treturn at(err, k)\n\t\t}\n\t}\n`;
    return `func ${n}(v ${type()}) error {\n${body}\treturn nil\n}\n`;
  };
}
