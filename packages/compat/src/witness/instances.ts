/**
 * Small valid instances of a schema, built from its normal form: the fewest properties and
 * items the schema asks for, bounds respected, a string that matches every pattern. It aims at
 * validity, not proof: every witness is confirmed with ajv before anyone sees it.
 */
import { allowedValues, normalize, schemasForName, type Norm } from "../norm.js";
import type { SchemaNode } from "../resolve.js";
import { accepts } from "../check/accepts.js";
import { sampleString } from "../regex.js";
import { isMultipleAsValidators } from "../decimal.js";

export const NONE = Symbol("none");
export type Instance = unknown | typeof NONE;

const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "00:00:00Z",
  email: "a@example.com",
  "idn-email": "a@example.com",
  uri: "https://example.com/",
  "uri-reference": "https://example.com/",
  iri: "https://example.com/",
  url: "https://example.com/",
  uuid: "00000000-0000-4000-8000-000000000000",
  ipv4: "127.0.0.1",
  ipv6: "::1",
  hostname: "example.com",
  duration: "P1D",
  regex: "a",
  "json-pointer": "",
  "relative-json-pointer": "0",
};

export function minimalOf(nodes: readonly SchemaNode[], depth = 0, skip: readonly string[] = []): Instance {
  return minimal(normalize(nodes, skip), depth);
}

export function minimal(n: Norm, depth = 0): Instance {
  if (n.isFalse || depth > 12) return NONE;
  const values = allowedValues(n);
  if (values !== undefined) return values.find((v) => accepts(n, v) !== false) ?? NONE;
  const group = n.groups[0];
  if (group !== undefined) {
    const skip = [...n.skip, `${group.node.id}/${group.kind}`];
    for (const branch of group.branches) {
      const v = minimal(normalize([...n.members, branch], skip), depth + 1);
      if (v !== NONE) return v;
    }
    return NONE;
  }
  for (const type of typeOrder(n)) {
    const v = ofType(n, type, depth);
    if (v !== NONE && accepts(n, v) !== false) return v;
  }
  return NONE;
}

function typeOrder(n: Norm): string[] {
  const structural =
    n.properties.size > 0 || n.required.size > 0
      ? ["object"]
      : n.tuples.length > 0 || n.minItems !== undefined
        ? ["array"]
        : [];
  const order = [...structural, "string", "integer", "number", "boolean", "null", "object", "array"];
  return [...new Set(order)].filter((t) => n.types === null || n.types.has(t as never));
}

function ofType(n: Norm, type: string, depth: number): Instance {
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return false;
    case "string":
      return stringFor(n);
    case "integer":
    case "number":
      return numberFor(n, type === "integer");
    case "array":
      return arrayFor(n, depth);
    default:
      return objectFor(n, depth);
  }
}

export function stringFor(n: Norm, extra = 0): Instance {
  const min = (n.minLength?.value ?? 0) + extra;
  const format = n.formats[0]?.format;
  if (format !== undefined) return FORMAT_SAMPLES[format] ?? NONE;
  if (n.patterns.length === 0) return "a".repeat(min);
  for (const p of n.patterns) {
    const s = sampleString(p.pattern, min);
    if (s !== undefined && n.patterns.every((q) => new RegExp(q.pattern, "u").test(s))) return s;
  }
  return NONE;
}

function numberFor(n: Norm, integer: boolean): Instance {
  const step = n.multipleOf[0]?.value ?? 1;
  const candidates = [0, step, -step, 1, n.lower?.value, n.upper?.value];
  if (n.lower !== undefined)
    candidates.push(Math.ceil(n.lower.value / step) * step, (Math.floor(n.lower.value / step) + 1) * step);
  if (n.upper !== undefined)
    candidates.push(Math.floor(n.upper.value / step) * step, (Math.ceil(n.upper.value / step) - 1) * step);
  for (const c of candidates) {
    if (c === undefined || !Number.isFinite(c) || (integer && !Number.isInteger(c))) continue;
    if (n.multipleOf.every((m) => isMultipleAsValidators(c, m.value)) && accepts(n, c) !== false) return c;
  }
  return NONE;
}

function itemNodes(n: Norm, i: number): SchemaNode[] {
  return n.tuples.flatMap((t) =>
    i < t.prefix.length ? [t.prefix[i] as SchemaNode] : t.rest === undefined ? [] : [t.rest],
  );
}

function arrayFor(n: Norm, depth: number): Instance {
  const length = n.minItems?.value ?? 0;
  const out: unknown[] = [];
  for (let i = 0; i < length; i++) {
    const nodes = itemNodes(n, i);
    const v = nodes.length === 0 ? i : minimalOf(nodes, depth + 1);
    if (v === NONE) return NONE;
    out.push(v);
  }
  return out;
}

function objectFor(n: Norm, depth: number): Instance {
  const out: Record<string, unknown> = {};
  for (const name of n.required.keys()) {
    const nodes = schemasForName(n, name);
    const v = nodes.length === 0 ? "a" : minimalOf(nodes, depth + 1);
    if (v === NONE) return NONE;
    out[name] = v;
  }
  for (const name of n.properties.keys()) {
    if (Object.keys(out).length >= (n.minProperties?.value ?? 0)) break;
    if (name in out) continue;
    const v = minimalOf(schemasForName(n, name), depth + 1);
    if (v !== NONE) out[name] = v;
  }
  return out;
}
