/** Finds and parses a module's schema files and shared test vectors, keeping source positions. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import { CONFIG_FILE } from "./config.js";
import { matchesAny } from "./glob.js";
import { type JsonSource, parseJsonSource } from "./json-source.js";

export interface Vector {
  readonly typeName: string;
  readonly expect: "valid" | "invalid";
  readonly name: string;
  readonly source: JsonSource;
}

/** Repo-relative POSIX path: diagnostics and generated headers never show machine paths. */
export function repoPath(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join("/");
}

function listFiles(dir: string, accept: (relativePath: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return entries
    .map((entry) => entry.split(sep).join("/"))
    .filter((entry) => accept(entry) && statSync(join(dir, entry)).isFile())
    .sort();
}

export function readJsonFile(root: string, absolute: string): { source?: JsonSource; diagnostics: Diagnostic[] } {
  const file = repoPath(root, absolute);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch (error) {
    return { diagnostics: [diagnostic("CANON107", `cannot read file: ${(error as Error).message}`, file)] };
  }
  return parseJsonSource(text, file);
}

export const DEFAULT_INCLUDE: readonly string[] = ["**/*.json"];
export const DEFAULT_EXCLUDE: readonly string[] = ["examples/**"];

export interface SchemaGlobs {
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

/**
 * The module's schema files: those under the module folder that match `include` and not
 * `exclude`, in path order. A missing folder or an empty match is an error, never "0 problems".
 */
export function loadSchemaSources(root: string, moduleDir: string, globs: SchemaGlobs = {}): { sources: JsonSource[]; diagnostics: Diagnostic[] } {
  const absoluteDir = join(root, moduleDir);
  const include = globs.include ?? DEFAULT_INCLUDE;
  const exclude = globs.exclude ?? DEFAULT_EXCLUDE;
  if (!isFolder(absoluteDir)) return { sources: [], diagnostics: [diagnostic("CANON109", `schema folder ${moduleDir} does not exist`, CONFIG_FILE)] };
  const paths = listFiles(absoluteDir, (p) => matchesAny(p, include) && !matchesAny(p, exclude));
  if (paths.length === 0) {
    return { sources: [], diagnostics: [diagnostic("CANON109", `no file under ${moduleDir} matches ${include.join(", ")} (excluding ${exclude.join(", ") || "nothing"})`, CONFIG_FILE)] };
  }
  return collect(paths.map((p) => readJsonFile(root, join(absoluteDir, p))));
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Every `examples/<Type>/{valid,invalid}/*.json` of a module. */
export function loadVectors(root: string, moduleDir: string): { vectors: Vector[]; diagnostics: Diagnostic[] } {
  const examplesDir = join(root, moduleDir, "examples");
  const vectors: Vector[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of listFiles(examplesDir, (p) => p.endsWith(".json"))) {
    const match = /^([^/]+)\/(valid|invalid)\/([^/]+)\.json$/.exec(path);
    if (match === null) continue;
    const result = readJsonFile(root, join(examplesDir, path));
    diagnostics.push(...result.diagnostics);
    if (result.source !== undefined) {
      vectors.push({ typeName: match[1] as string, expect: match[2] as "valid" | "invalid", name: match[3] as string, source: result.source });
    }
  }
  return { vectors, diagnostics };
}

function collect(results: { source?: JsonSource; diagnostics: Diagnostic[] }[]): { sources: JsonSource[]; diagnostics: Diagnostic[] } {
  return {
    sources: results.flatMap((r) => (r.source === undefined ? [] : [r.source])),
    diagnostics: results.flatMap((r) => r.diagnostics),
  };
}
