/**
 * reading.ts and reading-scan.ts of every package: the one reading of JSON text
 * (docs/json-reading.md) that every entry point taking text goes through, hand-written under
 * runtime/reading/ and copied in with the generated header.
 */
import type { GeneratedFile } from "@canon-sdk/core";
import { copiedRuntime, tsHeader } from "./text.js";

export function emitReading(schemaDir: string): GeneratedFile[] {
  return copiedRuntime("reading", ["reading.ts", "reading-scan.ts"], tsHeader(schemaDir));
}
