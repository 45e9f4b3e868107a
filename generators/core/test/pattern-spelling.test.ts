import { describe, expect, it } from "vitest";
import { spellPattern } from "../src/pattern-spelling.js";
import { patternProblem } from "../src/lint/portability.js";

describe("portable pattern spelling", () => {
  it.each([
    ["^[^\\/~\\^\\: \\[\\]\\\\]+$", "^[^\\/~\\^: \\[\\]\\\\]+$"],
    ["a\\ b\\@c\\-d", "a b@c-d"],
    ["[a\\-z]", "[a\\-z]"],
    ["\\.\\*\\/\\$", "\\.\\*\\/\\$"],
    ["@(dev:[^\\s\\p{Cc}]+)$", "@(dev:[^\\s\\x00-\\x1F\\x7F-\\x9F]+)$"],
    ["^\\P{Cc}$", "^[^\\x00-\\x1F\\x7F-\\x9F]$"],
    ["\\p{gc=Nd}", expect.stringMatching(/^\[0-9.*٠-٩/u)],
    ["^\\cC$", "^\\x03$"],
    ["^\\cc$", "^\\x03$"],
    ["[\\cA-\\cZ]", "[\\x01-\\x1A]"],
    ["^\\\\cC$", "^\\\\cC$"],
  ])("%s → %s", (input, output) => expect(spellPattern(input)).toEqual(output));

  it.each(["\\a", "\\1", "\\p{Script=Greek}", "\\p{Cf}", "[\\P{Cc}]", "\\p{Cn}"])("keeps %s, still refused", (p) => {
    expect(spellPattern(p)).toBe(p);
    expect(patternProblem(p)).toBeDefined();
  });

  it("an explicit class matches exactly what the property escape matches", () => {
    for (const name of ["Lu", "Cc", "P", "Zs"]) {
      const property = new RegExp(`^\\p{${name}}$`, "u");
      const explicit = new RegExp(`^${spellPattern(`\\p{${name}}`)}$`, "u");
      for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x3000 ? 1 : 97) {
        const char = String.fromCodePoint(cp);
        expect(explicit.test(char), `${name} U+${cp.toString(16)}`).toBe(property.test(char));
      }
    }
  });
});
