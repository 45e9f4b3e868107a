/**
 * Defence in depth for the writer: whatever a generator or a hostile name produces, no path may
 * leave its output folder. Lint refuses bad names first (CANON231); this refuses what slips past.
 */
import { lstatSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { CanonError, diagnostic, type Diagnostic } from "./diagnostics.js";

/** Why a repo-relative output path is unsafe, or undefined when it is a plain relative path. */
function shapeProblem(path: string): string | undefined {
  // NUL and control characters are refused: they truncate or disguise paths.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check refuses
  if (/[\\\u0000-\u001f]/.test(path)) return "contains a backslash or a control character";
  if (path === "" || isAbsolute(path) || /^[A-Za-z]:/.test(path)) return "is empty or absolute";
  if (path.split("/").some((segment) => segment === "" || segment === "." || segment === ".."))
    return 'has an empty, "." or ".." segment';
  return undefined;
}

/** The deepest part of `path` that exists, resolved through links, must stay inside the real root. */
function leavesThroughLink(realRoot: string, absolute: string): boolean {
  let current = absolute;
  for (;;) {
    try {
      lstatSync(current);
      const real = realpathSync(current);
      return real !== realRoot && !real.startsWith(realRoot + sep);
    } catch {
      const parent = dirname(current);
      if (parent === current) return false;
      current = parent;
    }
  }
}

/** Every problem with the files' paths and the output folders they must stay in (CANON330). */
export function outputPathProblems(root: string, paths: readonly string[], ownedDirs: readonly string[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  const absoluteRoot = resolve(root);
  let realRoot: string;
  try {
    realRoot = realpathSync(absoluteRoot);
  } catch {
    realRoot = absoluteRoot;
  }
  const check = (path: string, within: readonly string[] | undefined): void => {
    const shape = shapeProblem(path);
    const absolute = resolve(absoluteRoot, path);
    let problem = shape;
    if (problem === undefined && !absolute.startsWith(absoluteRoot + sep))
      problem = "resolves outside the project root";
    if (problem === undefined && within !== undefined && !within.some((dir) => path.startsWith(`${dir}/`)))
      problem = `is outside its output folder (${within.join(", ")})`;
    if (problem === undefined && leavesThroughLink(realRoot, join(absoluteRoot, path)))
      problem = "goes through a symbolic link that leaves the project";
    if (problem !== undefined)
      found.push(diagnostic("CANON330", `output path ${JSON.stringify(path)} ${problem}; nothing was written`));
  };
  for (const dir of ownedDirs) check(dir, undefined);
  for (const path of paths) check(path, ownedDirs.length === 0 ? undefined : ownedDirs);
  return found;
}

export function assertOutputPaths(root: string, paths: readonly string[], ownedDirs: readonly string[]): void {
  const problems = outputPathProblems(root, paths, ownedDirs);
  if (problems.length > 0) throw new CanonError(problems);
}
