/** ajv over a module's normalized bundle: the reference verdict every SDK must agree with. */
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { CanonError, diagnostic } from "./diagnostics.js";
import { addFormats, ajv2020Class } from "./lazy-deps.js";
import { INHERITED_NAMES } from "./own-property.js";
import { isSchemaObject, walkSchema } from "./walk.js";

export interface ValidationIssue {
  /** JSON pointer of the offending value in the document. */
  readonly path: string;
  readonly keyword: string;
  readonly message: string;
}

export type ValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: readonly ValidationIssue[] };

const BUNDLE_KEY = "canon-bundle";

/**
 * How the reference validator reads schemas; the TypeScript generator's standalone validators are
 * compiled with the same options, so the two judge alike. strictTypes stays off: authors write
 * `format` or `minLength` without `type` and mean "if a string". A keyword JSON Schema ignores
 * where it stands (an `if` without `then` or `else`, a `then` without `if`, `minContains` without
 * `contains`) is valid JSON Schema with no effect: ajv's strict mode reports it through the
 * logger instead of refusing the schema (the TypeScript target passes it on as a warning).
 */
export const REFERENCE_AJV_OPTIONS = {
  strict: true,
  strictSchema: "log",
  strictTypes: false,
  strictRequired: false,
  strictTuples: false,
  allErrors: true,
  discriminator: true,
  allowUnionTypes: true,
} as const;

/**
 * Whether the schema names a property as something every object inherits (`constructor`,
 * `toString`, `__proto__`): ajv then needs `ownProperties`, or it reads `{}.constructor` as a
 * property the document has. Only then, since the option costs a call per property checked.
 */
export function namesInheritedProperties(schema: unknown): boolean {
  let found = false;
  walkSchema(schema, "", (node) => {
    const names = [
      ...Object.keys(isSchemaObject(node["properties"]) ? node["properties"] : {}),
      ...(Array.isArray(node["required"]) ? node["required"] : []),
      ...Object.entries(isSchemaObject(node["dependentRequired"]) ? node["dependentRequired"] : {}).flat(2),
      ...Object.keys(isSchemaObject(node["dependentSchemas"]) ? node["dependentSchemas"] : {}),
    ];
    if (names.some((name) => typeof name === "string" && INHERITED_NAMES.has(name))) found = true;
  });
  return found;
}

/**
 * ajv as the reference reads schemas. `strict`: refuse what strict mode only reports otherwise
 * (an unknown keyword, an `if` alone), for schemas held to the house style, such as our own.
 */
export function createAjv(options: { ownProperties?: boolean; strict?: boolean } = {}): Ajv2020 {
  const ajv = new (ajv2020Class())({
    ...REFERENCE_AJV_OPTIONS,
    ownProperties: options.ownProperties === true,
    ...(options.strict === true ? { strictSchema: true } : { logger: false }),
  });
  addFormats(ajv);
  ajv.addKeyword("x-canon-mixin");
  return ajv;
}

/**
 * Keywords ajv does not know (`x-*`, editors' `markdownDescription`, …) and formats it does not
 * know are annotations, as JSON Schema says: registered by name, so ajv's strict mode still
 * catches everything else (types, tuples) in the module's own schemas.
 */
export function allowAnnotations(ajv: Ajv2020, bundle: Record<string, unknown>): void {
  const keywords = new Set<string>();
  const formats = new Set<string>();
  walkSchema(bundle, "", (node) => {
    for (const key of Object.keys(node))
      if (ajv.getKeyword(key) === false && !ajv.RULES.keywords[key]) keywords.add(key);
    if (typeof node["format"] === "string") formats.add(node["format"]);
  });
  for (const keyword of [...keywords].sort()) if (ajv.getKeyword(keyword) === false) ajv.addKeyword(keyword);
  for (const format of [...formats].sort()) if (ajv.formats[format] === undefined) ajv.addFormat(format, true);
}

export interface BundleValidator {
  validate(typeName: string, value: unknown): ValidationResult;
  has(typeName: string): boolean;
}

export function createBundleValidator(bundle: Record<string, unknown>): BundleValidator {
  const ajv = createAjv({ ownProperties: namesInheritedProperties(bundle) });
  allowAnnotations(ajv, bundle);
  ajv.addSchema(bundle, BUNDLE_KEY);
  const defs = (bundle["$defs"] ?? {}) as Record<string, unknown>;
  const compiled = new Map<string, ValidateFunction>();
  const compile = (typeName: string): ValidateFunction => {
    let fn = compiled.get(typeName);
    if (fn === undefined) {
      try {
        fn = ajv.getSchema(`${BUNDLE_KEY}#/$defs/${typeName}`) as ValidateFunction;
      } catch (error) {
        throw new CanonError([
          diagnostic("CANON103", `type "${typeName}" cannot be compiled: ${(error as Error).message}`),
        ]);
      }
      compiled.set(typeName, fn);
    }
    return fn;
  };
  return {
    has: (typeName) => Object.hasOwn(defs, typeName),
    validate(typeName, value) {
      const fn = compile(typeName);
      return fn(value) ? { ok: true } : { ok: false, errors: (fn.errors ?? []).map(toIssue) };
    },
  };
}

export function toIssue(error: ErrorObject): ValidationIssue {
  const detail = error.keyword === "additionalProperties" ? ` "${String(error.params["additionalProperty"])}"` : "";
  return { path: error.instancePath, keyword: error.keyword, message: `${error.message ?? "is invalid"}${detail}` };
}
