/** Finds and parses a module's schema files and shared test vectors, keeping source positions. */
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
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

/**
 * Files below `dir` accepted by `accept`, in path order. Symbolic links are followed only while
 * they stay inside `dir`: a link out of the folder is reported (CANON130) and never read, so a
 * schema folder cannot make Canon read, or embed in generated code, files from elsewhere.
 */
export function listFiles(
  root: string,
  dir: string,
  accept: (relativePath: string) => boolean,
): { paths: string[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const paths: string[] = [];
  let base: string;
  try {
    base = realpathSync(dir);
  } catch {
    return { paths, diagnostics };
  }
  const inside = (real: string) => real === base || real.startsWith(base + sep);
  const visited = new Set([base]);
  const stack = [""];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    let entries;
    try {
      entries = readdirSync(join(dir, current), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = current === "" ? entry.name : `${current}/${entry.name}`;
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        let real: string | undefined;
        try {
          real = realpathSync(join(dir, path));
        } catch {
          real = undefined;
        }
        if (real === undefined || !inside(real)) {
          // A link to a folder could hold anything; a link to a file matters when it would be read.
          if ((real !== undefined && statSync(real).isDirectory()) || accept(path)) {
            diagnostics.push(
              diagnostic(
                "CANON130",
                `${path} is a symbolic link ${real === undefined ? "that cannot be resolved" : "to a path outside the schema folder"}; it is not read`,
                repoPath(root, join(dir, path)),
                { line: 1, column: 1 },
              ),
            );
          }
          continue;
        }
        const stats = statSync(real);
        isDirectory = stats.isDirectory() && !visited.has(real);
        isFile = stats.isFile();
        if (isDirectory) visited.add(real);
      }
      if (isDirectory) stack.push(path);
      else if (isFile && accept(path)) paths.push(path);
    }
  }
  return { paths: paths.sort(), diagnostics };
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
/** Canon's own declarations beside a module's schemas (receivers, lifecycle): never schemas. */
const DECLARATION_FILES: readonly string[] = ["receivers.json", "lifecycle.json"];
/** Folders of Canon's own cases beside a module's schemas (the stream corpus): never schemas. */
const DECLARATION_DIRS: readonly string[] = ["streams/"];

export interface SchemaGlobs {
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

/**
 * The module's schema files: those under the module folder that match `include` and not
 * `exclude`, in path order. A missing folder or an empty match is an error, never "0 problems".
 */
export function loadSchemaSources(
  root: string,
  moduleDir: string,
  globs: SchemaGlobs = {},
): { sources: JsonSource[]; diagnostics: Diagnostic[] } {
  const absoluteDir = join(root, moduleDir);
  const outside = folderOutsideProject(root, absoluteDir, moduleDir);
  if (outside !== undefined) return { sources: [], diagnostics: [outside] };
  const include = globs.include ?? DEFAULT_INCLUDE;
  const exclude = globs.exclude ?? DEFAULT_EXCLUDE;
  if (!isFolder(absoluteDir))
    return {
      sources: [],
      diagnostics: [diagnostic("CANON109", `schema folder ${moduleDir} does not exist`, CONFIG_FILE)],
    };
  const listed = listFiles(
    root,
    absoluteDir,
    (p) =>
      matchesAny(p, include) &&
      !matchesAny(p, exclude) &&
      !DECLARATION_FILES.includes(p) &&
      !DECLARATION_DIRS.some((d) => p.startsWith(d)),
  );
  if (listed.paths.length === 0 && listed.diagnostics.length === 0) {
    return {
      sources: [],
      diagnostics: [
        diagnostic(
          "CANON109",
          `no file under ${moduleDir} matches ${include.join(", ")} (excluding ${exclude.join(", ") || "nothing"})`,
          CONFIG_FILE,
        ),
      ],
    };
  }
  const loaded = collect(listed.paths.map((p) => readJsonFile(root, join(absoluteDir, p))));
  return { sources: loaded.sources, diagnostics: [...listed.diagnostics, ...loaded.diagnostics] };
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
  if (folderOutsideProject(root, join(root, moduleDir), moduleDir) !== undefined) return { vectors, diagnostics: [] };
  const listed = listFiles(root, examplesDir, (p) => p.endsWith(".json"));
  const diagnostics: Diagnostic[] = [...listed.diagnostics];
  for (const path of listed.paths) {
    const match = /^([^/]+)\/(valid|invalid)\/([^/]+)\.json$/.exec(path);
    if (match === null) continue;
    const result = readJsonFile(root, join(examplesDir, path));
    diagnostics.push(...result.diagnostics);
    if (result.source !== undefined) {
      vectors.push({
        typeName: match[1] as string,
        expect: match[2] as "valid" | "invalid",
        name: match[3] as string,
        source: result.source,
      });
    }
  }
  return { vectors, diagnostics };
}

/** The schema folder itself (after links) must lie inside the project root. */
function folderOutsideProject(root: string, absoluteDir: string, moduleDir: string): Diagnostic | undefined {
  let real: string;
  let realRoot: string;
  try {
    real = realpathSync(absoluteDir);
    realRoot = realpathSync(root);
  } catch {
    return undefined;
  }
  if (real === realRoot || real.startsWith(realRoot + sep)) return undefined;
  return diagnostic(
    "CANON131",
    `schema folder "${moduleDir}" resolves outside the project root; it is not read`,
    "canon.config.json",
    { line: 1, column: 1 },
  );
}

function collect(results: { source?: JsonSource; diagnostics: Diagnostic[] }[]): {
  sources: JsonSource[];
  diagnostics: Diagnostic[];
} {
  return {
    sources: results.flatMap((r) => (r.source === undefined ? [] : [r.source])),
    diagnostics: results.flatMap((r) => r.diagnostics),
  };
}
