/** Every rule's own fixture gives exactly its expected rules; docs/compat-rules.md matches the catalog. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compare, renderRulesDoc, RULES } from "@canon-sdk/compat";
import { describe, expect, it } from "vitest";

describe("rules catalog", () => {
  it.each(RULES.map((r) => [r.id, r] as const))("%s fixture", async (_id, rule) => {
    const report = await compare(
      rule.example.base as object,
      rule.example.head as object,
      rule.example.options ?? { mode: "full" },
    );
    expect([...new Set(report.findings.map((f) => f.rule))].sort()).toEqual([...rule.example.expect].sort());
    for (const f of report.findings) {
      expect(f.message).toMatch(/^\S.*[^.]$/);
      expect(f.head ?? f.base).toBeDefined();
    }
  });
  it("ids are unique SCREAMING_SNAKE with a one-line purpose", () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) {
      expect(r.id).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(r.purpose).not.toContain("\n");
    }
  });
  it("docs/compat-rules.md is generated from the catalog (run `pnpm --filter @canon-sdk/compat docs`)", () => {
    const onDisk = readFileSync(join(import.meta.dirname, "..", "..", "docs", "compat-rules.md"), "utf8");
    expect(onDisk).toBe(renderRulesDoc());
    for (const r of RULES) expect(onDisk).toContain(`\`${r.id}\``);
  });
});
