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

const titles: Record<Language, string> = { typescript: "TypeScript", python: "Python", go: "Go", rust: "Rust", java: "Java" };

export function markdown(version: string, seed: number, rows: readonly Row[]): string {
  const header = `| schema | dialect | corpus (valid) | ${LANGUAGES.map((l) => titles[l]).join(" | ")} |`;
  const rule = `|${" --- |".repeat(LANGUAGES.length + 3)}`;
  const body = rows.map((r) => {
    const corpus = r.documents === undefined ? "–" : `${r.documents.total} (${r.documents.valid})`;
    return `| ${r.schema} | ${r.dialect} | ${corpus} | ${LANGUAGES.map((l) => `${r.cells[l].generated} / ${r.cells[l].builds} / ${r.cells[l].agrees}`).join(" | ")} |`;
  });
  return [
    `# check-jsonschema ${version}: generated / builds / agrees`,
    "",
    "Written by `check-jsonschema.test.ts` (run `cd test && npx vitest run outside/check-jsonschema`); do not edit.",
    "",
    "Each cell is *generated* (`yes`, or the diagnostic that stops `canon generate`) / *builds*",
    "(tsc --strict, mypy --strict and import, go vet, cargo check, mvn compile) / *agrees*: on how many",
    `documents of the seeded corpus (seed ${seed}) the package's own validator gives ajv's verdict, ajv`,
    "running the original file with its own dialect. The corpus holds documents read off the IR, their",
    "near-miss mutations and the IR's boundary documents; *valid* is how many ajv accepts. Rust and",
    "Java packages have no validator (their types are looser than the schema, by design), so their",
    "agreement is `n/a`.",
    "",
    header,
    rule,
    ...body,
    "",
  ].join("\n");
}
