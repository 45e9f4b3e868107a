/**
 * `canon version`: the release step. canon.config.json is the single version source; this
 * consumes pending changesets for the modules, bumps their versions there, regenerates every
 * package (so every manifest carries the new version) and records the released output in
 * canon.lock.json. Changesets for other packages (the tool packages) are left for `changeset version`.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { applyPlan, CONFIG_FILE, loadConfig, planOutput } from "@canon-sdk/core";
import { progressFor } from "../cli/progress.js";
import { EXIT } from "../io.js";
import { type PendingChangeset, readChangesets } from "../release/changesets.js";
import { outputHash, readLock, writeLock } from "../release/lock.js";
import { moduleByReleaseName, type ModuleRelease, planReleases } from "../release/plan.js";
import { generateAll } from "./generate.js";

export async function version(root: string, options: { readonly dryRun: boolean }): Promise<number> {
  const config = loadConfig(root);
  const changesets = readChangesets(root);
  const names = await moduleByReleaseName(config.modules);
  const before = await generateAll(root, {}, progressFor());
  const releases = planReleases(config.modules, names, changesets, readLock(root), before.files);
  for (const r of releases) process.stdout.write(`${r.module}: ${r.from} → ${r.to} (${r.reasons.join("; ")})\n`);
  if (releases.length === 0) process.stdout.write("no module needs a new version\n");
  if (options.dryRun) return EXIT.ok;

  writeVersions(root, releases);
  consumeChangesets(root, changesets, names);
  const after = await generateAll(root, {}, progressFor());
  applyPlan(root, planOutput(root, after.files, after.ownedDirs));
  writeLock(
    root,
    Object.fromEntries(
      loadConfig(root).modules.map((m) => [m.name, { version: m.version, output: outputHash(after.files, m.name) }]),
    ),
  );
  process.stderr.write(
    `canon version: ${releases.length} module${releases.length === 1 ? "" : "s"} bumped, packages regenerated, canon.lock.json updated\n`,
  );
  return EXIT.ok;
}

/** Edits the version strings in place, so the file keeps its layout and comments-by-convention. */
function writeVersions(root: string, releases: readonly ModuleRelease[]): void {
  const path = join(root, CONFIG_FILE);
  let text = readFileSync(path, "utf8");
  for (const r of releases) {
    const pattern = new RegExp(
      `("${r.module}"\\s*:\\s*\\{[\\s\\S]*?"version"\\s*:\\s*")${r.from.replace(/\./g, "\\.")}"`,
    );
    if (!pattern.test(text)) throw new Error(`cannot find the version of module ${r.module} in ${CONFIG_FILE}`);
    text = text.replace(pattern, `$1${r.to}"`);
  }
  writeFileSync(path, text);
}

/** Deletes changesets that only name modules; rewrites mixed ones without the module entries. */
function consumeChangesets(
  root: string,
  changesets: readonly PendingChangeset[],
  names: ReadonlyMap<string, string>,
): void {
  for (const c of changesets) {
    const rest = c.releases.filter((r) => !names.has(r.name));
    if (rest.length === c.releases.length) continue;
    if (rest.length === 0) rmSync(join(root, c.file));
    else
      writeFileSync(
        join(root, c.file),
        `---\n${rest.map((r) => `"${r.name}": ${r.type}`).join("\n")}\n---\n\n${c.summary}\n`,
      );
  }
}
