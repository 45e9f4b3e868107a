/**
 * Reading a module's optional declaration file (`receivers.json`, `lifecycle.json`): absent, it
 * declares nothing; unreadable, the reader's diagnostics; against its meta-schema, one diagnostic
 * per error. What its names point at is each file's own check.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { type Diagnostic, type DiagnosticCode, diagnostic } from "./diagnostics.js";
import type { JsonSource } from "./json-source.js";
import { ajv2020Class } from "./lazy-deps.js";
import { readJsonFile } from "./load.js";

/** A meta-schema's validator, compiled on first use (ajv is loaded then: start-up stays light). */
export function metaValidator(metaSchema: object): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => {
    compiled ??= new (ajv2020Class())({ strict: true, allErrors: true }).compile(metaSchema);
    return compiled;
  };
}

export interface DeclarationFile {
  /** The file's name in the module folder. */
  readonly name: string;
  /** The word diagnostics start with (`receivers`, `lifecycle`). */
  readonly label: string;
  /** The code of a meta-schema error. */
  readonly invalid: DiagnosticCode;
  readonly validate: () => ValidateFunction;
}

/** The file's source when it exists and fits its meta-schema, or why not; neither when it is absent. */
export function readDeclarationFile(
  root: string,
  moduleDir: string,
  file: DeclarationFile,
): { source?: JsonSource; diagnostics: Diagnostic[] } {
  const absolute = join(root, moduleDir, file.name);
  if (!existsSync(absolute)) return { diagnostics: [] };
  const read = readJsonFile(root, absolute);
  if (read.source === undefined || read.diagnostics.length > 0) return { diagnostics: read.diagnostics };
  const source = read.source;
  const validate = file.validate();
  if (validate(source.value)) return { source, diagnostics: [] };
  return {
    diagnostics: (validate.errors ?? []).map((e) =>
      diagnostic(
        file.invalid,
        `${file.label}: ${e.instancePath || "/"} ${e.message ?? "is invalid"}`,
        source.file,
        source.locate(e.instancePath),
      ),
    ),
  };
}
