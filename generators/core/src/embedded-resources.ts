/**
 * Schema resources within a file: a subschema with an `$id` of its own (a tree's `node` under
 * `http://example.com/node`, a bundled schema under `$defs`) is a resource that references name
 * by that URI, and the base against which the references inside it resolve, `#/$defs/…`
 * included. A file without an `$id` of its own has the URI it was read by as its base (a local
 * copy of a remote schema), else a base of Canon's (`canon:///<file>`), so that relative `$id`s
 * within it resolve all the same.
 */
import type { JsonSource } from "./json-source.js";
import { childPointer, decodePointer } from "./pointer.js";
import { resolveAgainst, withoutFragment } from "./uri.js";
import { isSchemaObject, walkSchema } from "./walk.js";

export { resolveAgainst, withoutFragment };

/**
 * Absolute URI (without fragment) of each resource within a file → where it is; and
 * `<URI of the resource>#<name>` of each `$anchor` → where it is.
 */
export type Resources = Map<string, { readonly file: string; readonly pointer: string }>;

const ownId = (node: unknown): string | undefined =>
  isSchemaObject(node) && typeof node["$id"] === "string" && !node["$id"].startsWith("#") ? node["$id"] : undefined;

/** The base URI at `pointer` in the file: its own `$id`, else that of the nearest schema above with one. */
export function baseAt(source: JsonSource, pointer: string): string | undefined {
  let base = resolveAgainst(source.uris?.[0] ?? `canon:///${source.file}`, ownId(source.value) ?? "");
  let node: unknown = source.value;
  for (const segment of decodePointer(pointer)) {
    node = Array.isArray(node) ? node[Number(segment)] : isSchemaObject(node) ? node[segment] : undefined;
    const id = ownId(node);
    if (id !== undefined && base !== undefined) base = resolveAgainst(base, id);
  }
  return base;
}

/** Records every resource below the file's root, and every anchor under the resource it is in. */
export function indexResources(source: JsonSource, resources: Resources): void {
  walkSchema(source.value, "", (node, pointer) => {
    const anchor = node["$anchor"];
    if (ownId(node) === undefined && typeof anchor !== "string") return;
    const uri = baseAt(source, pointer);
    if (uri === undefined) return;
    if (pointer !== "" && ownId(node) !== undefined && !resources.has(uri))
      resources.set(uri, { file: source.file, pointer });
    const named = `${uri}#${String(anchor)}`;
    if (typeof anchor === "string" && !resources.has(named)) resources.set(named, { file: source.file, pointer });
  });
}

/**
 * The place a reference names when it names a resource within a file (by its URI, or with a
 * fragment inside the resource it is written in) or an anchor in the resource its URI names:
 * the file and the JSON Pointer fragment from the file's root ("" for the root). Undefined for
 * any other reference, which resolves as before.
 */
export function inResource(
  ref: string,
  from: JsonSource,
  at: string,
  resources: Resources,
): { file: string; fragment: string } | undefined {
  if (resources.size === 0) return undefined;
  const hash = ref.indexOf("#");
  const fragment = hash < 0 ? "" : ref.slice(hash + 1);
  const base = baseAt(from, at);
  const target = base === undefined ? undefined : resolveAgainst(base, hash < 0 ? ref : ref.slice(0, hash));
  if (fragment !== "" && !fragment.startsWith("/")) {
    const anchored = target === undefined ? undefined : resources.get(`${target}#${fragment}`);
    return anchored === undefined ? undefined : { file: anchored.file, fragment: anchored.pointer };
  }
  const found = target === undefined ? undefined : resources.get(target);
  if (found === undefined) return undefined;
  const inside = fragment === "" || fragment === "/" ? [] : decodePointer(`#${fragment}`);
  return { file: found.file, fragment: childPointer(found.pointer, ...inside) };
}
