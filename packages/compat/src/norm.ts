/**
 * Normal form of a conjunction of schemas: `$ref` followed and `allOf` flattened, draft-07 and
 * 2020-12 keywords read into one shape. Closure stays exact: each member's
 * `additionalProperties` remembers the names that member declared, so merging never changes
 * which documents are valid.
 */
import { child, resolveRef, type SchemaNode } from "./resolve.js";
import { ALL_TYPES, isPlainObject, jsonEqual, type JsonType } from "./values.js";

export interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
  readonly node: SchemaNode;
}
export interface Closure {
  readonly declared: ReadonlySet<string>;
  readonly patterns: readonly string[];
  readonly schema: SchemaNode;
  readonly keyword: "additionalProperties" | "unevaluatedProperties";
}
export interface Tuple {
  readonly prefix: readonly SchemaNode[];
  readonly rest?: SchemaNode;
}
export interface Group {
  readonly kind: "anyOf" | "oneOf";
  readonly node: SchemaNode;
  readonly branches: readonly SchemaNode[];
}
export interface Conditional {
  readonly node: SchemaNode;
  readonly if: SchemaNode;
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
}
export interface Limit {
  readonly value: number;
  readonly node: SchemaNode;
}

export interface Norm {
  readonly key: string;
  readonly members: readonly SchemaNode[];
  /** Union groups left out because the caller distributed over them. */
  readonly skip: readonly string[];
  readonly isFalse: boolean;
  /** null: every type allowed. */
  types: Set<JsonType> | null;
  typeNode?: SchemaNode;
  /** Each member's enum or const; the allowed values are their intersection. */
  readonly enums: { values: unknown[]; node: SchemaNode; keyword: "enum" | "const" }[];
  minLength?: Limit;
  maxLength?: Limit;
  readonly patterns: { pattern: string; node: SchemaNode }[];
  readonly formats: { format: string; node: SchemaNode }[];
  lower?: Bound;
  upper?: Bound;
  readonly multipleOf: Limit[];
  readonly tuples: Tuple[];
  readonly tupleNodes: SchemaNode[];
  minItems?: Limit;
  maxItems?: Limit;
  uniqueItems?: SchemaNode;
  readonly contains: { schema: SchemaNode; min: number; max?: number; node: SchemaNode }[];
  readonly properties: Map<string, SchemaNode[]>;
  readonly patternProperties: { pattern: string; schema: SchemaNode }[];
  readonly closures: Closure[];
  readonly required: Map<string, SchemaNode>;
  readonly propertyNames: SchemaNode[];
  minProperties?: Limit;
  maxProperties?: Limit;
  readonly dependentRequired: { key: string; names: string[]; node: SchemaNode }[];
  readonly dependentSchemas: { key: string; schema: SchemaNode }[];
  readonly groups: Group[];
  readonly nots: SchemaNode[];
  readonly conditionals: Conditional[];
  /** Keywords this checker does not reason about, or whose meaning depends on dynamic evaluation. */
  readonly unknown: { keyword: string; node: SchemaNode }[];
  discriminator?: string;
}

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

function isDraft7(node: SchemaNode): boolean {
  const dialect = isPlainObject(node.doc.value) ? node.doc.value["$schema"] : undefined;
  return typeof dialect === "string" && /draft-0[3-7]/.test(dialect);
}

/** The raw members of a conjunction after following `$ref` and `allOf`. */
export function expand(nodes: readonly SchemaNode[]): SchemaNode[] {
  const out: SchemaNode[] = [];
  const seen = new Set<number>();
  const visit = (node: SchemaNode): void => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    out.push(node);
    const s = node.schema;
    if (!isPlainObject(s)) return;
    if (typeof s["$ref"] === "string") visit(resolveRef(node, s["$ref"]));
    if (Array.isArray(s["allOf"])) {
      s["allOf"].forEach((_, i) => visit(child(node, "allOf", i)));
    }
  };
  nodes.forEach(visit);
  return out.sort((a, b) => a.id - b.id);
}

export function conjunctionKey(members: readonly SchemaNode[]): string {
  return members.map((m) => m.id).join(",");
}

const cache = new Map<string, Norm>();

/** `skip` lists union groups (`<node id>/<keyword>`) already distributed over by the caller. */
const expanded = new Map<string, SchemaNode[]>();

/** The common call, one node and nothing skipped, by node id without building string keys. */
const single = new Map<number, Norm>();

export function normalize(nodes: readonly SchemaNode[], skip: readonly string[] = []): Norm {
  if (nodes.length === 1 && skip.length === 0 && (nodes[0] as SchemaNode).id >= 0) {
    const id = (nodes[0] as SchemaNode).id;
    let hit = single.get(id);
    if (hit === undefined) single.set(id, (hit = normalizeKeyed(nodes, skip)));
    return hit;
  }
  return normalizeKeyed(nodes, skip);
}

function normalizeKeyed(nodes: readonly SchemaNode[], skip: readonly string[]): Norm {
  const inputKey = nodes.map((x) => x.id).join(",");
  let members = expanded.get(inputKey);
  if (members === undefined || nodes.some((x) => x.id < 0)) expanded.set(inputKey, (members = expand(nodes)));
  const key = conjunctionKey(members) + (skip.length === 0 ? "" : `!${[...skip].sort().join(",")}`);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const norm = build(members, key, [...skip]);
  cache.set(key, norm);
  return norm;
}

export function clearNormCache(): void {
  single.clear();
  cache.clear();
  expanded.clear();
}

