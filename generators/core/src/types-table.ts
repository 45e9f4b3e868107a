/**
 * Indexes a module's types — every `$defs` entry, and each file's root schema when it describes a
 * value — by type name, and resolves `$ref`s between its files (ref-resolution.ts: paths, `$id`s,
 * anchors).
 */
import { posix } from "node:path";
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import type { JsonSource } from "./json-source.js";
import { childPointer, decodePointer, getAtPointer } from "./pointer.js";
import { pascalCase } from "./naming.js";
import { indexResources, inResource, resolveAgainst } from "./embedded-resources.js";
import { schemaOfBoolean } from "./own-property.js";
import { hoistInlineObjects } from "./inline-types.js";
import { splitMultiKindObjects } from "./multi-kind-objects.js";
import { type NamingPolicy, TypeNamer } from "./type-names.js";
import { isSchemaObject, type SchemaObject, walkSchema } from "./walk.js";
import {
  canonicalPointer,
  type FileIndex,
  type ModuleIndex,
  resolveRef,
  targetFileOf,
  withoutFragment,
} from "./ref-resolution.js";

export interface TypeDef {
  /** The type's name in every generated package (see type-names.ts). */
  readonly name: string;
  /** What the schema calls it: the `$defs` key, or a root schema's title or file name. */
  readonly key: string;
  readonly source: JsonSource;
  /** Pointer of the entry inside its file: `/$defs/Name`. */
  readonly pointer: string;
  readonly schema: SchemaObject;
  readonly mixin: boolean;
  /** A root schema named after its title or file name rather than a `$defs` key. */
  readonly derivedName?: boolean;
  /** An inline object of another type, named from its path (inline-types.ts). */
  readonly inline?: boolean;
}

export interface TypesTable {
  readonly types: Map<string, TypeDef>;
  /** Type name a `$ref` at (file, pointer of the referring schema) resolves to. */
  readonly refs: Map<string, string>;
}

/** Root keywords that describe the file rather than a value; any other keyword makes the root a type. */
const fileKeywords = new Set(["$schema", "$id", "$anchor", "$defs", "$vocabulary", "$comment", "title", "description"]);

export const refKey = (file: string, pointer: string): string => `${file}#${pointer}`;

