/**
 * JSON Schema dialects as authors declare them in `$schema`. A file without `$schema` is read as
 * 2020-12. Each dialect is meta-validated with its own meta-schema (never by looking `$schema` up,
 * which throws on spellings ajv does not know), then upgraded to 2020-12 for the rest of the pipeline.
 */
import type { AnySchemaObject, ValidateFunction } from "ajv";
import { addFormats, ajv2019Class, ajv2020Class, ajvClass, ajvDraft04Class, ajvFile } from "./lazy-deps.js";

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
  const canonical = schemaKeyword
    .trim()
    .replace(/^http:/, "https:")
    .replace(/#$/, "");
  const found = (Object.entries(metaSchemaIds) as [Dialect, string][]).find(
    ([, id]) => id.replace(/^http:/, "https:") === canonical,
  );
  return found?.[0];
}

export const knownDialects = (): string => Object.values(metaSchemaIds).join(", ");

type AjvLike = {
  compile(schema: AnySchemaObject): ValidateFunction;
  getSchema(key: string): ValidateFunction | undefined;
};

function metaValidatorFor(dialect: Dialect): ValidateFunction {
  const options = { strict: false, allErrors: true, validateFormats: true };
  const ajv: AjvLike & { addMetaSchema(schema: object): unknown } =
    dialect === "draft-04"
      ? new (ajvDraft04Class())(options)
      : dialect === "2019-09"
        ? new (ajv2019Class())(options)
        : dialect === "2020-12"
          ? new (ajv2020Class())(options)
          : new (ajvClass())(options);
  addFormats(ajv);
  if (dialect === "draft-06") ajv.addMetaSchema(ajvFile("ajv/dist/refs/json-schema-draft-06.json"));
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
