/**
 * `canon lint [--module M] [--format F]`: every problem in the schemas and their vectors, and
 * every problem that would stop `canon generate`: each configured target is generated in memory
 * (nothing is written), so a construct a target cannot express is reported here too.
 */
import { CanonError, compileModule, type Diagnostic, findModule, loadConfig, type ModuleConfig } from "@canon-sdk/core";
import { EXIT } from "../io.js";
import { type DiagnosticFormat, printDiagnostics } from "../output/diagnostics.js";
import { generateModule } from "./generate.js";

async function moduleProblems(root: string, module: ModuleConfig): Promise<Diagnostic[]> {
  const compiled = compileModule(root, module);
  // Generation only runs on schemas that compiled; their errors are already in `lint`.
  if (compiled.ir === undefined || compiled.errors.length > 0) return [...compiled.lint];
  try {
    await generateModule(root, module, Object.keys(module.targets), (target) => `packages/${module.name}/${target}`, {
      compiled,
      warn: () => {},
    });
    return [...compiled.lint];
  } catch (error) {
    if (!(error instanceof CanonError)) throw error;
    return [...compiled.lint, ...error.diagnostics];
  }
}

export async function lint(root: string, options: { module?: string; format?: string }): Promise<number> {
  const config = loadConfig(root);
  const modules = options.module === undefined ? config.modules : [findModule(config, options.module)];
  const found: Diagnostic[] = [];
  for (const module of modules) found.push(...(await moduleProblems(root, module)));
  // One document for every module: machine readers get exactly one JSON or SARIF value.
  printDiagnostics(found, (options.format ?? "text") as DiagnosticFormat, "canon lint");
  // Rules a module sets to "warn" are shown but do not fail the run.
  const problems = found.filter((d) => d.severity === "error").length;
  const warnings = found.length - problems;
  const warned = warnings === 0 ? "" : `, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  process.stderr.write(
    `canon lint: ${problems} problem${problems === 1 ? "" : "s"}${warned} in ${modules.length} module${modules.length === 1 ? "" : "s"}\n`,
  );
  return problems === 0 ? EXIT.ok : EXIT.problems;
}
