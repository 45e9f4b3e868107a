/**
 * Normalization: every type becomes self-contained. Mixins pulled in with `allOf` are flattened
 * into the including object (their properties first, then its own; `required` merged;
 * `unevaluatedProperties: false` becomes `additionalProperties: false`), and every `$ref` is
 * rewritten to `#/$defs/Name` so a module's types fit in one bundle. json-schema-to-typescript
 * and ajv both produce cleaner, faster output from this flat form.
 */
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import { childPointer } from "./pointer.js";
import { refKey, type TypeDef, type TypesTable } from "./types-table.js";
import { DATA_KEYWORDS, isSchemaObject, type SchemaObject, schemaMaps, walkSchema } from "./walk.js";
import { setOwn } from "./own-property.js";

export function normalizeTypes(table: TypesTable): { defs: Map<string, SchemaObject>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const defs = new Map<string, SchemaObject>();
  for (const def of table.types.values()) {
    if (def.mixin) continue;
    defs.set(def.name, withoutTrueParts(flatten(def, table, diagnostics, new Set())));
  }
  return { defs, diagnostics };
}

/**
 * An `allOf` part that is `true` asks nothing; left in, it would read as "any value" beside the
 * parts that ask something (`"allOf": [true, {"type": "string"}]` is a string). An `allOf` of
 * nothing else goes.
 */
function withoutTrueParts(schema: SchemaObject): SchemaObject {
  walkSchema(schema, "", (node) => {
    const parts = node["allOf"];
    if (!Array.isArray(parts) || !parts.includes(true)) return;
    const kept = parts.filter((part) => part !== true);
    if (kept.length > 0) node["allOf"] = kept;
    else delete node["allOf"];
  });
  return schema;
}

function flatten(def: TypeDef, table: TypesTable, diagnostics: Diagnostic[], visiting: Set<string>): SchemaObject {
  const own = rewrite(def.schema, def, def.pointer, table) as SchemaObject;
  delete own["x-canon-mixin"];
  const parts = def.schema["allOf"];
  // ajv's discriminator needs `type: object` beside it; a tagged union of objects implies it.
  if (isSchemaObject(own["discriminator"]) && own["type"] === undefined) return orderKeys({ ...own, type: "object" });
  if (!Array.isArray(parts)) return closeUnevaluated(own);
  const isMixin = (index: number): TypeDef | undefined => {
    const part = parts[index];
    const target =
      isSchemaObject(part) && typeof part["$ref"] === "string"
        ? table.refs.get(refKey(def.source.file, childPointer(def.pointer, "allOf", index)))
        : undefined;
    const mixin = target === undefined ? undefined : table.types.get(target);
    return mixin?.mixin === true ? mixin : undefined;
  };
  // Plain `allOf` parts stay for the validators (the IR merges objects); only mixins are flattened.
  const others = (own["allOf"] as unknown[]).filter((_, index) => isMixin(index) === undefined);
  if (others.length === parts.length) return own;
  delete own["allOf"];
  const properties: SchemaObject = {};
  const required: string[] = [];
  const absorb = (schema: SchemaObject): void => {
    if (isSchemaObject(schema["properties"]))
      for (const [name, value] of Object.entries(schema["properties"])) setOwn(properties, name, value);
    if (Array.isArray(schema["required"]))
      for (const r of schema["required"]) if (!required.includes(r as string)) required.push(r as string);
  };
  parts.forEach((_, index) => {
    const mixin = isMixin(index);
    if (mixin === undefined) return;
    if (visiting.has(mixin.name)) {
      diagnostics.push(
        diagnostic(
          "CANON106",
          `mixin "${mixin.name}" includes itself`,
          def.source.file,
          def.source.locate(childPointer(def.pointer, "allOf", index)),
        ),
      );
      return;
    }
    absorb(flatten(mixin, table, diagnostics, new Set([...visiting, def.name])));
  });
  absorb(own);
  const result: SchemaObject = { ...own, type: "object", properties };
  if (required.length > 0) result["required"] = required;
  if (others.length > 0) result["allOf"] = others;
  return orderKeys(closeUnevaluated(result));
}

const applicators = ["allOf", "anyOf", "oneOf", "if", "then", "else", "dependentSchemas", "$ref", "patternProperties"];

/** Once flat, "no unevaluated properties" and "no additional properties" mean the same. */
function closeUnevaluated(schema: SchemaObject): SchemaObject {
  if (schema["unevaluatedProperties"] !== false || !isSchemaObject(schema["properties"])) return schema;
  // Subschemas beside it evaluate properties too; then only `unevaluatedProperties` says it right.
  if (applicators.some((key) => key in schema)) return schema;
  const { unevaluatedProperties: _dropped, ...rest } = schema;
  // An `additionalProperties` beside it has evaluated every property already: it says it all.
  if (Object.hasOwn(schema, "additionalProperties")) return orderKeys(rest);
  return orderKeys({ ...rest, additionalProperties: false });
}

const identifiers = new Set(["$id", "$anchor", "$schema"]);

/** Deep copy with `$ref`s rewritten to bundle-local pointers. */
function rewrite(node: unknown, def: TypeDef, pointer: string, table: TypesTable, names = false): unknown {
  if (Array.isArray(node)) return node.map((item, i) => rewrite(item, def, childPointer(pointer, i), table));
  if (!isSchemaObject(node)) return node;
  const copy: SchemaObject = {};
  for (const [key, value] of Object.entries(node)) {
    // In a map of names (`properties`, `$defs`, …) every key names a schema, "default" included.
    if (names) {
      setOwn(copy, key, rewrite(value, def, childPointer(pointer, key), table));
      continue;
    }
    // Identifiers only served to resolve refs, which now name bundle entries; inside the bundle an
    // `$id` would change the base URI those entries resolve against.
    if (identifiers.has(key) && typeof value === "string") continue;
    // ajv's discriminator cannot read `mapping`: such a union is checked member by member instead.
    if (key === "discriminator" && isSchemaObject(value) && "mapping" in value) continue;
    if (DATA_KEYWORDS.has(key)) setOwn(copy, key, JSON.parse(JSON.stringify(value)));
    else if (key === "$ref" && typeof value === "string") {
      const name = table.refs.get(refKey(def.source.file, pointer));
      copy[key] = name === undefined ? value : `#/$defs/${name}`;
    } else {
      setOwn(copy, key, rewrite(value, def, childPointer(pointer, key), table, schemaMaps.includes(key)));
    }
  }
  return copy;
}

const keyOrder = ["title", "description", "deprecated", "type", "properties", "required", "additionalProperties"];

function orderKeys(schema: SchemaObject): SchemaObject {
  const ordered: SchemaObject = {};
  for (const key of keyOrder) if (Object.hasOwn(schema, key)) ordered[key] = schema[key];
  for (const [key, value] of Object.entries(schema)) if (!Object.hasOwn(ordered, key)) setOwn(ordered, key, value);
  return ordered;
}
