/**
 * canon.lock.json: for each module, the version last released and a hash of the generated output
 * it was released with. Output that changes at the same version (a generator fix, a new target)
 * would otherwise be republished under a number registries already hold, so it owes a patch bump.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GeneratedFile } from "@canon-sdk/core";

export const LOCK_FILE = "canon.lock.json";

export interface LockEntry {
  readonly version: string;
  readonly output: string;
}

export type Lock = Record<string, LockEntry>;

export function readLock(root: string): Lock {
  const path = join(root, LOCK_FILE);
  if (!existsSync(path)) return {};
  const parsed = JSON.parse(readFileSync(path, "utf8")) as { modules?: Lock };
  return parsed.modules ?? {};
}

export function writeLock(root: string, lock: Lock): void {
  const modules = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .map((k) => [k, lock[k]]),
  );
  const doc = {
    $comment:
      "written by `canon version`: the generated output each module's current version was released with; do not edit",
    modules,
  };
  writeFileSync(join(root, LOCK_FILE), `${JSON.stringify(doc, null, 2)}\n`);
}

/** A hash of every file generated for a module, independent of generation order. */
export function outputHash(files: readonly GeneratedFile[], module: string): string {
  const prefix = `packages/${module}/`;
  const hash = createHash("sha256");
  for (const f of files
    .filter((f) => f.path.startsWith(prefix))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(f.path).update("\0").update(f.content).update("\0");
  }
  return `sha256:${hash.digest("hex")}`;
}

/** Modules whose output differs from what their current version was released with. */
export function unreleasedOutput(
  lock: Lock,
  modules: readonly { name: string; version: string }[],
  files: readonly GeneratedFile[],
): string[] {
  return modules
    .filter((m) => {
      const entry = lock[m.name];
      return entry !== undefined && entry.version === m.version && entry.output !== outputHash(files, m.name);
    })
    .map((m) => m.name);
}
