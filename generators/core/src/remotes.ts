/**
 * Remote references read from local copies. Canon never fetches: a module's `remotes` maps a
 * URI prefix (ending in `/`) to a folder, or one URI to a file, and a `$ref` to such a URI reads
 * the local copy as a file of the module, retrieved by that URI. Only files a reference reaches
 * (from the module's schemas, or from a file read this way) are read, so a folder of vendored
 * schemas adds the types the module uses and no others. A copy that names no `$schema` is read
 * in the dialect of the file whose reference reached it, as validators that fetch read it. The
 * dialects' meta-schemas need no entry: Canon has them (meta-schema-copies.ts).
 */
import { realpathSync } from "node:fs";
import { join, sep } from "node:path";
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import { baseAt, resolveAgainst } from "./embedded-resources.js";
import type { JsonSource } from "./json-source.js";
import { metaSchemaCopy, readMetaSchemaCopy } from "./meta-schema-copies.js";
import { readJsonFile, repoPath } from "./load.js";
import { childPointer } from "./pointer.js";
import { isSchemaObject, walkSchema } from "./walk.js";

/** URI prefix (or whole URI) → folder (or file), relative to the project root. */
export type RemoteMap = Readonly<Record<string, string>>;

/** Meta-checks and upgrades files as they are read, as the module's own files were. */
export type PrepareSources = (found: JsonSource[]) => { sources: JsonSource[] } | { errors: Diagnostic[] };

const REFERENCE_KEYWORDS = ["$ref", "$dynamicRef", "$recursiveRef"];

export function loadRemotes(
  root: string,
  remotes: RemoteMap | undefined,
  own: { readonly sources: readonly JsonSource[]; readonly written: readonly JsonSource[] },
  prepare: PrepareSources,
): { sources: JsonSource[] } | { errors: Diagnostic[] } {
  const all = [...own.sources];
  /** Each file's `$schema` as written (the upgrade rewrites it). */
  const dialects = new Map(own.written.map((s) => [s.file, declaredDialect(s.value)]));
  const known = new Set(all.flatMap((s) => declaredUris(s)));
  /** Every URI a file was read by, in the order references reached it: the first is its base. */
  const readBy = new Map<string, string[]>();
  let pending = all;
  while (pending.length > 0) {
    const found = new Map<string, JsonSource>();
    const errors: Diagnostic[] = [];
    for (const { uri, source, pointer } of referencedUris(pending)) {
      if (known.has(uri)) continue;
      const local = localCopy(root, remotes ?? {}, uri) ?? builtInCopy(uri);
      if (local === undefined) continue; // not mapped: ref resolution reports it (CANON105)
      known.add(uri);
      if ("problem" in local) {
        errors.push(diagnostic("CANON110", local.problem, source.file, source.locate(pointer)));
        continue;
      }
      // A file may be reached by two URIs, or be one of the module's own files too.
      const uris = readBy.get(local.file) ?? [];
      readBy.set(local.file, [...uris, uri]);
      if (uris.length > 0 || all.some((s) => s.file === local.file)) continue;
      const read =
        local.builtIn === undefined
          ? readJsonFile(root, join(root, local.file))
          : readMetaSchemaCopy({ label: local.file, path: local.builtIn });
      errors.push(...read.diagnostics);
      if (read.source === undefined) continue;
      const value = inDialect(read.source.value, dialects.get(source.file));
      dialects.set(local.file, declaredDialect(value));
      found.set(local.file, { ...read.source, value, uris: [uri] });
    }
    if (errors.length > 0) return { errors };
    const prepared = prepare([...found.values()]);
    if ("errors" in prepared) return prepared;
    for (const source of prepared.sources) for (const uri of declaredUris(source)) known.add(uri);
    all.push(...prepared.sources);
    pending = prepared.sources;
  }
  return { sources: all.map((s) => (readBy.has(s.file) ? { ...s, uris: readBy.get(s.file) } : s)) };
}

const declaredDialect = (value: unknown): unknown => (isSchemaObject(value) ? value["$schema"] : undefined);

/** The document with the referring file's `$schema` when it names none of its own. */
function inDialect(value: unknown, dialect: unknown): unknown {
  if (dialect === undefined || !isSchemaObject(value) || "$schema" in value) return value;
  return { $schema: dialect, ...value };
}

/** The URIs a file answers to: the one it was read by, its `$id`, and its inner resources'. */
function declaredUris(source: JsonSource): string[] {
  const uris: string[] = [...(source.uris ?? [])];
  walkSchema(source.value, "", (node, pointer) => {
    if (isSchemaObject(node) && typeof node["$id"] === "string") {
      const uri = baseAt(source, pointer);
      if (uri !== undefined && !uri.startsWith("canon:")) uris.push(uri);
    }
  });
  return uris;
}

/** Every absolute URI (without fragment) a reference in these files names, and where. */
function* referencedUris(sources: readonly JsonSource[]) {
  for (const source of sources) {
    const found: { uri: string; source: JsonSource; pointer: string }[] = [];
    walkSchema(source.value, "", (node, pointer) => {
      if (!isSchemaObject(node)) return;
      for (const keyword of REFERENCE_KEYWORDS) {
        const ref = node[keyword];
        if (typeof ref !== "string" || ref.startsWith("#")) continue;
        const base = baseAt(source, pointer);
        const uri = base === undefined ? undefined : resolveAgainst(base, ref);
        if (uri !== undefined && !uri.startsWith("canon:"))
          found.push({ uri, source, pointer: childPointer(pointer, keyword) });
      }
    });
    yield* found;
  }
}

/** A meta-schema Canon has: shown as its label, read from the path ajv's package has it at. */
function builtInCopy(uri: string): { file: string; builtIn: string } | undefined {
  const copy = metaSchemaCopy(uri);
  return copy === undefined ? undefined : { file: copy.label, builtIn: copy.path };
}

/**
 * The project-relative path of the local copy of `uri`: the longest prefix that maps it wins.
 * A path that would leave the mapped folder, or a copy that does not exist, is a problem.
 */
function localCopy(
  root: string,
  remotes: RemoteMap,
  uri: string,
): { file: string; builtIn?: undefined } | { problem: string } | undefined {
  const prefix = Object.keys(remotes)
    .filter((p) => (p.endsWith("/") ? uri.startsWith(p) : uri === p))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return undefined;
  const target = remotes[prefix] as string;
  let rest: string;
  try {
    rest = decodeURIComponent(uri.slice(prefix.length));
  } catch {
    return { problem: `"${uri}" is not a well-formed URI` };
  }
  const mapping = `remotes: "${prefix}" → "${target}"`;
  let folder: string;
  let real: string;
  try {
    folder = realpathSync(join(root, target));
    real = realpathSync(join(root, target, rest));
  } catch {
    return {
      problem: `"${uri}" has no local copy: ${join(target, rest).split(sep).join("/")} does not exist (${mapping})`,
    };
  }
  const project = realpathSync(root);
  const inside = (path: string, folderPath: string) => path === folderPath || path.startsWith(folderPath + sep);
  if (!inside(folder, project) || (prefix.endsWith("/") && !inside(real, folder)))
    return {
      problem: `"${uri}" maps outside ${prefix.endsWith("/") ? "the mapped folder" : "the project"} (${mapping}); it is not read`,
    };
  return { file: repoPath(project, real) };
}
