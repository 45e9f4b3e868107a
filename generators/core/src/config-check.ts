/**
 * A checker for the small JSON Schema subset canon.config.json's own schema uses, with ajv's
 * messages (`allErrors`). The config is read by every command, and loading and compiling ajv for
 * it was most of a `canon compat` start-up; the differential test (test/config-check.test.ts)
 * holds this checker to ajv's verdict and messages on every kind of broken config.
 */
import { childPointer } from "./pointer.js";

/** The keywords this checker knows; any other keyword in a schema it is given is a programming error. */
export interface SubsetSchema {
  readonly type?: "object" | "array" | "string" | "boolean";
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly minItems?: number;
  readonly items?: SubsetSchema;
  readonly required?: readonly string[];
  readonly propertyNames?: SubsetSchema;
  readonly properties?: Readonly<Record<string, SubsetSchema>>;
  readonly additionalProperties?: boolean | SubsetSchema;
}

/** The fields of ajv's ErrorObject that diagnostics read. */
export interface SubsetError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message: string;
  readonly params: Record<string, unknown>;
  /** Set when the error is about a property's name rather than its value. */
  readonly propertyName?: string;
}

const KNOWN = new Set([
  "type",
  "enum",
  "pattern",
  "minLength",
  "minItems",
  "items",
  "required",
  "propertyNames",
  "properties",
  "additionalProperties",
]);

export function checkSubset(schema: SubsetSchema, value: unknown): SubsetError[] {
  const errors: SubsetError[] = [];
  visit(schema, value, "", errors, undefined);
  return errors;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function hasType(type: NonNullable<SubsetSchema["type"]>, v: unknown): boolean {
  if (type === "object") return isObject(v);
  if (type === "array") return Array.isArray(v);
  return typeof v === type;
}

function visit(
  schema: SubsetSchema,
  v: unknown,
  path: string,
  errors: SubsetError[],
  propertyName: string | undefined,
): void {
  for (const key of Object.keys(schema))
    if (!KNOWN.has(key)) throw new Error(`config checker: unsupported keyword "${key}"`);
  const fail = (keyword: string, message: string, params: Record<string, unknown>): void => {
    errors.push({
      instancePath: path,
      keyword,
      message,
      params,
      ...(propertyName === undefined ? {} : { propertyName }),
    });
  };
  if (schema.type !== undefined && !hasType(schema.type, v)) {
    // ajv guards every type-specific keyword by the data's type, so a wrong type is the only error.
    fail("type", `must be ${schema.type}`, { type: schema.type });
    return;
  }
  if (schema.enum !== undefined && !schema.enum.includes(v as never))
    fail("enum", "must be equal to one of the allowed values", { allowedValues: schema.enum });
  if (typeof v === "string") {
    if (schema.minLength !== undefined && [...v].length < schema.minLength)
      fail("minLength", `must NOT have fewer than ${schema.minLength} characters`, { limit: schema.minLength });
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(v))
      fail("pattern", `must match pattern "${schema.pattern}"`, { pattern: schema.pattern });
  }
  if (Array.isArray(v)) {
    if (schema.minItems !== undefined && v.length < schema.minItems)
      fail("minItems", `must NOT have fewer than ${schema.minItems} items`, { limit: schema.minItems });
    if (schema.items !== undefined)
      v.forEach((item, i) => visit(schema.items!, item, childPointer(path, i), errors, undefined));
  }
  if (isObject(v)) visitObject(schema, v, path, errors, fail);
}

function visitObject(
  schema: SubsetSchema,
  v: Record<string, unknown>,
  path: string,
  errors: SubsetError[],
  fail: (keyword: string, message: string, params: Record<string, unknown>) => void,
): void {
  for (const name of schema.required ?? [])
    if (!Object.hasOwn(v, name)) fail("required", `must have required property '${name}'`, { missingProperty: name });
  if (schema.propertyNames !== undefined) {
    for (const name of Object.keys(v)) {
      const before = errors.length;
      visit(schema.propertyNames, name, path, errors, name);
      if (errors.length > before) fail("propertyNames", "property name must be valid", { propertyName: name });
    }
  }
  const declared = schema.properties ?? {};
  for (const [name, sub] of Object.entries(declared))
    if (Object.hasOwn(v, name)) visit(sub, v[name], childPointer(path, name), errors, undefined);
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === true) return;
  for (const name of Object.keys(v)) {
    if (Object.hasOwn(declared, name)) continue;
    if (extra === false)
      fail("additionalProperties", "must NOT have additional properties", { additionalProperty: name });
    else visit(extra, v[name], childPointer(path, name), errors, undefined);
  }
}
