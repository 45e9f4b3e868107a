/**
 * Super-linear patterns are refused by lint and generate (CANON230) with a linear rewrite in the
 * message; linear ones, including our own modules' patterns, pass. The checker is recheck's
 * automaton analysis, so these are proofs about the pattern, not timings.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoDefs, project, repoRoot, runCli, treeBytes } from "./project.js";

function withPattern(pattern: string, where: "pattern" | "patternProperties"): string {
  const defs = demoDefs();
  const properties = defs["Ping"]!["properties"] as Record<string, Record<string, unknown>>;
  if (where === "pattern") properties["label"] = { description: "A label.", type: "string", pattern };
  else
    properties["labels"] = {
      description: "Labels.",
      type: "object",
      patternProperties: { [pattern]: { type: "string" } },
    };
  return project(defs);
}

describe("super-linear patterns", () => {
  it.each([
    ["^(a+)+$", "remove the nested quantifier: ^a+$"],
    ["(a|a)*", "remove the nested quantifier: a*"],
    // `a*b` would still be quadratic as a search, so no rewrite is offered, only the advice.
    ["(a*)*b", "remove the nested or overlapping quantifier"],
  ])("pattern %s is CANON230 in lint and generate (%s), nothing written", (pattern, advice) => {
    const root = withPattern(pattern, "pattern");
    const before = treeBytes(root);
    const lint = runCli(["lint"], root);
    expect(lint.status).toBe(1);
    const line = lint.stdout.split("\n").find((l) => l.includes("CANON230"));
    expect(line).toMatch(/^schemas\/demo\/events\/events\.schema\.json:\d+:\d+ CANON230 /);
    expect(line).toContain("can take exponential time");
    expect(line?.endsWith(advice)).toBe(true);
    expect(lint.stdout).toContain("fix: Remove the nested or overlapping quantifier");
    const generate = runCli(["generate"], root);
    expect(generate.status).toBe(1);
    expect(generate.stdout).toContain("CANON230");
    expect(treeBytes(root)).toEqual(before);
  });

  it("a super-linear patternProperties key is refused too", () => {
    const root = withPattern("^([a-z]+)*$", "patternProperties");
    const lint = runCli(["lint"], root);
    expect(lint.stdout).toMatch(
      /:\d+:\d+ CANON230 pattern "\^\(\[a-z\]\+\)\*\$" can take exponential time.*: \^\[a-z\]\*\$$/m,
    );
    expect(runCli(["generate"], root).status).toBe(1);
  });

  it("a polynomial search is a CANON232 warning with advice to anchor it, an error when the module says so", () => {
    const root = withPattern("[a-z]+@[a-z]+", "pattern");
    const lint = runCli(["lint"], root);
    expect(lint.stdout).toMatch(
      /warning CANON232 pattern "\[a-z\]\+@\[a-z\]\+" can take 2nd degree polynomial time.*anchor it/,
    );
    expect(lint.status).toBe(0);
    const config = JSON.parse(readFileSync(join(root, "canon.config.json"), "utf8")) as {
      modules: Record<string, Record<string, unknown>>;
    };
    for (const module of Object.values(config.modules)) module["lint"] = { CANON232: "error" };
    writeFileSync(join(root, "canon.config.json"), JSON.stringify(config));
    const strict = runCli(["lint"], root);
    expect(strict.stdout).toMatch(/:\d+:\d+ CANON232 pattern/);
    expect(strict.status).toBe(1);
    expect(runCli(["generate"], root).status).toBe(1);
  });

  it("linear patterns with nested but unambiguous loops pass", () => {
    const root = withPattern("^(/([^/~]|~[01])*)*$", "pattern");
    const lint = runCli(["lint"], root);
    expect(lint.stdout).not.toContain("CANON230");
    expect(lint.status).toBe(0);
  });

  it("the repository's own modules (agui, openwop, meup) are clean", () => {
    const lint = runCli(["lint"], repoRoot);
    expect(lint.stdout).not.toContain("CANON230");
    expect(lint.status, lint.stdout).toBe(0);
  });
});
