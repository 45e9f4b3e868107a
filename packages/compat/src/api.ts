/**
 * The generated-API category, computed from two IRs: for each target language the names and
 * shapes a generator would emit (types, fields, enum members, the type written for each field,
 * inline shapes included), diffed by wire identity. Changes here break code built on the SDKs
 * even when every document stays valid: an inline enum moved into a named `$ref`, a definition
 * renamed, a field renamed by configuration while its wire name stays.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  compileModule,
  enumMemberNames,
  fieldNamesIn,
  type Language,
  type ModuleIR,
  type NamedType,
  propertyNameIn,
  type Shape,
  screamingSnakeCase,
  typeNameIn,
} from "@canon-sdk/core";
import type { SchemaSet } from "./documents.js";
import { ruleById } from "./rules.js";
import type { Direction, Finding, Location } from "./types.js";

export const API_LANGUAGES: readonly Language[] = ["typescript", "python", "go"];

/**
 * The languages whose names come from Canon's resolver (core's `fieldNamesIn` and
 * `enumMemberNames`, which the quicktype generator hands to quicktype). Their type names and the
 * type written for each field are the IR's, as in the languages above, so only names are read.
 */
const RESOLVER_LANGUAGES = ["kotlin", "swift", "csharp", "dart"] as const;
type ResolverLanguage = (typeof RESOLVER_LANGUAGES)[number];
const NAME_LANGUAGES: readonly (Language | ResolverLanguage)[] = [...API_LANGUAGES, ...RESOLVER_LANGUAGES];
const isResolverLanguage = (l: Language | ResolverLanguage): l is ResolverLanguage =>
  (RESOLVER_LANGUAGES as readonly string[]).includes(l);

/** Field names set in configuration, per language: `"Type.wireName" → name`. */
export type FieldNames = Readonly<Partial<Record<Language | ResolverLanguage, Readonly<Record<string, string>>>>>;

export interface ApiOptions {
  readonly base?: FieldNames;
  readonly head?: FieldNames;
}

