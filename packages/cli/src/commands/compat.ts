/**
 * `canon compat <base> <head>`: each side a file, folder, module name, `git:<ref>` (the module
 * from --module, or every configured module) / `git:<ref>:<path>`, or `npm:<spec|file.tgz>`.
 * Exit 0 compatible, 1 breaking (or changesets short of the required bump), 2 error.
 */
import { type CategoryChoice, checkChangesets, CompatError, compareSync, type Format, FORMATS, formatReport, type Mode, type Policy, readSide, type Report } from "@canon/compat";
import { catalog, findModule, loadConfig, type ModuleConfig } from "@canon/core";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { UsageError } from "../io.js";

export interface CompatOptions {
  readonly module?: string;
  readonly mode?: string;
  readonly policy?: string;
  readonly format?: string;
  readonly allowUnclassified?: boolean;
  readonly changesets?: boolean;
  readonly category?: string;
  /** Write every witness document under this folder, one file per finding. */
  readonly witnessDir?: string;
}

export const COMPAT_EXIT = { compatible: 0, breaking: 1, error: 2 } as const;

export function parseCompatOptions(o: CompatOptions): { mode?: Mode; policy?: Policy; format: Format } {
  if (o.mode !== undefined && !["backward", "forward", "full"].includes(o.mode)) throw new UsageError(`--mode must be backward, forward or full, not "${o.mode}"`);
  if (o.policy !== undefined && !["strict", "lenient"].includes(o.policy)) throw new UsageError(`--policy must be strict or lenient, not "${o.policy}"`);
  if (o.format !== undefined && !FORMATS.includes(o.format as Format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, not "${o.format}"`);
  if (o.category !== undefined && !["data", "api", "all"].includes(o.category)) throw new UsageError(`--category must be data, api or all, not "${o.category}"`);
  return { ...(o.mode === undefined ? {} : { mode: o.mode as Mode }), ...(o.policy === undefined ? {} : { policy: o.policy as Policy }), format: (o.format ?? "text") as Format };
}

/** The modules a comparison concerns: the one named, or all of them when a side needs a module and none was named. */
function modulesFor(root: string, base: string, head: string, name: string | undefined): (ModuleConfig | undefined)[] {
  const config = loadConfig(root);
  if (name !== undefined) return [findModule(config, name)];
  const byName = config.modules.find((m) => m.name === base || m.name === head);
  if (byName !== undefined) return [byName];
  const needsModule = [base, head].some((s) => /^git:[^:]+$/.test(s) || s === ".");
  return needsModule ? [...config.modules] : [undefined];
}

export function runCompare(root: string, base: string, head: string, o: CompatOptions): { module?: ModuleConfig; report: Report }[] {
  const { mode, policy } = parseCompatOptions(o);
  const config = loadConfig(root);
  const modules = Object.fromEntries(config.modules.map((m) => [m.name, m.schemas]));
  return modulesFor(root, base, head, o.module).map((module) => {
    const ctx = { root, modules, ...(module === undefined ? {} : { moduleDir: module.schemas, moduleName: module.name }) };
    const report = compareSync(readSide(base, ctx), readSide(head, ctx), {
      mode: mode ?? module?.compat.mode ?? "backward",
      policy: policy ?? module?.compat.policy ?? "strict",
      tolerantReceivers: module?.compat.tolerantReceivers ?? false,
      allowUnclassified: o.allowUnclassified === true,
      // The generated-API category diffs both sides' IR: only when asked for (it costs an IR build per side).
      category: (o.category ?? "all") as CategoryChoice,
      api: (o.category ?? "all") !== "data",
    });
    return { ...(module === undefined ? {} : { module }), report };
  });
}

export function compat(root: string, base: string | undefined, head: string | undefined, o: CompatOptions): number {
  if (base === undefined || head === undefined) throw new UsageError("compat needs <base> <head>");
  const { format } = parseCompatOptions(o);
  try {
    let exit: number = COMPAT_EXIT.compatible;
    for (const { module, report } of runCompare(root, base, head, o)) {
      const text = formatReport(report, format);
      // Several modules print several summaries: name each one's.
      process.stdout.write(format === "text" && module !== undefined ? text.replace(/([^\n]*)\n$/, `${module.name}: $1\n`) : text);
      if (o.witnessDir !== undefined) writeWitnesses(resolve(o.witnessDir, module?.name ?? ""), report);
      if (!report.compatible) exit = COMPAT_EXIT.breaking;
      if (o.changesets === true && module !== undefined) {
        for (const p of checkChangesets(root, report, [`@canon/${module.name}`])) {
          process.stderr.write(`canon: ${p.packageName} needs a ${p.required} changeset for ${module.name}, pending changesets give ${p.pending}; run \`canon changeset --module ${module.name}\`\n`);
          exit = COMPAT_EXIT.breaking;
        }
      }
    }
    return exit;
  } catch (error) {
    if (error instanceof CompatError) {
      const entry = (catalog as Record<string, { fix: string } | undefined>)[error.code];
      process.stderr.write(`canon: ${error.code}: ${error.message}\n${entry === undefined ? "" : `  fix: ${entry.fix}\n`}`);
      return COMPAT_EXIT.error;
    }
    throw error;
  }
}

/**
 * `DIR/<Type>/<rule>-<n>.json` per witness: the document the accepting side takes and the
 * other rejects, ready to become an invalid vector of the new schema (or a valid one of the old).
 */
function writeWitnesses(dir: string, report: Report): void {
  const counts = new Map<string, number>();
  for (const f of report.findings) {
    if (f.witness === undefined || !("document" in f.witness)) continue;
    const type = f.typeName.replace(/[^A-Za-z0-9_.-]/g, "_");
    const stem = `${type}/${f.rule.toLowerCase().replace(/_/g, "-")}`;
    const n = (counts.get(stem) ?? 0) + 1;
    counts.set(stem, n);
    mkdirSync(join(dir, type), { recursive: true });
    writeFileSync(join(dir, `${stem}-${n}.json`), `${JSON.stringify(f.witness.document, null, 2)}\n`);
  }
}
