/**
 * A module made up on the spot for zero-config use (`canon generate --schema it.json`): the
 * schema file or folder given, the targets asked for, and defaults for everything else.
 */
import { statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { ModuleConfig } from "./config.js";
import { CanonError, diagnostic } from "./diagnostics.js";
import { repoPath } from "./load.js";

export interface AdhocOptions {
  readonly targets: readonly string[];
  /** Module name (lower-case letters and digits); default: from the file or folder name. */
  readonly name?: string;
  /** Local copies of remote schemas (`--remotes`), folders relative to `root`. */
  readonly remotes?: Readonly<Record<string, string>>;
}

/**
 * `--remotes PREFIX=DIR[,PREFIX=DIR…]`: each pair split at its last `=` (a URI may hold one, a
 * folder name rarely does), its folder given relative to `cwd` and returned relative to `root`,
 * where schemas are read. A URI that is not absolute, or a pair without a folder, is refused.
 */
export function parseRemotesOption(option: string, cwd: string, root: string): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const pair of option.split(",").filter((p) => p.trim() !== "")) {
    const at = pair.lastIndexOf("=");
    const uri = pair.slice(0, Math.max(at, 0)).trim();
    const folder = pair.slice(at + 1).trim();
    if (at < 0 || folder === "" || !/^[A-Za-z][A-Za-z0-9+.-]*:[^#]*$/.test(uri))
      throw new CanonError([
        diagnostic(
          "CANON401",
          `--remotes "${pair}" must be an absolute URI (or a prefix ending in /), "=", and a local file or folder`,
        ),
      ]);
    remotes[uri] = repoPath(root, resolve(cwd, folder)) || ".";
  }
  return remotes;
}

export function adhocModule(root: string, schemaPath: string, options: AdhocOptions): ModuleConfig {
  const absolute = resolve(root, schemaPath);
  let isFile: boolean;
  try {
    isFile = statSync(absolute).isFile();
  } catch {
    throw new CanonError([diagnostic("CANON109", `no schema file or folder at ${schemaPath}`)]);
  }
  const folder = isFile ? dirname(absolute) : absolute;
  const name =
    options.name ??
    (basename(absolute)
      .replace(/(\.schema)?\.json$/i, "")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .replace(/^[0-9]+/, "") ||
      "schema");
  if (!/^[a-z][a-z0-9]*$/.test(name))
    throw new CanonError([
      diagnostic("CANON401", `module name "${name}" must be lower-case letters and digits, starting with a letter`),
    ]);
  return {
    name,
    version: "0.1.0",
    description: `Types generated from ${repoPath(root, absolute) || "."}.`,
    schemas: repoPath(root, folder) || ".",
    ...(isFile ? { include: [basename(absolute)] } : {}),
    ...(options.remotes === undefined ? {} : { remotes: options.remotes }),
    targets: Object.fromEntries(options.targets.map((t) => [t, ownNames(t, name)])),
    compat: { mode: "backward", writers: "writers", readers: "readers", tolerantReceivers: false },
    // Schemas written elsewhere owe Canon no titles, descriptions or vectors.
    lint: { CANON201: "off", CANON202: "off", CANON206: "off" },
  };
}

/**
 * An npm name for schemas that are not Canon's own: the bare module name, never Canon's npm scope,
 * which a user could not publish under. (PyPI and crates.io have no scopes: `canon-<module>` stays.)
 */
function ownNames(target: string, name: string): Record<string, string> {
  return target === "typescript" ? { packageName: name } : {};
}