function build(members: SchemaNode[], key: string, skipList: string[]): Norm {
  const skip = new Set(skipList);
  const n: Norm = {
    key,
    members,
    skip: skipList,
    isFalse: members.some((m) => m.schema === false),
    types: null,
    enums: [],
    patterns: [],
    formats: [],
    multipleOf: [],
    tuples: [],
    tupleNodes: [],
    contains: [],
    properties: new Map(),
    patternProperties: [],
    closures: [],
    required: new Map(),
    propertyNames: [],
    dependentRequired: [],
    dependentSchemas: [],
    groups: [],
    nots: [],
    conditionals: [],
    unknown: [],
  };
  const unevaluated: { schema: SchemaNode; node: SchemaNode }[] = [];
  const unevaluatedItems: SchemaNode[] = [];
  for (const m of members) {
    const s = m.schema;
    if (!isPlainObject(s)) continue;
    // Keywords beside a draft-07 $ref are applied, as ajv (the reference validator) applies them.
    const draft7 = isDraft7(m);
    for (const [k, v] of Object.entries(s)) {
      if ((k === "anyOf" || k === "oneOf") && skip.has(`${m.id}/${k}`)) continue;
      readKeyword(n, m, k, v, draft7, unevaluated, unevaluatedItems);
    }
  }
  closeUnevaluated(n, unevaluated);
  if (unevaluatedItems.length > 0) {
    if (n.tuples.every((t) => t.rest === undefined)) {
      const longest = Math.max(0, ...n.tuples.map((t) => t.prefix.length));
      for (const u of unevaluatedItems)
        n.tuples.push({ prefix: Array.from({ length: longest }, () => trueNode(u)), rest: u });
    }
  }
  return n;
}

/** A stand-in for "any value" at a place: the member itself read as `{}` is not available, so use a true schema. */
function trueNode(anchor: SchemaNode): SchemaNode {
  return { ...anchor, id: -1, schema: true };
}

function readKeyword(
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
      if (typeof v === "number" && (n.minLength === undefined || v > n.minLength.value))
        n.minLength = { value: v, node: m };
      return;
    case "maxLength":
      if (typeof v === "number" && (n.maxLength === undefined || v < n.maxLength.value))
        n.maxLength = { value: v, node: m };
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
      if (typeof v === "number" && (n.minItems === undefined || v > n.minItems.value))
        n.minItems = { value: v, node: m };
      return;
    case "maxItems":
      if (typeof v === "number" && (n.maxItems === undefined || v < n.maxItems.value))
        n.maxItems = { value: v, node: m };
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
      if (typeof v === "number" && (n.minProperties === undefined || v > n.minProperties.value))
        n.minProperties = { value: v, node: m };
      return;
    case "maxProperties":
      if (typeof v === "number" && (n.maxProperties === undefined || v < n.maxProperties.value))
        n.maxProperties = { value: v, node: m };
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
function closeUnevaluated(n: Norm, unevaluated: { schema: SchemaNode; node: SchemaNode }[]): void {
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

/** The schemas a property of this name must satisfy (empty: anything). */
export function schemasForName(n: Norm, name: string): SchemaNode[] {
  const out = [...(n.properties.get(name) ?? [])];
  for (const p of n.patternProperties) if (matches(p.pattern, name)) out.push(p.schema);
  for (const c of n.closures) {
    if (c.declared.has(name) || c.patterns.some((p) => matches(p, name))) continue;
    out.push(c.schema);
  }
  return out;
}

const regexCache = new Map<string, RegExp | null>();
export function matches(pattern: string, text: string): boolean {
  let re = regexCache.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, "u");
    } catch {
      re = null;
    }
    regexCache.set(pattern, re);
  }
  return re === null ? false : re.test(text);
}

/** The values the conjunction allows, when it lists them (enum/const); undefined otherwise. */
const allowedCache = new WeakMap<Norm, unknown[] | undefined>();
export function allowedValues(n: Norm): unknown[] | undefined {
  if (n.enums.length === 0) return undefined;
  if (allowedCache.has(n)) return allowedCache.get(n);
  const [first, ...rest] = n.enums;
  const values = (first as { values: unknown[] }).values.filter((v) =>
    rest.every((e) => e.values.some((w) => jsonEqual(v, w))),
  );
  allowedCache.set(n, values);
  return values;
}

export function isTrivial(n: Norm): boolean {
  return (
    !n.isFalse &&
    n.types === null &&
    n.enums.length === 0 &&
    n.minLength === undefined &&
    n.maxLength === undefined &&
    n.patterns.length === 0 &&
    n.formats.length === 0 &&
    n.lower === undefined &&
    n.upper === undefined &&
    n.multipleOf.length === 0 &&
    n.tuples.every((t) => t.prefix.length === 0 && (t.rest === undefined || t.rest.schema === true)) &&
    n.minItems === undefined &&
    n.maxItems === undefined &&
    n.uniqueItems === undefined &&
    n.contains.length === 0 &&
    n.properties.size === 0 &&
    n.patternProperties.length === 0 &&
    n.closures.every((c) => c.schema.schema === true) &&
    n.required.size === 0 &&
    n.propertyNames.length === 0 &&
    n.minProperties === undefined &&
    n.maxProperties === undefined &&
    n.dependentRequired.length === 0 &&
    n.dependentSchemas.length === 0 &&
    n.groups.length === 0 &&
    n.nots.length === 0 &&
    n.conditionals.length === 0 &&
    n.unknown.length === 0
  );
}

/** The conjunction a normal form was built from, to check it again elsewhere. */
export function conjOf(n: Norm): { nodes: readonly SchemaNode[]; skip: readonly string[] } {
  return { nodes: n.members, skip: n.skip };
}
