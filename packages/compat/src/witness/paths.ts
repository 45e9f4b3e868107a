/**
 * The way from an entry point to a schema node, as the steps a document takes: the same value
 * seen through `$ref`/`allOf`, a union branch chosen, or a property or item entered.
 */
import { child, resolveRef, type SchemaNode } from "../resolve.js";
import { sampleString } from "../regex.js";
import { isPlainObject } from "../values.js";

export type Step =
  | { readonly kind: "same"; readonly node: SchemaNode }
  | { readonly kind: "branch"; readonly group: string; readonly node: SchemaNode }
  | { readonly kind: "key"; readonly key: string; readonly node: SchemaNode }
  | { readonly kind: "index"; readonly index: number; readonly node: SchemaNode }
  /** Into `propertyNames`: the value there is a property name of the object. */
  | { readonly kind: "name"; readonly node: SchemaNode };

/** A property name no schema declares, for steps into additionalProperties. */
export const UNDECLARED_KEY = "canonUndeclared";

function edges(node: SchemaNode): Step[] {
  const s = node.schema;
  if (!isPlainObject(s)) return [];
  const out: Step[] = [];
  if (typeof s["$ref"] === "string") {
    try {
      out.push({ kind: "same", node: resolveRef(node, s["$ref"]) });
    } catch {
      // An unresolvable $ref leads nowhere.
    }
  }
  for (const k of ["allOf", "anyOf", "oneOf"] as const) {
    const list = s[k];
    if (!Array.isArray(list)) continue;
    list.forEach((_, i) =>
      out.push(
        k === "allOf"
          ? { kind: "same", node: child(node, k, i) }
          : { kind: "branch", group: `${node.id}/${k}`, node: child(node, k, i) },
      ),
    );
  }
  for (const k of ["then", "else"]) if (s[k] !== undefined) out.push({ kind: "same", node: child(node, k) });
  if (isPlainObject(s["properties"]))
    for (const key of Object.keys(s["properties"]))
      out.push({ kind: "key", key, node: child(node, "properties", key) });
  if (isPlainObject(s["patternProperties"])) {
    for (const p of Object.keys(s["patternProperties"])) {
      const key = sampleString(p, 1);
      if (key !== undefined) out.push({ kind: "key", key, node: child(node, "patternProperties", p) });
    }
  }
  for (const k of ["additionalProperties", "unevaluatedProperties"])
    if (s[k] !== undefined) out.push({ kind: "key", key: UNDECLARED_KEY, node: child(node, k) });
  const prefix = Array.isArray(s["prefixItems"]) ? s["prefixItems"] : Array.isArray(s["items"]) ? s["items"] : [];
  const prefixKey = Array.isArray(s["prefixItems"]) ? "prefixItems" : "items";
  prefix.forEach((_, i) => out.push({ kind: "index", index: i, node: child(node, prefixKey, i) }));
  if (isPlainObject(s["items"]) || typeof s["items"] === "boolean")
    out.push({ kind: "index", index: prefix.length, node: child(node, "items") });
  if (s["additionalItems"] !== undefined && Array.isArray(s["items"]))
    out.push({ kind: "index", index: prefix.length, node: child(node, "additionalItems") });
  if (s["propertyNames"] !== undefined) out.push({ kind: "name", node: child(node, "propertyNames") });
  if (s["contains"] !== undefined) out.push({ kind: "index", index: 0, node: child(node, "contains") });
  return out;
}

/** The shortest way from `from` to the node at `target` (same document and pointer). */
export function findPath(from: SchemaNode, target: SchemaNode, limit = 20_000): Step[] | undefined {
  const same = (n: SchemaNode) => n.doc === target.doc && n.pointer === target.pointer;
  if (same(from)) return [];
  const previous = new Map<number, { step: Step; from: SchemaNode }>();
  const seen = new Set([from.id]);
  let frontier = [from];
  let visited = 0;
  while (frontier.length > 0 && visited < limit) {
    const next: SchemaNode[] = [];
    for (const node of frontier) {
      for (const step of edges(node)) {
        if (seen.has(step.node.id)) continue;
        seen.add(step.node.id);
        previous.set(step.node.id, { step, from: node });
        if (same(step.node)) return unwind(previous, step.node, from);
        next.push(step.node);
        visited++;
      }
    }
    frontier = next;
  }
  return undefined;
}

function unwind(previous: Map<number, { step: Step; from: SchemaNode }>, end: SchemaNode, start: SchemaNode): Step[] {
  const steps: Step[] = [];
  let at = end;
  while (at.id !== start.id) {
    const p = previous.get(at.id) as { step: Step; from: SchemaNode };
    steps.unshift(p.step);
    at = p.from;
  }
  return steps;
}
