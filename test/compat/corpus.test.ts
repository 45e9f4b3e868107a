/** The corpus: every case's verdict, required bump and exact rules. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compare, RULES } from "@canon-sdk/compat";
import { describe, expect, it } from "vitest";

const casesDir = join(import.meta.dirname, "cases");
const read = (name: string, file: string): any => JSON.parse(readFileSync(join(casesDir, name, file), "utf8"));
// biome-ignore lint/suspicious/noExportsInTest: the witness and soundness suites run over the same case list
export const CASES = readdirSync(casesDir).sort();

describe("compat corpus", () => {
  it("has at least 120 cases and one per rule", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(120);
    for (const r of RULES) expect(CASES).toContain(`rule-${r.id.toLowerCase().replace(/_/g, "-")}`);
  });
  it.each(CASES)("%s", async (name) => {
    const expected = read(name, "expected.json");
    const report = await compare(read(name, "base.json"), read(name, "head.json"), expected.options);
    expect({
      compatible: report.compatible,
      requiredBump: report.requiredBump,
      rules: [...new Set(report.findings.map((f) => f.rule))].sort(),
    }).toEqual({ compatible: expected.compatible, requiredBump: expected.requiredBump, rules: expected.rules });
  });
});