/** One side's IR, built by core's own pipeline from the side's files; or why it could not be. */
export function irOf(set: SchemaSet): { ir: ModuleIR; files: Map<string, string> } | { reason: string } {
  const work = mkdtempSync(join(tmpdir(), "canon-compat-ir-"));
  // Core reads `*.schema.json` files of a module folder: each document gets such a name.
  const files = new Map<string, string>();
  // Local copies of remote schemas stay reachable by the URIs they are copies of.
  const remotes: Record<string, string> = {};
  const copyOf = new Map([...(set.remotes ?? [])].map(([uri, file]) => [file, uri]));
  try {
    for (const doc of set.docs.values()) {
      const rel = doc.file.replace(/^(\.\.\/)+/, "").replace(/(?<!\.schema)\.json$/, ".schema.json");
      files.set(`schemas/${rel}`, doc.file);
      const uri = copyOf.get(doc.file);
      if (uri !== undefined) remotes[uri] = `schemas/${rel}`;
      const path = join(work, "schemas", rel);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, doc.source.text);
    }
    const compiled = compileModule(
      work,
      {
        name: "compat",
        version: "0.0.0",
        description: "",
        schemas: "schemas",
        remotes,
        targets: {},
        compat: { mode: "backward", writers: "", readers: "", tolerantReceivers: false },
      } as never,
      { withVectors: false },
    );
    if (compiled.ir === undefined)
      return {
        reason: `the generators' IR cannot be built (${compiled.errors[0]?.code ?? "error"}: ${compiled.errors[0]?.message ?? "unknown"})`,
      };
    return { ir: compiled.ir, files };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** How a field's type reads in generated code, language-neutral except for type names. */
export function shapeText(shape: Shape, language: Language): string {
  const inner = ((): string => {
    switch (shape.kind) {
      case "ref":
        return typeNameIn[language](shape.name);
      case "literal":
        return JSON.stringify(shape.value);
      case "array":
        return `array<${shapeText(shape.items, language)}>`;
      case "map":
        return `map<${shapeText(shape.values, language)}>`;
      case "choice":
        return `inline (${shape.options.map((o) => shapeText(o, language)).join(" | ")})`;
      default:
        return shape.kind;
    }
  })();
  return shape.nullable ? `${inner} | null` : inner;
}

interface Element {
  /** Wire identity: the same on both sides when documents did not change. */
  readonly key: string;
  readonly typeName: string;
  readonly what: string;
  /** language → emitted name or type text. */
  readonly names: Readonly<Record<string, string>>;
  readonly types: Readonly<Record<string, string>>;
  readonly origin: { readonly file: string; readonly pointer: string };
}

function elements(ir: ModuleIR, names: FieldNames = {}): Map<string, Element> {
  const out = new Map<string, Element>();
  for (const t of ir.types) {
    for (const e of elementsOf(t, names)) out.set(e.key, e);
  }
  return out;
}

const each = <L extends string>(languages: readonly L[], f: (l: L) => string) =>
  Object.fromEntries(languages.map((l) => [l, f(l)]));
const types = (f: (l: Language) => string) => each(API_LANGUAGES, f);

function elementsOf(t: NamedType, names: FieldNames): Element[] {
  const base = { typeName: t.name, origin: t.origin };
  if (t.kind === "object") {
    // A resolver language numbers a name its type already took, so a field's name depends on those before it.
    const wires = t.properties.map((p) => p.wireName);
    const resolved = Object.fromEntries(RESOLVER_LANGUAGES.map((l) => [l, fieldNamesIn(l, wires, t.name)]));
    return t.properties.map((p, i) => ({
      ...base,
      key: `${t.name}.${p.wireName}`,
      what: `field "${p.wireName}"`,
      names: each(
        NAME_LANGUAGES,
        (l) =>
          names[l]?.[`${t.name}.${p.wireName}`] ??
          (isResolverLanguage(l) ? resolved[l]![i]! : propertyNameIn[l](p.wireName)),
      ),
      types: types((l) => shapeText(p.shape, l)),
    }));
  }
  if (t.kind === "enum") {
    const resolved = Object.fromEntries(RESOLVER_LANGUAGES.map((l) => [l, enumMemberNames(l, t.values)]));
    return t.values.map((v, i) => ({
      ...base,
      key: `${t.name}=${v}`,
      what: `member ${JSON.stringify(v)}`,
      names: each(NAME_LANGUAGES, (l) => (isResolverLanguage(l) ? resolved[l]![i]! : screamingSnakeCase(v))),
      types: types(() => ""),
    }));
  }
  if (t.kind === "alias")
    return [
      {
        ...base,
        key: `${t.name}`,
        what: "alias",
        names: each(NAME_LANGUAGES, (l) => (isResolverLanguage(l) ? t.name : typeNameIn[l](t.name))),
        types: types((l) => shapeText(t.shape, l)),
      },
    ];
  return [];
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  typescript: "TypeScript",
  python: "Python",
  go: "Go",
  kotlin: "Kotlin",
  swift: "Swift",
  csharp: "C#",
  dart: "Dart",
};

function differing(a: Record<string, string>, b: Record<string, string>, languages: readonly string[]): string {
  const langs = languages.filter((l) => a[l] !== b[l]);
  const same = langs.every((l) => a[l] === a[langs[0] as string] && b[l] === b[langs[0] as string]);
  if (same && langs.length > 0)
    return `${langs.map((l) => LANGUAGE_NAMES[l]).join(", ")}: ${a[langs[0] as string]} → ${b[langs[0] as string]}`;
  return langs.map((l) => `${LANGUAGE_NAMES[l]}: ${a[l]} → ${b[l]}`).join("; ");
}

/** Findings for every element on both sides whose emitted name or type differs. */
export function apiFindings(
  base: ModuleIR,
  head: ModuleIR,
  options: ApiOptions,
  direction: Direction,
  locate: (side: "base" | "head", origin: Element["origin"]) => Location | undefined,
): Finding[] {
  const before = elements(base, options.base);
  const after = elements(head, options.head);
  const out: Finding[] = [];
  for (const [key, a] of before) {
    const b = after.get(key);
    if (b === undefined) continue;
    const at = { base: locate("base", a.origin), head: locate("head", b.origin) };
    const push = (rule: string, change: string) =>
      out.push({
        rule,
        severity: "breaking",
        category: "api",
        direction,
        typeName: a.typeName,
        types: [a.typeName],
        ...(at.base === undefined ? {} : { base: at.base }),
        ...(at.head === undefined ? {} : { head: at.head }),
        message: `${a.typeName}: ${ruleById(rule).message({ name: a.what, base: change })}`,
      });
    if (NAME_LANGUAGES.some((l) => a.names[l] !== b.names[l]))
      push("API_NAME_CHANGED", differing(a.names, b.names, NAME_LANGUAGES));
    if (API_LANGUAGES.some((l) => a.types[l] !== b.types[l]))
      push("API_TYPE_CHANGED", differing(a.types, b.types, API_LANGUAGES));
  }
  return out;
}
