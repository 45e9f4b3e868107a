// The linear-time matcher copied into packages with an exponential pattern: the same verdict as
// ECMAScript's RegExp (u flag) on seeded random strings, work that grows linearly on the strings
// that make RegExp backtrack exponentially, and a refusal of what it does not read.
import { describe, expect, it } from "vitest";
import { linearPattern } from "../runtime/linear/linear-pattern.js";

const patterns = [
  String.raw`^(.+\/)+(.+)\.(ya?ml)(@.+)?$`,
  "^(a+)+$",
  "(a|a)*",
  "(a*)*b",
  String.raw`^[^a-c\d]{2,3}x?$`,
  String.raw`\bab\B`,
  "a{2}|b{1,}|c{0,2}d",
  String.raw`^(?:[a-z]|\s)*$`,
  String.raw`[\w-]+@[\w.]+`,
  String.raw`^\u{61}\x62\u0063.$`,
  String.raw`^\uD83D\uDE00[\u{1F600}-\u{1F64F}]?$`,
  "^$",
  "a|",
  "^(/([^/~]|~[01])*)*$",
];
const alphabet = [..."abcdxy/.ml@1- \n~0", "é", "😀", "\uD83D"];

/** A small seeded generator (a linear congruence), so every run draws the same strings. */
function strings(seed: number, count: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join(""),
  );
}

describe("linearPattern", () => {
  it.each(patterns)("judges %s as RegExp does", (pattern) => {
    const linear = linearPattern(pattern);
    const native = new RegExp(pattern, "u");
    for (const text of strings(pattern.length, 3000))
      expect(linear.test(text), JSON.stringify(text)).toBe(native.test(text));
  });

  it("does linear work on the strings that make a backtracking engine take exponential time", () => {
    const linear = linearPattern(patterns[0] as string);
    const steps = [100, 1000, 10_000].map((size) => {
      expect(linear.test(`${"a/".repeat(size)}!`)).toBe(false);
      return linear.steps;
    });
    // Ten times the text, at most ten times the work (plus the constant start-up).
    expect(steps[1]).toBeLessThanOrEqual(10 * (steps[0] as number) + 100);
    expect(steps[2]).toBeLessThanOrEqual(10 * (steps[1] as number) + 100);
    expect(linear.test("org/repo/.github/workflows/ci.yml@v1")).toBe(true);
  });

  it.each(["(?=a)", String.raw`(a)\1`, String.raw`\p{L}`, "a{2,1}", "[b-a]", "(a", "a)"])(
    "refuses %s, which it does not read",
    (pattern) => {
      expect(() => linearPattern(pattern)).toThrow();
    },
  );
});
