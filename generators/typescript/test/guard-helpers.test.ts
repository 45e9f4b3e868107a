/**
 * The guards module declares every helper its checks call, also when the only object of a module
 * is a map (an object read through a shared shape helper, whose check is not a type's own): the
 * module type-checks with tsc.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { compileModule, createFixtureProject, findModule, loadConfig } from "@canon-sdk/core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { typescriptGenerator } from "../src/index.js";

const maps: Record<string, unknown> = {
  "a map by pattern": { type: "object", patternProperties: { "^[a-z]+$": { type: "integer" } } },
  "any object": { type: "object" },
  "a map of integers": { type: "object", additionalProperties: { type: "integer" } },
};

function diagnostics(schema: unknown): string[] {
  const root = createFixtureProject({
    "schemas/demo/map.schema.json": `${JSON.stringify({ $schema: "https://json-schema.org/draft/2020-12/schema", ...(schema as object) })}\n`,
  });
  const compiled = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
  if (compiled.ir === undefined) throw new Error(JSON.stringify(compiled.errors));
  const files = typescriptGenerator.generate(compiled.ir, typescriptGenerator.parseOptions({}), {
    outDir: "packages/demo/typescript",
  });
  const dir = mkdtempSync(join(tmpdir(), "canon-guard-helpers-"));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
  const guards = join(dir, "src", "guards.ts");
  const program = ts.createProgram([guards], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const source = program.getSourceFile(guards) as ts.SourceFile;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  );
}

describe("the guards module of a module whose only object is a map", () => {
  it.each(Object.keys(maps))("%s: type-checks", (name) => {
    expect(diagnostics(maps[name])).toEqual([]);
  });
});
