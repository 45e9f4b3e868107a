/** Every schema file must itself be a valid JSON Schema 2020-12 document. */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { JsonSource } from "../json-source.js";
import { createAjv } from "../validator.js";

export function checkMetaSchema(sources: readonly JsonSource[]): Diagnostic[] {
  const ajv = createAjv();
  return sources.flatMap((source) => {
    if (ajv.validateSchema(source.value as object) === true) return [];
    return (ajv.errors ?? []).map((e) => diagnostic("CANON103", `${e.instancePath || "/"} ${e.message ?? "is invalid"}`, source.file, source.locate(e.instancePath)));
  });
}
