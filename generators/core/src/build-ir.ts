/** Turns a module's normalized `$defs` into IR named types, refusing what the IR cannot carry. */
import { type Diagnostic, type DiagnosticCode, diagnostic } from "./diagnostics.js";
import type { NamedType, Property, Shape, UnionMember } from "./ir.js";
import { childPointer } from "./pointer.js";
import type { TypesTable } from "./types-table.js";
import { isSchemaObject, type SchemaObject } from "./walk.js";

const annotations = new Set([
  "title",
  "description",
  "deprecated",
  "default",
  "examples",
  "$comment",
  "readOnly",
  "writeOnly",
  "contentEncoding",
  "contentMediaType",
  "x-canon-mixin",
]);
const shapeKeywords: Record<string, readonly string[]> = {
  string: ["type", "minLength", "maxLength", "pattern", "format"],
  integer: ["type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
  array: ["type", "items", "minItems", "maxItems", "uniqueItems"],
  map: ["type", "additionalProperties", "minProperties", "maxProperties"],
  object: ["type", "properties", "required", "additionalProperties"],
  union: ["type", "oneOf", "discriminator"],
};
shapeKeywords["number"] = shapeKeywords["integer"] as readonly string[];

type Report = (code: DiagnosticCode, message: string, pointer: string) => void;

export function buildNamedTypes(
  defs: Map<string, SchemaObject>,
  table: TypesTable,
): { types: NamedType[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const types: NamedType[] = [];
  for (const [name, schema] of defs) {
    const def = table.types.get(name);
    if (def === undefined) continue;
    const report: Report = (code, message, pointer) =>
      diagnostics.push(diagnostic(code, message, def.source.file, def.source.locate(pointer)));
    const base = {
      name,
      description: text(schema["description"]),
      deprecated: schema["deprecated"] === true,
      origin: { file: def.source.file, pointer: def.pointer },
    };
    types.push({ ...base, ...namedBody(schema, def.pointer, defs, report) } as NamedType);
  }
  return { types, diagnostics };
}

function namedBody(schema: SchemaObject, at: string, defs: Map<string, SchemaObject>, report: Report): object {
  const declared = isSchemaObject(schema["discriminator"]) ? schema["discriminator"]["propertyName"] : undefined;
  const tag = declared ?? inferTag(schema, defs);
  if (isSchemaObject(schema["discriminator"]) || tag !== undefined) return unionBody(schema, tag, at, defs, report);
  if (Array.isArray(schema["enum"]) && schema["enum"].every((v) => typeof v === "string")) {
    checkKeywords(schema, ["type", "enum"], at, report);
    return { kind: "enum", values: schema["enum"] as string[] };
  }
  const merged = Array.isArray(schema["allOf"]) ? mergeAllOf(schema, defs, new Set()) : schema;
  if (isSchemaObject(merged["properties"])) return objectBody(merged, at, report);
  return { kind: "alias", shape: shapeOf(schema, at, report) };
}

/**
 * The object an `allOf` of objects describes: every part's properties and required names, the
 * type's own last. Parts that are not objects add nothing here; the validators still check them.
 */
function mergeAllOf(schema: SchemaObject, defs: Map<string, SchemaObject>, visiting: Set<string>): SchemaObject {
  const properties: SchemaObject = {};
  const required: string[] = [];
  const absorb = (part: SchemaObject): void => {
    if (isSchemaObject(part["properties"])) Object.assign(properties, part["properties"]);
    if (Array.isArray(part["required"]))
      for (const r of part["required"]) if (typeof r === "string" && !required.includes(r)) required.push(r);
  };
  for (const part of schema["allOf"] as unknown[]) {
    if (!isSchemaObject(part)) continue;
    const name = typeof part["$ref"] === "string" ? part["$ref"].replace("#/$defs/", "") : undefined;
    const target = name === undefined ? part : defs.get(name);
    if (target === undefined || (name !== undefined && visiting.has(name))) continue;
    absorb(
      Array.isArray(target["allOf"])
        ? mergeAllOf(target, defs, new Set([...visiting, ...(name === undefined ? [] : [name])]))
        : target,
    );
  }
  absorb(schema);
  if (Object.keys(properties).length === 0 && !isSchemaObject(schema["properties"])) return schema;
  return { ...schema, properties, ...(required.length > 0 ? { required } : {}) };
}

function unionBody(
  schema: SchemaObject,
  tag: unknown,
  at: string,
  defs: Map<string, SchemaObject>,
  report: Report,
): object {
  checkKeywords(schema, shapeKeywords["union"] as readonly string[], at, report);
  const members: UnionMember[] = [];
  const key = Array.isArray(schema["oneOf"]) ? "oneOf" : "anyOf";
  const list = Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [];
  if (typeof tag !== "string" || list.length === 0)
    report("CANON205", "a discriminated union needs discriminator.propertyName and a non-empty oneOf", at);
  const seen = new Map<string, string>();
  list.forEach((entry, i) => {
    const ref = isSchemaObject(entry) ? entry["$ref"] : undefined;
    const typeName = typeof ref === "string" ? ref.replace("#/$defs/", "") : undefined;
    const member = typeName === undefined ? undefined : merged(defs.get(typeName), defs);
    if (typeName === undefined || member === undefined || !isSchemaObject(member["properties"])) {
      report("CANON205", "every union member must be a $ref to a named object type", childPointer(at, key, i, "$ref"));
      return;
    }
    const value = tagValue(member, tag);
    if (value === undefined) {
      report(
        "CANON203",
        `member "${typeName}" must require "${String(tag)}" and fix it with a string const`,
        childPointer(at, key, i, "$ref"),
      );
      return;
    }
    const previous = seen.get(value);
    if (previous !== undefined)
      report(
        "CANON204",
        `tag "${value}" is used by both "${previous}" and "${typeName}"`,
        childPointer(at, key, i, "$ref"),
      );
    seen.set(value, typeName);
    members.push({ typeName, tagValue: value });
  });
  return { kind: "union", tag, members };
}

/** The string a member fixes its tag property to (`const`, or an `enum` of one value), when it requires it. */
function tagValue(member: SchemaObject, tag: unknown): string | undefined {
  const properties = isSchemaObject(member["properties"]) ? member["properties"] : {};
  const tagSchema = typeof tag === "string" ? properties[tag] : undefined;
  if (!isSchemaObject(tagSchema) || !Array.isArray(member["required"]) || !member["required"].includes(tag))
    return undefined;
  const values =
    "const" in tagSchema ? [tagSchema["const"]] : Array.isArray(tagSchema["enum"]) ? tagSchema["enum"] : [];
  return values.length === 1 && typeof values[0] === "string" ? values[0] : undefined;
}

/**
 * The tag of a union written without a `discriminator`: a `oneOf` or `anyOf` of two or more named
 * objects, and nothing else, in which every member requires one same property and fixes it to a
 * string of its own. The first such property of the first member wins. Tag dispatch then accepts
 * exactly what `anyOf`/`oneOf` accepts, since at most one member can match a tag.
 */
function inferTag(schema: SchemaObject, defs: Map<string, SchemaObject>): string | undefined {
  if (Array.isArray(schema["oneOf"]) === Array.isArray(schema["anyOf"])) return undefined;
  if (
    Object.keys(schema).some((k) => !unionKeywords.has(k) && !k.startsWith("x-")) ||
    (schema["type"] ?? "object") !== "object"
  )
    return undefined;
  const list = (schema["oneOf"] ?? schema["anyOf"]) as unknown[];
  const objects = list.map((entry) =>
    isSchemaObject(entry) && typeof entry["$ref"] === "string"
      ? merged(defs.get(entry["$ref"].replace("#/$defs/", "")), defs)
      : undefined,
  );
  if (objects.length < 2 || objects.some((m) => m === undefined || !isSchemaObject(m["properties"]))) return undefined;
  return Object.keys((objects[0] as SchemaObject)["properties"] as SchemaObject).find((tag) => {
    const values = objects.map((m) => tagValue(m as SchemaObject, tag));
    return values.every((v) => v !== undefined) && new Set(values).size === values.length;
  });
}
/** A member as an object: its `allOf` parts merged in. */
const merged = (schema: SchemaObject | undefined, defs: Map<string, SchemaObject>): SchemaObject | undefined =>
  schema !== undefined && Array.isArray(schema["allOf"]) ? mergeAllOf(schema, defs, new Set()) : schema;
const unionKeywords = new Set(["oneOf", "anyOf", "type", ...annotations]);

function objectBody(schema: SchemaObject, at: string, report: Report): object {
  checkKeywords(schema, shapeKeywords["object"] as readonly string[], at, report);
  const required = new Set(Array.isArray(schema["required"]) ? (schema["required"] as string[]) : []);
  const properties: Property[] = Object.entries(schema["properties"] as SchemaObject).map(([wireName, raw]) => {
    const where = childPointer(at, "properties", wireName);
    const property = isSchemaObject(raw) ? raw : {};
    return {
      wireName,
      description: text(property["description"]),
      required: required.has(wireName),
      deprecated: property["deprecated"] === true,
      shape: shapeOf(property, where, report),
      ...("default" in property ? { default: property["default"] } : {}),
    };
  });
  const extra = schema["additionalProperties"];
  const additional = otherValues(schema, at, report);
  return {
    kind: "object",
    properties,
    // Properties matched by a pattern, or evaluated by a subschema, are allowed beside a closed list.
    closed: extra === false && !isSchemaObject(schema["patternProperties"]) && schema["allOf"] === undefined,
    ...(additional !== undefined ? { additional } : {}),
  };
}

/**
 * The shape of the values of keys an object does not list: those a key pattern matches take the
 * pattern's schema, the others `additionalProperties`. Undefined when any value may appear there
 * (no `additionalProperties`, or a schema that allows anything). The key patterns themselves are
 * left to the validators.
 */
function otherValues(schema: SchemaObject, at: string, report: Report): Shape | undefined {
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
    return choice(
      options.map((option, i) => shapeOf(isSchemaObject(option) ? option : {}, childPointer(at, key, i), report)),
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
      checkKeywords(schema, shapeKeywords["string"] as readonly string[], at, report);
      return { kind: "string", constraints: pick(["minLength", "maxLength", "pattern", "format"]), nullable: false };
    case "integer":
    case "number":
      checkKeywords(schema, shapeKeywords["integer"] as readonly string[], at, report);
      return {
        kind: type,
        constraints: pick(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]),
        nullable: false,
      };
    case "boolean":
    case "null":
      checkKeywords(schema, ["type"], at, report);
      return { kind: type, nullable: false };
    case "array": {
      checkKeywords(schema, shapeKeywords["array"] as readonly string[], at, report);
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
      checkKeywords(schema, shapeKeywords["map"] as readonly string[], at, report);
      const values = otherValues(schema, at, report) ?? ({ kind: "any", nullable: true } as const);
      return { kind: "map", values, ...pick(["minProperties", "maxProperties"]), nullable: false } as Shape;
    }
    case undefined:
      checkKeywords(schema, [], at, report);
      return { kind: "any", nullable: true };
    default:
      report("CANON212", `unsupported type ${JSON.stringify(type)}`, at);
      return { kind: "any", nullable: true };
  }
}

/** Folds `null` options into `nullable` and collapses a single remaining option. */
function choice(options: Shape[]): Shape {
  const nonNull = options.filter((o) => o.kind !== "null");
  const nullable = nonNull.length < options.length || nonNull.some((o) => o.nullable);
  if (nonNull.length === 1) return { ...(nonNull[0] as Shape), nullable };
  if (nonNull.length === 0) return { kind: "null", nullable: false };
  return { kind: "choice", options: nonNull.map((o) => ({ ...o, nullable: false }) as Shape), nullable };
}

/**
 * Keywords a type system cannot express (`if`/`then`/`else`, `not`, `dependentRequired`,
 * `patternProperties`, unknown `format`s, `x-*`, …) are not refused: the types are the shape, and
 * every package's validator, built from the bundle, enforces the rest.
 */
function checkKeywords(_schema: SchemaObject, _allowed: readonly string[], _at: string, _report: Report): void {}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
