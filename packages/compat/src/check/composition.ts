/**
 * anyOf / oneOf / not / if-then-else, discriminated unions and disjointness proofs.
 * Sub's unions are distributed (each branch checked with the rest of sub); sup's unions must
 * cover each branch, matched by discriminator tag when members carry one.
 */
import { allowedValues, conjOf, isTrivial, normalize, schemasForName, type Group, type Norm } from "../norm.js";
import type { SchemaNode } from "../resolve.js";
import { isPlainObject, jsonEqual, show } from "../values.js";
import { accepts } from "./accepts.js";
import { anchor, check, passes } from "./check.js";
import { type Conj, type Ctx, type Violation, violation } from "./context.js";

export function distribute(s: Norm, p: Norm, sub: Conj, ctx: Ctx): Violation[] {
  const group = s.groups[0] as Group;
  const skip = [...(sub.skip ?? []), `${group.node.id}/${group.kind}`];
  // When sup is nothing but one union, a branch identical to one of its branches is included
  // (overlap between sup's branches was checked before distributing).
  const only = p.groups.length === 1 && isTrivial({ ...p, groups: [] }) ? (p.groups[0] as Group).branches : [];
  const same = ctx.same;
  return group.branches.flatMap((branch) => {
    if (same !== undefined && only.some((b) => same(branch, b))) return [];
    return check({ nodes: [...s.members, branch], skip }, conjOf(p), ctx);
  });
}

/** The tag value a conjunction fixes for a property, when it fixes exactly one string. */
const tagCache = new WeakMap<Norm, Map<string, string | undefined>>();
function tagOf(n: Norm, property: string): string | undefined {
  let byProperty = tagCache.get(n);
  if (byProperty === undefined) tagCache.set(n, (byProperty = new Map()));
  if (byProperty.has(property)) return byProperty.get(property);
  let tag: string | undefined;
  if (n.required.has(property)) {
    const values = allowedValues(normalize(schemasForName(n, property)));
    tag = values?.length === 1 && typeof values[0] === "string" ? values[0] : undefined;
  }
  byProperty.set(property, tag);
  return tag;
}

/** A union's branches by the tag they fix, computed once per union. */
const tagIndex = new WeakMap<Group, Map<string, Map<string, SchemaNode[]>>>();
function branchesByTag(g: Group, property: string): Map<string, SchemaNode[]> {
  let byProperty = tagIndex.get(g);
  if (byProperty === undefined) tagIndex.set(g, (byProperty = new Map()));
  let index = byProperty.get(property);
  if (index === undefined) {
    index = new Map();
    for (const b of g.branches) {
      const t = tagOf(normalize([b]), property);
      if (t === undefined) continue;
      const list = index.get(t);
      if (list === undefined) index.set(t, [b]);
      else list.push(b);
    }
    byProperty.set(property, index);
  }
  return index;
}

function tagProperty(s: Norm, g: Group, p: Norm): string | undefined {
  if (p.discriminator !== undefined) return p.discriminator;
  for (const name of s.required.keys()) {
    if (tagOf(s, name) !== undefined && g.branches.every((b) => tagOf(normalize([b]), name) !== undefined)) return name;
  }
  return undefined;
}

/** sup's unions must each accept every document of sub (sub has no unions left here). */
function checkGroups(s: Norm, p: Norm, ctx: Ctx): Violation[] {
  const out: Violation[] = [];
  for (const g of p.groups) {
    const tag = tagProperty(s, g, p);
    const subTag = tag === undefined ? undefined : tagOf(s, tag);
    if (tag !== undefined && subTag !== undefined) {
      const match = branchesByTag(g, tag).get(subTag) ?? [];
      if (match.length === 0) {
        const own = chosenBranch(s);
        const ref = own === undefined ? undefined : refOf(own.node);
        const where =
          own === undefined ? "" : ` (${own.kind} branch ${own.index}${ref === undefined ? "" : `, $ref ${ref}`})`;
        out.push(
          violation(
            "union-member-dropped",
            own?.node ?? anchor(s),
            g.node,
            { name: `"${subTag}"${where}` },
            undefined,
            g.kind,
          ),
        );
        continue;
      }
      if (match.length === 1) {
        out.push(...check(conjOf(s), { nodes: match }, ctx));
        continue;
      }
    }
    if (g.branches.some((b) => passes(conjOf(s), { nodes: [b] }, ctx))) continue;
    if (g.branches.length === 1) {
      out.push(...check(conjOf(s), { nodes: g.branches }, ctx));
      continue;
    }
    // The old branch still has a counterpart (same $ref target): what changed is the target.
    const own = chosenBranch(s);
    const twin =
      own === undefined
        ? undefined
        : g.branches.find((b) => refTarget(b) !== undefined && refTarget(b) === refTarget(own.node));
    if (twin !== undefined) {
      out.push(...check(conjOf(s), { nodes: [twin] }, ctx));
      continue;
    }
    const label = own === undefined ? `${g.kind} branch` : `${own.kind} branch ${branchLabel(own.node, own.index)}`;
    out.push(violation("union-branch-dropped", own?.node ?? anchor(s), g.node, { name: label }, undefined, g.kind));
  }
  return out;
}

