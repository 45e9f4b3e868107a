/**
 * `canon generate` and `canon check`: every target of every module, generated in memory first.
 * Nothing is written unless every module compiles and every generator succeeds.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  applyPlan,
  CanonError,
  type CompiledModule,
  compileModule,
  type CorpusFile,
  type Diagnostic,
  driftDiagnostics,
  findModule,
  type GeneratedFile,
  isClean,
  loadConfig,
  generatorFailure,
  loadModuleVectors,
  loadStreamCases,
  loadTestCorpus,
  loadToleranceVectors,
  type ModuleConfig,
  planOutput,
  type ProjectMetadata,
} from "@canon-sdk/core";
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

export async function generateAll(
  root: string,
  options: Omit<GenerateOptions, "check">,
  progress?: Progress,
): Promise<{ files: GeneratedFile[]; ownedDirs: string[] }> {
  const config = loadConfig(root);
  const modules = options.module === undefined ? config.modules : [findModule(config, options.module)];
  const files: GeneratedFile[] = [];
  const ownedDirs: string[] = [];
  const jobs = modules.map((module) => ({
    module,
    targets: options.target === undefined ? Object.keys(module.targets) : [options.target],
  }));
  const counter = { done: 0, total: jobs.reduce((n, j) => n + j.targets.length, 0) };
  for (const { module, targets } of jobs) {
    const generated = await generateModule(root, module, targets, (target) => `packages/${module.name}/${target}`, {
      counter,
      project: (outDir) => projectMetadata(config, outDir),
      ...(progress === undefined ? {} : { progress }),
    });
    files.push(...generated.files);
    ownedDirs.push(...generated.ownedDirs);
  }
  progress?.done();
  return { files, ownedDirs };
}

/** What a run adds around one module: progress on a TTY, and each package's project metadata. */
export interface ModuleRun {
  readonly progress?: Progress;
  readonly counter?: { done: number; readonly total: number };
  readonly project?: (outDir: string) => ProjectMetadata;
  /** The module already compiled (lint compiles it with its vectors first). */
  readonly compiled?: CompiledModule;
  /** Where generator warnings go; stderr by default. */
  readonly warn?: (message: string) => void;
}

/** The tolerance and stream cases, as generated packages carry them (types under their generated names). */
function loadCorpus(
  root: string,
  compiled: CompiledModule,
): { toleranceCases: CorpusFile[]; streamCases: CorpusFile[] } {
  const keys = compiled.keys ?? new Map<string, string>();
  const names = new Set(keys.values());
  const toleranceCases = loadToleranceVectors(root, compiled.config.schemas).vectors.map((v) => ({
    typeName: names.has(v.typeName) ? v.typeName : (keys.get(v.typeName) ?? v.typeName),
    name: v.name,
    text: v.source.text,
  }));
  const streamCases = loadStreamCases(root, compiled.config.schemas).cases.map((c) => ({
    name: c.name,
    text: readFileSync(join(root, c.file), "utf8"),
  }));
  return { toleranceCases, streamCases };
}

/** One module's targets, in memory; `outDirOf` says where each target's package goes. */
export async function generateModule(
  root: string,
  module: ModuleConfig,
  targets: readonly string[],
  outDirOf: (target: string) => string,
  run: ModuleRun = {},
): Promise<{ files: GeneratedFile[]; ownedDirs: string[] }> {
  const files: GeneratedFile[] = [];
  const ownedDirs: string[] = [];
  // Loaded before compiling, so that an unknown target fails before any work.
  const generators = await Promise.all(
    targets.map(async (target) => ({ generator: await generatorFor(target), raw: module.targets[target] ?? {} })),
  );
  const compiled = run.compiled ?? compileModule(root, module, { withVectors: false });
  if (compiled.ir === undefined) throw new CanonError(compiled.errors);
  const ir = compiled.ir;
  // Read once per module, so that generators stay free of I/O (lint reports any problems with them).
  const vectors = loadModuleVectors(root, compiled).vectors;
  const corpus = loadTestCorpus(root, module.schemas, vectors);
  const { toleranceCases, streamCases } = loadCorpus(root, compiled);
  const warn =
    run.warn ??
    ((message: string) => {
      run.progress?.done();
      process.stderr.write(`canon: warning: ${message}\n`);
    });
  // Every target is tried, so that one run reports every target that cannot be generated.
  const failures: Diagnostic[] = [];
  for (const { generator, raw } of generators) {
    if (run.counter !== undefined)
      run.progress?.step(++run.counter.done, run.counter.total, `${module.name} ${generator.target}`);
    const outDir = outDirOf(generator.target);
    ownedDirs.push(outDir);
    const project = run.project?.(outDir);
    const license = licenseFile(root, generator.target);
    // Awaited in turn: some generators wrap asynchronous libraries; files are only collected here.
    let generated: readonly GeneratedFile[];
    try {
      generated = await generator.generate(ir, generator.parseOptions(raw), {
        outDir,
        vectors,
        corpus,
        toleranceCases,
        streamCases,
        warn,
        ...(project === undefined ? {} : { project }),
      });
    } catch (error) {
      failures.push(...generatorFailure(generator.target, error, compiled.locate));
      continue;
    }
    for (const file of [...generated, ...(license === undefined ? [] : [license])]) {
      files.push({ path: `${outDir}/${file.path}`, content: file.content });
    }
  }
  if (failures.length > 0) throw new CanonError(failures);
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
      process.stderr.write(
        `canon check: ${owed.length} module${owed.length === 1 ? "" : "s"} changed without a version bump; add a changeset or run \`canon version\`\n`,
      );
    }
    if (isClean(plan)) {
      process.stderr.write(`canon check: ${files.length} generated files up to date\n`);
      return owed.length === 0 ? EXIT.ok : EXIT.problems;
    }
    const count = drift.length;
    process.stderr.write(
      `canon check: ${count} generated file${count === 1 ? "" : "s"} out of date; run \`canon generate\` and commit the result\n`,
    );
    return EXIT.problems;
  }
  applyPlan(root, plan);
  const written = plan.changed.length + plan.missing.length;
  process.stderr.write(
    `canon generate: ${written} written, ${plan.orphaned.length} removed, ${plan.unchanged} unchanged\n`,
  );
  return EXIT.ok;
}
