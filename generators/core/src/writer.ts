/**
 * Writes generated files, the whole tree atomically (output-journal.ts), or compares them with
 * the disk (`canon check`). A file is only ever deleted when it carries Canon's generated mark,
 * so hand-written files beside generated ones are safe, and no path may leave its output folder
 * (output-paths.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { diagnostic, type Diagnostic } from "./diagnostics.js";
import type { GeneratedFile } from "./generated.js";
import { carriesMark, recoverInterruptedWrite, writeTree } from "./output-journal.js";
import { assertOutputPaths } from "./output-paths.js";

export { recoverInterruptedWrite, STAGING_DIR } from "./output-journal.js";

export interface OutputPlan {
  /** The output folders the files belong to; every path stays inside one of them. */
  readonly ownedDirs: readonly string[];
  readonly changed: readonly GeneratedFile[];
  readonly missing: readonly GeneratedFile[];
  readonly orphaned: readonly string[];
  readonly unchanged: number;
}

/** Folders inside an output folder that hold build products and caches, never generated sources. */
const skipped = new Set([
  "node_modules",
  "dist",
  ".venv",
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  "target",
  ".turbo",
  "build",
  ".gradle",
]);

/** Also completes or discards a generation that was killed, so the disk it compares is a whole tree. */
export function planOutput(root: string, files: readonly GeneratedFile[], ownedDirs: readonly string[]): OutputPlan {
  assertOutputPaths(
    root,
    files.map((f) => f.path),
    ownedDirs,
  );
  recoverInterruptedWrite(root);
  const changed: GeneratedFile[] = [];
  const missing: GeneratedFile[] = [];
  const wanted = new Set(files.map((f) => f.path));
  for (const file of files) {
    const current = readOrUndefined(join(root, file.path));
    if (current === undefined) missing.push(file);
    else if (current !== file.content) changed.push(file);
  }
  const orphaned = ownedDirs
    .flatMap((dir) => listFiles(root, dir))
    .filter((path) => !wanted.has(path) && carriesMark(join(root, path)));
  return {
    ownedDirs,
    changed,
    missing,
    orphaned: [...new Set(orphaned)].sort(),
    unchanged: files.length - changed.length - missing.length,
  };
}

export function isClean(plan: OutputPlan): boolean {
  return plan.changed.length === 0 && plan.missing.length === 0 && plan.orphaned.length === 0;
}

export function driftDiagnostics(plan: OutputPlan): Diagnostic[] {
  return [
    ...plan.changed.map((f) => diagnostic("CANON301", `${f.path} is stale`, f.path)),
    ...plan.missing.map((f) => diagnostic("CANON302", `${f.path} is missing`, f.path)),
    ...plan.orphaned.map((p) => diagnostic("CANON303", `${p} is no longer generated`, p)),
  ];
}

/** Stages every new file, commits a journal, then moves them all into place (CANON304 if staging fails). */
export function applyPlan(root: string, plan: OutputPlan): void {
  const writes = [...plan.changed, ...plan.missing];
  assertOutputPaths(root, [...writes.map((f) => f.path), ...plan.orphaned], plan.ownedDirs);
  writeTree(root, writes, plan.orphaned);
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function listFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    let entries;
    try {
      entries = readdirSync(join(root, current), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory() && !skipped.has(entry.name)) stack.push(path);
      else if (entry.isFile()) found.push(path);
    }
  }
  return found;
}
