/**
 * The `typescript` target: an ESM package per module with json-schema-to-typescript types,
 * emitted guards, ajv standalone validators, parsers for every union, the bundled schema as data
 * and vitest schema-mirror tests. Pure: (IR, options) → files.
 */
import type { GenerateContext, GeneratedFile, Generator, ModuleIR } from "@canon-sdk/core";
import { emitConstants } from "./emit/constants.js";
import { emitFormats } from "./emit/formats.js";
import { emitGuards } from "./emit/guards.js";
import { emitIndex } from "./emit/index-file.js";
import { emitLifecycle } from "./emit/lifecycle.js";
import { emitLinearPattern } from "./emit/linear.js";
import { emitMetadata, emitSchemaData } from "./emit/metadata.js";
import {
  emitBuildTsconfig,
  emitPackageJson,
  emitReadme,
  emitTsconfig,
  emitVitestConfig,
  schemaFileName,
} from "./emit/package-files.js";
import { emitParse } from "./emit/parse.js";
import { emitReceivers } from "./emit/receivers.js";
import { emitReading } from "./emit/reading.js";
import { emitRuntime } from "./emit/runtime.js";
import { emitHostileTests } from "./emit/test-hostile.js";
import { emitTypeMirror } from "./emit/test-structure.js";
import { emitStructureTests } from "./emit/test-structure-runtime.js";
import { emitToleranceTests } from "./emit/test-tolerant.js";
import { emitTestCorpus } from "./emit/test-corpus.js";
import { emitTestSupport } from "./emit/test-support.js";
import { emitVectorTests } from "./emit/test-vectors.js";
import { tsHeader } from "./emit/text.js";
import { emitTypes } from "./emit/types.js";
import { emitExplain, emitStandalone, emitValidators } from "./emit/validators.js";
import { FORMATTER, formatWithBiome, MAX_FORMATTED_SIZE } from "./format.js";
import { parseOptions, type TypeScriptOptions } from "./options.js";

export type { TypeScriptOptions } from "./options.js";

function generate(ir: ModuleIR, options: TypeScriptOptions, context: GenerateContext): GeneratedFile[] {
  // Emitters write code; its layout is Biome's, applied here to every TypeScript file at once
  // (and to biome.jsonc, which Biome checks as well).
  return emit(ir, options, context).map((f) =>
    f.path.endsWith(".ts") || f.path === "biome.jsonc" ? { ...f, content: formatWithBiome(f.path, f.content) } : f,
  );
}

function emit(ir: ModuleIR, options: TypeScriptOptions, context: GenerateContext): GeneratedFile[] {
  const standalone = emitStandalone(ir, context.warn);
  return [
    { path: "package.json", content: emitPackageJson(ir, options, context.project) },
    { path: schemaFileName(ir), content: `${JSON.stringify(ir.bundle, null, 2)}\n` },
    { path: "tsconfig.json", content: emitTsconfig(ir) },
    { path: "tsconfig.build.json", content: emitBuildTsconfig(ir) },
    { path: "README.md", content: emitReadme(ir, options) },
    { path: "biome.jsonc", content: emitBiomeConfig(ir) },
    { path: "vitest.config.ts", content: emitVitestConfig(ir) },
    { path: "src/index.ts", content: emitIndex(ir) },
    { path: "src/types.ts", content: emitTypes(ir) },
    { path: "src/constants.ts", content: emitConstants(ir) },
    { path: "src/runtime.ts", content: emitRuntime(ir.schemaDir) },
    ...emitFormats(ir),
    ...emitReading(ir.schemaDir),
    { path: "src/guards.ts", content: emitGuards(ir) },
    { path: "src/standalone.ts", content: standalone },
    { path: "src/validators.ts", content: emitValidators(ir) },
    { path: "src/explain.ts", content: emitExplain(ir, standalone) },
    { path: "src/parse.ts", content: emitParse(ir) },
    ...emitReceivers(ir),
    { path: "src/metadata.ts", content: emitMetadata(ir) },
    { path: "src/schema.ts", content: emitSchemaData(ir) },
    { path: "test/support.ts", content: emitTestSupport(ir) },
    ...emitTestCorpus(ir, context.corpus),
    { path: "test/vectors.test.ts", content: emitVectorTests(ir) },
    { path: "test/structure.test.ts", content: emitStructureTests(ir) },
    { path: "test/types.test-d.ts", content: emitTypeMirror(ir) },
    { path: "test/hostile.test.ts", content: emitHostileTests(ir) },
    { path: "test/tolerant.test.ts", content: emitToleranceTests(ir) },
    ...emitLifecycle(ir),
    ...emitLinearPattern(ir),
  ];
}

/** Biome's settings for the package, so `biome format` (or `biome check`) run in it writes what generation wrote. */
function emitBiomeConfig(ir: ModuleIR): string {
  const config = {
    // ajv's standalone validators of a large module pass Biome's default 1 MiB limit.
    files: { includes: ["**/*.ts", "!dist"], maxSize: MAX_FORMATTED_SIZE },
    ...FORMATTER,
    // Generated code is held to tsc --strict (and its tests); Biome here is its formatter only.
    linter: { enabled: false },
    assist: { enabled: false },
  };
  return `${tsHeader(ir.schemaDir)}\n${JSON.stringify(config, null, 2)}\n`;
}

export const typescriptGenerator: Generator<TypeScriptOptions> = {
  name: "@canon-sdk/generator-typescript",
  target: "typescript",
  parseOptions,
  generate,
};
export { packageNameFor, parseOptions } from "./options.js";
