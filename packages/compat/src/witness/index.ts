/**
 * A witness for a breaking finding: a document the accepting side (base, when checking
 * backward) validates and the other side rejects. It is constructed from the finding: the way
 * from the entry point to the changed position, a small valid document along it, and at the
 * position a value chosen to hit the change. ajv judges the document on both sides before it
 * is reported; when nothing built passes that test the finding says why instead.
 */
import type { Violation } from "../check/context.js";
import type { Entry, SchemaSet } from "../documents.js";
import { allowedValues, normalize, schemasForName, type Norm } from "../norm.js";
import { nodeAt, type SchemaNode } from "../resolve.js";
import { commonString, patternInclusion, sampleString } from "../regex.js";
import { isPlainObject } from "../values.js";
import type { Witness } from "../types.js";
import { minimal, minimalOf, NONE, stringFor, type Instance } from "./instances.js";
import { findPath, type Step, UNDECLARED_KEY } from "./paths.js";
import { type ValidationError, validatorsFor } from "./validators.js";

export interface WitnessJob {
  /** The side whose schema must accept the witness, and the one that must reject it. */
  readonly accept: { readonly set: SchemaSet; readonly entry: Entry };
  readonly reject: { readonly set: SchemaSet; readonly entry: Entry };
  readonly violation: Violation;
}

const MAX_TRIES = 60;

/** Violation kinds about one named property of an object: the witness should carry or omit it. */
const PROPERTY_KINDS = new Set([
  "property-over-open",
  "property-over-partial",
  "property-rejected",
  "property-under-partial",
  "became-required",
  "required-added",
]);

function pointerOf(steps: readonly Step[]): string {
  return steps
    .map((s) =>
      s.kind === "key" ? `/${s.key.replace(/~/g, "~0").replace(/\//g, "~1")}` : s.kind === "index" ? `/${s.index}` : "",
    )
    .join("");
}

export function findWitness(job: WitnessJob): Witness {
  const root = nodeAt(job.accept.set, job.accept.entry.doc, job.accept.entry.pointer);
  const other = nodeAt(job.reject.set, job.reject.entry.doc, job.reject.entry.pointer);
  const accepts = validatorsFor(job.accept.set).at(root);
  const rejects = validatorsFor(job.reject.set).at(other);
  if (accepts === null || rejects === null)
    return { reason: "ajv could not compile one side's schema, so no document could be confirmed" };
  const v = job.violation;
  const path = v.sub.id < 0 ? undefined : findPath(root, v.sub);
  if (path === undefined) return { reason: "no document of this type reaches the changed position" };
  const leaves = candidates(v, job.accept.set, job.reject.set);
  // Other changes may reject a document too: prefer one the other side rejects at this position.
  const at = pointerOf(path);
  const focus =
    v.facts.name !== undefined && PROPERTY_KINDS.has(v.kind)
      ? `${at}/${v.facts.name.replace(/~/g, "~0").replace(/\//g, "~1")}`
      : at;
  const hits = (errors: readonly ValidationError[]) =>
    errors.some(
      (e) =>
        e.instancePath === focus ||
        e.instancePath.startsWith(`${focus}/`) ||
        (e.instancePath === at &&
          v.facts.name !== undefined &&
          JSON.stringify(e.params).includes(JSON.stringify(v.facts.name))),
    );
  let tries = 0;
  let fallback: unknown = NONE;
  for (const leaf of leaves) {
    const doc = instantiate([root], [], path, leaf, 0);
    if (doc === NONE) continue;
    if (++tries > MAX_TRIES) break;
    if (!accepts(doc) || rejects(doc)) continue;
    if (hits(rejects.errors ?? [])) return { document: doc };
    if (fallback === NONE) fallback = doc;
  }
  if (fallback !== NONE) return { document: fallback };
  return {
    reason:
      tries === 0
        ? "no valid document could be built along the way to the changed position"
        : `none of ${tries} documents built at the changed position was rejected by the other side`,
  };
}

