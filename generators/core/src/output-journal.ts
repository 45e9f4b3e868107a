/**
 * Whole-tree atomic generation. Every new file is first staged in `.canon-generate/` at the
 * project root (never inside an output folder); a journal listing the renames and deletions is
 * then committed with one rename. Only after that are files moved into place. A run killed
 * before the commit leaves the old tree (the next start discards the staging folder); one killed
 * after it leaves a journal the next start replays, completing the new tree. Either way no
 * temporary file ever sits inside an output folder.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { CanonError, diagnostic } from "./diagnostics.js";
import { GENERATED_MARK, type GeneratedFile } from "./generated.js";
import { outputPathProblems } from "./output-paths.js";

export const STAGING_DIR = ".canon-generate";

interface Journal {
  /** Staged file `new/<index>` goes to `path`. */
  readonly writes: readonly string[];
  readonly deletes: readonly string[];
}

/** Completes or discards a run that was interrupted; a no-op when there is none. */
export function recoverInterruptedWrite(root: string): void {
  const staging = join(root, STAGING_DIR);
  if (!existsSync(staging)) return;
  const owner = ownerOf(staging);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new CanonError([
      diagnostic(
        "CANON331",
        `another canon generate (process ${owner}) is writing this project's outputs (${STAGING_DIR}/)`,
      ),
    ]);
  }
  const journalFile = join(staging, "journal.json");
  if (existsSync(journalFile)) {
    const journal = readJournal(journalFile);
    // The journal is re-checked like any output: a crafted one cannot move files out of the project.
    if (journal !== undefined && outputPathProblems(root, [...journal.writes, ...journal.deletes], []).length === 0)
      replay(root, staging, journal);
  }
  discard(staging);
}

/** Stages, commits and applies one generation; throws CANON304 (nothing changed) when staging fails. */
export function writeTree(root: string, writes: readonly GeneratedFile[], deletes: readonly string[]): void {
  recoverInterruptedWrite(root);
  if (writes.length === 0 && deletes.length === 0) return;
  const staging = join(root, STAGING_DIR);
  try {
    // Claimed with one mkdir: a second run sees the folder and its owner, and waits its turn.
    mkdirSync(staging);
    writeFileSync(join(staging, "owner"), String(process.pid));
    mkdirSync(join(staging, "new"));
    writes.forEach((file, index) => writeFileSync(join(staging, "new", String(index)), file.content));
    const journal: Journal = { writes: writes.map((f) => f.path), deletes };
    writeFileSync(join(staging, "journal.partial"), JSON.stringify(journal));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST" && ownerOf(staging) !== process.pid) {
      throw new CanonError([
        diagnostic("CANON331", `another canon generate started writing this project's outputs (${STAGING_DIR}/)`),
      ]);
    }
    discard(staging);
    throw new CanonError([diagnostic("CANON304", (error as Error).message)]);
  }
  // The commit point: from here on, the next start completes the new tree.
  renameSync(join(staging, "journal.partial"), join(staging, "journal.json"));
  replay(root, staging, { writes: writes.map((f) => f.path), deletes });
  discard(staging);
}

/** Idempotent: a staged file already moved is skipped, a deleted file already gone is ignored. */
function replay(root: string, staging: string, journal: Journal): void {
  journal.writes.forEach((path, index) => {
    const staged = join(staging, "new", String(index));
    if (!existsSync(staged)) return;
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(staged, target);
  });
  // Deletions were planned for marked files only; checking again keeps a crafted journal from removing hand-written ones.
  for (const path of journal.deletes) if (carriesMark(join(root, path))) rmSync(join(root, path), { force: true });
}

/** The mark sits in the first lines of every generated file, whatever its language. */
export function carriesMark(path: string): boolean {
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

/** The journal goes first, so a kill halfway through leaves a folder the next start simply removes. */
function discard(staging: string): void {
  rmSync(join(staging, "journal.json"), { force: true });
  rmSync(staging, { recursive: true, force: true });
}

/** The process that staged the folder; a folder without an owner was abandoned right after its mkdir. */
function ownerOf(staging: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(staging, "owner"), "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readJournal(file: string): Journal | undefined {
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as Partial<Journal>;
    const strings = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((item) => typeof item === "string");
    return strings(value.writes) && strings(value.deletes)
      ? { writes: value.writes, deletes: value.deletes }
      : undefined;
  } catch {
    return undefined;
  }
}
