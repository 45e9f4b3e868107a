/**
 * The reference verdict for an outside schema: ajv on the file exactly as its authors wrote it,
 * with the class of its own dialect (ajv-draft-04, Ajv with the draft-06 or draft-07 meta-schema,
 * Ajv2019, Ajv2020) — not on Canon's upgraded bundle, so an upgrade mistake shows as a
 * disagreement. Formats as Canon treats them (docs/input.md): ajv-formats' formats are checked,
 * any other format is an annotation; unknown keywords are annotations too. A pattern unicode mode
 * refuses (a needless identity escape such as `\:`) is read as ECMAScript reads it without the u
 * flag (Annex B), where such an escape is the character itself. Up to draft-07, every keyword
 * beside `$ref` is ignored, as those drafts say ("All other properties in a $ref object MUST be
 * ignored"; python-jsonschema, which check-jsonschema runs, reads them so too): ajv applies them
 * unless told otherwise, which would judge a draft-07 file by 2019-09's rule.
 */
import { createRequire } from "node:module";
import { dialectOf, walkSchema } from "@canon-sdk/core";
import type { Ajv, AnySchemaObject, ValidateFunction } from "ajv";

const require = createRequire(import.meta.url);
type AjvClass = typeof Ajv;
/** The dialects in which keywords beside a `$ref` are ignored. */
export const refsIgnoreSiblings: ReadonlySet<string> = new Set(["draft-04", "draft-06", "draft-07"]);
const classes = {
  "draft-04": () => (require("ajv-draft-04") as { default: AjvClass }).default,
  "draft-06": () => (require("ajv") as { Ajv: AjvClass }).Ajv,
  "draft-07": () => (require("ajv") as { Ajv: AjvClass }).Ajv,
  "2019-09": () => (require("ajv/dist/2019.js") as { Ajv2019: AjvClass }).Ajv2019,
  "2020-12": () => (require("ajv/dist/2020.js") as { Ajv2020: AjvClass }).Ajv2020,
};

function ecmaRegExp(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return new RegExp(pattern, flags.replace("u", ""));
  }
}
ecmaRegExp.code = "new RegExp";

export interface Reference {
  readonly dialect: string;
  /** true/false, or undefined when ajv cannot compile the subschema at that pointer. */
  judge(pointer: string, value: unknown): boolean | undefined;
  /** Why ajv rejects a value: the keyword and schema path of its first error. */
  why(pointer: string, value: unknown): string;
}

export function reference(schema: Record<string, unknown>): Reference {
  const dialect = dialectOf(schema["$schema"]);
  if (dialect === undefined) throw new Error(`unknown dialect ${String(schema["$schema"])}`);
  const ajv = new (classes[dialect]())({
    strict: false,
    allErrors: false,
    validateSchema: false,
    allowUnionTypes: true,
    ignoreKeywordsWithRef: refsIgnoreSiblings.has(dialect),
    // Otherwise ajv warns once for each $ref with siblings it was told to ignore.
    logger: false,
    code: { regExp: ecmaRegExp },
  });
  (require("ajv-formats") as { default: (a: Ajv) => void }).default(ajv);
  if (dialect === "draft-06") ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json") as AnySchemaObject);
  walkSchema(schema, "", (node) => {
    const format = node["format"];
    if (typeof format === "string" && ajv.formats[format] === undefined) ajv.addFormat(format, true);
  });
  const id = (schema["$id"] ?? schema["id"]) as string | undefined;
  const key = id ?? "canon-reference";
  ajv.addSchema(schema, id === undefined ? key : undefined);
  const base = key.replace(/#$/, "");
  const compiled = new Map<string, ValidateFunction | undefined>();
  const compile = (pointer: string): ValidateFunction | undefined => {
    if (!compiled.has(pointer)) {
      let fn: ValidateFunction | undefined;
      try {
        fn = ajv.getSchema(pointer === "" ? base : `${base}#${encodeURI(pointer)}`);
      } catch {
        fn = undefined;
      }
      compiled.set(pointer, fn);
    }
    return compiled.get(pointer);
  };
  return {
    dialect,
    judge(pointer, value) {
      const fn = compile(pointer);
      return fn === undefined ? undefined : fn(value);
    },
    why(pointer, value) {
      const fn = compile(pointer);
      if (fn === undefined || fn(value)) return "";
      const [first] = fn.errors ?? [];
      return first === undefined ? "" : `${first.keyword} at ${first.schemaPath}`;
    },
  };
}