/** The union branch of sub this check is about (distribute() added it to sub's members). */
function chosenBranch(s: Norm): { node: SchemaNode; index: number; kind: string } | undefined {
  for (const m of s.members) {
    const match = /\/(anyOf|oneOf)\/(\d+)$/.exec(m.pointer);
    if (match === null) continue;
    const parent = m.pointer.slice(0, -match[0].length);
    if (s.members.some((x) => x.doc === m.doc && x.pointer === parent && s.skip.includes(`${x.id}/${match[1]}`)))
      return { node: m, index: Number(match[2]), kind: match[1] as string };
  }
  return undefined;
}

/** The definition a bare `$ref` branch points at, by its last pointer segment (files may move). */
function refTarget(node: SchemaNode): string | undefined {
  const ref = isPlainObject(node.schema) ? node.schema["$ref"] : undefined;
  return typeof ref === "string" ? ref.slice(ref.lastIndexOf("/") + 1) : undefined;
}

function refOf(node: SchemaNode): string | undefined {
  const ref = isPlainObject(node.schema) ? node.schema["$ref"] : undefined;
  return typeof ref === "string" ? ref : undefined;
}

/** A branch as people know it: its index, its `$ref`, and the tag it fixes if any. */
export function branchLabel(node: SchemaNode, index: number): string {
  const ref = isPlainObject(node.schema) ? node.schema["$ref"] : undefined;
  const n = normalize([node]);
  const tag = [...n.required.keys()].map((k) => [k, tagOf(n, k)] as const).find(([, v]) => v !== undefined);
  const parts = [
    ...(typeof ref === "string" ? [`$ref ${ref}`] : []),
    ...(tag === undefined ? [] : [`${tag[0]} "${tag[1]}"`]),
  ];
  return parts.length === 0 ? `${index}` : `${index} (${parts.join(", ")})`;
}

/**
 * A oneOf in sup rejects documents that match two of its branches. Pairs not proved disjoint
 * are fine only when sub had the same pair in a oneOf of its own.
 */
export function checkOneOfOverlap(s: Norm, p: Norm, ctx: Ctx): Violation[] {
  const out: Violation[] = [];
  for (const g of p.groups) {
    if (g.kind !== "oneOf") continue;
    const subBranches = s.groups.filter((x) => x.kind === "oneOf").flatMap((x) => x.branches);
    const preexisting = (b: SchemaNode): boolean =>
      subBranches.some(
        (a) => passes({ nodes: [a] }, { nodes: [b] }, ctx) && passes({ nodes: [b] }, { nodes: [a] }, ctx),
      );
    // Members of a discriminated union with distinct tags never overlap: no pairwise proof needed.
    const tags =
      p.discriminator === undefined ? [] : g.branches.map((b) => tagOf(normalize([b]), p.discriminator as string));
    for (let i = 0; i < g.branches.length; i++) {
      for (let j = i + 1; j < g.branches.length; j++) {
        if (tags[i] !== undefined && tags[j] !== undefined && tags[i] !== tags[j]) continue;
        const a = g.branches[i] as SchemaNode;
        const b = g.branches[j] as SchemaNode;
        if (disjoint(normalize([a]), normalize([b]), 0)) continue;
        if (!overlapsSub(s, a, b, ctx)) continue;
        if (preexisting(a) && preexisting(b)) continue;
        out.push(violation("one-of-overlap", anchor(s), b, { name: `${i} and ${j}` }));
      }
    }
  }
  return out;
}

