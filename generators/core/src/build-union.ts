/**
 * The unions of a module's named types: members merged from their `allOf` parts, a tag declared
 * by `discriminator` or inferred from what every member fixes, and the refusals a union can earn.
 */
import type { UnionMember } from "./ir.js";
import type { Report } from "./build-shape.js";
import { childPointer } from "./pointer.js";
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

/**
 * The object an `allOf` of objects describes: every part's properties and required names, the
 * type's own last. Parts that are not objects add nothing here; the validators still check them.
 */
export function mergeAllOf(schema: SchemaObject, defs: Map<string, SchemaObject>, visiting: Set<string>): SchemaObject {
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

export function unionBody(
  schema: SchemaObject,
  tag: unknown,
  at: string,
  defs: Map<string, SchemaObject>,
  report: Report,
): object {
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
export function inferTag(schema: SchemaObject, defs: Map<string, SchemaObject>): string | undefined {
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
