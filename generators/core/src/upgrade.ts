/**
 * Rewrites a draft-04/06/07 or 2019-09 document into its 2020-12 equivalent, so every later stage
 * reads one dialect: `definitions` → `$defs`, draft-04 `id` and boolean exclusive bounds, array
 * `items` → `prefixItems`, `dependencies` → `dependentRequired`/`dependentSchemas`, plain-name
 * `$id` fragments → `$anchor`, `$recursiveRef` → `$ref`; in 2020-12 documents, `$dynamicRef` →
 * `$ref` and `$dynamicAnchor` → `$anchor`. Positions still point into the file as written:
 * `locate` translates each renamed keyword back.
 */
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import { DIALECT_2020_12, type Dialect, dialectOf } from "./dialect.js";
import type { JsonSource } from "./json-source.js";
import { spellSourcePatterns } from "./pattern-sources.js";
import { decodePointer, encodePointer } from "./pointer.js";
import {
  DATA_KEYWORDS,
  isSchemaObject,
  type SchemaObject,
  schemaArrays,
  schemaMaps,
  singleSchema,
  walkSchema,
} from "./walk.js";
import { setOwn } from "./own-property.js";

const before2019 = new Set<Dialect>(["draft-04", "draft-06", "draft-07"]);
// Beside `$ref`, drafts up to 07 ignore every keyword; annotations are kept for the docs, and
// definitions and identifiers because other references still point into them.
const refAnnotations = new Set([
  "$ref",
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "$comment",
  "readOnly",
  "writeOnly",
  "definitions",
  "$defs",
  "$schema",
  "$id",
  "id",
]);

/**
 * Every source in 2020-12 form, its patterns in their portable spelling; a document too deeply
 * nested to rewrite is a diagnostic.
 */
export function upgradeSources(sources: readonly JsonSource[]): { sources: JsonSource[] } | { errors: Diagnostic[] } {
  const errors: Diagnostic[] = [];
  const upgraded = sources.map((source) => {
    try {
      const dialect = dialectOf(isSchemaObject(source.value) ? source.value["$schema"] : undefined) ?? "2020-12";
      return spellSourcePatterns(upgradeSource(source, dialect));
    } catch (error) {
      errors.push(
        diagnostic(
          "CANON212",
          `cannot read the schema in its dialect: ${(error as Error).message}`,
          source.file,
          source.locate(""),
        ),
      );
      return source;
    }
  });
  return errors.length > 0 ? { errors } : { sources: upgraded };
}

export function upgradeSource(source: JsonSource, dialect: Dialect): JsonSource {
  if (dialect === "2020-12") return withStaticDynamicRefs(source);
  const value = upgrade(source.value, dialect, true) as SchemaObject;
  if (isSchemaObject(value)) value["$schema"] = DIALECT_2020_12;
  return { ...source, value, locate: (pointer) => source.locate(originalPointer(source.value, pointer)) };
}

function upgrade(node: unknown, dialect: Dialect, root = false): unknown {
  if (!isSchemaObject(node)) return node;
  const old = before2019.has(dialect);
  let input = node;
  if (old && typeof node["$ref"] === "string")
    // Below the root, an `$id` beside it goes too: it does not change the base the `$ref`
    // resolves against. (A file's own `$id` beside a root `$ref` names the file, as every tool reads it.)
    input = Object.fromEntries(
      Object.entries(node).filter(([k]) => refAnnotations.has(k) && (root || (k !== "$id" && k !== "id"))),
    );
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === "dependentSchemas" && isSchemaObject(value) && isSchemaObject(out[key])) {
      splitDependencies(value, out, (schema) => upgrade(schema, dialect));
    } else if (schemaMaps.includes(key) && isSchemaObject(value)) {
      const target = key === "definitions" ? "$defs" : key;
      const mapped = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, upgrade(child, dialect)]));
      out[target] = { ...mapped, ...(isSchemaObject(out[target]) ? out[target] : {}) };
    } else if (key === "items" && Array.isArray(value)) {
      out["prefixItems"] = value.map((child) => upgrade(child, dialect));
    } else if (key === "additionalItems") {
      if (Array.isArray(input["items"])) out["items"] = upgrade(value, dialect);
    } else if (schemaArrays.includes(key) && Array.isArray(value)) {
      out[key] = value.map((child) => upgrade(child, dialect));
    } else if (singleSchema.includes(key)) {
      out[key] = upgrade(value, dialect);
    } else if (key === "dependencies" && isSchemaObject(value)) {
      splitDependencies(value, out, (schema) => upgrade(schema, dialect));
    } else if (key === "dependentRequired" && isSchemaObject(value) && isSchemaObject(out[key])) {
      splitDependencies(value, out, (schema) => schema);
    } else if (key === "$ref" && typeof value === "string") {
      out[key] = value.replace(/#\/definitions\//, "#/$defs/");
    } else if (key === "$recursiveRef" && typeof value === "string") {
      out["$ref"] = value;
    } else if (key === "$recursiveAnchor") {
      // dropped: 2020-12 has no such keyword and the upgrade keeps $recursiveRef as $ref
    } else if ((key === "$id" || (key === "id" && dialect === "draft-04")) && typeof value === "string") {
      identify(value, out);
    } else if (
      dialect === "draft-04" &&
      (key === "exclusiveMinimum" || key === "exclusiveMaximum") &&
      typeof value === "boolean"
    ) {
      const bound = input[key === "exclusiveMinimum" ? "minimum" : "maximum"];
      if (value && typeof bound === "number") out[key] = bound;
    } else {
      out[key] = value;
    }
  }
  if (dialect === "draft-04") dropExclusiveBounds(input, out);
  return out;
}

