/**
 * One verdict in every language: seeded documents for every type of every module go through ajv
 * on the canonical schema (the oracle), the TypeScript guard and validator, Python's `validate`
 * and Go's `Validate`. Any disagreement fails the run and prints a minimized document with each
 * language's verdict. A second lane does the same with the boundary documents generated from the
 * IR (every bound, length, format, enum and literal, just inside and just outside).
 *
 * CANON_AGREEMENT_DOCS sets how many seeded documents (default 12,000); CANON_AGREEMENT_SEED picks
 * another corpus; CANON_AGREEMENT_MODULES (comma-separated) restricts the modules.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  boundaryDocuments,
  compileModule,
  loadConfig,
  loadVectors,
  type ModuleConfig,
  type ModuleIR,
} from "@canon-sdk/core";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { makeSamples, type Sample } from "./documents.js";
import { buildGoDriver, goVerdicts, pythonVerdicts, type TypeScriptPackage, typescriptVerdicts } from "./languages.js";
import { minimize } from "./minimize.js";
import { ensurePython } from "./python-env.js";

const total = Number(process.env["CANON_AGREEMENT_DOCS"] ?? 12_000);
const seed = Number(process.env["CANON_AGREEMENT_SEED"] ?? 20261122);
const only = process.env["CANON_AGREEMENT_MODULES"]?.split(",");
const packages: Record<string, () => Promise<TypeScriptPackage>> = {
  agui: async () => (await import("@canon-sdk/agui")) as unknown as TypeScriptPackage,
  openwop: async () => (await import("@canon-sdk/openwop")) as unknown as TypeScriptPackage,
  meup: async () => (await import("@canon-sdk/meup")) as unknown as TypeScriptPackage,
};

describe("agreement across ajv, TypeScript, Python and Go", () => {
  let python = "";
  let goBinary = "";
  const modules = loadConfig(repoRoot).modules.filter((m) => only === undefined || only.includes(m.name));
  beforeAll(() => {
    python = ensurePython();
    goBinary = buildGoDriver(mkdtempSync(join(tmpdir(), "canon-agreement-")));
  });

  /** Judges samples in every language; returns how many ajv accepted and the disagreement reports. */
  async function judge(module: ModuleConfig, samples: (ir: ModuleIR) => Sample[]) {
    const compiled = compileModule(repoRoot, module, { withVectors: false });
    if (compiled.ir === undefined || compiled.validator === undefined)
      throw new Error(`module ${module.name} does not compile`);
    const oracle = compiled.validator;
    const pkg = await (packages[module.name] as () => Promise<TypeScriptPackage>)();
    const verdictsOf = (batch: readonly Sample[]) => {
      const ts = typescriptVerdicts(pkg, batch);
      const py = pythonVerdicts(python, batch);
      const go = goVerdicts(goBinary, batch);
      return batch.map((s, i) => ({
        ajv: oracle.validate(s.typeName, JSON.parse(s.text)).ok ? "1" : "0",
        guard: ts.guard[i],
        validator: ts.validator[i],
        python: py[i],
        go: go[i],
      }));
    };
    const batch = samples(compiled.ir);
    const verdicts = verdictsOf(batch);
    const reports: string[] = [];
    const disagreeing = batch.filter((_, i) => new Set(Object.values(verdicts[i] ?? {})).size > 1);
    for (const sample of disagreeing.slice(0, 5)) reports.push(minimize(sample, verdictsOf));
    if (disagreeing.length > 5) reports.push(`… and ${disagreeing.length - 5} more disagreements in ${module.name}`);
    return { documents: batch.length, accepted: verdicts.filter((v) => v.ajv === "1").length, reports };
  }

  it("every document gets the same verdict everywhere", async () => {
    let documents = 0;
    let accepted = 0;
    const reports: string[] = [];
    for (const module of modules) {
      const vectors = loadVectors(repoRoot, module.schemas).vectors;
      const result = await judge(module, (ir) => makeSamples(ir, vectors, Math.ceil(total / modules.length), seed));
      documents += result.documents;
      accepted += result.accepted;
      reports.push(...result.reports);
    }
    console.log(`agreement: documents=${documents} disagreements=${reports.length} (accepted by ajv: ${accepted})`);
    expect(reports, reports.join("\n\n")).toEqual([]);
    expect(documents).toBeGreaterThanOrEqual(total);
  });

  it("every boundary document generated from the IR gets ajv's verdict everywhere", async () => {
    const reports: string[] = [];
    for (const module of modules) {
      const vectors = loadVectors(repoRoot, module.schemas).vectors;
      const toSample = (ir: ModuleIR) =>
        boundaryDocuments(ir, vectors).map(
          (d): Sample => ({
            module: ir.module,
            typeName: d.typeName,
            text: d.text,
            origin: `boundary ${d.probe} (${d.origin})`,
          }),
        );
      const result = await judge(module, toSample);
      console.log(
        `boundary: module=${module.name} documents=${result.documents} accepted-by-ajv=${result.accepted} rejected-by-ajv=${result.documents - result.accepted} disagreements=${result.reports.length}`,
      );
      reports.push(...result.reports);
      // Both sides of the boundaries are present: a lane that only accepts or only rejects proves nothing.
      expect(result.accepted).toBeGreaterThan(0);
      expect(result.documents - result.accepted).toBeGreaterThan(0);
    }
    expect(reports, reports.join("\n\n")).toEqual([]);
  });
});
