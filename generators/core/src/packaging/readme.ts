/** The README part the Rust, Java and quicktype packages share: what the mirror tests skip and why. */
import { GENERATED_MARK } from "../generated.js";
import type { ModuleIR } from "../ir.js";
import type { InvalidVerdict } from "./vector-verdicts.js";

export function markdownHeader(ir: ModuleIR): string {
  return `<!-- ${GENERATED_MARK} from ${ir.schemaDir}; do not edit -->`;
}

export function skippedSection(verdicts: readonly InvalidVerdict[], language: string): string[] {
  const skipped = verdicts.filter((v) => v.skipReason !== undefined);
  const byKeyword = new Map<string, number>();
  for (const v of skipped)
    for (const part of (v.skipReason ?? "").split(", ")) {
      const keyword = part.split(" at ")[0] ?? part;
      byKeyword.set(keyword, (byKeyword.get(keyword) ?? 0) + 1);
    }
  return [
    "## What the types cannot enforce",
    "",
    `The ${language} types enforce JSON types, required properties, closed objects, enum values, union tags`,
    "and tag constants. They do not enforce string patterns, lengths and formats, numeric bounds, item",
    "counts or uniqueness, and an unknown union tag is kept as the `Unknown` member (a tolerant parse)",
    "rather than refused. This package has **no `validate`**: to reject those documents, validate",
    "with the JSON Schema (`canon validate <module> <Type> <file>`, or the TypeScript, Python and Go",
    "SDKs, whose validators enforce every constraint).",
    "",
    `Of ${verdicts.length} invalid shared vectors, ${verdicts.length - skipped.length} are rejected by the types and ${skipped.length} are`,
    "listed in the mirror test as beyond them (the test checks that these still decode, so the list stays exact):",
    "",
    "| constraint | vectors |",
    "| --- | --- |",
    ...[...byKeyword.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `| ${k} | ${n} |`),
  ];
}
