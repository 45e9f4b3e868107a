/**
 * Each keyword of a schema member read into the normal form being built (norm.ts), in draft-07 or
 * 2020-12 spelling; a keyword this checker does not reason about is kept as unknown.
 */
import { child, type SchemaNode } from "./resolve.js";
import type { Bound, Norm } from "./norm-types.js";
import { ALL_TYPES, isPlainObject, type JsonType } from "./values.js";

const IGNORED = new Set([
  "$schema",
  "$id",
  "$anchor",
  "$dynamicAnchor",
  "$recursiveAnchor",
  "$defs",
  "definitions",
  "$comment",
  "$vocabulary",
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "contentMediaType",
  "contentEncoding",
  "contentSchema",
  "discriminator",
  "nullable",
]);

export function readKeyword(
  n: Norm,
  m: SchemaNode,
  k: string,
  v: unknown,
  draft7: boolean,
  unevaluated: { schema: SchemaNode; node: SchemaNode }[],
  unevaluatedItems: SchemaNode[],
): void {
  const s = m.schema as Record<string, unknown>;
  if (IGNORED.has(k) || k.startsWith("x-")) {
    if (k === "discriminator" && isPlainObject(v) && typeof v["propertyName"] === "string")
      n.discriminator = v["propertyName"];
    if (k === "exclusiveMinimum" || k === "exclusiveMaximum") return;
    return;
  }
  switch (k) {
    case "$ref":
    case "allOf":
    case "then":
    case "else":
    case "additionalItems":
    case "minContains":
    case "maxContains":
      return;
    case "type": {
      const list = (Array.isArray(v) ? v : [v]).filter((t): t is JsonType => ALL_TYPES.includes(t as JsonType));
      const set = new Set<JsonType>(list);
      if (set.has("number")) set.add("integer");
      n.types = n.types === null ? set : new Set([...n.types].filter((t) => set.has(t)));
      n.typeNode = m;
      return;
    }
    case "enum":
      if (Array.isArray(v)) n.enums.push({ values: v, node: m, keyword: "enum" });
      return;
    case "const":
      n.enums.push({ values: [v], node: m, keyword: "const" });
      return;
    case "minLength":
    case "maxLength":
      if (typeof v === "number") tighten(n, k, v, m);
      return;
    case "pattern":
      if (typeof v === "string") n.patterns.push({ pattern: v, node: m });
      return;
    case "format":
      if (typeof v === "string") n.formats.push({ format: v, node: m });
      return;
    case "minimum":
    case "exclusiveMinimum":
      return readLower(n, m, s, k, v);
    case "maximum":
    case "exclusiveMaximum":
      return readUpper(n, m, s, k, v);
    case "multipleOf":
      if (typeof v === "number") n.multipleOf.push({ value: v, node: m });
      return;
    case "items":
    case "prefixItems":
      return readTuple(n, m, s, draft7);
    case "minItems":
    case "maxItems":
      if (typeof v === "number") tighten(n, k, v, m);
      return;
    case "uniqueItems":
      if (v === true) n.uniqueItems = m;
      return;
    case "contains": {
      const min = typeof s["minContains"] === "number" ? s["minContains"] : 1;
      const max = typeof s["maxContains"] === "number" ? s["maxContains"] : undefined;
      n.contains.push({ schema: child(m, "contains"), min, ...(max === undefined ? {} : { max }), node: m });
      return;
    }
    case "unevaluatedItems":
      unevaluatedItems.push(child(m, k));
      return;
    case "properties":
      if (isPlainObject(v)) for (const name of Object.keys(v)) push(n.properties, name, child(m, "properties", name));
      return;
    case "patternProperties":
      if (isPlainObject(v))
        for (const p of Object.keys(v))
          n.patternProperties.push({ pattern: p, schema: child(m, "patternProperties", p) });
      return;
    case "additionalProperties": {
      const declared = new Set(isPlainObject(s["properties"]) ? Object.keys(s["properties"]) : []);
      const patterns = isPlainObject(s["patternProperties"]) ? Object.keys(s["patternProperties"]) : [];
      n.closures.push({ declared, patterns, schema: child(m, k), keyword: "additionalProperties" });
      return;
    }
    case "unevaluatedProperties":
      unevaluated.push({ schema: child(m, k), node: m });
      return;
    case "required":
      if (Array.isArray(v)) for (const r of v) if (typeof r === "string" && !n.required.has(r)) n.required.set(r, m);
      return;
    case "propertyNames":
      n.propertyNames.push(child(m, k));
      return;
    case "minProperties":
    case "maxProperties":
      if (typeof v === "number") tighten(n, k, v, m);
      return;
    case "dependentRequired":
    case "dependencies":
    case "dependentSchemas":
      if (isPlainObject(v)) {
        for (const [key, dep] of Object.entries(v)) {
          if (Array.isArray(dep))
            n.dependentRequired.push({ key, names: dep.filter((d): d is string => typeof d === "string"), node: m });
          else n.dependentSchemas.push({ key, schema: child(m, k, key) });
        }
      }
      return;
    case "anyOf":
    case "oneOf":
      if (Array.isArray(v)) n.groups.push({ kind: k, node: m, branches: v.map((_, i) => child(m, k, i)) });
      return;
    case "not":
      n.nots.push(child(m, k));
      return;
    case "if":
      n.conditionals.push({
        node: m,
        if: child(m, "if"),
        ...(s["then"] === undefined ? {} : { then: child(m, "then") }),
        ...(s["else"] === undefined ? {} : { else: child(m, "else") }),
      });
      return;
    default:
      n.unknown.push({ keyword: k, node: m });
  }
}