export function buildTypesTable(
  sources: readonly JsonSource[],
  policy: NamingPolicy = { reserved: new Set(), renames: {} },
): { table: TypesTable; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const index: ModuleIndex = { files: new Map(), ids: new Map(), resources: new Map() };
  const found: { def: Omit<TypeDef, "name">; file: FileIndex; key: string }[] = [];
  for (const source of sources) {
    const root = schemaOfBoolean(source.value);
    const file: FileIndex = { defs: new Map(), anchors: new Map() };
    index.files.set(source.file, file);
    if (!isSchemaObject(root)) {
      diagnostics.push(diagnostic("CANON212", "a schema file must hold a JSON object", source.file, source.locate("")));
      continue;
    }
    // Its `$id` first: the first URI of a file is the base its references resolve against.
    if (typeof root["$id"] === "string") {
      const base = source.uris?.[0];
      const id = base === undefined ? root["$id"] : resolveAgainst(base, root["$id"]);
      if (id !== undefined) index.ids.set(withoutFragment(id), source.file);
    }
    for (const uri of source.uris ?? []) if (!index.ids.has(uri)) index.ids.set(uri, source.file);
    indexResources(source, index.resources);
    const defs = root["$defs"];
    if (defs !== undefined && !isSchemaObject(defs)) {
      diagnostics.push(
        diagnostic("CANON213", "$defs must be an object of schemas", source.file, source.locate("/$defs")),
      );
      continue;
    }
    for (const [key, written] of Object.entries(defs ?? {})) {
      const pointer = childPointer("", "$defs", key);
      const schema = schemaOfBoolean(written);
      if (!isSchemaObject(schema)) {
        diagnostics.push(
          diagnostic("CANON212", `type "${key}" must be a schema object`, source.file, source.locate(pointer)),
        );
        continue;
      }
      found.push({ def: { key, source, pointer, schema, mixin: schema["x-canon-mixin"] === true }, file, key });
    }
    const describesValue = Object.keys(root).some((k) => !fileKeywords.has(k) && !k.startsWith("x-"));
    if (describesValue || defs === undefined) {
      const schema = Object.fromEntries(
        Object.entries(root).filter(([k]) => !["$schema", "$id", "$defs", "$vocabulary"].includes(k)),
      );
      found.push({
        def: { key: rootKey(root, source.file), source, pointer: "", schema, mixin: false, derivedName: true },
        file,
        key: "",
      });
    }
  }
  const namer = new TypeNamer(policy);
  const names = namer.resolve(found.map((f) => ({ key: f.def.key })));
  const named = found.map(({ def, file, key }, i): TypeDef => {
    const name = names[i] as string;
    // An anchor names a place in its own resource: one under an `$id` of its own (a resource
    // within the file) is not the file's, and must not take the file's anchor of that name.
    const ownResource = key !== "" && typeof def.schema["$id"] === "string";
    if (typeof def.schema["$anchor"] === "string" && !ownResource) file.anchors.set(def.schema["$anchor"], name);
    if (key === "") file.root = name;
    else file.defs.set(key, name);
    return { ...def, name };
  });
  const sourceOf = new Map(sources.map((source) => [source.file, source]));
  const referenced = deepRefTargets(named, index, sourceOf);
  const claim = (wanted: string) => namer.claim(wanted);
  const first = hoistInlineObjects(named, claim, referenced);
  // Targets the walk of value positions did not reach (inside a plain map of schemas, say) are
  // named where they are; the schema then also stays in its place, which validates the same.
  // A stray type may itself refer further into the map, so the search runs until no new target.
  const reached = new Set(first.types.map((def) => refKey(def.source.file, def.pointer)));
  const stray: TypeDef[] = [];
  for (let pending = [...referenced].filter((key) => !reached.has(key)); pending.length > 0; ) {
    for (const key of pending) reached.add(key);
    const found = pending.flatMap((key) => strayDef(key, sourceOf, claim));
    stray.push(...found);
    const further = [...deepRefTargets(found, index, sourceOf)].filter((key) => !reached.has(key));
    for (const key of further) referenced.add(key);
    pending = further;
  }
  const second = hoistInlineObjects(stray, claim, referenced);
  const all = [...first.types, ...second.types];
  const types = new Map(all.map((def) => [def.name, def]));
  const refs = new Map([...first.refs, ...second.refs]);
  // A reference to a place that itself holds a `$ref` means what that one means.
  const extractedAt = (file: string, fragment: string, depth: number): string | undefined => {
    const pointer = canonicalPointer(sourceOf.get(file)?.value, fragment);
    const named = extracted.get(refKey(file, pointer));
    const node = getAtPointer(sourceOf.get(file)?.value, pointer);
    const source = sourceOf.get(file);
    if (
      named !== undefined ||
      depth > 32 ||
      source === undefined ||
      !isSchemaObject(node) ||
      typeof node["$ref"] !== "string"
    )
      return named;
    const next = resolveRef(node["$ref"], source, pointer, index, (f, p) => extractedAt(f, p, depth + 1));
    return "name" in next ? next.name : undefined;
  };
  const extracted = new Map(all.map((def) => [refKey(def.source.file, def.pointer), def.name]));
  for (const def of types.values()) {
    walkSchema(def.schema, def.pointer, (node, at) => {
      if (typeof node["$ref"] !== "string" || refs.has(refKey(def.source.file, at))) return;
      const resolved = resolveRef(node["$ref"], def.source, at, index, (file, pointer) =>
        extractedAt(file, pointer, 0),
      );
      if ("name" in resolved) refs.set(refKey(def.source.file, at), resolved.name);
      else diagnostics.push(resolved.problem);
    });
  }
  const table = { types: splitMultiKindObjects(types, refs, claim), refs };
  diagnostics.push(...findAliasCycles(table));
  return { table, diagnostics };
}

/** A root schema is named by its title, else by its file name. */
function rootKey(root: SchemaObject, file: string): string {
  const title = typeof root["title"] === "string" ? root["title"] : "";
  return pascalCase(title) === "" ? posix.basename(file).replace(/(\.schema)?\.json$/i, "") : title;
}

