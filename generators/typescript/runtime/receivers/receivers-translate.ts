/** A retired member read as its replacement: the new tag, then the rule's JSON Patch operations. */
import { isObject, own, token, tokens } from "./receivers-tables.js";
import type { Op, Rule, Target } from "./receivers-types.js";

export function translate(value: Record<string, unknown>, tagName: string, rule: Rule): Record<string, unknown> {
  const out = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  out[tagName] = targetTag(rule.to, value);
  for (const op of rule.patch ?? []) apply(out, op);
  const chosen = (rule.cases ?? []).find((c) => lookup(value, c.when).found);
  for (const op of chosen?.patch ?? []) apply(out, op);
  return out;
}

function targetTag(to: Target, value: Record<string, unknown>): string {
  if (typeof to === "string") return to;
  const by = lookup(value, to.by).value;
  const hit = typeof by === "string" ? to.prefixes.find((p) => by.startsWith(p.prefix)) : undefined;
  return hit === undefined ? to.otherwise : hit.tag;
}

function lookup(value: unknown, pointer: string): { found: boolean; value?: unknown } {
  let node = value;
  for (const t of tokens(pointer)) {
    if (!isObject(node) || !own(node, t)) return { found: false };
    node = node[t];
  }
  return { found: true, value: node };
}

function apply(target: Record<string, unknown>, op: Op): void {
  if (op.op === "add") return place(target, op.path, op.value);
  const from = op.op === "move" ? op.from : op.path;
  const found = lookup(target, from);
  if (!found.found) return;
  const parts = tokens(from);
  const parent = lookup(
    target,
    parts
      .slice(0, -1)
      .map((t) => `/${token(t)}`)
      .join(""),
  ).value as Record<string, unknown>;
  delete parent[parts[parts.length - 1] as string];
  if (op.op === "move") place(target, op.path, found.value);
}

/** Sets the value at a pointer, creating missing objects on the way; a non-object in the way wins. */
function place(target: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = tokens(pointer);
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!own(node, part)) node[part] = {};
    const next = node[part];
    if (!isObject(next)) return;
    node = next;
  }
  node[parts[parts.length - 1] as string] = value;
}
