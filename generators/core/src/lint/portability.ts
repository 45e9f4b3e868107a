/**
 * Constructs that mean different things (or nothing) in one of the target languages: regex
 * features outside the common subset of ECMAScript, Python `re` and Go RE2, and integers that
 * JavaScript cannot hold exactly. Patterns must also match in linear time (linear-time.ts): an
 * exponential one is matched by the validators' linear-time matcher, unless it needs lookaround or
 * backreferences.
 */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import { childPointer } from "../pointer.js";
import type { TypesTable } from "../types-table.js";
import { isSchemaObject, walkSchema } from "../walk.js";
import { prefetchLinearTime, superLinearProblem } from "./linear-time.js";

const SAFE = Number.MAX_SAFE_INTEGER;

const unportable: [RegExp, string][] = [
  [/\(\?<?[=!]/, "lookaround is not supported by Go RE2"],
  [/\\[1-9]|\\k</, "backreferences are not supported by Go RE2"],
  [/\(\?>/, "atomic groups are not supported by ECMAScript or Go RE2"],
  [/[*+?}]\+/, "possessive quantifiers are not supported by ECMAScript or Go RE2"],
  [/\(\?P?<[A-Za-z]/, "named groups are spelled differently in ECMAScript and Python"],
  [/\\[AZzG]/, "anchors \\A, \\Z, \\z and \\G differ between ECMAScript, Python and Go"],
  [/\\[pP]\{/, "Unicode property classes differ between ECMAScript, Python and Go"],
];

export function patternProblem(pattern: string): string | undefined {
  for (const [construct, reason] of unportable) if (construct.test(pattern)) return reason;
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    return `not a valid ECMAScript pattern: ${(error as Error).message}`;
  }
  return undefined;
}

/** Every `pattern` and `patternProperties` key under a schema, with where it is. */
function patternsIn(node: Record<string, unknown>, at: string): [string, string][] {
  const patterns: [string, string][] =
    typeof node["pattern"] === "string" ? [[node["pattern"], childPointer(at, "pattern")]] : [];
  if (isSchemaObject(node["patternProperties"]))
    for (const key of Object.keys(node["patternProperties"]))
      patterns.push([key, childPointer(at, "patternProperties", key)]);
  return patterns;
}

export function checkPortability(table: TypesTable): Diagnostic[] {
  const found: Diagnostic[] = [];
  // The linear-time verdicts are asked for all at once: one batch for the module.
  const all: string[] = [];
  for (const def of table.types.values())
    walkSchema(def.schema, def.pointer, (node, at) => {
      for (const [pattern] of patternsIn(node, at)) all.push(pattern);
    });
  prefetchLinearTime(all);
  for (const def of table.types.values()) {
    const report = (code: "CANON207" | "CANON208", message: string, pointer: string) =>
      found.push(diagnostic(code, message, def.source.file, def.source.locate(pointer)));
    walkSchema(def.schema, def.pointer, (node, at) => {
      for (const [pattern, pointer] of patternsIn(node, at)) {
        const problem = patternProblem(pattern);
        if (problem !== undefined) report("CANON207", `pattern ${JSON.stringify(pattern)}: ${problem}`, pointer);
        // The linear-time matcher reads neither lookaround nor backreferences: with them, an
        // exponential pattern has no safe engine in TypeScript and Python, and stays refused.
        const nonRegular = problem !== undefined && /lookaround|backreferences/.test(problem);
        const slow = problem === undefined || nonRegular ? superLinearProblem(pattern) : undefined;
        // Exponential backtracking is otherwise safe: those validators use the linear matcher.
        if (slow !== undefined && (slow.polynomial || nonRegular)) {
          // A polynomial search is a warning by default (published schemas are full of them),
          // which a module can raise to an error.
          const d = diagnostic(
            slow.polynomial ? "CANON232" : "CANON230",
            `pattern ${JSON.stringify(pattern)} ${slow.message}`,
            def.source.file,
            def.source.locate(pointer),
          );
          found.push(slow.polynomial ? { ...d, severity: "warning" } : d);
        }
      }
      // Bounds are not refused: every target compares a value with the bound as the double the
      // schema's decimal reads as (ajv's reading), and a bound beyond an integer type's range
      // excludes nothing that type holds. A value (const, enum, default) must be exact.
      for (const key of ["const", "default"]) {
        const value = node[key];
        if (typeof value === "number" && Number.isInteger(value) && Math.abs(value) > SAFE)
          report("CANON208", `${key} ${value} is beyond ±(2^53−1)`, childPointer(at, key));
      }
      if (Array.isArray(node["enum"])) {
        node["enum"].forEach((value, i) => {
          if (typeof value === "number" && Number.isInteger(value) && Math.abs(value) > SAFE)
            report("CANON208", `enum value ${value} is beyond ±(2^53−1)`, childPointer(at, "enum", i));
        });
      }
    });
  }
  return found;
}
