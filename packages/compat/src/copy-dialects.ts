/**
 * A local copy of a remote schema that names no `$schema` is read in the dialect of the file
 * whose reference reaches it, as `canon generate` reads it (the core's remotes.ts) and as a
 * validator that fetched it would: a draft-07 module's copy keeps its draft-07 meaning.
 */
import { resolveAgainst } from "@canon-sdk/core/uri";
import type { SchemaDoc } from "./documents.js";
import { isPlainObject } from "./values.js";

/**
 * The documents with each copy's dialect filled in, following references from the module's own
 * files (in file order) through the copies they reach. `copies` maps a URI to the copy's file.
 */
export function withReferrersDialect(
  docs: Map<string, SchemaDoc>,
  own: readonly SchemaDoc[],
  copies: ReadonlyMap<string, string>,
): void {
  const uriOf = new Map([...copies].map(([uri, file]) => [file, uri]));
  const reached = new Set(own.map((doc) => doc.file));
  const queue = [...own];
  for (let doc = queue.shift(); doc !== undefined; doc = queue.shift()) {
    const dialect = isPlainObject(doc.value) ? doc.value["$schema"] : undefined;
    for (const uri of referencedUris(doc.value, uriOf.get(doc.file) ?? `canon:///${doc.file}`)) {
      const file = copies.get(uri);
      const copy = file === undefined || reached.has(file) ? undefined : docs.get(file);
      if (file === undefined || copy === undefined) continue;
      reached.add(file);
      const named = isPlainObject(copy.value) && copy.value["$schema"] !== undefined;
      const next =
        named || typeof dialect !== "string" || !isPlainObject(copy.value)
          ? copy
          : { ...copy, value: { $schema: dialect, ...copy.value } };
      docs.set(file, next);
      queue.push(next);
    }
  }
}

/** The absolute URI (without fragment) of every `$ref` in a document, each resolved against its base. */
function referencedUris(value: unknown, retrievedBy: string): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown, base: string | undefined): void => {
    if (Array.isArray(node)) for (const item of node) visit(item, base);
    if (!isPlainObject(node)) return;
    const id = node["$id"];
    const here = typeof id === "string" && !id.startsWith("#") && base !== undefined ? resolveAgainst(base, id) : base;
    const ref = node["$ref"];
    const uri = typeof ref === "string" && here !== undefined ? resolveAgainst(here, ref) : undefined;
    if (uri !== undefined) found.add(uri);
    for (const [key, child] of Object.entries(node)) if (key !== "const" && key !== "enum") visit(child, here);
  };
  visit(value, retrievedBy);
  return found;
}
