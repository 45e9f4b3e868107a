/**
 * JSON Schema dialects as authors declare them in `$schema`. A file without `$schema` is read as
 * 2020-12. Each dialect is meta-validated with its own meta-schema (never by looking `$schema` up,
 * which throws on spellings ajv does not know), then upgraded to 2020-12 for the rest of the pipeline.
 */
import { createRequire } from "node:module";
import { Ajv, type AnySchemaObject, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import * as draft04Module from "ajv-draft-04";
import * as formatsModule from "ajv-formats";

export type Dialect = "draft-04" | "draft-06" | "draft-07" | "2019-09" | "2020-12";

export const DEFAULT_DIALECT: Dialect = "2020-12";
export const DIALECT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

const metaSchemaIds: Record<Dialect, string> = {
  "draft-04": "http://json-schema.org/draft-04/schema",
  "draft-06": "http://json-schema.org/draft-06/schema",
  "draft-07": "http://json-schema.org/draft-07/schema",
  "2019-09": "https://json-schema.org/draft/2019-09/schema",
  "2020-12": "https://json-schema.org/draft/2020-12/schema",
};

/** The dialect a `$schema` value names; `undefined` when it names none Canon knows. */
export function dialectOf(schemaKeyword: unknown): Dialect | undefined {
  if (schemaKeyword === undefined) return DEFAULT_DIALECT;
  if (typeof schemaKeyword !== "string") return undefined;
  // http and https, with or without the empty fragment, are the same meta-schema.
  const canonical = schemaKeyword.trim().replace(/^http:/, "https:").replace(/#$/, "");
  const found = (Object.entries(metaSchemaIds) as [Dialect, string][]).find(([, id]) => id.replace(/^http:/, "https:") === canonical);
  return found?.[0];
}

export const knownDialects = (): string => Object.values(metaSchemaIds).join(", ");

type AjvLike = { compile(schema: AnySchemaObject): ValidateFunction; getSchema(key: string): ValidateFunction | undefined };
type FormatsPlugin = (ajv: unknown) => unknown;
type AjvClass = new (options: object) => AjvLike & { addMetaSchema(schema: object): unknown };

// Both packages are CommonJS; under NodeNext their main export arrives as the namespace's default.
const addFormats = (formatsModule as unknown as { default: FormatsPlugin }).default;
const AjvDraft04 = (draft04Module as unknown as { default: AjvClass }).default;
const require = createRequire(import.meta.url);

function metaValidatorFor(dialect: Dialect): ValidateFunction {
  const options = { strict: false, allErrors: true, validateFormats: true };
  const ajv: AjvLike & { addMetaSchema(schema: object): unknown } =
    dialect === "draft-04" ? new AjvDraft04(options)
    : dialect === "2019-09" ? new Ajv2019(options)
    : dialect === "2020-12" ? new Ajv2020(options)
    : new Ajv(options);
  addFormats(ajv);
  if (dialect === "draft-06") ajv.addMetaSchema(require("ajv/dist/refs/json-schema-draft-06.json") as object);
  const validate = ajv.getSchema(metaSchemaIds[dialect]);
  if (validate === undefined) throw new Error(`meta-schema of ${dialect} is not bundled with ajv`);
  return validate;
}

const cache = new Map<Dialect, ValidateFunction>();

/** The compiled meta-schema of a dialect, built once per process. */
export function metaValidator(dialect: Dialect): ValidateFunction {
  let validate = cache.get(dialect);
  if (validate === undefined) {
    validate = metaValidatorFor(dialect);
    cache.set(dialect, validate);
  }
  return validate;
}
