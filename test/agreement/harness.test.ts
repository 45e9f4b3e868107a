/** The agreement harness itself: seeded corpora are reproducible, and a disagreement is minimized. */
import { compileModule, findModule, loadConfig, loadVectors } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import type { Sample } from "./documents.js";
import { makeSamples } from "./documents.js";
import { minimize } from "./minimize.js";

describe("agreement harness", () => {
  const module = findModule(loadConfig(repoRoot), "meup");
  const ir = compileModule(repoRoot, module, { withVectors: false }).ir;
  const vectors = loadVectors(repoRoot, module.schemas).vectors;

  it("makes the same corpus for the same seed and another for another seed", () => {
    if (ir === undefined) throw new Error("meup does not compile");
    const a = makeSamples(ir, vectors, 2000, 1).map((s) => s.text);
    expect(makeSamples(ir, vectors, 2000, 1).map((s) => s.text)).toEqual(a);
    expect(makeSamples(ir, vectors, 2000, 2).map((s) => s.text)).not.toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(1500);
  });

  it("shrinks a disagreeing document to what still disagrees", () => {
    // A stand-in language that rejects any document containing the key "poison".
    const judge = (batch: readonly Sample[]) =>
      batch.map((s) => ({ ajv: "1", python: s.text.includes('"poison"') ? "0" : "1" }));
    const sample: Sample = {
      module: "m",
      typeName: "T",
      origin: "test",
      text: JSON.stringify({ a: 1, b: { c: [1, 2, 3], poison: true }, d: "x" }),
    };
    const report = minimize(sample, judge);
    expect(report).toContain('document: {"b":{"poison":true}}');
    expect(report).toContain('"python":"0"');
  });
});
