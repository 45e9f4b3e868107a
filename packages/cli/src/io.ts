/** Exit codes every command shares, usage errors, and finding the project root. */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * 0 success; 1 the input has problems (lint findings, drift, invalid documents, breaking
 * changes); 2 the command could not do its job as asked (bad arguments, unknown module, type or
 * target, unreadable compat side).
 */
export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

export class UsageError extends Error {
  /** The command whose help the error refers to, if any. */
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

/** Same name as the core's CONFIG_FILE; repeated so that finding the root does not load the core. */
const CONFIG_FILE = "canon.config.json";

/** The project root: the nearest folder upwards that holds canon.config.json. */
export function findRoot(start: string): string {
  let current = resolve(start);
  for (;;) {
    if (existsSync(join(current, CONFIG_FILE))) return current;
    const parent = dirname(current);
    if (parent === current)
      throw new UsageError(`no ${CONFIG_FILE} found in this folder or any folder above it (or pass --root DIR)`);
    current = parent;
  }
}
