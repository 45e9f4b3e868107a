/**
 * How a `$ref` resolves between a module's files: the index of each file's types (`$defs` names,
 * root type, anchors) and of the `$id`s files declare, a reference's file part resolved against
 * the referring file or an `$id`, and its fragment read as an anchor, a `$defs` entry or a
 * pointer into the schema. A reference to a resource within a file (embedded-resources.ts), or
 * from inside one, is read first as a place in that file.
 */
import { posix } from "node:path";
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import type { JsonSource } from "./json-source.js";
import { childPointer, decodePointer, encodePointer } from "./pointer.js";
import { baseAt, inResource, type Resources, resolveAgainst, withoutFragment } from "./embedded-resources.js";
import { isSchemaObject } from "./walk.js";

/** Where each file's types are: `$defs` names, its root type, its anchors, and the `$id` it declares. */
export interface FileIndex {
  readonly defs: Map<string, string>;
  readonly anchors: Map<string, string>;
  root?: string;
}

export interface ModuleIndex {
  readonly files: Map<string, FileIndex>;
  /** Absolute `$id` (without fragment) → file. */
  readonly ids: Map<string, string>;
  /** The resources within files (subschemas with an `$id` of their own), and the anchors in each. */
  readonly resources: Resources;
}

export { withoutFragment };

/**
 * A fragment pointer as it reads in the upgraded document: drafts before 2019-09 wrote
 * `definitions` and tuple `items`, which the upgrade renamed.
 */
export function canonicalPointer(root: unknown, fragment: string): string {
  const segments: string[] = [];
  let node = root;
  for (const segment of decodePointer("#" + fragment)) {
    const here = isSchemaObject(node) ? node : undefined;
    let spelled = segment;
    if (here !== undefined && !(segment in here)) {
      if (segment === "definitions" && "$defs" in here) spelled = "$defs";
      else if (segment === "items" && Array.isArray(here["prefixItems"])) spelled = "prefixItems";
    }
    segments.push(spelled);
    node = Array.isArray(node) ? node[Number(spelled)] : here?.[spelled];
  }
  return encodePointer(segments);
}

export function resolveRef(
  ref: string,
  from: JsonSource,
  at: string,
  index: ModuleIndex,
  extractedAt: (file: string, pointer: string) => string | undefined,
): { name: string } | { problem: Diagnostic } {
  const position = from.locate(childPointer(at, "$ref"));
  const fail = (code: "CANON104" | "CANON105" | "CANON212", message: string) => ({
    problem: diagnostic(code, message, from.file, position),
  });
  const hash = ref.indexOf("#");
  const embedded = inResource(ref, from, at, index.resources);
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = embedded?.fragment ?? (hash < 0 ? "" : ref.slice(hash + 1));
  const targetFile = embedded?.file ?? targetFileOf(filePart, from, index, at);
  if (targetFile === undefined)
    return fail("CANON105", `$ref "${ref}" leaves the module; remote and absolute references are never fetched`);
  const file = index.files.get(targetFile);
  if (file === undefined)
    return fail("CANON104", `$ref "${ref}" names a file that is not a schema of this module (${targetFile})`);
  if (fragment === "" || fragment === "/") {
    return file.root === undefined
      ? fail("CANON104", `$ref "${ref}" names the root of ${targetFile}, which holds only definitions`)
      : { name: file.root };
  }
  if (!fragment.startsWith("/")) {
    const named = file.anchors.get(fragment);
    return named === undefined
      ? fail("CANON104", `$ref "${ref}" names no anchor "${fragment}" in ${targetFile}`)
      : { name: named };
  }
  const segments = decodePointer("#" + fragment);
  if (segments.length !== 2 || segments[0] !== "$defs") {
    const named = extractedAt(targetFile, fragment);
    return named === undefined
      ? fail(
          "CANON212",
          `$ref "${ref}" points inside a schema where Canon cannot name a type (under not, if/then/else or patternProperties)`,
        )
      : { name: named };
  }
  const name = file.defs.get(segments[1] as string);
  if (name === undefined)
    return fail("CANON104", `$ref "${ref}" names no definition "${segments[1]}" in ${targetFile}`);
  return { name };
}

/**
 * The module file a reference's URI part names: a path relative to the referring file, or a
 * URI equal to (or resolved against) a file's `$id` or the URI a file was read by (the base at
 * `at`, the reference's place, first). `undefined` means it leaves the module.
 */
export function targetFileOf(filePart: string, from: JsonSource, index: ModuleIndex, at = ""): string | undefined {
  if (filePart === "") return from.file;
  if (index.ids.has(filePart)) return index.ids.get(filePart);
  const here = baseAt(from, at);
  const absolute = here === undefined ? undefined : resolveAgainst(here, filePart);
  if (absolute !== undefined && index.ids.has(absolute)) return index.ids.get(absolute);
  const base = [...index.ids.entries()].find(([, file]) => file === from.file)?.[0];
  if (base !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(filePart)) {
    const resolved = resolveAgainst(base, filePart);
    if (resolved !== undefined && index.ids.has(resolved)) return index.ids.get(resolved);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(filePart) || filePart.startsWith("/")) return undefined;
  return posix.normalize(posix.join(posix.dirname(from.file), filePart));
}
