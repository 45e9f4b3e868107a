/** The package names a module's changesets use: its npm package, as the typescript target names it. */
import type { ModuleConfig } from "@canon-sdk/core";

/**
 * The names changesets may use for a module: the npm package name from the typescript target's
 * options (its default when not set), and the module name itself for modules without one.
 */
export async function releaseNames(module: ModuleConfig): Promise<string[]> {
  const raw = module.targets["typescript"];
  if (raw === undefined) return [module.name];
  const { parseOptions, packageNameFor } = await import("@canon-sdk/generator-typescript");
  return [packageNameFor(module.name, parseOptions(raw))];
}
