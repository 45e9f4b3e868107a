/**
 * Every schema file must be a valid document of the dialect its `$schema` names (2020-12 when it
 * names none). An unknown `$schema` is a diagnostic, never an exception.
 */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import { type Dialect, dialectOf, knownDialects, metaValidator } from "../dialect.js";
import type { JsonSource } from "../json-source.js";
import { isSchemaObject } from "../walk.js";

export function checkMetaSchema(sources: readonly JsonSource[]): Diagnostic[] {
  return sources.flatMap((source) => {
    const declared = isSchemaObject(source.value) ? source.value["$schema"] : undefined;
    const dialect = dialectOf(declared);
    if (dialect === undefined) {
      return [
        diagnostic(
          "CANON108",
          `$schema ${JSON.stringify(declared)} names no dialect Canon reads (${knownDialects()})`,
          source.file,
          source.locate("/$schema"),
        ),
      ];
    }
    return metaProblems(source, dialect);
  });
}

function metaProblems(source: JsonSource, dialect: Dialect): Diagnostic[] {
  const validate = metaValidator(dialect);
  let valid: boolean;
  try {
    valid = validate(source.value) === true;
  } catch (error) {
    return [
      diagnostic(
        "CANON103",
        `cannot check the document against the ${dialect} meta-schema: ${(error as Error).message}`,
        source.file,
        source.locate(""),
      ),
    ];
  }
  if (valid) return [];
  return (validate.errors ?? []).map((e) =>
    diagnostic(
      "CANON103",
      `${e.instancePath || "/"} ${e.message ?? "is invalid"} (${dialect} meta-schema)`,
      source.file,
      source.locate(e.instancePath),
    ),
  );
}
