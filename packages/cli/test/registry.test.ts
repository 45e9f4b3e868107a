import { describe, expect, it } from "vitest";
import { generatorFor, targets } from "../src/registry.js";

describe("generator registry", () => {
  it("registers each target once, under its own name", () => {
    const names = targets();
    expect(new Set(names).size).toBe(names.length);
    for (const target of ["schema", "docs", "typescript", "python", "go", "rust", "java"]) expect(generatorFor(target).target).toBe(target);
  });

  it("refuses a target nobody generates with CANON404", () => {
    expect(() => generatorFor("no-such-language")).toThrow(/CANON404/);
  });

  it("validates each registered generator's options strictly", () => {
    for (const target of targets()) expect(() => generatorFor(target).parseOptions({ definitelyNotAnOption: true }), target).toThrow(/CANON405/);
  });
});
