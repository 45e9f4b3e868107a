/**
 * Writes test/compat/cases/<name>/{base,head,expected}.json from the rules catalog's examples and
 * the hand-written cases in extra-cases.mjs. Refuses to write a case whose verdict disagrees with
 * the hand-written expectation. Run after building @canon-sdk/compat: node test/compat/make-cases.mjs
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compareSync, RULES } from "@canon-sdk/compat";
import { EXTRA } from "./extra-cases.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "cases");
rmSync(out, { recursive: true, force: true });
const json = (v) => `${JSON.stringify(v, null, 2)}\n`;
const rulesOf = (report) => [...new Set(report.findings.map((f) => f.rule))].sort();

function write(name, base, head, options, expected) {
  const dir = join(out, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "base.json"), json(base));
  writeFileSync(join(dir, "head.json"), json(head));
  writeFileSync(join(dir, "expected.json"), json({ options, ...expected }));
}

for (const rule of RULES) {
  const options = rule.example.options ?? { mode: "full" };
  const report = compareSync(rule.example.base, rule.example.head, options);
  const rules = rulesOf(report);
  if (JSON.stringify(rules) !== JSON.stringify([...rule.example.expect].sort()))
    throw new Error(`${rule.id}: got ${rules}`);
  write(`rule-${rule.id.toLowerCase().replace(/_/g, "-")}`, rule.example.base, rule.example.head, options, {
    compatible: report.compatible,
    requiredBump: report.requiredBump,
    rules,
  });
}
for (const [name, base, head, options, compatible] of EXTRA) {
  const report = compareSync(base, head, options);
  if (report.compatible !== compatible)
    throw new Error(
      `${name}: expected compatible=${compatible}, got ${JSON.stringify(report.findings.map((f) => f.rule + " " + f.message))}`,
    );
  write(name, base, head, options, { compatible, requiredBump: report.requiredBump, rules: rulesOf(report) });
}
console.log(`wrote ${RULES.length + EXTRA.length} cases`);
