/** Types, string and number constraints. */
import type { Limit, Norm } from "../norm.js";
import { multipleCovers } from "../decimal.js";
import { patternInclusion } from "../regex.js";
import { ALL_TYPES, type JsonType } from "../values.js";
import { anchor } from "./check.js";
import { type Violation, violation } from "./context.js";

export function allows(n: Norm, t: JsonType): boolean {
  return n.types === null || n.types.has(t);
}

export function showTypes(types: ReadonlySet<JsonType> | null): string {
  if (types === null) return "any";
  const list = [...types].filter((t) => !(t === "integer" && types.has("number")));
  return list.length === 1 ? (list[0] as string) : `[${list.join(", ")}]`;
}

export function checkTypes(s: Norm, p: Norm): Violation[] {
  if (p.types === null) return [];
  const subTypes = s.types ?? new Set(ALL_TYPES);
  const missing = [...subTypes].filter((t) => !(p.types as Set<JsonType>).has(t));
  if (missing.length === 0) return [];
  const subNode = s.typeNode ?? anchor(s);
  const supNode = p.typeNode ?? anchor(p);
  const facts = { sub: showTypes(s.types), sup: showTypes(p.types) };
  const kw = s.typeNode === undefined ? undefined : "type";
  if (s.types === null) return [violation("type-added", subNode, supNode, facts, kw, "type")];
  if (missing.length === 1 && missing[0] === "null")
    return [violation("null-dropped", subNode, supNode, facts, kw, "type")];
  const common = [...subTypes].some((t) => (p.types as Set<JsonType>).has(t));
  return [violation(common ? "type-narrowed" : "type-changed", subNode, supNode, facts, kw, "type")];
}

/** sup's limit must be no tighter than sub's: `tighter(subValue, supValue)` says when it is. */
function limit(
  kind: string,
  keyword: string,
  s: Norm,
  _p: Norm,
  sub: Limit | undefined,
  sup: Limit | undefined,
  tighter: (a: number, b: number) => boolean,
): Violation[] {
  if (sup === undefined) return [];
  if (sub === undefined)
    return [violation(`${kind}-added`, anchor(s), sup.node, { sup: String(sup.value) }, undefined, keyword)];
  if (!tighter(sub.value, sup.value)) return [];
  return [
    violation(
      `${kind}-tightened`,
      sub.node,
      sup.node,
      { sub: String(sub.value), sup: String(sup.value) },
      keyword,
      keyword,
    ),
  ];
}

export const raised = (a: number, b: number): boolean => b > a;
export const lowered = (a: number, b: number): boolean => b < a;

export function checkLimit(
  kind: string,
  keyword: string,
  s: Norm,
  p: Norm,
  pick: (n: Norm) => Limit | undefined,
  isMin: boolean,
): Violation[] {
  return limit(kind, keyword, s, p, pick(s), pick(p), isMin ? raised : lowered);
}

export function checkStrings(s: Norm, p: Norm): Violation[] {
  const out = [
    ...checkLimit("min-length", "minLength", s, p, (n) => n.minLength, true),
    ...checkLimit("max-length", "maxLength", s, p, (n) => n.maxLength, false),
  ];
  out.push(...checkPatterns(s, p));
  for (const f of p.formats) {
    if (s.formats.some((g) => g.format === f.format)) continue;
    const old = s.formats[0];
    out.push(
      old === undefined
        ? violation("format-added", anchor(s), f.node, { sup: f.format }, undefined, "format")
        : violation("format-changed", old.node, f.node, { sub: old.format, sup: f.format }, "format", "format"),
    );
  }
  return out;
}

function integerOnly(n: Norm): boolean {
  return n.types !== null && !n.types.has("number") && n.types.has("integer");
}

/** A lower bound as a comparable pair; integers turn exclusive bounds into inclusive ones. */
function lowerOf(b: Norm["lower"], integer: boolean): { v: number; ex: boolean } | undefined {
  if (b === undefined) return undefined;
  if (integer) return { v: b.exclusive ? Math.floor(b.value) + 1 : Math.ceil(b.value), ex: false };
  return { v: b.value, ex: b.exclusive };
}
function upperOf(b: Norm["upper"], integer: boolean): { v: number; ex: boolean } | undefined {
  if (b === undefined) return undefined;
  if (integer) return { v: b.exclusive ? Math.ceil(b.value) - 1 : Math.floor(b.value), ex: false };
  return { v: b.value, ex: b.exclusive };
}
const showBound = (b: { value: number; exclusive: boolean }): string => `${b.exclusive ? "exclusive " : ""}${b.value}`;

