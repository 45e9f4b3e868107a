/** Options of the `typescript` target, as written in canon.config.json. */
import { parseFlatOptions } from "@canon-sdk/core";

export interface TypeScriptOptions {
  /** npm package name; empty means `@canon-sdk/<module>`. */
  readonly packageName: string;
  /** SPDX licence of the generated package. */
  readonly license: string;
}

export function parseOptions(raw: unknown): TypeScriptOptions {
  return parseFlatOptions("typescript", raw, { packageName: "", license: "Apache-2.0" });
}

export function packageNameFor(module: string, options: TypeScriptOptions): string {
  return options.packageName === "" ? `@canon-sdk/${module}` : options.packageName;
}
