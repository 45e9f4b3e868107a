/**
 * Patterns must match in linear time: a validator that backtracks exponentially on a crafted
 * string is a denial of service in every SDK built on a backtracking engine (ECMAScript, Python).
 * `recheck` decides super-linearity from the pattern's automaton (pattern-verdicts.ts), with no
 * time limit and a fixed seed, so the verdict never depends on machine load.
 */
import { prefetchVerdicts, verdictOf } from "./pattern-verdicts.js";

/** A search as a validator runs it, and the pattern anchored (see superLinearProblem). */
const readings = (pattern: string): [string, string] => [pattern, `^(?:${pattern})$`];

/**
 * Has every verdict the patterns' checks will ask for found in one batch: both readings of each,
 * then the linear rewrites offered for the super-linear ones.
 */
export function prefetchLinearTime(patterns: Iterable<string>): void {
  const distinct = [...new Set(patterns)];
  prefetchVerdicts(distinct.flatMap(readings));
  const rewrites = distinct
    .filter((pattern) => readings(pattern).some((reading) => verdictOf(reading).status !== "safe"))
    .map(rewriteCandidate)
    .filter((rewrite): rewrite is string => rewrite !== undefined);
  prefetchVerdicts(rewrites.flatMap(readings));
}

/**
 * Why a pattern can take super-linear time, with a linear rewrite when one is found; undefined when
 * linear. `polynomial` tells a quadratic-or-worse search (common in published schemas, costly only
 * on long crafted strings) from exponential backtracking (a denial of service on short ones).
 */
export function superLinearProblem(
  pattern: string,
): { readonly message: string; readonly polynomial: boolean } | undefined {
  // The pattern as a validator runs it (a search), and anchored: an ambiguous loop that is only
  // harmless because a search stops at the first match turns exponential under a full match.
  const verdicts = readings(pattern).map(verdictOf);
  const bad = verdicts.find((v) => v.status !== "safe");
  if (bad === undefined) return undefined;
  if (bad.status === "unknown")
    return { message: `cannot be proven to match in linear time (${bad.error.kind})`, polynomial: false };
  const complexity = bad.status === "vulnerable" ? bad.complexity.summary : "super-linear";
  const hotspot =
    bad.status === "vulnerable" && bad.hotspot.length > 0
      ? `; the ambiguous part is ${JSON.stringify(pattern.slice(bad.hotspot[0]!.start, bad.hotspot[0]!.end))}`
      : "";
  const rewrite = linearRewrite(pattern);
  const polynomial = bad.status === "vulnerable" && bad.complexity.type === "polynomial";
  // A polynomial search usually comes from a leading loop retried at every start position.
  const advice = polynomial
    ? "anchor it (^…) or bound the repetition ({1,64})"
    : "remove the nested or overlapping quantifier";
  const suggestion = rewrite === undefined ? `; ${advice}` : `; remove the nested quantifier: ${rewrite}`;
  return { message: `can take ${complexity} time on a crafted string${hotspot}${suggestion}`, polynomial };
}

const exponential = new Map<string, boolean>();

/**
 * Whether a backtracking engine can take exponential time on this pattern (or it cannot be proven
 * otherwise). Such a pattern is not refused: the TypeScript and Python validators match it with
 * their linear-time matcher instead of the native engine (Go, Rust and pydantic's Rust regex are
 * linear already). A polynomial search stays with the native engine (CANON232).
 */
export function needsLinearMatcher(pattern: string): boolean {
  let known = exponential.get(pattern);
  if (known === undefined) {
    const slow = superLinearProblem(pattern);
    known = slow !== undefined && !slow.polynomial;
    exponential.set(pattern, known);
  }
  return known;
}

/**
 * A best-effort linear equivalent for the common shapes: a quantified group whose body is itself
 * one quantified atom (`(a+)+` → `a+`, `(a*)*` → `a*`), and alternatives that repeat each other
 * (`(a|a)` → `(a)`). Offered only when the rewrite checks linear too.
 */
export function linearRewrite(pattern: string): string | undefined {
  const current = rewriteCandidate(pattern);
  if (current === undefined) return undefined;
  return readings(current).every((reading) => verdictOf(reading).status === "safe") ? current : undefined;
}

/** The rewrite of the common shapes, if any applies and yields a valid pattern; unchecked. */
function rewriteCandidate(pattern: string): string | undefined {
  let current = pattern;
  for (let round = 0; round < 8; round++) {
    const next = current
      .replace(
        /\((?:\?:)?(\\?[^\\()|]|\[[^\]]*\])([+*])\)([+*])/g,
        (_all, atom: string, inner: string, outer: string) => `${atom}${inner === "+" && outer === "+" ? "+" : "*"}`,
      )
      .replace(/\((\?:)?([^()]*\|[^()]*)\)/g, (all, nonCapturing: string | undefined, body: string) => {
        const alternatives = [...new Set(body.split("|"))];
        return alternatives.length === body.split("|").length
          ? all
          : `(${nonCapturing ?? ""}${alternatives.join("|")})`;
      })
      .replace(/\((?:\?:)?(\\?[^\\()|]|\[[^\]]*\])\)/g, "$1");
    if (next === current) break;
    current = next;
  }
  if (current === pattern) return undefined;
  try {
    new RegExp(current, "u");
  } catch {
    return undefined;
  }
  return current;
}
