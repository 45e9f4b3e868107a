/**
 * `canon generate` and `canon check`: every target of every module, generated in memory first.
 * Nothing is written unless every module compiles and every generator succeeds.
 */
import { applyPlan, CanonError, type ModuleConfig, compileModule, driftDiagnostics, findModule, type GeneratedFile, isClean, loadConfig, loadModuleVectors, planOutput } from "@canon/core";
import { generatorFor } from "../registry.js";
import { EXIT, printDiagnostics } from "../io.js";

export interface GenerateOptions {
  readonly module?: string;
  readonly target?: string;
  readonly check: boolean;
}

export async function generateAll(root: string, options: GenerateOptions): Promise<{ files: GeneratedFile[]; ownedDirs: string[] }> {
  const config = loadConfig(root);
  const modules = options.module === undefined ? config.modules : [findModule(config, options.module)];
  const files: GeneratedFile[] = [];
  const ownedDirs: string[] = [];
  for (const module of modules) {
    const targets = options.target === undefined ? Object.keys(module.targets) : [options.target];
    const generated = await generateModule(root, module, targets, (target) => `packages/${module.name}/${target}`);
    files.push(...generated.files);
    ownedDirs.push(...generated.ownedDirs);
  }
  return { files, ownedDirs };
}

/** One module's targets, in memory; `outDirOf` says where each target's package goes. */
export async function generateModule(root: string, module: ModuleConfig, targets: readonly string[], outDirOf: (target: string) => string): Promise<{ files: GeneratedFile[]; ownedDirs: string[] }> {
  const files: GeneratedFile[] = [];
  const ownedDirs: string[] = [];
  const generators = targets.map((target) => ({ generator: generatorFor(target), raw: module.targets[target] ?? {} }));
  const compiled = compileModule(root, module, { withVectors: false });
  if (compiled.ir === undefined) throw new CanonError(compiled.errors);
  // Read once per module, so that generators stay free of I/O (lint reports any problems with them).
  const vectors = loadModuleVectors(root, compiled).vectors;
  for (const { generator, raw } of generators) {
    const outDir = outDirOf(generator.target);
    ownedDirs.push(outDir);
    // Awaited in turn: some generators wrap asynchronous libraries; files are only collected here.
    const warn = (message: string) => process.stderr.write(`canon: warning: ${message}\n`);
    for (const file of await generator.generate(compiled.ir, generator.parseOptions(raw), { outDir, vectors, warn })) {
      files.push({ path: `${outDir}/${file.path}`, content: file.content });
    }
  }
  return { files, ownedDirs };
}

export async function generate(root: string, options: GenerateOptions): Promise<number> {
  const { files, ownedDirs } = await generateAll(root, options);
  const plan = planOutput(root, files, ownedDirs);
  if (options.check) {
    if (isClean(plan)) {
      process.stderr.write(`canon check: ${files.length} generated files up to date\n`);
      return EXIT.ok;
    }
    printDiagnostics(driftDiagnostics(plan));
    const count = plan.changed.length + plan.missing.length + plan.orphaned.length;
    process.stderr.write(`canon check: ${count} generated file${count === 1 ? "" : "s"} out of date; run \`npm run generate\` and commit the result\n`);
    return EXIT.problems;
  }
  applyPlan(root, plan);
  const written = plan.changed.length + plan.missing.length;
  process.stderr.write(`canon generate: ${written} written, ${plan.orphaned.length} removed, ${plan.unchanged} unchanged\n`);
  return EXIT.ok;
}
