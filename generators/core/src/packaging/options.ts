/** Options of the Rust, Java and quicktype targets: a package name, with a default from the module. */
import { parseFlatOptions } from "../generator.js";

export interface PackageOptions {
  /** The crate, artifact, package or namespace name; empty means derived from the module. */
  readonly name: string;
  /** Maven targets only (java, kotlin): the groupId; empty means derived from the repository. */
  readonly groupId?: string;
}

const MAVEN_TARGETS = new Set(["java", "kotlin"]);

export function parsePackageOptions(target: string, raw: unknown): PackageOptions {
  return MAVEN_TARGETS.has(target)
    ? parseFlatOptions(target, raw, { name: "", groupId: "" })
    : parseFlatOptions(target, raw, { name: "" });
}
