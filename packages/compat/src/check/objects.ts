/**
 * Objects: declared properties, the catch-all for undeclared names (open, closed or partially
 * open), `patternProperties`, `required`, `propertyNames`, counts and dependencies. Under the
 * lenient policy a writer emits only the names it declares, so sub's catch-all holds nothing.
 */
import { conjOf, isTrivial, matches, normalize, schemasForName, type Norm } from "../norm.js";
import { commonString } from "../regex.js";
import type { SchemaNode } from "../resolve.js";
import { acceptsNodes } from "./accepts.js";
import { anchor, check, passes } from "./check.js";
import { type Ctx, type Violation, violation } from "./context.js";
import { checkLimit } from "./scalars.js";

/** A name no real schema declares, to ask what the catch-all allows. */
const UNDECLARED = "\u0000undeclared";

export function checkObjects(s: Norm, p: Norm, ctx: Ctx): Violation[] {
  const lenient = ctx.policy === "lenient";
  const out: Violation[] = [];
  const names = new Set([...s.properties.keys(), ...p.properties.keys(), ...p.required.keys()]);
  for (const name of names) {
    const declaredInSub = s.properties.has(name) || s.patternProperties.some((x) => matches(x.pattern, name));
    const subNodes = lenient && !declaredInSub ? null : schemasForName(s, name);
    if (subNodes === null || subNodes.some((x) => x.schema === false)) continue;
    const supNodes = schemasForName(p, name);
    if (supNodes.length === 0) continue;
    const declaredInSup = p.properties.has(name);
    const facts = { name };
    if (s.properties.has(name) && declaredInSup) {
      out.push(...check({ nodes: subNodes }, { nodes: supNodes }, ctx));
    } else if (!s.properties.has(name) && declaredInSup) {
      if (passes({ nodes: subNodes }, { nodes: supNodes }, ctx)) continue;
      if (p.required.has(name) && !s.required.has(name)) continue; // REQUIRED_PROPERTY_ADDED says it
      const open = subNodes.length === 0 || isTrivial(normalize(subNodes));
      out.push(
        violation(
          open ? "property-over-open" : "property-over-partial",
          anchor(s),
          (p.properties.get(name) as SchemaNode[])[0] as SchemaNode,
          facts,
        ),
      );
    } else if (s.properties.has(name) && !declaredInSup) {
      const supNorm = normalize(supNodes);
      const subNode = (s.properties.get(name) as SchemaNode[])[0] as SchemaNode;
      if (supNorm.isFalse)
        out.push(violation("property-rejected", subNode, supNodes.find((x) => x.schema === false) ?? anchor(p), facts));
      else if (!passes({ nodes: subNodes }, { nodes: supNodes }, ctx))
        out.push(violation("property-under-partial", subNode, supNodes[0] as SchemaNode, facts));
    } else {
      out.push(...check({ nodes: subNodes }, { nodes: supNodes }, ctx));
    }
  }
  out.push(...checkRequired(s, p));
  out.push(...checkCatchAll(s, p, ctx, lenient));
  out.push(...checkPatterns(s, p, ctx, lenient));
  out.push(...checkPropertyNames(s, p, ctx));
  out.push(...checkLimit("min-properties", "minProperties", s, p, (n) => n.minProperties, true));
  out.push(...checkLimit("max-properties", "maxProperties", s, p, (n) => n.maxProperties, false));
  out.push(...checkDependencies(s, p, ctx));
  return out;
}

function checkRequired(s: Norm, p: Norm): Violation[] {
  const out: Violation[] = [];
  for (const [name, node] of p.required) {
    if (s.required.has(name)) continue;
    const kind = s.properties.has(name) ? "became-required" : "required-added";
    out.push(violation(kind, s.properties.get(name)?.[0] ?? anchor(s), node, { name }, undefined, "required"));
  }
  return out;
}

function checkCatchAll(s: Norm, p: Norm, ctx: Ctx, lenient: boolean): Violation[] {
  if (lenient) return [];
  const supNodes = schemasForName(p, UNDECLARED);
  if (supNodes.length === 0) return [];
  const subNodes = schemasForName(s, UNDECLARED);
  if (subNodes.some((x) => x.schema === false)) return [];
  if (passes({ nodes: subNodes }, { nodes: supNodes }, ctx)) return [];
  const closed = normalize(supNodes).isFalse;
  const closure = p.closures.find((c) => supNodes.includes(c.schema));
  const keyword = closure?.keyword ?? "additionalProperties";
  const sup = closure === undefined ? anchor(p) : parentOf(closure.schema, p);
  return [violation(closed ? "closed" : "catch-all-narrowed", anchor(s), sup, { name: keyword }, undefined, keyword)];
}

