/**
 * The shared hostile corpus (test/hostile/corpus/*.jsonl): each document, as text or bytes, with
 * its target type and the one verdict docs/json-reading.md gives it. TypeScript, Python and Go
 * must all give that verdict through every entry point that reads text, strict and (where the
 * entry says) tolerant; ajv, on the canonical schema, must give it too wherever the verdict is
 * about the schema rather than the reading of the text.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileModule, loadConfig, type BundleValidator } from "@canon-sdk/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { repoRoot } from "../foundation/workspace.js";
import {
  buildGoJudge,
  type Document,
  goVerdicts,
  pythonVerdicts,
  typescriptPackages,
  typescriptVerdicts,
  type Verdicts,
} from "./judges.js";

interface Entry {
  readonly name: string;
  readonly module: string;
  readonly type: string;
  readonly text?: string;
  readonly b64?: string;
  readonly verdict: "accept" | "reject";
  readonly tolerant?: "accept" | "reject";
  readonly rule: string;
}

/** Rules about reading text; ajv judges values, so it has no say on refusals under these. */
const readingRules = new Set([
  "duplicate-key",
  "non-json-token",
  "float-range",
  "lone-surrogate",
  "bom",
  "utf-8",
  "depth",
  "syntax",
]);

const folder = join(repoRoot, "test", "hostile", "corpus");
const entries: Entry[] = readdirSync(folder)
  .filter((f) => f.endsWith(".jsonl"))
  .sort()
  .flatMap((f) =>
    readFileSync(join(folder, f), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Entry),
  );
const documents: Document[] = entries.map((e) => ({
  module: e.module,
  type: e.type,
  bytes: e.b64 !== undefined ? Buffer.from(e.b64, "base64") : Buffer.from(e.text ?? "", "utf8"),
}));
const bit = (verdict: string) => (verdict === "accept" ? "1" : "0");

describe("shared hostile corpus: one verdict per document in every language", () => {
  let python = "";
  let goBinary = "";
  beforeAll(() => {
    python = ensurePython();
    goBinary = buildGoJudge(mkdtempSync(join(tmpdir(), "canon-hostile-")));
  });

  it("has documents for every rule of the reading and both verdicts", () => {
    const rules = new Set(entries.map((e) => e.rule));
    for (const rule of [...readingRules, "unknown-tag", "date-time"]) expect(rules, rule).toContain(rule);
    expect(entries.filter((e) => e.verdict === "accept").length).toBeGreaterThan(10);
    expect(entries.filter((e) => e.verdict === "reject").length).toBeGreaterThan(40);
  });

  it("TypeScript, Python, Go and ajv agree with the corpus", async () => {
    const ts = typescriptVerdicts(await typescriptPackages(), documents);
    const py = pythonVerdicts(python, documents);
    const go = goVerdicts(goBinary, documents);
    const oracles = new Map<string, BundleValidator>();
    for (const module of loadConfig(repoRoot).modules) {
      const validator = compileModule(repoRoot, module, { withVectors: false }).validator;
      if (validator !== undefined) oracles.set(module.name, validator);
    }
    const wrong: string[] = [];
    entries.forEach((entry, i) => {
      const strict = bit(entry.verdict);
      const got: Record<string, string | undefined> = {};
      const take = (language: string, row: Verdicts | undefined) => {
        got[`${language} validate`] = row?.[0];
        if (row?.[1] !== "-") got[`${language} strict parse`] = row?.[1];
        if (entry.tolerant !== undefined && row?.[2] !== "-") got[`${language} tolerant parse`] = row?.[2];
      };
      take("ts", ts[i]);
      take("python", py[i]);
      take("go", go[i]);
      if (entry.verdict === "accept" || !readingRules.has(entry.rule)) {
        const value: unknown = JSON.parse((documents[i] as Document).bytes.toString("utf8"));
        got["ajv"] = oracles.get(entry.module)?.validate(entry.type, value).ok ? "1" : "0";
      }
      const bad = Object.entries(got).filter(
        ([column, v]) => v !== (column.includes("tolerant") ? bit(entry.tolerant ?? "") : strict),
      );
      if (bad.length > 0)
        wrong.push(
          `${entry.name} (${entry.module} ${entry.type}, expected ${entry.verdict}${entry.tolerant ? `, tolerant ${entry.tolerant}` : ""}): ${bad.map(([c, v]) => `${c}=${v}`).join(" ")}`,
        );
    });
    console.log(`hostile corpus: documents=${entries.length} wrong=${wrong.length}`);
    expect(wrong, wrong.join("\n")).toEqual([]);
  });
});
