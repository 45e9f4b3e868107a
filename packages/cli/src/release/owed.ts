/** CANON305: modules whose output changed at a released version with no pending changeset for them. */
import { diagnostic, type Diagnostic, type GeneratedFile, type ModuleConfig } from "@canon-sdk/core";
import { readChangesets } from "./changesets.js";
import { LOCK_FILE, readLock, unreleasedOutput } from "./lock.js";
import { moduleByReleaseName } from "./plan.js";

export async function owedBumps(
  root: string,
  modules: readonly ModuleConfig[],
  files: readonly GeneratedFile[],
): Promise<Diagnostic[]> {
  const changed = unreleasedOutput(readLock(root), modules, files);
  if (changed.length === 0) return [];
  const names = await moduleByReleaseName(modules);
  const pending = new Set(readChangesets(root).flatMap((c) => c.releases.map((r) => names.get(r.name))));
  return changed
    .filter((m) => !pending.has(m))
    .map((m) =>
      diagnostic(
        "CANON305",
        `module ${m}: generated output differs from what version ${modules.find((x) => x.name === m)?.version} was released with, and no pending changeset bumps it`,
        LOCK_FILE,
      ),
    );
}
