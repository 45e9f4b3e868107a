/** Schema nodes (a place in a document) and structural `$ref` resolution across a schema set. */
import { posix } from "node:path";
import { metaSchemaCopy, readMetaSchemaCopy } from "@canon-sdk/core/meta-schema-copies";
import { decodePointer, encodePointer, getAtPointer } from "@canon-sdk/core/pointer";
import { resolveAgainst } from "@canon-sdk/core/uri";
import type { SchemaDoc, SchemaSet } from "./documents.js";
import { CompatError } from "./types.js";

export interface SchemaNode {
  /** Unique per process: memo keys are built from it. */
  readonly id: number;
  readonly doc: SchemaDoc;
  readonly pointer: string;
  readonly schema: unknown;
  readonly set: SchemaSet;
}

const nodeIds = new WeakMap<SchemaDoc, Map<string, SchemaNode>>();
let nextId = 1;

export function nodeAt(set: SchemaSet, doc: SchemaDoc, pointer: string, schema?: () => unknown): SchemaNode {
  let byPointer = nodeIds.get(doc);
  if (byPointer === undefined) nodeIds.set(doc, (byPointer = new Map()));
  let node = byPointer.get(pointer);
  if (node === undefined) {
    node = {
      id: nextId++,
      doc,
      pointer,
      schema: schema === undefined ? getAtPointer(doc.value, pointer) : schema(),
      set,
    };
    byPointer.set(pointer, node);
  }
  return node;
}

/** A node below another: its schema is read from the parent's, not re-walked from the root. */
export function child(node: SchemaNode, ...segments: (string | number)[]): SchemaNode {
  return nodeAt(node.set, node.doc, node.pointer + encodePointer(segments), () => {
    let value: unknown = node.schema;
    for (const segment of segments) {
      if (value === null || typeof value !== "object" || !Object.hasOwn(value, segment)) return undefined;
      value = (value as Record<string | number, unknown>)[segment];
    }
    return value;
  });
}

/**
 * The node a `$ref` points at: same-document fragments and anchors, relative files, a document's
 * `$id`, or a dialect's meta-schema (the copy ajv ships, as canon generate reads it).
 */
const resolved = new WeakMap<SchemaNode, SchemaNode>();

export function resolveRef(node: SchemaNode, ref: string): SchemaNode {
  const hit = resolved.get(node);
  if (hit !== undefined) return hit;
  const target = resolveUncached(node, ref);
  resolved.set(node, target);
  return target;
}

function resolveUncached(node: SchemaNode, ref: string): SchemaNode {
  const hash = ref.indexOf("#");
  const path = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? "" : ref.slice(hash + 1);
  const doc = path === "" ? node.doc : findDoc(node, path);
  if (doc === undefined)
    throw new CompatError("COMPAT_UNRESOLVED_REF", `${node.doc.file}: cannot resolve $ref "${ref}"`);
  const pointer =
    fragment === "" || fragment.startsWith("/")
      ? encodePointer(decodePointer(`#${fragment}`))
      : anchorIn(doc, fragment);
  if (pointer === undefined)
    throw new CompatError("COMPAT_UNRESOLVED_REF", `${node.doc.file}: $ref "${ref}" names no anchor "${fragment}"`);
  const target = nodeAt(node.set, doc, pointer);
  if (target.schema === undefined)
    throw new CompatError("COMPAT_UNRESOLVED_REF", `${node.doc.file}: $ref "${ref}" points at nothing`);
  return target;
}

function findDoc(node: SchemaNode, path: string): SchemaDoc | undefined {
  const joined = posix.normalize(posix.join(posix.dirname(node.doc.file), path));
  const direct = node.set.docs.get(joined);
  if (direct !== undefined) return direct;
  for (const doc of node.set.docs.values()) {
    const id = (doc.value as Record<string, unknown> | null)?.["$id"];
    if (typeof id === "string" && (id === path || id.endsWith(`/${path}`))) return doc;
  }
  const absolute = absoluteUri(node.set, node.doc, path);
  const copy = absolute === undefined ? undefined : node.set.remotes?.get(absolute);
  return copy === undefined ? metaSchemaDoc(node.set, absolute) : node.set.docs.get(copy);
}

/** The URI a document was read by, when it is a local copy of a remote schema. */
function retrievedBy(set: SchemaSet, doc: SchemaDoc): string | undefined {
  for (const [uri, file] of set.remotes ?? []) if (file === doc.file) return uri;
  return undefined;
}

/** `path` resolved against the document's `$id` (or the URI it was read by, or a base of its own), without fragment. */
function absoluteUri(set: SchemaSet, doc: SchemaDoc, path: string): string | undefined {
  const id = (doc.value as Record<string, unknown> | null)?.["$id"];
  const base = resolveAgainst(retrievedBy(set, doc) ?? `canon:///${doc.file}`, typeof id === "string" ? id : "");
  return base === undefined ? undefined : resolveAgainst(base, path);
}

/** Each side reads its own copy of a meta-schema it refers to, once; both sides' copies are equal. */
const metaSchemaDocs = new WeakMap<SchemaSet, Map<string, SchemaDoc | undefined>>();

function metaSchemaDoc(set: SchemaSet, uri: string | undefined): SchemaDoc | undefined {
  const copy = uri === undefined ? undefined : metaSchemaCopy(uri);
  if (copy === undefined) return undefined;
  let docs = metaSchemaDocs.get(set);
  if (docs === undefined) metaSchemaDocs.set(set, (docs = new Map()));
  if (!docs.has(copy.label)) {
    const source = readMetaSchemaCopy(copy).source;
    docs.set(copy.label, source === undefined ? undefined : { file: copy.label, value: source.value, source });
  }
  return docs.get(copy.label);
}

/** Keywords whose values are data, not schemas: an `$anchor` in them names nothing. */
const DATA_KEYWORDS = new Set(["const", "enum", "default", "examples"]);

/** The pointer of the schema that declares anchor `name` (`$anchor`, `$dynamicAnchor`, or a draft-07 `$id: "#name"`). */
function anchorIn(doc: SchemaDoc, name: string): string | undefined {
  const search = (value: unknown, segments: string[]): string | undefined => {
    if (value === null || typeof value !== "object") return undefined;
    const schema = value as Record<string, unknown>;
    if (!Array.isArray(value)) {
      const declared = [schema["$anchor"], schema["$dynamicAnchor"]].includes(name);
      if (declared || schema["$id"] === `#${name}` || schema["id"] === `#${name}`) return encodePointer(segments);
    }
    for (const [key, child] of Object.entries(schema)) {
      if (DATA_KEYWORDS.has(key)) continue;
      const found = search(child, [...segments, key]);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return search(doc.value, []);
}
