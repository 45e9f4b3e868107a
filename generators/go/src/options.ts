/** Options of the Go target, as written under `targets.go` in canon.config.json. */
import { parseFlatOptions, type ProjectMetadata } from "@canon-sdk/core";

export interface GoOptions {
  /**
   * The Go module path; empty means `<repository host/path>/<package folder>` when the project has
   * a repository (so `go get` fetches it, tags `packages/<module>/go/vX.Y.Z`), else `canon/<module>`,
   * a path without a host that only works through a `replace` directive.
   */
  readonly modulePath: string;
  /** The Go version written to go.mod. */
  readonly goVersion: string;
}

export const parseGoOptions = (raw: unknown): GoOptions =>
  parseFlatOptions("go", raw, { modulePath: "", goVersion: "1.22" });

/** Go's rule for major versions 2 and up: the module path ends in `/vN`. */
function majorSuffix(version: string): string {
  const major = Number(version.split(".")[0]);
  return major >= 2 ? `/v${major}` : "";
}

export function modulePathOf(options: GoOptions, module: string, version = "0.0.0", project?: ProjectMetadata): string {
  if (options.modulePath !== "") return options.modulePath;
  const repository = project?.repository?.replace(/^https:\/\//, "");
  if (repository === undefined) return `canon/${module}`;
  return `${repository}/${project?.directory}${majorSuffix(version)}`;
}

/** A module path `go get` can fetch starts with a domain (a dot in its first element). */
export const isFetchable = (modulePath: string): boolean => (modulePath.split("/")[0] ?? "").includes(".");
