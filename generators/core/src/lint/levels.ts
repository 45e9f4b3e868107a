/**
 * Rule levels per module (`"lint": {"CANON206": "off"}` in canon.config.json), so a team can gate
 * CI on what matters before it has written every description and vector. Only authoring rules
 * are configurable; a schema that cannot be read or resolved is always an error.
 */
import type { Diagnostic, DiagnosticCode } from "../diagnostics.js";

export type RuleLevel = "off" | "warn" | "error";

export const configurableRules: readonly DiagnosticCode[] = [
  "CANON201",
  "CANON202",
  "CANON206",
  "CANON207",
  "CANON208",
  "CANON209",
  "CANON214",
  "CANON215",
  "CANON217",
  "CANON232",
];

export function applyLevels(
  diagnostics: readonly Diagnostic[],
  levels: Readonly<Record<string, RuleLevel>> = {},
): Diagnostic[] {
  return diagnostics.flatMap((d) => {
    // Unconfigured, a rule keeps the severity it was reported with (most are errors).
    if (!(Object.hasOwn(levels, d.code) && configurableRules.includes(d.code))) return [d];
    const level = levels[d.code];
    if (level === "off") return [];
    return [{ ...d, severity: level === "warn" ? ("warning" as const) : ("error" as const) }];
  });
}
