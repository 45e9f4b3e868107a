/**
 * A schema set: every JSON document of one side of a comparison, with source positions, and the
 * entry points to compare (each definition, plus the root when the document constrains one).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { type JsonSource, parseJsonSource } from "@canon-sdk/core/json-source";
import { encodePointer } from "@canon-sdk/core/pointer";
import { withReferrersDialect } from "./copy-dialects.js";
import { CompatError } from "./types.js";

export interface SchemaDoc {
  /** Path shown in findings (relative to the side's folder, or a label). */
  readonly file: string;
  readonly value: unknown;
  readonly source: JsonSource;
}

export interface Entry {
  /** Type name: the definition key, or "<root>" for a document's root schema. */
  readonly name: string;
  readonly doc: SchemaDoc;
  readonly pointer: string;
}

export interface SchemaSet {
  readonly docs: ReadonlyMap<string, SchemaDoc>;
  readonly entries: readonly Entry[];
  /** Local copies of remote schemas (a module's `remotes`): the URI each was read by → its file. */
  readonly remotes?: ReadonlyMap<string, string>;
}

/** What compare() accepts for each side. */
export type SchemaInput = string | { readonly files: Readonly<Record<string, string>> } | object | boolean;

const ROOT_ANNOTATIONS = new Set([
  "$schema",
  "$id",
  "title",
  "description",
  "$defs",
  "definitions",
  "$comment",
  "examples",
  "$vocabulary",
]);

export function loadSchemaSet(input: SchemaInput, label: string): SchemaSet {
  if (typeof input === "string") return fromFiles(readPath(input));
  if (
    typeof input === "object" &&
    input !== null &&
    "files" in input &&
    isFileMap((input as { files: unknown }).files)
  ) {
    const { files, remotes } = input as { files: Record<string, string>; remotes?: Record<string, string> };
    return fromFiles(files, remotes);
  }
  return fromFiles({ [`${label}.json`]: JSON.stringify(input, null, 2) });
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFileMap(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string");
}

function readPath(path: string): Record<string, string> {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new CompatError("COMPAT_INPUT", `cannot read ${path}: no such file or directory`);
  }
  if (stat.isFile()) return { [basename(path)]: readFileSync(path, "utf8") };
  const files: Record<string, string> = {};
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      // Vectors and dependencies are not schemas.
      if (
        entry.isDirectory() &&
        entry.name !== "examples" &&
        entry.name !== "node_modules" &&
        !entry.name.startsWith(".")
      )
        walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile() && entry.name.endsWith(".json"))
        files[`${prefix}${entry.name}`] = readFileSync(join(dir, entry.name), "utf8");
    }
  };
  walk(path, "");
  if (Object.keys(files).length === 0)
    throw new CompatError("COMPAT_INPUT", `no schema files in ${relative(process.cwd(), path) || path}`);
  return files;
}

/** `remotes`: file → the URI it is a copy of; such files are reached by reference, never entries. */
function fromFiles(files: Record<string, string>, remotes: Readonly<Record<string, string>> = {}): SchemaSet {
  const docs = new Map<string, SchemaDoc>();
  for (const file of Object.keys(files).sort()) {
    const text = files[file] as string;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const { diagnostics } = parseJsonSource(text, file);
      throw new CompatError("COMPAT_INPUT", `${file}: ${diagnostics[0]?.message ?? "invalid JSON"}`);
    }
    docs.set(file, { file, value, source: lazySource(text, file, value) });
  }
  const own = [...docs.values()].filter((doc) => remotes[doc.file] === undefined);
  const byUri = new Map(Object.entries(remotes).map(([file, uri]) => [uri, file]));
  withReferrersDialect(docs, own, byUri);
  return { docs, entries: findEntries(own), ...(byUri.size === 0 ? {} : { remotes: byUri }) };
}

/** Positions cost a syntax tree; build it only when a finding asks where it is. */
function lazySource(text: string, file: string, value: unknown): JsonSource {
  let parsed: JsonSource | undefined;
  return {
    file,
    text,
    value,
    locate(pointer: string) {
      parsed ??= parseJsonSource(text, file).source;
      return parsed === undefined ? { line: 1, column: 1 } : parsed.locate(pointer);
    },
  };
}

function findEntries(docs: SchemaDoc[]): Entry[] {
  const entries: Entry[] = [];
  const single = docs.length === 1;
  for (const doc of docs) {
    const value = doc.value;
    if (typeof value === "boolean") {
      entries.push({ name: single ? "<root>" : doc.file, doc, pointer: "" });
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
    const record = value as Record<string, unknown>;
    const hasDefs = isObject(record["$defs"]) || isObject(record["definitions"]);
    if (!hasDefs || Object.keys(record).some((k) => !ROOT_ANNOTATIONS.has(k) && !k.startsWith("x-"))) {
      entries.push({ name: single ? "<root>" : doc.file, doc, pointer: "" });
    }
    for (const container of ["$defs", "definitions"]) {
      const defs = record[container];
      if (typeof defs !== "object" || defs === null) continue;
      for (const [name, schema] of Object.entries(defs as Record<string, unknown>)) {
        // Mixins are never validated on their own; their effect is compared inside each includer.
        if (
          typeof schema === "object" &&
          schema !== null &&
          (schema as Record<string, unknown>)["x-canon-mixin"] === true
        )
          continue;
        entries.push({ name, doc, pointer: encodePointer([container, name]) });
      }
    }
  }
  return disambiguate(entries);
}

/** Type names are keys; a name defined in two files is qualified with its file. */
function disambiguate(entries: Entry[]): Entry[] {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  return entries.map((e) => ((counts.get(e.name) ?? 0) > 1 ? { ...e, name: `${e.doc.file}#${e.name}` } : e));
}