/** Types that are a bare `$ref` chain leading back to themselves describe no value at all. */
function findAliasCycles(table: TypesTable): Diagnostic[] {
  const target = (def: TypeDef): string | undefined =>
    typeof def.schema["$ref"] === "string" ? table.refs.get(refKey(def.source.file, def.pointer)) : undefined;
  const found: Diagnostic[] = [];
  for (const def of table.types.values()) {
    const chain = [def.name];
    for (let next = target(def); next !== undefined; ) {
      if (next === def.name) {
        found.push(
          diagnostic(
            "CANON106",
            `$ref cycle ${[...chain, next].join(" → ")}`,
            def.source.file,
            def.source.locate(childPointer(def.pointer, "$ref")),
          ),
        );
        break;
      }
      if (chain.includes(next)) break;
      chain.push(next);
      const nextDef = table.types.get(next);
      next = nextDef === undefined ? undefined : target(nextDef);
    }
  }
  return found;
}

function strayDef(key: string, sourceOf: Map<string, JsonSource>, claim: (wanted: string) => string): TypeDef[] {
  const hash = key.indexOf("#");
  const source = sourceOf.get(key.slice(0, hash));
  const pointer = key.slice(hash + 1);
  const schema = getAtPointer(source?.value, pointer);
  // A bare `$ref` there means what its target means (extractedAt follows it); a `$ref` with
  // sibling keywords is a type of its own.
  if (source === undefined || !isSchemaObject(schema) || isBareRef(schema)) return [];
  const name = claim(
    decodePointer(pointer)
      .filter((s) => !["$defs", "properties", "items", "prefixItems", "additionalProperties"].includes(s))
      .map(pascalCase)
      .join("") || "Definition",
  );
  const cleaned = withoutMalformedAnnotations(schema);
  return [{ name, key: name, source, pointer, schema: cleaned, mixin: false, derivedName: true, inline: true }];
}

// The meta-schema never saw a schema in a plain map (it is not in a schema position there), so an
// annotation of the wrong shape (`examples` not an array, say) can sit in it. Annotations do not
// change what validates, so such a one is dropped rather than fail the bundle's meta-validation.
const annotationShapes: Record<string, (v: unknown) => boolean> = {
  examples: Array.isArray,
  title: (v) => typeof v === "string",
  description: (v) => typeof v === "string",
  $comment: (v) => typeof v === "string",
  deprecated: (v) => typeof v === "boolean",
  readOnly: (v) => typeof v === "boolean",
  writeOnly: (v) => typeof v === "boolean",
};

function withoutMalformedAnnotations(schema: SchemaObject): SchemaObject {
  const copy = structuredClone(schema);
  walkSchema(copy, "", (node) => {
    for (const [key, wellFormed] of Object.entries(annotationShapes))
      if (key in node && !wellFormed(node[key])) delete node[key];
  });
  return copy;
}

const refAnnotations = new Set(["$ref", "title", "description", "$comment", "examples", "default", "deprecated"]);

function isBareRef(schema: SchemaObject): boolean {
  return typeof schema["$ref"] === "string" && Object.keys(schema).every((k) => refAnnotations.has(k));
}

/** Where in a file each `$ref` that points inside a type (not at a whole definition) lands. */
function deepRefTargets(defs: readonly TypeDef[], index: ModuleIndex, sourceOf: Map<string, JsonSource>): Set<string> {
  const found = new Set<string>();
  for (const def of defs) {
    walkSchema(def.schema, def.pointer, (node, at) => {
      if (typeof node["$ref"] !== "string") return;
      const hash = node["$ref"].indexOf("#");
      const embedded = inResource(node["$ref"], def.source, at, index.resources);
      if (hash < 0 && embedded === undefined) return;
      const fragment = embedded?.fragment ?? node["$ref"].slice(hash + 1);
      const file = embedded?.file ?? targetFileOf(node["$ref"].slice(0, hash), def.source, index, at);
      if (!fragment.startsWith("/") || file === undefined) return;
      const pointer = canonicalPointer(sourceOf.get(file)?.value, fragment);
      if (decodePointer(pointer).length > 2 || !pointer.startsWith("/$defs/")) found.add(refKey(file, pointer));
    });
  }
  return found;
}
