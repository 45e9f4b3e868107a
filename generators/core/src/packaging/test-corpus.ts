/**
 * The test corpus a generated package carries, so that its tests run wherever the package is
 * copied (an sdist, a tarball, another repository): the module's shared vectors, tolerance cases
 * and stream cases, each under its path in the module folder (`examples/<Type>/valid/x.json`,
 * `streams/y.json`), as the exact text of the file. One marked JSON file holds it: the writer
 * replaces or removes it like any generated file, and the drift check sees a vector it lacks.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_MARK } from "../generated.js";
import type { ModuleIR } from "../ir.js";
import { loadStreamCases, STREAMS_DIR } from "../lifecycle/streams.js";
import type { Vector } from "../load.js";
import { loadToleranceVectors } from "../receivers/tolerance-vectors.js";

/** Path in the module folder → the file's text. */
export type TestCorpus = Readonly<Record<string, string>>;

/** The corpus of a module: `vectors` are its shared vectors under their generated type names. */
export function loadTestCorpus(root: string, moduleDir: string, vectors: readonly Vector[]): TestCorpus {
  const entries: [string, string][] = vectors.map((v) => [
    `examples/${v.typeName}/${v.expect}/${v.name}.json`,
    v.source.text,
  ]);
  for (const v of loadToleranceVectors(root, moduleDir).vectors)
    entries.push([`examples/${v.typeName}/tolerant/${v.name}.json`, v.source.text]);
  for (const c of loadStreamCases(root, moduleDir).cases)
    entries.push([`${STREAMS_DIR}/${c.name}.json`, readFileSync(join(root, c.file), "utf8")]);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The corpus file: one entry a line, so that a changed vector changes one line. */
export function testCorpusFile(ir: ModuleIR, corpus: TestCorpus = {}): string {
  const lines = Object.entries(corpus).map(([path, text]) => `    ${JSON.stringify(path)}: ${JSON.stringify(text)}`);
  const files = lines.length === 0 ? "{}" : `{\n${lines.join(",\n")}\n  }`;
  return `{\n  "$comment": ${JSON.stringify(`${GENERATED_MARK} from ${ir.schemaDir}; do not edit`)},\n  "files": ${files}\n}\n`;
}
