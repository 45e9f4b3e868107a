/**
 * The test corpus a Go package carries in testdata/: the shared vectors, the tolerance cases and
 * (with a lifecycle) the stream cases, each file's exact text under its type and name, so that
 * `go test` passes wherever the package is copied. One JSON file per kind, one entry per line.
 */
import type { CorpusFile, Vector } from "@canon-sdk/core";

interface Entry {
  readonly type?: string;
  readonly expect?: string;
  readonly name: string;
  readonly text: string;
}

const byKey = (key: (e: Entry) => string) => (a: Entry, b: Entry) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

function corpusJson(entries: Entry[]): string {
  return entries.length === 0 ? "[]\n" : `[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(",\n")}\n]\n`;
}

/** testdata/vectors.json: by type, valid before invalid, then by name, as the examples folder lists them. */
export function vectorsCorpus(vectors: readonly Vector[]): string {
  const entries = vectors.map((v) => ({ type: v.typeName, expect: v.expect, name: v.name, text: v.source.text }));
  return corpusJson(entries.sort(byKey((e) => `${e.type}\u0000${e.expect === "valid" ? 0 : 1}\u0000${e.name}`)));
}

/** testdata/tolerant.json and testdata/streams.json. */
export function casesCorpus(cases: readonly CorpusFile[]): string {
  const entries = cases.map((c) => ({
    ...(c.typeName === undefined ? {} : { type: c.typeName }),
    name: c.name,
    text: c.text,
  }));
  return corpusJson(entries.sort(byKey((e) => `${e.type ?? ""}\u0000${e.name}`)));
}