export function checkNumbers(s: Norm, p: Norm): Violation[] {
  const out: Violation[] = [];
  const integer = integerOnly(s);
  if (p.lower !== undefined) {
    const a = lowerOf(s.lower, integer);
    const b = lowerOf(p.lower, integer) as { v: number; ex: boolean };
    const kw = p.lower.exclusive ? "exclusiveMinimum" : "minimum";
    if (a === undefined)
      out.push(violation("minimum-added", anchor(s), p.lower.node, { sup: showBound(p.lower) }, undefined, kw));
    else if (b.v > a.v || (b.v === a.v && b.ex && !a.ex)) {
      const sl = s.lower as NonNullable<Norm["lower"]>;
      out.push(
        violation(
          "minimum-tightened",
          sl.node,
          p.lower.node,
          { sub: showBound(sl), sup: showBound(p.lower) },
          sl.exclusive ? "exclusiveMinimum" : "minimum",
          kw,
        ),
      );
    }
  }
  if (p.upper !== undefined) {
    const a = upperOf(s.upper, integer);
    const b = upperOf(p.upper, integer) as { v: number; ex: boolean };
    const kw = p.upper.exclusive ? "exclusiveMaximum" : "maximum";
    if (a === undefined)
      out.push(violation("maximum-added", anchor(s), p.upper.node, { sup: showBound(p.upper) }, undefined, kw));
    else if (b.v < a.v || (b.v === a.v && b.ex && !a.ex)) {
      const su = s.upper as NonNullable<Norm["upper"]>;
      out.push(
        violation(
          "maximum-tightened",
          su.node,
          p.upper.node,
          { sub: showBound(su), sup: showBound(p.upper) },
          su.exclusive ? "exclusiveMaximum" : "maximum",
          kw,
        ),
      );
    }
  }
  for (const m of p.multipleOf) {
    if (s.multipleOf.some((k) => multipleCovers(k.value, m.value)) || (integer && multipleCovers(1, m.value))) continue;
    const old = s.multipleOf[0];
    if (old === undefined)
      out.push(violation("multiple-of-added", anchor(s), m.node, { sup: String(m.value) }, undefined, "multipleOf"));
    else {
      // Expanded: the new divisor is an exact multiple of the old one (5 to 10), and the reverse change is safe.
      const expanded = multipleCovers(m.value, old.value);
      out.push(
        violation(
          expanded ? "multiple-of-expanded" : "multiple-of-changed",
          old.node,
          m.node,
          { sub: String(old.value), sup: String(m.value) },
          "multipleOf",
          "multipleOf",
        ),
      );
    }
  }
  return out;
}

/** Each pattern of sup must match every string sub's patterns allow, decided on regular languages. */
function checkPatterns(s: Norm, p: Norm): Violation[] {
  const out: Violation[] = [];
  const subTexts = s.patterns.map((q) => q.pattern);
  for (const pat of p.patterns) {
    if (subTexts.includes(pat.pattern)) continue;
    if (s.maxLength?.value === 0 && pat.pattern === "") continue;
    const old = s.patterns[0];
    const inclusion = patternInclusion(subTexts, pat.pattern);
    if ("undecidable" in inclusion) {
      out.push(
        violation(
          "unclassified",
          old?.node ?? anchor(s),
          pat.node,
          { name: inclusion.undecidable },
          old === undefined ? undefined : "pattern",
          "pattern",
        ),
      );
      continue;
    }
    if (inclusion.included) continue;
    const witness = { witness: inclusion.witness };
    if (old === undefined) {
      out.push(
        violation(
          "pattern-added",
          anchor(s),
          pat.node,
          { sup: pat.pattern, name: inclusion.witness },
          undefined,
          "pattern",
          witness,
        ),
      );
      continue;
    }
    // Narrowed when the new pattern's strings all matched before; otherwise the patterns cross.
    const reverse = patternInclusion([pat.pattern], old.pattern);
    const narrowed = "included" in reverse && reverse.included && s.patterns.length === 1;
    out.push(
      violation(
        narrowed ? "pattern-narrowed" : "pattern-changed",
        old.node,
        pat.node,
        { sub: old.pattern, sup: pat.pattern, name: inclusion.witness },
        "pattern",
        "pattern",
        witness,
      ),
    );
  }
  return out;
}
