/** `canon lint [--module M] [--format F]`: every problem in the schemas and their vectors. */
import { compileModule, type Diagnostic, findModule, loadConfig } from "@canon-sdk/core";
import { EXIT } from "../io.js";
import { type DiagnosticFormat, printDiagnostics } from "../output/diagnostics.js";

export function lint(root: string, options: { module?: string; format?: string }): number {
  const config = loadConfig(root);
  const modules = options.module === undefined ? config.modules : [findModule(config, options.module)];
  const found: Diagnostic[] = modules.flatMap((module) => compileModule(root, module).lint);
  // One document for every module: machine readers get exactly one JSON or SARIF value.
  printDiagnostics(found, (options.format ?? "text") as DiagnosticFormat, "canon lint");
  // Rules a module sets to "warn" are shown but do not fail the run.
  const problems = found.filter((d) => d.severity === "error").length;
  const warnings = found.length - problems;
  const warned = warnings === 0 ? "" : `, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  process.stderr.write(`canon lint: ${problems} problem${problems === 1 ? "" : "s"}${warned} in ${modules.length} module${modules.length === 1 ? "" : "s"}\n`);
  return problems === 0 ? EXIT.ok : EXIT.problems;
}
