/**
 * What the CLI adds around the pure generators: the project metadata every manifest carries, and
 * the repository's LICENSE copied into every package, so each artifact ships its licence.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CanonConfig, GeneratedFile, ProjectMetadata } from "@canon-sdk/core";

/** Targets whose output is not a package of its own (a bundled schema, a Markdown reference). */
const NOT_PACKAGES = new Set(["schema", "docs"]);

export function projectMetadata(config: CanonConfig, directory: string): ProjectMetadata {
  const r = config.repository;
  if (r === undefined) return { directory };
  const url = r.url.replace(/\.git$/, "").replace(/\/+$/, "");
  return {
    directory,
    repository: url,
    homepage: r.homepage ?? url,
    issues: r.issues ?? `${url}/issues`,
    ...(r.developers === undefined ? {} : { developers: r.developers }),
  };
}

/** The LICENSE file for a target's output, when the project has one and the target is a package. */
export function licenseFile(root: string, target: string): GeneratedFile | undefined {
  const path = join(root, "LICENSE");
  if (NOT_PACKAGES.has(target) || !existsSync(path)) return undefined;
  return { path: "LICENSE", content: readFileSync(path, "utf8") };
}