/**
 * `$dynamicRef` is read as a `$ref` to where it first resolves, and `$dynamicAnchor` as an
 * `$anchor`, in every language, as `$recursiveRef` is: the dynamic scope is not followed. (ajv
 * would follow it in TypeScript alone, and refuses a module whose files share an anchor name.)
 * draft-07's `dependencies`, which ajv applies in 2020-12 too, is split as for older drafts.
 */
function withStaticDynamicRefs(source: JsonSource): JsonSource {
  let dynamic = false;
  walkSchema(source.value, "", (node) => {
    if ("$dynamicRef" in node || "$dynamicAnchor" in node || isSchemaObject(node["dependencies"])) dynamic = true;
  });
  if (!dynamic) return source;
  const value = staticRefs(source.value);
  return { ...source, value, locate: (pointer) => source.locate(originalPointer(source.value, pointer)) };
}

function staticRefs(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => staticRefs(item));
  if (!isSchemaObject(node)) return node;
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(node)) {
    // In a map of names (`properties`, `$defs`, …) every key names a schema, "default" included.
    if (names) {
      setOwn(out, key, staticRefs(value));
      continue;
    }
    if (key === "$dynamicRef" && typeof value === "string" && !("$ref" in node)) out["$ref"] = value;
    else if (key === "$dynamicAnchor" && typeof value === "string" && !("$anchor" in node)) out["$anchor"] = value;
    else if (key === "dependencies" && isSchemaObject(value)) splitDependencies(value, out, (s) => staticRefs(s));
    else if (key.startsWith("dependent") && isSchemaObject(value) && isSchemaObject(out[key]))
      splitDependencies(value, out, (s) => staticRefs(s));
    else setOwn(out, key, DATA_KEYWORDS.has(key) ? value : staticRefs(value, schemaMaps.includes(key)));
  }
  return out;
}

/** `$id: "#name"` is an anchor before 2019-09; a real `$id` stays. */
function identify(id: string, out: SchemaObject): void {
  if (/^#[A-Za-z][-A-Za-z0-9_:.]*$/.test(id)) out["$anchor"] = id.slice(1);
  else out["$id"] = id;
}

/** Draft-04 writes an exclusive bound as `minimum` + `exclusiveMinimum: true`; 2020-12 keeps only the exclusive number. */
function dropExclusiveBounds(input: SchemaObject, out: SchemaObject): void {
  if (input["exclusiveMinimum"] === true) delete out["minimum"];
  if (input["exclusiveMaximum"] === true) delete out["maximum"];
}

/**
 * draft-07's `dependencies` (which ajv still applies in 2019-09 and 2020-12 schemas) as
 * `dependentRequired` and `dependentSchemas`. Both may name the same property: both then hold,
 * so the names required are joined and the schemas become an `allOf`.
 */
function splitDependencies(dependencies: SchemaObject, out: SchemaObject, read: (schema: unknown) => unknown): void {
  for (const [name, dependency] of Object.entries(dependencies)) {
    const key = Array.isArray(dependency) ? "dependentRequired" : "dependentSchemas";
    const bucket = (isSchemaObject(out[key]) ? out[key] : (out[key] = {})) as SchemaObject;
    const value = Array.isArray(dependency) ? dependency : read(dependency);
    const before = Object.hasOwn(bucket, name) ? bucket[name] : undefined;
    const joined =
      before === undefined
        ? value
        : Array.isArray(before) && Array.isArray(value)
          ? [...new Set([...before, ...value])]
          : { allOf: [before, value] };
    setOwn(bucket, name, joined);
  }
}

/** The pointer, in the file as written, of a pointer into the upgraded document. */
export function originalPointer(original: unknown, pointer: string): string {
  const written: string[] = [];
  let node = original;
  for (const segment of decodePointer(pointer)) {
    const here = isSchemaObject(node) ? node : {};
    const spelled = spellingIn(here, segment);
    written.push(spelled);
    node = Array.isArray(node) ? node[Number(spelled)] : here[spelled];
  }
  return encodePointer(written);
}

const formerNames: Record<string, readonly string[]> = {
  $defs: ["definitions"],
  prefixItems: ["items"],
  items: ["additionalItems"],
  dependentRequired: ["dependencies"],
  dependentSchemas: ["dependencies"],
  $id: ["id"],
  $anchor: ["$id", "id", "$dynamicAnchor"],
  $ref: ["$recursiveRef", "$dynamicRef"],
};

function spellingIn(node: SchemaObject, segment: string): string {
  if (segment === "items" && Array.isArray(node["items"]) && "additionalItems" in node) return "additionalItems";
  if (segment in node && !(segment === "$defs" && !isSchemaObject(node[segment]))) return segment;
  const former = Object.hasOwn(formerNames, segment) ? (formerNames[segment] ?? []) : [];
  return former.find((name) => name in node) ?? segment;
}
