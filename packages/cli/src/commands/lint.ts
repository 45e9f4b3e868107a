/** `canon lint [--module M]`: every problem in the schemas and their vectors. */
import { compileModule, findModule, loadConfig } from "@canon/core";
import { EXIT, printDiagnostics } from "../io.js";

export function lint(root: string, options: { module?: string }): number {
  const config = loadConfig(root);
  const modules = options.module === undefined ? config.modules : [findModule(config, options.module)];
  let problems = 0;
  let warnings = 0;
  for (const module of modules) {
    const compiled = compileModule(root, module);
    printDiagnostics(compiled.lint);
    // Rules a module sets to "warn" are shown but do not fail the run.
    const errors = compiled.lint.filter((d) => d.severity === "error").length;
    problems += errors;
    warnings += compiled.lint.length - errors;
  }
  const warned = warnings === 0 ? "" : `, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  const summary = `canon lint: ${problems} problem${problems === 1 ? "" : "s"}${warned} in ${modules.length} module${modules.length === 1 ? "" : "s"}`;
  process.stderr.write(`${summary}\n`);
  return problems === 0 ? EXIT.ok : EXIT.problems;
}
