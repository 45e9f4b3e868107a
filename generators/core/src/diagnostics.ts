/** Diagnostics: a problem found at a place in a file, with a code from the catalog. */
import { catalog, type DiagnosticCode } from "./diagnostic-catalog.js";

export { type CatalogEntry, catalog, type DiagnosticCode } from "./diagnostic-catalog.js";

export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly message: string;
  /** Repo-relative path of the file the problem is in, when there is one. */
  readonly file?: string;
  readonly position?: Position;
  readonly severity: "error" | "warning";
}

export function diagnostic(code: DiagnosticCode, message: string, file?: string, position?: Position): Diagnostic {
  return {
    code,
    message,
    severity: "error",
    ...(file === undefined ? {} : { file }),
    ...(position === undefined ? {} : { position }),
  };
}

/** `file:line:col CODE message` — the form editors and CI annotators pick up. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file === undefined ? "" : `${d.file}:${d.position?.line ?? 1}:${d.position?.column ?? 1} `;
  return `${where}${d.severity === "warning" ? "warning " : ""}${d.code} ${d.message}`;
}

export function formatWithFix(d: Diagnostic): string {
  return `${formatDiagnostic(d)}\n  fix: ${catalog[d.code].fix}`;
}

/** Thrown when a step cannot continue; carries every problem found so far. */
export class CanonError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.name = "CanonError";
  }
}
