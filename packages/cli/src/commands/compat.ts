/**
 * `canon compat <base> <head>`: each side a file, folder, module name, `git:<ref>` (the module
 * from --module, or every configured module) / `git:<ref>:<path>`, or `npm:<spec|file.tgz>`.
 * Exit 0 compatible, 1 breaking (or changesets short of the required bump), 2 error.
 */
import {
  type Bump,
  type CategoryChoice,
  CompatError,
  compareSync,
  type Format,
  loadApiCategory,
  type Mode,
  type Policy,
  readSide,
  type Report,
} from "@canon-sdk/compat";
// The config and the catalog only: the core's index would load its whole pipeline at start-up.
import { findModule, loadConfig, type ModuleConfig } from "@canon-sdk/core/config";
import { catalog } from "@canon-sdk/core/diagnostics";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { UsageError } from "../io.js";
import { renderReports } from "../output/compat-report.js";
import { applyIgnores, loadIgnoreList } from "../output/ignore.js";
import { effectiveBump } from "../release/bump.js";
import { ORDER, pendingBumps, readChangesets } from "../release/changesets.js";
import { releaseNames } from "../release/names.js";

export interface CompatOptions {
  readonly module?: string;
  readonly mode?: string;
  readonly policy?: string;
  readonly format?: string;
  readonly ignore?: string;
  readonly allowUnclassified?: boolean;
  readonly changesets?: boolean;
  readonly category?: string;
  /** Write every witness document under this folder, one file per finding. */
  readonly witnessDir?: string;
}

export const COMPAT_EXIT = { compatible: 0, breaking: 1, error: 2 } as const;

/** The configured modules, or none when two files or folders are compared without a canon.config.json. */
function configuredModules(root: string): readonly ModuleConfig[] {
  return existsSync(join(root, "canon.config.json")) ? loadConfig(root).modules : [];
}

/** The modules a comparison concerns: the one named, or all of them when a side needs a module and none was named. */
function modulesFor(root: string, base: string, head: string, name: string | undefined): (ModuleConfig | undefined)[] {
  if (name !== undefined) return [findModule(loadConfig(root), name)];
  const configured = configuredModules(root);
  const byName = configured.find((m) => m.name === base || m.name === head);
  if (byName !== undefined) return [byName];
  const needsModule = [base, head].some((s) => /^git:[^:]+$/.test(s) || s === ".");
  return needsModule ? [...configured] : [undefined];
}

export async function runCompare(
  root: string,
  base: string,
  head: string,
  o: CompatOptions,
): Promise<{ module?: ModuleConfig; report: Report }[]> {
  const api = (o.category ?? "all") !== "data";
  if (api) await loadApiCategory();
  const modules = Object.fromEntries(configuredModules(root).map((m) => [m.name, m.schemas]));
  const ignores = loadIgnoreList(root, o.ignore);
  return modulesFor(root, base, head, o.module).map((module) => {
    const ctx = {
      root,
      modules,
      ...(module === undefined ? {} : { moduleDir: module.schemas, moduleName: module.name }),
      ...(module?.remotes === undefined ? {} : { remotes: module.remotes }),
    };
    const report = compareSync(readSide(base, ctx), readSide(head, ctx), {
      mode: (o.mode as Mode | undefined) ?? module?.compat.mode ?? "backward",
      policy: (o.policy as Policy | undefined) ?? module?.compat.policy ?? "strict",
      tolerantReceivers: module?.compat.tolerantReceivers ?? false,
      allowUnclassified: o.allowUnclassified === true,
      // The generated-API category diffs both sides' IR: only when asked for (it costs an IR build per side).
      category: (o.category ?? "all") as CategoryChoice,
      api,
    });
    return {
      ...(module === undefined ? {} : { module }),
      report: applyIgnores(report, module?.name, ignores, o.allowUnclassified === true),
    };
  });
}

/** Packages whose pending changesets bump them less than the findings require (0.x policy applied). */
export async function shortChangesets(
  root: string,
  module: ModuleConfig,
  report: Report,
): Promise<{ packageName: string; required: Bump; pending: Bump }[]> {
  const required = effectiveBump(report.requiredBump, module.version);
  const bumps = pendingBumps(readChangesets(root));
  return (await releaseNames(module))
    .map((packageName) => ({
      packageName,
      required,
      pending: bumps.get(packageName) ?? bumps.get(module.name) ?? ("none" as Bump),
    }))
    .filter((p) => ORDER[p.pending] < ORDER[p.required]);
}

export async function compat(
  root: string,
  base: string | undefined,
  head: string | undefined,
  o: CompatOptions,
): Promise<number> {
  if (base === undefined || head === undefined) throw new UsageError("compat needs <base> <head>", "compat");
  try {
    const results = await runCompare(root, base, head, o);
    process.stdout.write(
      renderReports(
        results.map((r) => ({ ...(r.module === undefined ? {} : { module: r.module.name }), report: r.report })),
        (o.format ?? "text") as Format,
      ),
    );
    let exit: number = results.every((r) => r.report.compatible) ? COMPAT_EXIT.compatible : COMPAT_EXIT.breaking;
    if (o.witnessDir !== undefined) {
      for (const { module, report } of results) writeWitnesses(resolve(o.witnessDir, module?.name ?? ""), report);
    }
    if (o.changesets === true) {
      for (const { module, report } of results) {
        if (module === undefined) continue;
        for (const p of await shortChangesets(root, module, report)) {
          process.stderr.write(
            `canon: ${p.packageName} needs a ${p.required} changeset for ${module.name}, pending changesets give ${p.pending}; run \`canon changeset --module ${module.name}\`\n`,
          );
          exit = COMPAT_EXIT.breaking;
        }
      }
    }
    return exit;
  } catch (error) {
    if (error instanceof CompatError) {
      const entry = (catalog as Record<string, { fix: string } | undefined>)[error.code];
      process.stderr.write(
        `canon: ${error.code}: ${error.message}\n${entry === undefined ? "" : `  fix: ${entry.fix}\n`}`,
      );
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