/** The document along `steps` whose value at their end is `leaf`. */
function instantiate(
  nodes: readonly SchemaNode[],
  skip: readonly string[],
  steps: readonly Step[],
  leaf: unknown,
  depth: number,
): Instance {
  const conj = [...nodes];
  const skipped = [...skip];
  let i = 0;
  for (; i < steps.length; i++) {
    const step = steps[i] as Step;
    if (step.kind === "same") conj.push(step.node);
    else if (step.kind === "branch") {
      conj.push(step.node);
      skipped.push(step.group);
    } else break;
  }
  if (i === steps.length) return leaf;
  const step = steps[i] as Extract<Step, { kind: "key" | "index" | "name" }>;
  const n = normalize(conj, skipped);
  const rest = steps.slice(i + 1);
  if (step.kind === "name") {
    if (rest.length > 0 || typeof leaf !== "string") return NONE;
    const base = minimal(n, depth);
    const value = minimalOf(schemasForName(n, leaf), depth + 1);
    return { ...(isPlainObject(base) ? base : {}), [leaf]: value === NONE ? 0 : value };
  }
  if (step.kind === "key") {
    const base = minimal(n, depth);
    const object: Record<string, unknown> = isPlainObject(base) ? { ...base } : {};
    if (leaf === ABSENT && rest.every((r) => r.kind === "same" || r.kind === "branch")) {
      delete object[step.key];
      return object;
    }
    const inner = unique([...schemasForName(n, step.key), step.node]);
    const value = instantiate(inner, [], rest, leaf, depth + 1);
    if (value === NONE) return NONE;
    object[step.key] = value;
    return object;
  }
  const base = minimal(n, depth);
  const array: unknown[] = Array.isArray(base) ? [...base] : [];
  while (array.length < step.index) {
    const filler = minimalOf(itemNodes(n, array.length), depth + 1);
    if (filler === NONE) return NONE;
    array.push(filler);
  }
  const value = instantiate(unique([...itemNodes(n, step.index), step.node]), [], rest, leaf, depth + 1);
  if (value === NONE) return NONE;
  array[step.index] = value;
  return array;
}

function unique(nodes: SchemaNode[]): SchemaNode[] {
  return nodes.filter((n, i) => nodes.findIndex((m) => m.id === n.id) === i);
}

function itemNodes(n: Norm, i: number): SchemaNode[] {
  return n.tuples.flatMap((t) =>
    i < t.prefix.length ? [t.prefix[i] as SchemaNode] : t.rest === undefined ? [] : [t.rest],
  );
}

/** As a leaf: the property at the end of the way is left out (a property that became required). */
const ABSENT = Symbol("absent");

const POOL: readonly unknown[] = [null, true, 0, 1, -1, 0.5, 1.5, "", "a", "canon", [], [0], {}, { canon: 1 }];

/**
 * Values for the changed position: what the check found, the position's own small values and
 * edges (bounds, enum members, extra or missing properties), then other kinds of value. The
 * ones the accepting side takes locally and the other side refuses come first.
 */
