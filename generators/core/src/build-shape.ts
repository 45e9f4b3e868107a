/**
 * The shape of a value's schema, as the IR carries it. Keywords a type system cannot express
 * (`if`/`then`/`else`, `not`, `dependentRequired`, unknown `format`s, `x-*`, …) are not refused:
 * the types are the shape, and every package's validator, built from the bundle, enforces the rest.
 */
import type { DiagnosticCode } from "./diagnostics.js";
import type { Shape } from "./ir.js";
import { childPointer } from "./pointer.js";
import { isSchemaObject, type SchemaObject } from "./walk.js";

/** Records a refusal at a pointer into the schema being read. */
export type Report = (code: DiagnosticCode, message: string, pointer: string) => void;

/**
 * The shape of the values of keys an object does not list: those a key pattern matches take the
 * pattern's schema, the others `additionalProperties`. Undefined when any value may appear there
 * (no `additionalProperties`, or a schema that allows anything). The key patterns themselves are
 * left to the validators.
 */
export function otherValues(schema: SchemaObject, at: string, report: Report): Shape | undefined {
  const extra = schema["additionalProperties"];
  const patterns = isSchemaObject(schema["patternProperties"]) ? Object.entries(schema["patternProperties"]) : [];
  if (patterns.length === 0)
    return isSchemaObject(extra) ? shapeOf(extra, childPointer(at, "additionalProperties"), report) : undefined;
  if (extra !== false && !isSchemaObject(extra)) return undefined;
  const shapes: Shape[] = [];
  for (const [pattern, value] of patterns) {
    if (value === false) continue;
    if (!isSchemaObject(value)) return undefined;
    shapes.push(shapeOf(value, childPointer(at, "patternProperties", pattern), report));
  }
  if (isSchemaObject(extra)) shapes.push(shapeOf(extra, childPointer(at, "additionalProperties"), report));
  if (shapes.length === 0 || shapes.some((s) => s.kind === "any")) return undefined;
  return choice(shapes);
}

export function shapeOf(schema: SchemaObject, at: string, report: Report): Shape {
  if (typeof schema["$ref"] === "string")
    return { kind: "ref", name: schema["$ref"].replace("#/$defs/", ""), nullable: false };
  if ("const" in schema) {
    const value = schema["const"];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      return { kind: "literal", value, nullable: false };
    if (value === null) return { kind: "null", nullable: false };
    // An object or array constant is a shape no target spells as a type; the validators check it.
    return { kind: "any", nullable: false };
  }
  if (Array.isArray(schema["enum"]))
    return choice((schema["enum"] as unknown[]).map((value) => shapeOf({ const: value }, at, report)));
  if (
    isSchemaObject(schema["not"]) &&
    schema["type"] === undefined &&
    schema["anyOf"] === undefined &&
    schema["oneOf"] === undefined
  ) {
    // Only "not null" narrows the shape; any other `not` is left to the validators.
    const notNull = schema["not"]["type"] === "null" && Object.keys(schema["not"]).length === 1;
    return { kind: "any", nullable: !notNull };
  }
  const parts = schema["allOf"];
  if (Array.isArray(parts) && parts.length > 0 && schema["type"] === undefined && !("properties" in schema)) {
    // `allOf: [{$ref}]` beside a description is how drafts before 2019-09 annotate a reference.
    const first = parts[0];
    return isSchemaObject(first)
      ? shapeOf(first, childPointer(at, "allOf", 0), report)
      : { kind: "any", nullable: true };
  }
  const options = schema["anyOf"] ?? schema["oneOf"];
  if (Array.isArray(options)) {
    const key = "anyOf" in schema ? "anyOf" : "oneOf";
    const type = schema["type"];
    return choice(
      options.flatMap((option, i): Shape[] => {
        const where = childPointer(at, key, i);
        const read = isSchemaObject(option) ? option : {};
        if (typeof type !== "string") return [shapeOf(read, where, report)];
        // A `type` beside the options holds for each of them: an option that names no kind of
        // its own is of that kind (`type: "string"` beside `anyOf: [{pattern}, {enum}]`), and a
        // null option is none when the type is not null.
        if (read["type"] === "null" && type !== "null") return [];
        return [shapeOf(namesNoKind(read) ? { ...read, type } : read, where, report)];
      }),
    );
  }
  const type = schema["type"];
  if (Array.isArray(type))
    return choice(
      type.map(
        (t): Shape => (t === "null" ? { kind: "null", nullable: false } : shapeOf({ ...schema, type: t }, at, report)),
      ),
    );
  return typedShape(schema, type, at, report);
}

function typedShape(schema: SchemaObject, type: unknown, at: string, report: Report): Shape {
  const pick = (keys: string[]): Record<string, unknown> =>
    Object.fromEntries(keys.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]));
  switch (type) {
    case "string":
      return { kind: "string", constraints: pick(["minLength", "maxLength", "pattern", "format"]), nullable: false };
    case "integer":
    case "number":
      return {
        kind: type,
        constraints: pick(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]),
        nullable: false,
      };
    case "boolean":
    case "null":
      return { kind: type, nullable: false };
    case "array": {
      const items = isSchemaObject(schema["items"])
        ? shapeOf(schema["items"], childPointer(at, "items"), report)
        : ({ kind: "any", nullable: true } as const);
      return { kind: "array", items, ...pick(["minItems", "maxItems", "uniqueItems"]), nullable: false } as Shape;
    }
    case "object": {
      if ("properties" in schema) {
        report("CANON211", "inline object with properties: make it a named $defs type", at);
        return { kind: "any", nullable: true };
      }
      const values = otherValues(schema, at, report) ?? ({ kind: "any", nullable: true } as const);
      return { kind: "map", values, ...pick(["minProperties", "maxProperties"]), nullable: false } as Shape;
    }
    case undefined:
      return { kind: "any", nullable: true };
    default:
      report("CANON212", `unsupported type ${JSON.stringify(type)}`, at);
      return { kind: "any", nullable: true };
  }
}

/** Keywords by which an option says what kind of value it is. */
const kindNaming = ["type", "$ref", "const", "enum", "anyOf", "oneOf", "allOf", "not"];
const namesNoKind = (schema: SchemaObject): boolean => kindNaming.every((key) => !(key in schema));

/** Folds `null` options into `nullable`, drops repeated options and collapses a single remaining one. */
function choice(options: Shape[]): Shape {
  const seen = new Set<string>();
  const nonNull = options.filter((o) => {
    const key = JSON.stringify({ ...o, nullable: false });
    if (o.kind === "null" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const nullable = options.some((o) => o.kind === "null" || o.nullable);
  if (nonNull.length === 1) return { ...(nonNull[0] as Shape), nullable };
  if (nonNull.length === 0) return { kind: "null", nullable: false };
  return { kind: "choice", options: nonNull.map((o) => ({ ...o, nullable: false }) as Shape), nullable };
}