/** The schema object that holds a closure keyword (for pointing at it). */
function parentOf(node: SchemaNode, n: Norm): SchemaNode {
  return n.members.find((m) => node.pointer.startsWith(m.pointer + "/") && m.doc === node.doc) ?? anchor(n);
}

function checkPatterns(s: Norm, p: Norm, ctx: Ctx, lenient: boolean): Violation[] {
  const out: Violation[] = [];
  const subTexts = new Set(s.patternProperties.map((x) => x.pattern));
  const supTexts = new Set(p.patternProperties.map((x) => x.pattern));
  for (const pp of p.patternProperties) {
    const same = s.patternProperties.filter((x) => x.pattern === pp.pattern);
    if (same.length > 0) {
      out.push(...check({ nodes: same.map((x) => x.schema) }, { nodes: [pp.schema] }, ctx));
      continue;
    }
    // Names matching both an old pattern and the new one now answer to both schemas.
    const overlapping = s.patternProperties.filter((x) => commonString(x.pattern, pp.pattern) !== null);
    const narrowed = overlapping.find((x) => !passes({ nodes: [x.schema] }, { nodes: [pp.schema] }, ctx));
    if (narrowed !== undefined) {
      const both = commonString(narrowed.pattern, pp.pattern);
      out.push(
        violation("pattern-property-constrained", anchor(s), pp.schema, {
          name: pp.pattern,
          ...(both === undefined || both === null ? {} : { sub: both }),
        }),
      );
      continue;
    }
    if (lenient) continue;
    if (s.patternProperties.some((x) => !supTexts.has(x.pattern))) {
      out.push(
        violation("unclassified", anchor(s), pp.schema, {
          name: "patternProperties changed in a way this checker cannot compare",
        }),
      );
      continue;
    }
    const subNodes = s.closures.map((c) => c.schema);
    if (subNodes.some((x) => x.schema === false)) continue;
    if (!passes({ nodes: subNodes }, { nodes: [pp.schema] }, ctx))
      out.push(violation("pattern-property-constrained", anchor(s), pp.schema, { name: pp.pattern }));
  }
  for (const sp of s.patternProperties) {
    if (supTexts.has(sp.pattern)) continue;
    if (p.patternProperties.some((x) => !subTexts.has(x.pattern))) continue; // reported above
    const supNodes = p.closures.map((c) => c.schema);
    if (supNodes.length === 0) continue;
    if (!passes({ nodes: [sp.schema] }, { nodes: supNodes }, ctx))
      out.push(violation("pattern-property-dropped", sp.schema, anchor(p), { name: sp.pattern }));
  }
  return out;
}

function checkPropertyNames(s: Norm, p: Norm, ctx: Ctx): Violation[] {
  const out: Violation[] = [];
  for (const pn of p.propertyNames) {
    if (s.propertyNames.length > 0) {
      if (!passes({ nodes: s.propertyNames }, { nodes: [pn] }, ctx))
        out.push(violation("property-names-narrowed", s.propertyNames[0] as SchemaNode, pn));
      continue;
    }
    const closed = schemasForName(s, UNDECLARED).some((x) => x.schema === false) && s.patternProperties.length === 0;
    if (closed && [...s.properties.keys()].every((name) => acceptsNodes([pn], name) === true)) continue;
    out.push(violation("property-names-added", anchor(s), pn));
  }
  return out;
}

function checkDependencies(s: Norm, p: Norm, ctx: Ctx): Violation[] {
  const out: Violation[] = [];
  for (const d of p.dependentRequired) {
    const have = new Set([
      ...s.required.keys(),
      ...s.dependentRequired.filter((e) => e.key === d.key).flatMap((e) => e.names),
    ]);
    const missing = d.names.filter((name) => !have.has(name));
    if (missing.length > 0)
      out.push(violation("dependent-required-added", anchor(s), d.node, { name: `${d.key} → ${missing.join(", ")}` }));
  }
  for (const d of p.dependentSchemas) {
    const same = s.dependentSchemas.filter((e) => e.key === d.key).map((e) => e.schema);
    if (s.required.has(d.key)) {
      out.push(...check(conjOf(s), { nodes: [d.schema] }, ctx));
      continue;
    }
    if (same.length > 0 && passes({ nodes: same }, { nodes: [d.schema] }, ctx)) continue;
    if (isTrivial(normalize([d.schema]))) continue;
    out.push(
      violation(same.length > 0 ? "dependent-schema-changed" : "dependent-schema-added", anchor(s), d.schema, {
        name: d.key,
      }),
    );
  }
  return out;
}