function candidates(v: Violation, acceptSet: SchemaSet, rejectSet: SchemaSet): unknown[] {
  const t = v.conj === undefined ? normalize([v.sub]) : normalize(v.conj.nodes, v.conj.skip);
  const r = normalize([v.sup]);
  const out: unknown[] = [];
  if ("witness" in v) out.push(v.witness);
  if (v.kind === "became-required" || v.kind === "required-added") out.push(ABSENT);
  const m = minimal(t);
  if (m !== NONE) out.push(m);
  out.push(...(allowedValues(t) ?? []));
  out.push(...strings(t, r), ...numbers(t, r), ...arrays(t, m), ...objects(t, r, m, v), ...POOL);
  const local = validatorsFor(acceptSet).at(v.sub);
  const refuse = validatorsFor(rejectSet).at(v.sup);
  const ok = out.filter((x) => x === ABSENT || (x !== NONE && x !== undefined && (local === null || local(x))));
  const first = ok.filter((x) => refuse !== null && !refuse(x));
  return dedupe([...first, ...ok]);
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((x) => {
    const k = JSON.stringify(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function strings(t: Norm, r: Norm): unknown[] {
  const out: unknown[] = [];
  const max = t.maxLength?.value;
  const lengths = [
    t.minLength?.value ?? 0,
    r.minLength === undefined ? 0 : r.minLength.value - 1,
    r.maxLength === undefined ? 0 : r.maxLength.value + 1,
    max ?? 0,
  ];
  for (const extra of lengths) {
    const s = stringFor(t, Math.max(0, extra - (t.minLength?.value ?? 0)));
    if (s !== NONE) out.push(s);
  }
  for (const p of r.patterns) {
    const inclusion = patternInclusion(
      t.patterns.map((q) => q.pattern),
      p.pattern,
    );
    if ("witness" in inclusion) out.push(inclusion.witness);
  }
  if (t.patterns.length === 0) out.push("a".repeat(Math.max(1, t.minLength?.value ?? 0)), "ab", "a b", "-", "A");
  return out;
}

function numbers(t: Norm, r: Norm): unknown[] {
  const out: number[] = [0, 1, -1, 0.5, 2, 10, 100];
  for (const b of [t.lower?.value, t.upper?.value, r.lower?.value, r.upper?.value])
    if (b !== undefined) out.push(b, b - 1, b + 1, b - 0.5, b + 0.5);
  for (const m of t.multipleOf) for (let k = 1; k <= 12; k++) out.push(Number((k * m.value).toPrecision(12)));
  return out;
}

function arrays(t: Norm, m: Instance): unknown[] {
  if (!Array.isArray(m)) return [];
  const item = minimalOf(itemNodes(t, m.length), 1);
  const filler = item === NONE ? 0 : item;
  const out: unknown[] = [];
  const max = t.maxItems?.value ?? 4;
  for (let n = m.length + 1; n <= Math.min(max, m.length + 4); n++)
    out.push([...m, ...Array.from({ length: n - m.length }, () => filler)]);
  return out;
}

function objects(t: Norm, r: Norm, m: Instance, v: Violation): unknown[] {
  if (!isPlainObject(m)) return [];
  const names = new Set<string>([UNDECLARED_KEY]);
  if (v.facts.name !== undefined) names.add(v.facts.name);
  for (const name of r.properties.keys()) if (!t.properties.has(name)) names.add(name);
  for (const name of t.properties.keys()) names.add(name);
  // A pattern-property finding names the pattern: try names it shares with the old patterns.
  const patterns = [
    ...r.patternProperties.map((p) => p.pattern),
    ...(v.kind.startsWith("pattern-property") && v.facts.name !== undefined ? [v.facts.name] : []),
  ];
  for (const p of patterns) {
    for (const q of t.patternProperties) {
      const k = commonString(q.pattern, p);
      if (typeof k === "string") names.add(k);
    }
    const k = sampleString(p, 1);
    if (k !== undefined) names.add(k);
  }
  const out: unknown[] = [];
  for (const name of names) {
    const own = minimalOf(schemasForName(t, name), 1);
    for (const value of [own, ...POOL]) if (value !== NONE) out.push({ ...m, [name]: value });
  }
  for (const name of t.properties.keys())
    if (!t.required.has(name)) {
      const copy = { ...m };
      delete copy[name];
      out.push(copy);
    }
  // Many properties, for maxProperties: declared ones first, then undeclared names.
  const wanted = Math.max(t.maxProperties?.value ?? 0, r.maxProperties?.value ?? 0, r.minProperties?.value ?? 0) + 1;
  const full: Record<string, unknown> = { ...m };
  for (const name of t.properties.keys()) {
    if (Object.keys(full).length >= wanted) break;
    const value = minimalOf(schemasForName(t, name), 1);
    if (value !== NONE) full[name] = value;
  }
  for (let i = 0; Object.keys(full).length < wanted && i < 64; i++) full[`${UNDECLARED_KEY}${i}`] = 0;
  for (let size = Object.keys(m).length + 1; size <= Object.keys(full).length; size++)
    out.push(Object.fromEntries(Object.entries(full).slice(0, size)));
  return out;
}
