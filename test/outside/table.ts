/** The measured table of the check-jsonschema suite, as the markdown file committed next to it. */

export type Language = "typescript" | "python" | "go" | "rust" | "java";
export const LANGUAGES: readonly Language[] = ["typescript", "python", "go", "rust", "java"];

export interface Cell {
  /** "yes", or the diagnostic code that stopped generation. */
  readonly generated: string;
  /** "yes", "–" when nothing was generated, or the checkers that failed. */
  readonly builds: string;
  /** "agreeing/documents", "n/a" when the package has no validator or does not build. */
  readonly agrees: string;
}

export interface Row {
  readonly schema: string;
  readonly dialect: string;
  /** Documents in the corpus and how many ajv accepts; undefined when nothing generates. */
  readonly documents?: { readonly total: number; readonly valid: number };
  readonly cells: Record<Language, Cell>;
}

const titles: Record<Language, string> = {
  typescript: "TypeScript",
  python: "Python",
  go: "Go",
  rust: "Rust",
  java: "Java",
};

/** What one language's disagreements on one schema come down to, for the notes under the table. */
export function causes(
  schema: string,
  language: Language,
  found: readonly { ajv: boolean; why: string; verdict: string }[],
): string {
  const counts = new Map<string, number>();
  for (const d of found) {
    const cause =
      d.verdict !== "0" && d.verdict !== "1"
        ? `crash ${d.verdict}`
        : d.ajv
          ? "rejects a document ajv accepts"
          : `misses ajv's \`${d.why.split(" ")[0] ?? "?"}\``;
    counts.set(cause, (counts.get(cause) ?? 0) + 1);
  }
  const list = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([cause, n]) => `${cause} ×${n}`);
  return `- ${schema}, ${titles[language]}: ${found.length} — ${list.join(", ")}`;
}

export function markdown(version: string, seed: number, rows: readonly Row[], notes: readonly string[]): string {
  const header = `| schema | dialect | corpus (valid) | ${LANGUAGES.map((l) => titles[l]).join(" | ")} |`;
  const rule = `|${" --- |".repeat(LANGUAGES.length + 3)}`;
  const body = rows.map((r) => {
    const corpus = r.documents === undefined ? "–" : `${r.documents.total} (${r.documents.valid})`;
    return `| ${r.schema} | ${r.dialect} | ${corpus} | ${LANGUAGES.map((l) => `${r.cells[l].generated} / ${r.cells[l].builds} / ${r.cells[l].agrees}`).join(" | ")} |`;
  });
  return [
    `# check-jsonschema ${version}: generated / builds / agrees`,
    "",
    "Written by `check-jsonschema.ts` (run `cd test && CANON_CJ_PARTS=1 npx vitest run --config vitest.outside.config.ts`); do not edit.",
    "",
    "Each cell is *generated* (`yes`, or the diagnostic that stops `canon generate`) / *builds*",
    "(tsc --strict and the package's typecheck, tests included; mypy --strict and import; go vet;",
    "cargo check; mvn compile) / *agrees*: on how many",
    `documents of the seeded corpus (seed ${seed}) the package's own validator gives ajv's verdict, ajv`,
    "running the original file with its own dialect. The corpus holds documents read off the IR, their",
    "near-miss mutations and the IR's boundary documents, and up to 40 valid documents read off the",
    "schema as written (one drawn option of each `anyOf`/`oneOf` and kind of each `type` list), which",
    "show where the IR misread a position; *valid* is how many ajv accepts. Rust and",
    "Java packages have no validator (their types are looser than the schema, by design), so their",
    "agreement is `n/a`.",
    "",
    header,
    rule,
    ...body,
    "",
    "## Disagreements",
    "",
    "By what ajv rejects the document for (its first error's keyword), or the other way round.",
    "",
    ...(notes.length === 0 ? ["None."] : notes),
    "",
  ].join("\n");
}
