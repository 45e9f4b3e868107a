/** Options of the Go target, as written under `targets.go` in canon.config.json. */
import { parseFlatOptions } from "@canon/core";

export interface GoOptions {
  /** The Go module path; empty means `canon/<module>`, a path without a host for local use. */
  readonly modulePath: string;
  /** The Go version written to go.mod. */
  readonly goVersion: string;
}

export const parseGoOptions = (raw: unknown): GoOptions => parseFlatOptions("go", raw, { modulePath: "", goVersion: "1.22" });

export const modulePathOf = (options: GoOptions, module: string): string => options.modulePath || `canon/${module}`;
