/**
 * `canon generate` and `canon check`: every target of every module, generated in memory first.
 * Nothing is written unless every module compiles and every generator succeeds.
 */
import { applyPlan, CanonError, compileModule, driftDiagnostics, findModule, type GeneratedFile, isClean, loadConfig, loadVectors, type ModuleConfig, planOutput } from "@canon/core";
import { type Progress, progressFor } from "../cli/progress.js";
import { generatorFor } from "../registry.js";
import { owedBumps } from "../release/owed.js";
import { licenseFile, projectMetadata } from "../release/project.js";
import { EXIT } from "../io.js";
import { type DiagnosticFormat, printDiagnostics } from "../output/diagnostics.js";

export interface GenerateOptions {
  readonly module?: string;
  readonly target?: string;
  readonly check: boolean;
  readonly format?: string;
}

function modulesIn(root: string, name: string | undefined): readonly ModuleConfig[] {
  const config = loadConfig(root);
  return name === undefined ? config.modules : [findModule(config, name)];
}

export async function generateAll(root: string, options: Omit<GenerateOptions, "check">, progress?: Progress): Promise<{ files: GeneratedFile[]; ownedDirs: string[] }> {
  const config = loadConfig(root);
  const modules = options.module === undefined ? config.modules : [findModule(config, options.module)];
  const files: GeneratedFile[] = [];
  const ownedDirs: string[] = [];
  const jobs = modules.map((module) => ({ module, targets: options.target === undefined ? Object.keys(module.targets) : [options.target] }));
  const total = jobs.reduce((n, j) => n + j.targets.length, 0);
  let done = 0;
  for (const { module, targets } of jobs) {
    // Loaded before compiling, so that an unknown target fails before any work.
    const generators = await Promise.all(targets.map(async (target) => ({ generator: await generatorFor(target), raw: module.targets[target] })));
    const compiled = compileModule(root, module, { withVectors: false });
    if (compiled.ir === undefined) throw new CanonError(compiled.errors);
    // Read once per module, so that generators stay free of I/O (lint reports any problems with them).
    const vectors = loadVectors(root, module.schemas).vectors;
    for (const { generator, raw } of generators) {
      progress?.step(++done, total, `${module.name} ${generator.target}`);
      const outDir = `packages/${module.name}/${generator.target}`;
      ownedDirs.push(outDir);
      // Awaited in turn: some generators wrap asynchronous libraries; files are only collected here.
      const warn = (message: string) => {
        progress?.done();
        process.stderr.write(`canon: warning: ${message}\n`);
      };
      const project = projectMetadata(config, outDir);
      const license = licenseFile(root, generator.target);
      for (const file of [...(await generator.generate(compiled.ir, generator.parseOptions(raw), { outDir, vectors, warn, project })), ...(license === undefined ? [] : [license])]) {
        files.push({ path: `${outDir}/${file.path}`, content: file.content });
      }
    }
  }
  progress?.done();
  return { files, ownedDirs };
}

export async function generate(root: string, options: GenerateOptions): Promise<number> {
  const { files, ownedDirs } = await generateAll(root, options, progressFor());
  const plan = planOutput(root, files, ownedDirs);
  if (options.check) {
    const drift = driftDiagnostics(plan);
    // Released output is only comparable as a whole: skip the version check for one target.
    const owed = options.target === undefined ? await owedBumps(root, modulesIn(root, options.module), files) : [];
    printDiagnostics([...drift, ...owed], (options.format ?? "text") as DiagnosticFormat, "canon check");
    if (owed.length > 0) {
      process.stderr.write(`canon check: ${owed.length} module${owed.length === 1 ? "" : "s"} changed without a version bump; add a changeset or run \`canon version\`\n`);
    }
    if (isClean(plan)) {
      process.stderr.write(`canon check: ${files.length} generated files up to date\n`);
      return owed.length === 0 ? EXIT.ok : EXIT.problems;
    }
    const count = drift.length;
    process.stderr.write(`canon check: ${count} generated file${count === 1 ? "" : "s"} out of date; run \`canon generate\` and commit the result\n`);
    return EXIT.problems;
  }
  applyPlan(root, plan);
  const written = plan.changed.length + plan.missing.length;
  process.stderr.write(`canon generate: ${written} written, ${plan.orphaned.length} removed, ${plan.unchanged} unchanged\n`);
  return EXIT.ok;
}
