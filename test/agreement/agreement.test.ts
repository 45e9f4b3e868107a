/**
 * One verdict in every language: seeded documents for every type of every module go through ajv
 * on the canonical schema (the oracle), the TypeScript guard and validator, Python's `validate`
 * and Go's `Validate`. Any disagreement fails the run and prints a minimized document with each
 * language's verdict. CANON_AGREEMENT_DOCS sets how many documents (default 12,000);
 * CANON_AGREEMENT_SEED picks another corpus.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileModule, loadConfig, loadVectors } from "@canon/core";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { makeSamples, type Sample } from "./documents.js";
import { buildGoDriver, goVerdicts, pythonVerdicts, type TypeScriptPackage, typescriptVerdicts } from "./languages.js";
import { minimize } from "./minimize.js";
import { ensurePython } from "./python-env.js";

const total = Number(process.env["CANON_AGREEMENT_DOCS"] ?? 12_000);
const seed = Number(process.env["CANON_AGREEMENT_SEED"] ?? 20261122);
const packages: Record<string, () => Promise<TypeScriptPackage>> = {
  agui: async () => (await import("@canon/agui")) as unknown as TypeScriptPackage,
  openwop: async () => (await import("@canon/openwop")) as unknown as TypeScriptPackage,
  meup: async () => (await import("@canon/meup")) as unknown as TypeScriptPackage,
};

describe("agreement across ajv, TypeScript, Python and Go", () => {
  let python = "";
  let goBinary = "";
  beforeAll(() => {
    python = ensurePython();
    goBinary = buildGoDriver(mkdtempSync(join(tmpdir(), "canon-agreement-")));
  });

  it("every document gets the same verdict everywhere", async () => {
    const config = loadConfig(repoRoot);
    let documents = 0;
    let accepted = 0;
    const reports: string[] = [];
    for (const module of config.modules) {
      const compiled = compileModule(repoRoot, module, { withVectors: false });
      if (compiled.ir === undefined || compiled.validator === undefined) throw new Error(`module ${module.name} does not compile`);
      const oracle = compiled.validator;
      const pkg = await (packages[module.name] as () => Promise<TypeScriptPackage>)();
      const verdictsOf = (batch: readonly Sample[]) => {
        const ts = typescriptVerdicts(pkg, batch);
        const py = pythonVerdicts(python, batch);
        const go = goVerdicts(goBinary, batch);
        return batch.map((s, i) => ({ ajv: oracle.validate(s.typeName, JSON.parse(s.text)).ok ? "1" : "0", guard: ts.guard[i], validator: ts.validator[i], python: py[i], go: go[i] }));
      };
      const samples = makeSamples(compiled.ir, loadVectors(repoRoot, module.schemas).vectors, Math.ceil(total / config.modules.length), seed);
      documents += samples.length;
      const verdicts = verdictsOf(samples);
      accepted += verdicts.filter((v) => v.ajv === "1").length;
      const disagreeing = samples.filter((_, i) => new Set(Object.values(verdicts[i] ?? {})).size > 1);
      for (const sample of disagreeing.slice(0, 5)) reports.push(minimize(sample, verdictsOf));
      if (disagreeing.length > 5) reports.push(`… and ${disagreeing.length - 5} more disagreements in ${module.name}`);
    }
    console.log(`agreement: documents=${documents} disagreements=${reports.length} (accepted by ajv: ${accepted})`);
    expect(reports, reports.join("\n\n")).toEqual([]);
    expect(documents).toBeGreaterThanOrEqual(total);
  });
});
