/**
 * The subset check: may a document valid under `sub` be rejected by `sup`? Returns the ways it
 * may (empty: proved included). Pairs are memoised; a pair met again while it is being checked
 * is assumed included (sound for finite documents), and results that leaned on an assumption
 * further up the stack are not cached.
 */
import { allowedValues, isTrivial, normalize, type Norm } from "../norm.js";
import type { SchemaNode } from "../resolve.js";
import { show } from "../values.js";
import { checkArrays } from "./arrays.js";
import { checkComposition, checkOneOfOverlap, distribute } from "./composition.js";
import { type Conj, type Ctx, type Violation, violation } from "./context.js";
import { accepts } from "./accepts.js";
import { checkObjects } from "./objects.js";
import { checkNumbers, checkStrings, checkTypes, allows } from "./scalars.js";

export function check(sub: Conj, sup: Conj, ctx: Ctx): Violation[] {
  const s = normalize(sub.nodes, sub.skip);
  const p = normalize(sup.nodes, sup.skip);
  const key = `${s.key}|${p.key}`;
  const cached = ctx.memo.get(key);
  if (cached !== undefined) return cached;
  const onStack = ctx.stack.get(key);
  if (onStack !== undefined) {
    const top = ctx.lowestHit.length - 1;
    if (top >= 0) ctx.lowestHit[top] = Math.min(ctx.lowestHit[top] as number, onStack);
    return [];
  }
  // A conjunction is included in each of its members: one identical to the only sup node settles it.
  // (A member whose union was distributed over stands for one branch only: it is left out.)
  if (ctx.same !== undefined && sup.nodes.length === 1 && (sup.skip ?? []).length === 0) {
    const only = sup.nodes[0] as SchemaNode;
    const same = ctx.same;
    if (s.members.some((m) => !s.skip.some((k) => k.startsWith(`${m.id}/`)) && same(m, only))) return [];
  }
  if (--ctx.budget < 0)
    return [violation("unclassified", anchor(s), anchor(p), { name: "the comparison grew too large to finish" })];
  const depth = ctx.lowestHit.length;
  ctx.stack.set(key, depth);
  ctx.lowestHit.push(Number.POSITIVE_INFINITY);
  let result: Violation[];
  try {
    // Violations anchored at this conjunction remember it: a witness is built from all of it.
    result = checkNorms(s, p, sub, ctx).map((v) =>
      v.conj === undefined && s.members.includes(v.sub) ? { ...v, conj: sub } : v,
    );
  } finally {
    ctx.stack.delete(key);
  }
  const lowest = ctx.lowestHit.pop() as number;
  if (lowest >= depth) ctx.memo.set(key, result);
  else if (ctx.lowestHit.length > 0)
    ctx.lowestHit[ctx.lowestHit.length - 1] = Math.min(ctx.lowestHit[ctx.lowestHit.length - 1] as number, lowest);
  return result;
}

/** The node findings point at: the first member that is not a bare `$ref`. */
export function anchor(n: Norm): SchemaNode {
  return (
    n.members.find((m) => typeof m.schema !== "object" || m.schema === null || !("$ref" in m.schema)) ??
    (n.members[0] as SchemaNode)
  );
}

export function passes(sub: Conj, sup: Conj, ctx: Ctx): boolean {
  return check(sub, sup, ctx).length === 0;
}

function checkNorms(s: Norm, p: Norm, sub: Conj, ctx: Ctx): Violation[] {
  if (s.isFalse || (s.types !== null && s.types.size === 0)) return [];
  if (p.isFalse) return [violation("schema-false", anchor(s), p.members.find((m) => m.schema === false) ?? anchor(p))];
  if (isTrivial(p)) return [];
  const values = allowedValues(s);
  if (values !== undefined) {
    const verdict = checkValues(values, s, p);
    if (verdict !== "structural") return verdict;
  }
  const out: Violation[] = [];
  if ((sub.skip ?? []).length === 0 && p.groups.some((g) => g.kind === "oneOf"))
    out.push(...checkOneOfOverlap(s, p, ctx));
  if (s.groups.length > 0) return [...out, ...distribute(s, p, sub, ctx)];
  const types = checkTypes(s, p);
  out.push(...types);
  if (allows(s, "string") && allows(p, "string")) out.push(...checkStrings(s, p));
  if ((allows(s, "number") || allows(s, "integer")) && (allows(p, "number") || allows(p, "integer")))
    out.push(...checkNumbers(s, p));
  if (allows(s, "array") && allows(p, "array")) out.push(...checkArrays(s, p, ctx));
  if (allows(s, "object") && allows(p, "object")) out.push(...checkObjects(s, p, ctx));
  if (values === undefined) out.push(...checkEnumAdded(s, p));
  out.push(...checkComposition(s, p, ctx));
  return out;
}

/** Sub lists its values: check each one exactly. "structural" asks for a keyword-wise explanation. */
function checkValues(values: unknown[], s: Norm, p: Norm): Violation[] | "structural" {
  const rejected: unknown[] = [];
  let unknown = false;
  for (const v of values) {
    const r = accepts(p, v);
    if (r === false) rejected.push(v);
    if (r === undefined) unknown = true;
  }
  if (rejected.length === 0 && !unknown) return [];
  const supValues = allowedValues(p);
  if (supValues === undefined) {
    if (rejected.length === 0)
      return [
        violation("unclassified", anchor(s), anchor(p), {
          name: "a value could not be checked against the new constraints",
        }),
      ];
    return "structural";
  }
  const subEnum = s.enums[s.enums.length - 1];
  const supEnum = p.enums[p.enums.length - 1];
  if (subEnum === undefined || supEnum === undefined) return "structural";
  if (values.length === 1 && supValues.length === 1 && rejected.length === 1) {
    return [
      violation(
        "const-changed",
        subEnum.node,
        supEnum.node,
        { sub: show(values[0]), sup: show(supValues[0]) },
        subEnum.keyword,
        supEnum.keyword,
      ),
    ];
  }
  return rejected.map((v) =>
    violation("enum-value-dropped", subEnum.node, supEnum.node, { name: show(v) }, subEnum.keyword, supEnum.keyword),
  );
}

function checkEnumAdded(s: Norm, p: Norm): Violation[] {
  const supValues = allowedValues(p);
  if (supValues === undefined) return [];
  const e = p.enums[p.enums.length - 1] as Norm["enums"][number];
  return [
    violation(
      e.keyword === "const" ? "const-added" : "enum-added",
      anchor(s),
      e.node,
      { sup: supValues.map(show).join(", ") },
      undefined,
      e.keyword,
    ),
  ];
}
