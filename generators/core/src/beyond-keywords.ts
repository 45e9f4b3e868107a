/**
 * The keyword tables and value tests the part beyond the IR is computed with (beyond-ir.ts):
 * which keywords constrain a value, which ones the IR reads for each JSON type.
 */
import type { SchemaObject } from "./walk.js";

/** The keywords (2020-12) that apply to values of one JSON type only; `integer` reads `number`'s. */
export const KIND_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  object: [
    "properties",
    "required",
    "additionalProperties",
    "patternProperties",
    "propertyNames",
    "minProperties",
    "maxProperties",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedProperties",
  ],
  array: [
    "items",
    "prefixItems",
    "contains",
    "minContains",
    "maxContains",
    "minItems",
    "maxItems",
    "uniqueItems",
    "unevaluatedItems",
  ],
  string: ["minLength", "maxLength", "pattern", "format"],
  number: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
};

/** Keywords that constrain a value (the rest are annotations, which nothing checks). */
export const VALIDATION: ReadonlySet<string> = new Set([
  ...["type", "enum", "const", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref", "$dynamicRef"],
  ...Object.values(KIND_KEYWORDS).flat(),
]);

/** What the IR reads beside each `type`: the constraints every language's types or checks state. */
export const TYPED: Record<string, readonly string[]> = {
  string: KIND_KEYWORDS["string"] as readonly string[],
  integer: KIND_KEYWORDS["number"] as readonly string[],
  number: KIND_KEYWORDS["number"] as readonly string[],
  array: ["minItems", "maxItems", "uniqueItems"],
  object: ["minProperties", "maxProperties"],
  boolean: [],
  null: [],
};

export type Residual = SchemaObject | undefined;

/** Whether a schema accepts every value: `true`, or one with annotations only (`{}`). */
export function acceptsEveryValue(schema: unknown): boolean {
  return (
    schema === true ||
    (typeof schema === "object" &&
      schema !== null &&
      !Array.isArray(schema) &&
      Object.keys(schema).every((key) => !VALIDATION.has(key)))
  );
}

/**
 * Whether a schema refuses every value: `false`, or a `not` of one that accepts every value
 * (`{"not": {}}`), as published schemas write "this property may not appear here".
 */
export function refusesEveryValue(schema: unknown): boolean {
  return (
    schema === false ||
    (typeof schema === "object" && schema !== null && "not" in schema && acceptsEveryValue(schema["not" as never]))
  );
}

/** Whether an ECMAScript pattern matches the name; a pattern JavaScript cannot read may. */
export function mayMatch(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern, "u").test(name);
  } catch {
    return true;
  }
}
export const refName = (ref: unknown): string | undefined =>
  typeof ref === "string" && ref.startsWith("#/$defs/") ? ref.slice(8) : undefined;
export const jsonType = (v: unknown): string =>
  v === null
    ? "null"
    : Array.isArray(v)
      ? "array"
      : typeof v === "number"
        ? Number.isInteger(v)
          ? "integer"
          : "number"
        : typeof v;
export const typeAllows = (type: unknown, v: unknown): boolean => {
  const t = jsonType(v);
  const allowed = Array.isArray(type) ? type : [type];
  return allowed.includes(t) || (t === "integer" && allowed.includes("number"));
};