/** Could a document of sub match both branches? Proved "no" when sub is disjoint from either. */
function overlapsSub(s: Norm, a: SchemaNode, b: SchemaNode, _ctx: Ctx): boolean {
  if (s.groups.length > 0) return true;
  return !disjoint(s, normalize([a]), 0) && !disjoint(s, normalize([b]), 0);
}

/** Proves that no document is valid under both (false: not proved). */
export function disjoint(x: Norm, y: Norm, depth: number): boolean {
  if (x.isFalse || y.isFalse) return true;
  if (x.types !== null && y.types !== null && ![...x.types].some((t) => (y.types as Set<string>).has(t))) return true;
  const xv = allowedValues(x);
  const yv = allowedValues(y);
  if (xv?.every((v) => accepts(y, v) === false)) return true;
  if (yv?.every((v) => accepts(x, v) === false)) return true;
  if (depth > 3) return false;
  const objectsOnly = (n: Norm): boolean => n.types !== null && [...n.types].every((t) => t === "object");
  if (!objectsOnly(x) && !objectsOnly(y)) return false;
  for (const name of x.required.keys()) {
    const ys = schemasForName(y, name);
    if (ys.some((n) => n.schema === false)) return true;
    if (y.required.has(name) && disjoint(normalize(schemasForName(x, name)), normalize(ys), depth + 1)) return true;
  }
  for (const name of y.required.keys()) if (schemasForName(x, name).some((n) => n.schema === false)) return true;
  // A union is disjoint from y when every branch is.
  if (
    x.groups.length === 1 &&
    (x.groups[0] as Group).branches.every((b) =>
      disjoint(
        normalize([...x.members, b], [`${(x.groups[0] as Group).node.id}/${(x.groups[0] as Group).kind}`]),
        y,
        depth + 1,
      ),
    )
  )
    return true;
  return false;
}

export function checkComposition(s: Norm, p: Norm, ctx: Ctx): Violation[] {
  const out: Violation[] = [...checkGroups(s, p, ctx)];
  for (const n of p.nots) {
    const inner = normalize([n]);
    if (disjoint(s, inner, 0)) continue;
    if (s.nots.some((m) => passes({ nodes: [n] }, { nodes: [m] }, ctx))) continue;
    out.push(
      s.nots.length === 0 ? violation("not-added", anchor(s), n) : violation("not-changed", s.nots[0] as SchemaNode, n),
    );
  }
  for (const c of p.conditionals) {
    const thenTrivial = c.then === undefined || isTrivial(normalize([c.then]));
    const elseTrivial = c.else === undefined || isTrivial(normalize([c.else]));
    if (thenTrivial && elseTrivial) continue;
    const same = s.conditionals.some(
      (d) =>
        passes({ nodes: [d.if] }, { nodes: [c.if] }, ctx) &&
        passes({ nodes: [c.if] }, { nodes: [d.if] }, ctx) &&
        (thenTrivial ||
          (d.then !== undefined && passes({ nodes: [d.then] }, { nodes: [c.then as SchemaNode] }, ctx))) &&
        (elseTrivial || (d.else !== undefined && passes({ nodes: [d.else] }, { nodes: [c.else as SchemaNode] }, ctx))),
    );
    if (same) continue;
    if (!thenTrivial && elseTrivial && disjoint(s, normalize([c.if]), 0)) continue;
    if (
      !thenTrivial &&
      passes(conjOf(s), { nodes: [c.then as SchemaNode] }, ctx) &&
      (elseTrivial || passes(conjOf(s), { nodes: [c.else as SchemaNode] }, ctx))
    )
      continue;
    out.push(
      s.conditionals.length === 0
        ? violation("conditional-added", anchor(s), c.node, {}, undefined, "if")
        : violation("conditional-changed", s.conditionals[0]?.node ?? anchor(s), c.node, {}, "if", "if"),
    );
  }
  for (const u of p.unknown) {
    const raw = (u.node.schema as Record<string, unknown>)[u.keyword];
    const same = s.unknown.some(
      (v) => v.keyword === u.keyword && jsonEqual((v.node.schema as Record<string, unknown>)[v.keyword], raw),
    );
    if (
      same &&
      (u.keyword !== "unevaluatedProperties" ||
        s.members.some((m) => isPlainObject(m.schema) && jsonEqual(m.schema, u.node.schema)))
    )
      continue;
    out.push(
      violation("unclassified", anchor(s), u.node, { name: `"${u.keyword}" ${show(raw)}` }, undefined, u.keyword),
    );
  }
  return out;
}
