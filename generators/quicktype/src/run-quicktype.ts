/**
 * Drives quicktype-core over a module's normalized bundle, one top level per named type, so that
 * quicktype names every record and enum after the IR (no colour-prefixed names for them).
 *
 * quicktype merges a `oneOf` of objects into one class with every field optional; Canon emits
 * unions itself, so each union is handed to quicktype as an empty stub that is dropped later.
 */
import type { ModuleIR } from "@canon-sdk/core";
import {
  InputData,
  JSONSchemaInput,
  JSONSchemaStore,
  type JSONSchema,
  type LanguageName,
  quicktypeMultiFile,
  type TargetLanguage,
} from "quicktype-core";

import { QuicktypeProjection } from "./projection.js";
import type { MemberNaming } from "./resolver-names.js";

export const STUB_MARK = "canon-union-stub";
const ADDRESS = "canon-bundle.json";

export interface QuicktypeRun {
  readonly lang: string;
  readonly rendererOptions: Record<string, string>;
  /**
   * `stub`: a union is an empty record named after it (dropped by emitters that replace it);
   * `json`: a union is "any JSON value", so fields holding one keep the raw JSON for the glue to decode.
   */
  readonly unions?: "stub" | "json";
  /** The emitter types every field from the IR (see projection.ts). */
  readonly fieldsFromIr?: boolean;
  /** Fields and enum members named by Canon's resolver instead of quicktype (resolver-names.ts). */
  readonly naming?: MemberNaming;
  /** A subclass of quicktype's language for `lang`, when its renderer must name differently. */
  readonly language?: TargetLanguage;
}

export function quicktypeSchema(
  ir: ModuleIR,
  unions: "stub" | "json" = "stub",
  fieldsFromIr = false,
  naming?: MemberNaming,
): Record<string, unknown> {
  const defs = (ir.bundle["$defs"] ?? {}) as Record<string, Record<string, unknown>>;
  const result: Record<string, unknown> = {};
  const projection = new QuicktypeProjection(defs, fieldsFromIr, naming);
  for (const type of ir.types) {
    const def = defs[type.name];
    if (def === undefined) continue;
    result[type.name] =
      type.kind === "union" && unions === "json"
        ? { description: type.description }
        : type.kind === "union"
          ? { type: "object", title: type.name, description: STUB_MARK, properties: {}, additionalProperties: false }
          : type.kind === "enum"
            ? // Titled after the IR: quicktype would otherwise name an enum a record refers to after the property.
              { ...projection.type(def, type.name), title: type.name }
            : projection.type(def, type.name);
  }
  return { $schema: "https://json-schema.org/draft/2020-12/schema", $defs: result };
}

/** A store that serves only the in-memory bundle: quicktype never fetches anything. */
class BundleStore extends JSONSchemaStore {
  constructor(private readonly schema: Record<string, unknown>) {
    super();
  }
  override async fetch(address: string): Promise<JSONSchema | undefined> {
    return address.startsWith(ADDRESS) ? (this.schema as JSONSchema) : undefined;
  }
}

async function render(schema: Record<string, unknown>, names: readonly string[], run: QuicktypeRun) {
  const input = new JSONSchemaInput(new BundleStore(schema));
  for (const name of names) await input.addSource({ name, uris: [`${ADDRESS}#/$defs/${name}`] });
  const inputData = new InputData();
  inputData.addInput(input);
  return quicktypeMultiFile({
    inputData,
    lang: run.language ?? (run.lang as LanguageName),
    rendererOptions: run.rendererOptions,
    alphabetizeProperties: true,
    leadingComments: [],
    // Names must not depend on anything but the schemas.
    inferMaps: false,
    inferEnums: false,
  });
}

/**
 * quicktype's messages do not always say where ("Trying to make an empty union"): on failure each
 * type is rendered alone, and the first that fails the same way is named in the error, as a
 * bundle pointer that the caller maps back to the schema file.
 */
async function whereItFails(
  schema: Record<string, unknown>,
  names: readonly string[],
  run: QuicktypeRun,
  error: unknown,
): Promise<unknown> {
  const message = error instanceof Error ? error.message : String(error);
  if (/canon-bundle\.json#\//.test(message)) return error;
  for (const name of names) {
    try {
      await render(schema, [name], run);
    } catch (alone) {
      if (alone instanceof Error && alone.message === message)
        return new Error(`${message} (in type ${name}) at ${ADDRESS}#/$defs/${name}`);
    }
  }
  return error;
}

/** quicktype's rendering, file name → text (one entry for single-file languages). */
export async function runQuicktype(ir: ModuleIR, run: QuicktypeRun): Promise<Map<string, string>> {
  const schema = quicktypeSchema(ir, run.unions, run.fieldsFromIr, run.naming);
  const names = ir.types.filter((type) => !(run.unions === "json" && type.kind === "union")).map((type) => type.name);
  let rendered: Awaited<ReturnType<typeof render>>;
  try {
    rendered = await render(schema, names, run);
  } catch (error) {
    throw await whereItFails(schema, names, run, error);
  }
  const files = new Map<string, string>();
  for (const [name, result] of [...rendered.entries()].sort(([a], [b]) => a.localeCompare(b)))
    files.set(name, result.lines.join("\n"));
  return files;
}
