/** `canon lint [--module M] [--format F]`: every problem in the schemas and their vectors. */
import { compileModule, type Diagnostic, findModule, loadConfig } from "@canon/core";
import { EXIT } from "../io.js";
import { type DiagnosticFormat, printDiagnostics } from "../output/diagnostics.js";

export function lint(root: string, options: { module?: string; format?: string }): number {
  const config = loadConfig(root);
  const modules = options.module === undefined ? config.modules : [findModule(config, options.module)];
  const problems: Diagnostic[] = modules.flatMap((module) => compileModule(root, module).lint);
  // One document for every module: machine readers get exactly one JSON or SARIF value.
  printDiagnostics(problems, (options.format ?? "text") as DiagnosticFormat, "canon lint");
  const n = problems.length;
  process.stderr.write(`canon lint: ${n} problem${n === 1 ? "" : "s"} in ${modules.length} module${modules.length === 1 ? "" : "s"}\n`);
  return n === 0 ? EXIT.ok : EXIT.problems;
}
