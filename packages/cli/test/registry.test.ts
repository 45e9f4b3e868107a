import { describe, expect, it } from "vitest";
import { generatorFor, targets } from "../src/registry.js";

describe("generator registry", () => {
  it("registers each target once, under its own name", async () => {
    const names = targets();
    expect(new Set(names).size).toBe(names.length);
    for (const target of names) expect((await generatorFor(target)).target).toBe(target);
  });

  it("refuses a target nobody generates with CANON404", async () => {
    await expect(generatorFor("no-such-language")).rejects.toThrow(/CANON404/);
  });

  it("validates each registered generator's options strictly", async () => {
    for (const target of targets()) {
      const generator = await generatorFor(target);
      expect(() => generator.parseOptions({ definitelyNotAnOption: true }), target).toThrow(/CANON405/);
    }
  });
});
