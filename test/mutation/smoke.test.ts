/**
 * The quick form of the mutation run (`pnpm mutation` runs it all): the weakenings issue 18
 * names — the TypeScript guard's integer check relaxed to a number check, Python's upper bound on
 * `timestamp` dropped, Go's timestamp bound check removed — and one mutant of every other kind,
 * in TypeScript, Python and Go. Every one must be killed.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";

describe("mutation smoke run", () => {
  it("kills the named weakenings and one mutant of every kind in every language", () => {
    const run = spawnSync(process.execPath, [join(repoRoot, "test", "mutation", "run.mjs"), "--smoke"], {
      encoding: "utf8",
      maxBuffer: 1 << 26,
    });
    console.log(run.stdout);
    expect(run.stdout).toMatch(/typescript killed: integer check relaxed to number at RunStartedEvent\.timestamp/);
    expect(run.stdout).toMatch(/python killed: upper bound dropped at RunStartedEvent\.timestamp/);
    expect(run.stdout).toMatch(/go killed: Validate check removed at RunStartedEvent\.Timestamp/);
    expect(run.stdout).toMatch(/go killed: upper bound dropped at shapeCheck13Rule/);
    expect(run.stdout).not.toMatch(/SURVIVED/);
    for (const language of ["typescript", "python", "go"])
      expect(run.stdout).toMatch(new RegExp(`^\\| ${language} \\| .* \\| 0 \\| 0 \\| 100\\.0% \\|$`, "m"));
    expect(run.status, run.stderr).toBe(0);
  }, 900_000);
});
