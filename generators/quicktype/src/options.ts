/** Options of the quicktype-backed targets: a package name, with a default from the module. */
import { parseFlatOptions } from "@canon/core";

export interface PackageOptions {
  /** The crate, artifact, package or namespace name; empty means derived from the module. */
  readonly name: string;
}

export function parsePackageOptions(target: string, raw: unknown): PackageOptions {
  return parseFlatOptions(target, raw, { name: "" });
}
