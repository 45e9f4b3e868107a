/**
 * Normal form of a conjunction of schemas: `$ref` followed and `allOf` flattened, draft-07 and
 * 2020-12 keywords read into one shape. Closure stays exact: each member's
 * `additionalProperties` remembers the names that member declared, so merging never changes
 * which documents are valid.
 */
import { closeUnevaluated, readKeyword } from "./norm-keywords.js";
import type { Norm } from "./norm-types.js";
import { child, resolveRef, type SchemaNode } from "./resolve.js";
import { isPlainObject, jsonEqual } from "./values.js";

export type { Bound, Closure, Conditional, Group, Limit, Norm, Tuple } from "./norm-types.js";

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