type CountLimit = "minLength" | "maxLength" | "minItems" | "maxItems" | "minProperties" | "maxProperties";

/** The tightest count limit of the members holds: the largest minimum, the smallest maximum (the first of equal ones). */
function tighten(n: Norm, k: CountLimit, v: number, m: SchemaNode): void {
  const held = n[k];
  if (held === undefined || (k.startsWith("min") ? v > held.value : v < held.value)) n[k] = { value: v, node: m };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function readLower(n: Norm, m: SchemaNode, s: Record<string, unknown>, k: string, v: unknown): void {
  let bound: Bound | undefined;
  if (k === "minimum" && typeof v === "number")
    bound = { value: v, exclusive: s["exclusiveMinimum"] === true, node: m };
  if (k === "exclusiveMinimum" && typeof v === "number") bound = { value: v, exclusive: true, node: m };
  if (bound === undefined) return;
  const cur = n.lower;
  if (cur === undefined || bound.value > cur.value || (bound.value === cur.value && bound.exclusive)) n.lower = bound;
}

function readUpper(n: Norm, m: SchemaNode, s: Record<string, unknown>, k: string, v: unknown): void {
  let bound: Bound | undefined;
  if (k === "maximum" && typeof v === "number")
    bound = { value: v, exclusive: s["exclusiveMaximum"] === true, node: m };
  if (k === "exclusiveMaximum" && typeof v === "number") bound = { value: v, exclusive: true, node: m };
  if (bound === undefined) return;
  const cur = n.upper;
  if (cur === undefined || bound.value < cur.value || (bound.value === cur.value && bound.exclusive)) n.upper = bound;
}

/** draft-07 `items: [...]` + `additionalItems` and 2020-12 `prefixItems` + `items` read alike. */
function readTuple(n: Norm, m: SchemaNode, s: Record<string, unknown>, draft7: boolean): void {
  if (n.tupleNodes.includes(m)) return;
  n.tupleNodes.push(m);
  const items = s["items"];
  if (Array.isArray(items)) {
    const prefix = items.map((_, i) => child(m, "items", i));
    n.tuples.push({ prefix, ...(s["additionalItems"] === undefined ? {} : { rest: child(m, "additionalItems") }) });
    return;
  }
  const prefixItems =
    !draft7 && Array.isArray(s["prefixItems"]) ? s["prefixItems"].map((_, i) => child(m, "prefixItems", i)) : [];
  n.tuples.push({ prefix: prefixItems, ...(items === undefined ? {} : { rest: child(m, "items") }) });
}

/**
 * `unevaluatedProperties` is a closure over every name the merged members declare, as long as
 * no branch, condition or dependent schema can evaluate more names at run time.
 */
export function closeUnevaluated(n: Norm, unevaluated: { schema: SchemaNode; node: SchemaNode }[]): void {
  if (unevaluated.length === 0) return;
  if (n.closures.length > 0) return; // additionalProperties already evaluated every other name
  const dynamic = n.groups.length > 0 || n.conditionals.length > 0 || n.dependentSchemas.length > 0;
  for (const u of unevaluated) {
    if (dynamic && u.schema.schema !== true) {
      n.unknown.push({ keyword: "unevaluatedProperties", node: u.node });
      continue;
    }
    n.closures.push({
      declared: new Set(n.properties.keys()),
      patterns: n.patternProperties.map((p) => p.pattern),
      schema: u.schema,
      keyword: "unevaluatedProperties",
    });
  }
}
