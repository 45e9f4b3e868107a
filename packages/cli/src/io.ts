/** Output helpers and the exit codes every command shares. */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { CONFIG_FILE, type Diagnostic, formatWithFix } from "@canon/core";

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

export class UsageError extends Error {}

export function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) process.stdout.write(`${formatWithFix(d)}\n`);
}

/** The project root: the nearest folder upwards that holds canon.config.json. */
export function findRoot(start: string): string {
  let current = resolve(start);
  for (;;) {
    if (existsSync(join(current, CONFIG_FILE))) return current;
    const parent = dirname(current);
    if (parent === current) throw new UsageError(`no ${CONFIG_FILE} found in this folder or any folder above it`);
    current = parent;
  }
}
