/**
 * types.ts through json-schema-to-typescript, run synchronously over the core's normalized bundle.
 * Its `compile()` is async only because it dereferences with a file-aware resolver and formats
 * with prettier; the bundle is self-contained, so we dereference in memory (sharing one object
 * per `$defs` entry, which keeps one declaration per type: no `Foo1`); Biome lays the file out
 * (format.ts), as it does every generated .ts file.
 */
import { createRequire } from "node:module";
import { type ModuleIR, refusesEveryValue, schemaOfBoolean, setOwn } from "@canon-sdk/core";
import { file, tsHeader } from "./text.js";

const require = createRequire(import.meta.url);
const { link } =
  require("json-schema-to-typescript/dist/src/linker.js") as typeof import("json-schema-to-typescript/dist/src/linker.js");
const { normalize } =
  require("json-schema-to-typescript/dist/src/normalizer.js") as typeof import("json-schema-to-typescript/dist/src/normalizer.js");
const { parse } =
  require("json-schema-to-typescript/dist/src/parser.js") as typeof import("json-schema-to-typescript/dist/src/parser.js");
const { optimize } =
  require("json-schema-to-typescript/dist/src/optimizer.js") as typeof import("json-schema-to-typescript/dist/src/optimizer.js");
const { generate } =
  require("json-schema-to-typescript/dist/src/generator.js") as typeof import("json-schema-to-typescript/dist/src/generator.js");
const { DEFAULT_OPTIONS } =
  require("json-schema-to-typescript/dist/src/index.js") as typeof import("json-schema-to-typescript/dist/src/index.js");
const { toSafeString } =
  require("json-schema-to-typescript/dist/src/utils.js") as typeof import("json-schema-to-typescript/dist/src/utils.js");

type Json = Record<string, unknown>;
const ROOT = "CanonGeneratedRoot";

export function emitTypes(ir: ModuleIR): string {
  const defs = structuredClone((ir.bundle["$defs"] ?? {}) as Record<string, Json>);
  const names = Object.keys(defs);
  const paths = new WeakMap<object, string>();
  for (const name of names) {
    paths.set(defs[name] as Json, `#/$defs/${name}`);
  }
  // json-schema-to-typescript names a type after its title: give it the IR's name, never the author's prose.
  for (const name of names) (defs[name] as Json)["title"] = name;
  // A pure alias (`{"$ref": …}`) would share its target's object and vanish into it: name the target instead.
  for (const name of names) {
    const def = defs[name] as Json;
    if (typeof def["$ref"] === "string")
      defs[name] = {
        title: name,
        ...(typeof def["description"] === "string" ? { description: def["description"] } : {}),
        tsType: (def["$ref"] as string).replace("#/$defs/", ""),
      };
  }
  const taken = new Set(names);
  for (const name of names) {
    defs[name] = prepare(defs[name] as Json, defs, taken) as Json;
    (defs[name] as Json)["title"] = name;
  }
  const root: Json = {
    title: ROOT,
    type: "object",
    properties: Object.fromEntries(names.map((n) => [n, defs[n]])),
    required: names,
    additionalProperties: false,
  };
  const options = {
    ...DEFAULT_OPTIONS,
    format: false,
    bannerComment: "",
    additionalProperties: false,
    unreachableDefinitions: false,
    cwd: "/",
  };
  const normalized = normalize(link(root), paths as never, ROOT, options);
  const ast = parse(normalized, options, undefined, new Map(), new Set());
  const code = dropRoot(generate(optimize(ast, options), options))
    .split(HAS_OWN_STAND_IN)
    .join("hasOwnProperty");
  return file([tsHeader(ir.schemaDir), "", code]);
}

/**
 * Replaces `$ref`s by the shared target object (keeping a property's own description through a
 * one-member `allOf`) and reads what json-schema-to-typescript would read otherwise than the IR:
 * "any value but null" becomes `{}`, a `not` that refuses every value `never`, and any other
 * `not` goes (it read one alone as an open object, the IR as any value). A nested `title` that
 * would take a type's name goes too (the type would become `Name1`).
 */
