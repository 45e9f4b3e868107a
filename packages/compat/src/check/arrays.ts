/** Array items (lists and tuples in both dialects), length, uniqueness and `contains`. */
import { isTrivial, normalize, type Norm } from "../norm.js";
import type { SchemaNode } from "../resolve.js";
import { anchor, check, passes } from "./check.js";
import { type Ctx, type Violation, violation } from "./context.js";
import { checkLimit } from "./scalars.js";

function itemsAt(n: Norm, i: number): SchemaNode[] {
  return n.tuples.flatMap((t) =>
    i < t.prefix.length ? [t.prefix[i] as SchemaNode] : t.rest === undefined ? [] : [t.rest],
  );
}

export function checkArrays(s: Norm, p: Norm, ctx: Ctx): Violation[] {
  const out: Violation[] = [
    ...checkLimit("min-items", "minItems", s, p, (n) => n.minItems, true),
    ...checkLimit("max-items", "maxItems", s, p, (n) => n.maxItems, false),
  ];
  const longest = Math.max(0, ...s.tuples.map((t) => t.prefix.length), ...p.tuples.map((t) => t.prefix.length));
  const maxLength = s.maxItems?.value ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i <= longest && i < maxLength; i++) {
    const tail = i === longest;
    const supItems = itemsAt(p, i);
    if (supItems.length === 0) continue;
    const subItems = itemsAt(s, i);
    if (subItems.some((x) => x.schema === false)) continue;
    const supNorm = normalize(supItems);
    const place = { name: tail ? `items from position ${i}` : `position ${i}` };
    if (supNorm.isFalse) {
      out.push(
        violation(
          tail ? "additional-items-forbidden" : "tuple-item-forbidden",
          subItems[0] ?? anchor(s),
          supItems.find((x) => x.schema === false) ?? anchor(p),
          place,
        ),
      );
      continue;
    }
    if (subItems.length === 0 || isTrivial(normalize(subItems))) {
      if (!isTrivial(supNorm) && !passes({ nodes: subItems }, { nodes: supItems }, ctx)) {
        out.push(
          violation(tail ? "items-constrained" : "tuple-item-constrained", anchor(s), supItems[0] as SchemaNode, place),
        );
      }
      continue;
    }
    out.push(...check({ nodes: subItems }, { nodes: supItems }, ctx));
  }
  if (p.uniqueItems !== undefined && s.uniqueItems === undefined && (s.maxItems?.value ?? 2) > 1) {
    out.push(violation("unique-items-added", anchor(s), p.uniqueItems, {}, undefined, "uniqueItems"));
  }
  for (const c of p.contains) {
    const covered = s.contains.some(
      (d) =>
        d.min >= c.min &&
        (c.max === undefined ||
          (d.max !== undefined && d.max <= c.max && passes({ nodes: [c.schema] }, { nodes: [d.schema] }, ctx))) &&
        passes({ nodes: [d.schema] }, { nodes: [c.schema] }, ctx),
    );
    if (covered || (c.min === 0 && c.max === undefined)) continue;
    const old = s.contains[0];
    out.push(
      old === undefined
        ? violation("contains-added", anchor(s), c.node, {}, undefined, "contains")
        : violation("contains-changed", old.node, c.node, {}, "contains", "contains"),
    );
  }
  return out;
}
