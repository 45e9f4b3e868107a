/**
 * Accepted breaks: `.canon-compat-ignore.json` lists findings a project has decided to ship,
 * each with its reason. They stay in the report as info, marked accepted, and no longer fail it.
 *
 *   { "ignore": [ { "module": "agui", "rule": "PROPERTY_REMOVED", "type": "RunAgentInput", "reason": "…" } ] }
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Finding, Report } from "@canon-sdk/compat";
import { UsageError } from "../io.js";

export const IGNORE_FILE = ".canon-compat-ignore.json";

export interface IgnoreEntry {
  readonly rule: string;
  readonly type: string;
  readonly module?: string;
  readonly reason: string;
}

export function loadIgnoreList(root: string, file: string | undefined): IgnoreEntry[] {
  const path = join(root, file ?? IGNORE_FILE);
  if (!existsSync(path)) {
    if (file !== undefined) throw new UsageError(`--ignore: ${file} does not exist`, "compat");
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new UsageError(`${file ?? IGNORE_FILE} is not valid JSON: ${(error as Error).message}`, "compat");
  }
  const entries = (parsed as { ignore?: unknown }).ignore;
  if (!Array.isArray(entries))
    throw new UsageError(`${file ?? IGNORE_FILE} must be an object with an "ignore" array`, "compat");
  return entries.map((e: Record<string, unknown>, i) => {
    const bad = ["rule", "type", "reason"].find((k) => typeof e[k] !== "string" || (e[k] as string).trim() === "");
    if (bad !== undefined || (e["module"] !== undefined && typeof e["module"] !== "string")) {
      throw new UsageError(
        `${file ?? IGNORE_FILE}: entry ${i} needs string "rule", "type" and "reason" (and an optional "module"); "${bad ?? "module"}" is missing or not a string`,
        "compat",
      );
    }
    return e as unknown as IgnoreEntry;
  });
}

/** The report with accepted findings turned into info; the required bump is unchanged (a break accepted is still a break for readers). */
export function applyIgnores(
  report: Report,
  moduleName: string | undefined,
  entries: readonly IgnoreEntry[],
  allowUnclassified: boolean,
): Report {
  if (entries.length === 0) return report;
  const accepted = (f: Finding) =>
    entries.find(
      (e) => e.rule === f.rule && e.type === f.typeName && (e.module === undefined || e.module === moduleName),
    );
  const findings = report.findings.map((f): Finding => {
    const entry = f.severity === "info" ? undefined : accepted(f);
    return entry === undefined ? f : { ...f, severity: "info", message: `${f.message} (accepted: ${entry.reason})` };
  });
  const breaking = findings.some((f) => f.severity === "breaking" || (f.severity === "warning" && !allowUnclassified));
  return { ...report, findings, compatible: !breaking };
}
