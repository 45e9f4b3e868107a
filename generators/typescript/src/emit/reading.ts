/**
 * reading.ts and reading-scan.ts of every package: the one reading of JSON text
 * (docs/json-reading.md) that every entry point taking text goes through, hand-written under
 * runtime/reading/ and copied in with the generated header.
 */
import type { GeneratedFile } from "@canon-sdk/core";
import { readFileSync } from "node:fs";
import { file, tsHeader } from "./text.js";

const RUNTIME_FILES = ["reading.ts", "reading-scan.ts"] as const;

const runtimeDir = new URL("../../runtime/reading/", import.meta.url);

export function emitReading(schemaDir: string): GeneratedFile[] {
  const header = tsHeader(schemaDir);
  return RUNTIME_FILES.map((name) => ({
    path: `src/${name}`,
    content: file([header, readFileSync(new URL(name, runtimeDir), "utf8")]),
  }));
}
