import { describe, expect, it } from "vitest";

// Loading every generator package takes a while on a busy machine; nothing here is timed.
const LOADS_EVERY_GENERATOR = { timeout: 0 }; // no time limit: loading every generator takes what the machine needs
import { generatorFor, targets } from "../src/registry.js";

describe("generator registry", () => {
  it("registers each target once, under its own name", LOADS_EVERY_GENERATOR, async () => {
    const names = targets();
    expect(new Set(names).size).toBe(names.length);
    for (const target of names) expect((await generatorFor(target)).target).toBe(target);
  });

  it("refuses a target nobody generates with CANON404", async () => {
    await expect(generatorFor("no-such-language")).rejects.toThrow(/CANON404/);
  });

  it("validates each registered generator's options strictly", LOADS_EVERY_GENERATOR, async () => {
    for (const target of targets()) {
      const generator = await generatorFor(target);
      expect(() => generator.parseOptions({ definitelyNotAnOption: true }), target).toThrow(/CANON405/);
    }
  });
});
