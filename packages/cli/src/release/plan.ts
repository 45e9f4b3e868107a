/**
 * What `canon version` will do: the new version of each module, from its pending changesets and
 * from output that changed since its current version was released (0.x policy applied).
 */
import type { Bump } from "@canon-sdk/compat";
import type { GeneratedFile, ModuleConfig } from "@canon-sdk/core";
import { bumpVersion, effectiveBump } from "./bump.js";
import { maxBump, type PendingChangeset } from "./changesets.js";
import { type Lock, unreleasedOutput } from "./lock.js";
import { releaseNames } from "./names.js";

export interface ModuleRelease {
  readonly module: string;
  readonly from: string;
  readonly to: string;
  readonly bump: Bump;
  readonly reasons: readonly string[];
}

/** Package name (or module name) → module name, for every configured module. */
export async function moduleByReleaseName(modules: readonly ModuleConfig[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const m of modules) for (const n of [m.name, ...(await releaseNames(m))]) names.set(n, m.name);
  return names;
}

export function planReleases(
  modules: readonly ModuleConfig[],
  names: ReadonlyMap<string, string>,
  changesets: readonly PendingChangeset[],
  lock: Lock,
  files: readonly GeneratedFile[],
): ModuleRelease[] {
  const unreleased = new Set(unreleasedOutput(lock, modules, files));
  return modules.flatMap((m) => {
    let bump: Bump = "none";
    const reasons: string[] = [];
    for (const c of changesets) {
      for (const r of c.releases.filter((r) => names.get(r.name) === m.name)) {
        bump = maxBump(bump, r.type);
        reasons.push(`${r.type} from ${c.file}`);
      }
    }
    if (unreleased.has(m.name)) {
      bump = maxBump(bump, "patch");
      reasons.push(`patch: generated output changed since ${m.version} was released`);
    }
    const effective = effectiveBump(bump, m.version);
    if (effective !== bump) reasons.push(`major lowered to minor below 1.0.0`);
    return effective === "none"
      ? []
      : [{ module: m.name, from: m.version, to: bumpVersion(m.version, effective), bump: effective, reasons }];
  });
}
