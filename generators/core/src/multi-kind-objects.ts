/**
 * A type whose `type` lists "object" beside other kinds of value and that also describes the
 * object (compose-spec's `external`: `type: ["boolean", "string", "object"]` with `properties`)
 * is one of several kinds, only one of them an object. Read as an object, the types of every
 * language would refuse the `true` its validator accepts. So the type is split in two: it becomes
 * a choice of its kinds, each kind taking the keywords that apply to it, and the object kind is a
 * type of its own, `<Type>Object`. The two describe the same values as the one schema did, so
 * the bundle's validators, which are built from them too, accept and refuse what they did.
 *
 * The same holds for `properties` without a `type` beside an `anyOf` or `oneOf` that lists the
 * kinds (GitLab's workflow rules: `anyOf: [{"type": "object"}, {"type": "array", …}]`): the
 * object option becomes `<Type>Object`, which takes the object keywords.
 */
import { KIND_KEYWORDS, VALIDATION } from "./beyond-keywords.js";
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

/** Which option of `key` is the bare object kind, when every other option names a kind that is not one. */
function objectOption(schema: SchemaObject): { key: string; index: number } | undefined {
  if ("type" in schema || !isSchemaObject(schema["properties"]) || "$ref" in schema || "$dynamicRef" in schema)
    return undefined;
  if ("anyOf" in schema === "oneOf" in schema) return undefined;
  const key = "anyOf" in schema ? "anyOf" : "oneOf";
  const options = schema[key];
  if (!Array.isArray(options)) return undefined;
  const bare = (o: SchemaObject) =>
    o["type"] === "object" && Object.keys(o).every((k) => k === "type" || !VALIDATION.has(k));
  const other = (o: SchemaObject) => {
    const kinds = [o["type"]].flat();
    return (
      kinds.length > 0 &&
      kinds.every((kind) => typeof kind === "string" && kind !== "object") &&
      ![...combinators, "allOf"].some((k) => k in o)
    );
  };
  const index = options.findIndex((o) => isSchemaObject(o) && bare(o));
  if (index < 0) return undefined;
  const rest = options.filter((_, i) => i !== index);
  return rest.length > 0 && rest.every((o) => isSchemaObject(o) && other(o)) ? { key, index } : undefined;
}

/**
 * How a type splits: the keyword its choice goes under, its options given the object option
 * (`object(i)`, the option's index), and the keywords the choice gives up to its kinds.
 */
interface Split {
  readonly key: string;
  readonly options: (object: (i: number) => SchemaObject) => unknown[];
  readonly dropped: ReadonlySet<string>;
}

function splitOf(schema: SchemaObject): Split | undefined {
  if (isMultiKindObject(schema)) {
    const kinds = schema["type"] as string[];
    return {
      key: "anyOf",
      options: (object) =>
        kinds.map((kind, i) => (kind === "object" ? object(i) : { type: kind, ...pick(schema, keywordsOf(kind)) })),
      dropped: new Set(["type", ...kinds.flatMap((kind) => keywordsOf(kind))]),
    };
  }
  const listed = objectOption(schema);
  if (listed === undefined) return undefined;
  const { key, index } = listed;
  return {
    key,
    options: (object) => (schema[key] as unknown[]).map((o, i) => (i === index ? object(i) : o)),
    dropped: new Set([key, ...keywordsOf("object")]),
  };
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
    const split = splitOf(def.schema);
    if (split === undefined) {
      result.set(def.name, def);
      continue;
    }
    const name = claim(`${def.name}Object`);
    const options = split.options((i) => {
      refs.set(refKey(def.source.file, childPointer(def.pointer, split.key, i)), name);
      return { $ref: `#/$defs/${name}` };
    });
    const rest = Object.fromEntries(Object.entries(def.schema).filter(([key]) => !split.dropped.has(key)));
    result.set(def.name, { ...def, schema: { ...rest, [split.key]: options } });
    const description = typeof def.schema["description"] === "string" ? { description: def.schema["description"] } : {};
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
