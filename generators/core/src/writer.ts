/**
 * Writes generated files atomically, or compares them with the disk (`canon check`). A file is
 * only ever deleted when it carries Canon's generated mark, so hand-written files beside
 * generated ones are safe.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CanonError, diagnostic, type Diagnostic } from "./diagnostics.js";
import { GENERATED_MARK, type GeneratedFile } from "./generated.js";

export interface OutputPlan {
  readonly changed: readonly GeneratedFile[];
  readonly missing: readonly GeneratedFile[];
  readonly orphaned: readonly string[];
  readonly unchanged: number;
}

/** Folders inside an output folder that hold build products and caches, never generated sources. */
const skipped = new Set(["node_modules", "dist", ".venv", "__pycache__", ".pytest_cache", ".mypy_cache", "target", ".turbo", "build", ".gradle"]);

export function planOutput(root: string, files: readonly GeneratedFile[], ownedDirs: readonly string[]): OutputPlan {
  const changed: GeneratedFile[] = [];
  const missing: GeneratedFile[] = [];
  const wanted = new Set(files.map((f) => f.path));
  for (const file of files) {
    const current = readOrUndefined(join(root, file.path));
    if (current === undefined) missing.push(file);
    else if (current !== file.content) changed.push(file);
  }
  const orphaned = ownedDirs.flatMap((dir) => listFiles(root, dir)).filter((path) => !wanted.has(path) && carriesMark(join(root, path)));
  return { changed, missing, orphaned: [...new Set(orphaned)].sort(), unchanged: files.length - changed.length - missing.length };
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

/** Stages every new file beside its target, then renames them all into place. */
export function applyPlan(root: string, plan: OutputPlan): void {
  const staged: [string, string][] = [];
  try {
    for (const file of [...plan.changed, ...plan.missing]) {
      const target = join(root, file.path);
      const temporary = `${target}.canon-${process.pid}.tmp`;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(temporary, file.content);
      staged.push([temporary, target]);
    }
  } catch (error) {
    for (const [temporary] of staged) rmSync(temporary, { force: true });
    throw new CanonError([diagnostic("CANON304", (error as Error).message)]);
  }
  for (const [temporary, target] of staged) renameSync(temporary, target);
  for (const path of plan.orphaned) rmSync(join(root, path), { force: true });
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

/** The mark sits in the first lines of every generated file, whatever its language. */
function carriesMark(path: string): boolean {
  const buffer = Buffer.alloc(1024);
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString("utf8").toLowerCase().includes(GENERATED_MARK);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