function prepare(node: unknown, defs: Record<string, Json>, taken: ReadonlySet<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => prepare(n, defs, taken));
  if (node === null || typeof node !== "object") return node;
  const schema = node as Json;
  if (typeof schema["$ref"] === "string") {
    const target = defs[(schema["$ref"] as string).replace("#/$defs/", "")] as Json;
    const own: Json = {};
    if (typeof schema["description"] === "string") own["description"] = schema["description"];
    if (schema["deprecated"] === true) own["deprecated"] = true;
    return Object.keys(own).length === 0 ? target : { ...own, allOf: [target] };
  }
  const isNotNull = isNotNullSchema(schema["not"]) && schema["type"] === undefined && schema["anyOf"] === undefined;
  const refusesAll = refusesEveryValue(schema);
  ownKeywordsAsPart(schema);
  if (typeof schema["title"] === "string" && taken.has(toSafeString(schema["title"]))) delete schema["title"];
  for (const key of listsOfSchemas)
    if (Array.isArray(schema[key])) schema[key] = (schema[key] as unknown[]).map(schemaOfBoolean);
  for (const key of Object.keys(schema)) {
    if (key === "const" || key === "enum" || key === "default" || key === "examples") continue;
    if (schemaMaps.has(key) && typeof schema[key] === "object" && schema[key] !== null) {
      const map = schema[key] as Json;
      for (const name of Object.keys(map)) map[name] = prepare(map[name], defs, taken);
      if (key === "properties" && Object.hasOwn(map, "hasOwnProperty")) standInForHasOwn(schema, map);
    } else {
      schema[key] = prepare(schema[key], defs, taken);
    }
  }
  delete schema["not"];
  if (acceptsAnyValue(schema)) schema["tsType"] = "unknown";
  if (isNotNull) schema["tsType"] = "{}";
  if (refusesAll) schema["tsType"] = "never";
  return schema;
}

/** What a schema says besides its parts, when it is moved into a part of its own. */
const stayOnSchema = new Set(["allOf", "title", "description", "deprecated", "$comment"]);

/**
 * json-schema-to-typescript reads a schema with `allOf` beside options (`anyOf`, `oneOf`, or
 * several types: `"type": ["object", "boolean"]`, as the JSON Schema meta-schemas say) as an
 * intersection whose parts it fills only after parsing them; a part that refers back to the
 * schema finds it half built and crashes. The schema's own keywords as one more `allOf` part mean
 * the same, and read as a plain intersection.
 */
function ownKeywordsAsPart(schema: Json): void {
  const types = schema["type"];
  const options = (Array.isArray(types) && types.length > 1) || "anyOf" in schema || "oneOf" in schema;
  if (!Array.isArray(schema["allOf"]) || !options) return;
  const own: Json = {};
  for (const key of Object.keys(schema)) {
    if (stayOnSchema.has(key)) continue;
    setOwn(own, key, schema[key]);
    delete schema[key];
  }
  schema["allOf"] = [...(schema["allOf"] as unknown[]), own];
}

/**
 * Keywords whose value is a list of schemas. json-schema-to-typescript drops a whole type when one
 * of them holds a boolean schema (`"anyOf": [true, false]`), so each is written as the schema it
 * stands for (core's schemaOfBoolean): `true` any value, `false` none (`never`, read below as
 * any schema that refuses every value).
 */
const listsOfSchemas = ["allOf", "anyOf", "oneOf", "prefixItems"];

/**
 * json-schema-to-typescript calls `node.hasOwnProperty(…)` on every object it walks, `properties`
 * maps included, so a property of that name stops it: the property goes in under a stand-in
 * name, which the emitted code then spells back.
 */
const HAS_OWN_STAND_IN = "canonStandInForHasOwnProperty";

function standInForHasOwn(schema: Json, properties: Json): void {
  const renamed = Object.fromEntries(
    Object.entries(properties).map(([name, value]) => [name === "hasOwnProperty" ? HAS_OWN_STAND_IN : name, value]),
  );
  for (const name of Object.keys(properties)) delete properties[name];
  for (const [name, value] of Object.entries(renamed)) setOwn(properties, name, value);
  if (Array.isArray(schema["required"]))
    schema["required"] = schema["required"].map((name) => (name === "hasOwnProperty" ? HAS_OWN_STAND_IN : name));
}

/** Keywords whose value is a map from names to schemas (not a schema itself). */
const schemaMaps = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);

/**
 * Keywords by which json-schema-to-typescript reads a kind of value; a schema with none of them
 * is `unknown`, as the IR reads it. `additionalProperties` and `items` without a `type` restrict
 * only objects and arrays, and any other value is valid there, so they are not among them.
 */
const restricting = ["type", "$ref", "properties", "anyOf", "oneOf", "allOf", "enum", "const", "tsType"];

function acceptsAnyValue(schema: Json): boolean {
  return restricting.every((keyword) => schema[keyword] === undefined);
}

function isNotNullSchema(value: unknown): boolean {
  return (
    typeof value === "object" && value !== null && (value as Json)["type"] === "null" && Object.keys(value).length === 1
  );
}

function dropRoot(code: string): string {
  const lines = code.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`export interface ${ROOT} {`));
  if (start < 0) return code;
  const end = lines.findIndex((l, i) => i > start && l === "}");
  return [...lines.slice(0, start), ...lines.slice(end + 1)].join("\n");
}
