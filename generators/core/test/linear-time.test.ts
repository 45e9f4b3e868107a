import { describe, expect, it } from "vitest";
import { linearRewrite, superLinearProblem } from "../src/lint/linear-time.js";

describe("linear-time patterns", () => {
  it.each([
    "^a+$",
    "^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)+$",
    "^(/([^/~]|~[01])*)*$",
    "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$",
    "x",
    "^[a-z]{1,64}$",
  ])("%s is linear", (pattern) => {
    expect(superLinearProblem(pattern)).toBeUndefined();
  });

  it.each([
    ["^(a+)+$", /exponential.*remove the nested quantifier: \^a\+\$$/, false],
    ["(a|a)*", /exponential.*: a\*$/, false],
    ["^(\\w+\\s?)*$", /exponential/, false],
    ["\\s+$", /polynomial.*anchor it/, true],
  ])("%s is super-linear", (pattern, message, polynomial) => {
    const problem = superLinearProblem(pattern);
    expect(problem?.message).toMatch(message);
    expect(problem?.polynomial).toBe(polynomial);
  });

  it("offers only rewrites that are linear themselves", () => {
    expect(linearRewrite("^(a+)+$")).toBe("^a+$");
    expect(linearRewrite("^(a*)+$")).toBe("^a*$");
    expect(linearRewrite("^([0-9]+)*$")).toBe("^[0-9]*$");
    // a*b is still quadratic as a search, so nothing is offered.
    expect(linearRewrite("(a*)*b")).toBeUndefined();
    expect(linearRewrite("^a+$")).toBeUndefined();
  });
});
