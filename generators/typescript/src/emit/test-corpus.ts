/**
 * test/corpus.json and test/corpus.ts: the package carries its test corpus (core's
 * packaging/test-corpus.ts), so that its tests run wherever it is copied. corpus.ts lays the
 * files out once per test process in a temporary folder shaped like the module's folder.
 */
import { type GeneratedFile, type ModuleIR, type TestCorpus, testCorpusFile } from "@canon-sdk/core";
import { file, tsHeader } from "./text.js";

export function emitTestCorpus(ir: ModuleIR, corpus: TestCorpus | undefined): GeneratedFile[] {
  const reader = file([
    tsHeader(ir.schemaDir),
    "// The module's vectors, tolerance and stream cases travel in corpus.json, as their files' text.",
    'import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";',
    'import { tmpdir } from "node:os";',
    'import { dirname, join } from "node:path";',
    "",
    'const corpus = JSON.parse(readFileSync(new URL("./corpus.json", import.meta.url), "utf8")) as { readonly files: Readonly<Record<string, string>> };',
    'const root = mkdtempSync(join(tmpdir(), "canon-corpus-"));',
    'process.on("exit", () => rmSync(root, { recursive: true, force: true }));',
    "for (const [path, text] of Object.entries(corpus.files)) {",
    "  mkdirSync(dirname(join(root, path)), { recursive: true });",
    "  writeFileSync(join(root, path), text);",
    "}",
    "",
    "/** examples/<Type>/{valid,invalid,tolerant}/*.json, as in the module's folder. */",
    'export const examplesDir = `${join(root, "examples")}/`;',
    "/** streams/*.json, as in the module's folder. */",
    'export const streamsDir = `${join(root, "streams")}/`;',
  ]);
  return [
    { path: "test/corpus.json", content: testCorpusFile(ir, corpus) },
    { path: "test/corpus.ts", content: reader },
  ];
}
