/**
 * The shared tolerance corpus: `examples/<Type>/tolerant/*.json`, one case per file —
 * `input`, then what a tolerant receiver makes of it (`output`, or `unknown` with the surfaced
 * tag, or `rejected: true`) and the `warnings` it must report (code and JSON Pointer). Every
 * language's generated tests run these; lint checks their shape and that `output` is valid.
 */
import { join } from "node:path";
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { JsonSource } from "../json-source.js";
import { listFiles, readJsonFile } from "../load.js";
import type { BundleValidator } from "../validator.js";

export interface ToleranceVector {
  readonly typeName: string;
  readonly name: string;
  readonly source: JsonSource;
}

export const WARNING_CODES = [
  "null-as-absent",
  "retired-member",
  "unknown-property",
  "unknown-member",
  "unknown-member-dropped",
  "unknown-member-removed",
] as const;

export function loadToleranceVectors(
  root: string,
  moduleDir: string,
): { vectors: ToleranceVector[]; diagnostics: Diagnostic[] } {
  const examplesDir = join(root, moduleDir, "examples");
  const vectors: ToleranceVector[] = [];
  const diagnostics: Diagnostic[] = [];
  const listed = listFiles(root, examplesDir, (p) => /^[^/]+\/tolerant\/[^/]+\.json$/.test(p));
  // Links out of the folder are reported once, by loadVectors, which lists the same folder.
  for (const path of listed.paths) {
    const [typeName, , file] = path.split("/") as [string, string, string];
    const result = readJsonFile(root, join(examplesDir, path));
    diagnostics.push(...result.diagnostics);
    if (result.source !== undefined)
      vectors.push({ typeName, name: file.replace(/\.json$/, ""), source: result.source });
  }
  return { vectors, diagnostics };
}

export function checkToleranceVectors(vectors: readonly ToleranceVector[], validator: BundleValidator): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const vector of vectors) {
    const report = (pointer: string, message: string): void => {
      problems.push(
        diagnostic(
          "CANON222",
          `${vector.typeName}/tolerant/${vector.name}: ${message}`,
          vector.source.file,
          vector.source.locate(pointer),
        ),
      );
    };
    const doc = vector.source.value as Record<string, unknown>;
    if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
      report("", "a tolerance case is an object");
      continue;
    }
    const extra = Object.keys(doc).filter(
      (k) => !["description", "input", "output", "unknown", "rejected", "warnings"].includes(k),
    );
    if (extra.length > 0) report(`/${extra[0]}`, `unknown key "${extra[0]}"`);
    if (!("input" in doc)) report("", 'missing "input"');
    const outcomes = ["output", "unknown", "rejected"].filter((k) => k in doc);
    if (outcomes.length !== 1)
      report("", 'exactly one of "output", "unknown" (the surfaced tag) or "rejected": true is required');
    if ("unknown" in doc && typeof doc["unknown"] !== "string")
      report("/unknown", '"unknown" is the surfaced tag, a string');
    if ("rejected" in doc && doc["rejected"] !== true) report("/rejected", '"rejected" is true when present');
    if (!validator.has(vector.typeName)) report("", `"${vector.typeName}" is not a type of the module`);
    else if ("output" in doc && !validator.validate(vector.typeName, doc["output"]).ok)
      report("/output", `"output" is not a valid ${vector.typeName}`);
    const warnings = doc["warnings"];
    if (!Array.isArray(warnings)) report("", '"warnings" lists the expected warnings ([] for none)');
    else
      warnings.forEach((w: unknown, i) => {
        const ok =
          typeof w === "object" &&
          w !== null &&
          Object.keys(w).sort().join() === "code,path" &&
          (WARNING_CODES as readonly unknown[]).includes((w as { code: unknown }).code) &&
          typeof (w as { path: unknown }).path === "string";
        if (!ok)
          report(`/warnings/${i}`, `a warning is {"code": one of ${WARNING_CODES.join(", ")}, "path": a JSON Pointer}`);
      });
  }
  return problems;
}
