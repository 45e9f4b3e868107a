/**
 * Changesets and the bump a report requires: pending `.changeset/*.md` files must bump every
 * affected package at least as much as the findings need; `canon changeset` drafts one.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Bump, Report } from "./types.js";

const ORDER: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

/** `package name → bump` from the front matter of every pending changeset. */
export function pendingBumps(root: string): Map<string, Bump> {
  const dir = join(root, ".changeset");
  const bumps = new Map<string, Bump>();
  if (!existsSync(dir)) return bumps;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .sort()) {
    const text = readFileSync(join(dir, file), "utf8");
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
    for (const line of front.split(/\r?\n/)) {
      const m = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (m === null) continue;
      const [name, bump] = [m[1] as string, m[2] as Bump];
      if (ORDER[bump] > ORDER[bumps.get(name) ?? "none"]) bumps.set(name, bump);
    }
  }
  return bumps;
}

export interface ChangesetProblem {
  readonly packageName: string;
  readonly required: Bump;
  readonly pending: Bump;
}

export function checkChangesets(root: string, report: Report, packageNames: readonly string[]): ChangesetProblem[] {
  const bumps = pendingBumps(root);
  return packageNames
    .map((packageName) => ({ packageName, required: report.requiredBump, pending: bumps.get(packageName) ?? "none" }))
    .filter((p) => ORDER[p.pending] < ORDER[p.required]);
}

export function draftChangeset(report: Report, packageNames: readonly string[], moduleName: string): string {
  const bump = report.requiredBump === "none" ? "patch" : report.requiredBump;
  const front = packageNames.map((p) => `"${p}": ${bump}`).join("\n");
  const changes = report.findings.filter((f) => f.severity !== "info" || !["DESCRIPTION_CHANGED"].includes(f.rule));
  const body =
    changes.length === 0
      ? ["- No schema changes that affect documents."]
      : changes.map((f) => `- ${f.severity === "info" ? "" : `**${f.severity}** `}\`${f.rule}\` ${f.message}`);
  return `---\n${front}\n---\n\n${moduleName}: schema changes (${report.requiredBump} bump, checked ${report.mode}).\n\n${body.join("\n")}\n`;
}
