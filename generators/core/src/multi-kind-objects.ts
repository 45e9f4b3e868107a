/**
 * A type whose `type` lists "object" beside other kinds of value and that also describes the
 * object (compose-spec's `external`: `type: ["boolean", "string", "object"]` with `properties`)
 * is one of several kinds, only one of them an object. Read as an object, the types of every
 * language would refuse the `true` its validator accepts. So the type is split in two: it becomes
 * a choice of its kinds, each kind taking the keywords that apply to it, and the object kind is a
 * type of its own, `<Type>Object`. The two describe the same values as the one schema did, so
 * the bundle's validators, which are built from them too, accept and refuse what they did.
 */
import { KIND_KEYWORDS } from "./beyond-keywords.js";
import { childPointer } from "./pointer.js";
import { refKey, type TypeDef } from "./types-table.js";
import { isSchemaObject, type SchemaObject } from "./walk.js";

/** Keywords that make the split unsafe to write as one `anyOf` beside them. */
const combinators = ["anyOf", "oneOf", "$ref", "$dynamicRef"];

function isMultiKindObject(schema: SchemaObject): boolean {
  const type = schema["type"];
  return (
    Array.isArray(type) &&
    type.includes("object") &&
    type.some((t) => t !== "object" && t !== "null") &&
    isSchemaObject(schema["properties"]) &&
    !combinators.some((key) => key in schema)
  );
}

/**
 * The table's types with every such type split, its object type listed right after it; `refs`
 * gains the reference between them. The object type keeps the schema's position, so diagnostics
 * and doc links still point at the schema as written.
 */
export function splitMultiKindObjects(
  types: ReadonlyMap<string, TypeDef>,
  refs: Map<string, string>,
  claim: (wanted: string) => string,
): Map<string, TypeDef> {
  const result = new Map<string, TypeDef>();
  for (const def of types.values()) {
    if (!isMultiKindObject(def.schema)) {
      result.set(def.name, def);
      continue;
    }
    const kinds = def.schema["type"] as string[];
    const own = new Set(kinds.flatMap((kind) => keywordsOf(kind)));
    const name = claim(`${def.name}Object`);
    const options = kinds.map((kind, i): SchemaObject => {
      if (kind === "object") {
        refs.set(refKey(def.source.file, childPointer(def.pointer, "anyOf", i)), name);
        return { $ref: `#/$defs/${name}` };
      }
      return { type: kind, ...pick(def.schema, keywordsOf(kind)) };
    });
    const rest = Object.fromEntries(Object.entries(def.schema).filter(([key]) => key !== "type" && !own.has(key)));
    const description = typeof def.schema["description"] === "string" ? { description: def.schema["description"] } : {};
    result.set(def.name, { ...def, schema: { ...rest, anyOf: options } });
    result.set(name, {
      ...def,
      name,
      key: name,
      schema: { ...description, type: "object", ...pick(def.schema, keywordsOf("object")) },
      derivedName: true,
      inline: true,
    });
  }
  return result;
}

/** The keywords that apply to values of this kind only (none for booleans and null). */
const keywordsOf = (kind: string): readonly string[] => KIND_KEYWORDS[kind === "integer" ? "number" : kind] ?? [];

function pick(schema: SchemaObject, keys: readonly string[]): SchemaObject {
  return Object.fromEntries(keys.filter((key) => key in schema).map((key) => [key, schema[key]]));
}
