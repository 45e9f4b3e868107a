/**
 * Inline objects and inline string enums become named types, named from their path:
 * `ToolCall.properties.function` → `ToolCallFunction`, `ResumeEntry.properties.status` →
 * `ResumeEntryStatus`, array items `…Item`, map values `…Value`, union members their title or
 * `…Option1`. The parent keeps a `$ref` in their place, so the IR, every generator and the bundle
 * see one named type per object or enum shape, and every language declares the enum once under
 * that name. Positions still point at the schema in the file; `names` in the config renames them.
 */
import { pascalCase } from "./naming.js";
import { childPointer } from "./pointer.js";
import { refKey, type TypeDef } from "./types-table.js";
import { allowsObjects, isSchemaObject, type SchemaObject } from "./walk.js";

/** Subschema positions whose objects are values of the parent's type (not validation-only keywords). */
function children(node: SchemaObject): [SchemaObject, (string | number)[], string][] {
  const found: [SchemaObject, (string | number)[], string][] = [];
  const push = (child: unknown, path: (string | number)[], suffix: string) => {
    if (isSchemaObject(child)) found.push([child, path, suffix]);
  };
  if (isSchemaObject(node["properties"]))
    for (const [name, child] of Object.entries(node["properties"]))
      push(child, ["properties", name], pascalCase(name) || "Property");
  push(node["items"], ["items"], "Item");
  if (Array.isArray(node["prefixItems"]))
    node["prefixItems"].forEach((child, i) => push(child, ["prefixItems", i], `Item${i + 1}`));
  push(node["additionalProperties"], ["additionalProperties"], "Value");
  // Pattern values are typed when every other key is closed off or typed (build-shape's otherValues).
  const extra = node["additionalProperties"];
  if (isSchemaObject(node["patternProperties"]) && (extra === false || isSchemaObject(extra))) {
    const patterns = Object.entries(node["patternProperties"]);
    const single = patterns.length === 1 && extra === false;
    patterns.forEach(([pattern, child], i) =>
      push(child, ["patternProperties", pattern], single ? "Value" : `PatternValue${i + 1}`),
    );
  }
  for (const key of ["anyOf", "oneOf"]) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach((child, i) =>
        push(
          child,
          [key, i],
          isSchemaObject(child) && typeof child["title"] === "string" && pascalCase(child["title"]) !== ""
            ? pascalCase(child["title"])
            : `Option${i + 1}`,
        ),
      );
  }
  // allOf parts are merged into their parent, so only their own children are named.
  if (Array.isArray(node["allOf"])) node["allOf"].forEach((child, i) => push(child, ["allOf", i], ""));
  // Definitions nested in a type become types only when something refers to them.
  if (isSchemaObject(node["$defs"]))
    for (const [name, child] of Object.entries(node["$defs"]))
      push(child, ["$defs", name], pascalCase(name) || "Definition");
  return found;
}

/** An object shape written in place: its own properties, or an `allOf` of parts that have some. */
const isInlineObject = (schema: SchemaObject, path: (string | number)[]): boolean =>
  path[0] !== "allOf" &&
  path[0] !== "$defs" &&
  typeof schema["$ref"] !== "string" &&
  allowsObjects(schema) &&
  (isSchemaObject(schema["properties"]) || hasObjectParts(schema));

/**
 * A string enum written in place: two or more distinct string values and nothing that narrows it
 * further (a single value is a constant, which every target spells as a literal).
 */
const isInlineEnum = (schema: SchemaObject, path: (string | number)[]): boolean => {
  const values = schema["enum"];
  if (path[0] === "allOf" || path[0] === "$defs" || !Array.isArray(values) || values.length < 2) return false;
  if (!values.every((v) => typeof v === "string") || new Set(values).size !== values.length) return false;
  return (
    Object.keys(schema).every((k) => enumKeywords.has(k) || k.startsWith("x-")) &&
    (schema["type"] === undefined || schema["type"] === "string")
  );
};
const enumKeywords = new Set([
  "enum",
  "type",
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "$comment",
  "readOnly",
  "writeOnly",
]);

/** What the use site keeps beside its `$ref`: the annotations that belong to the property, not the type. */
const useSiteKeywords = ["description", "default", "deprecated"] as const;

const hasObjectParts = (schema: SchemaObject): boolean =>
  Array.isArray(schema["allOf"]) &&
  schema["allOf"].some((part) => isSchemaObject(part) && isSchemaObject(part["properties"]));

/**
 * Hoists every inline object and string enum of every type, nested ones too, and every subschema a `$ref` points
 * into (`referenced`, keyed like the types table's refs). Returns the new types and the refs that
 * now stand in their place.
 */
export function hoistInlineObjects(
  types: readonly TypeDef[],
  claim: (wanted: string) => string,
  referenced: ReadonlySet<string> = new Set(),
): { types: TypeDef[]; refs: Map<string, string> } {
  const refs = new Map<string, string>();
  const result: TypeDef[] = [];
  const queue = [...types];
  for (let def = queue.shift(); def !== undefined; def = queue.shift()) {
    const schema = structuredClone(def.schema);
    const hoisted: TypeDef[] = [];
    // Depth-first in source order, so inline types are named and listed as they appear.
    type Entry = {
      parent: SchemaObject;
      child: SchemaObject;
      path: (string | number)[];
      pointer: string;
      name: string;
    };
    const expand = (node: SchemaObject, at: string, name: string): Entry[] =>
      children(node).map(([child, path, suffix]) => ({
        parent: node,
        child,
        path,
        pointer: childPointer(at, ...path),
        name: `${name}${suffix}`,
      }));
    const stack = expand(schema, def.pointer, def.name).reverse();
    for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
      const { parent, child, path, pointer, name } = entry;
      // A subschema some `$ref` points into is a type too, so that the reference can name it.
      // (A `$ref` in that place stays a reference: the types table follows it instead.)
      const wanted =
        isInlineObject(child, path) ||
        isInlineEnum(child, path) ||
        (referenced.has(refKey(def.source.file, pointer)) && typeof child["$ref"] !== "string");
      if (!wanted) {
        stack.push(...expand(child, pointer, name).reverse());
        continue;
      }
      const typeName = claim(name);
      hoisted.push({
        name: typeName,
        key: typeName,
        source: def.source,
        pointer,
        schema: child,
        mixin: false,
        derivedName: true,
        inline: true,
      });
      refs.set(refKey(def.source.file, pointer), typeName);
      const kept = isInlineEnum(child, path)
        ? useSiteKeywords.filter((k) => k in child)
        : (["description"] as const).filter((k) => typeof child[k] === "string");
      replaceAt(parent, path, { $ref: `#/$defs/${typeName}`, ...Object.fromEntries(kept.map((k) => [k, child[k]])) });
    }
    result.push({ ...def, schema });
    queue.push(...hoisted);
  }
  return { types: result, refs };
}

function replaceAt(node: SchemaObject, path: (string | number)[], value: SchemaObject): void {
  const [first, second] = path;
  if (second === undefined) node[first as string] = value;
  else (node[first as string] as Record<string | number, unknown>)[second] = value;
}
