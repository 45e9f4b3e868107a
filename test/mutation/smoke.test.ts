/**
 * The quick form of the mutation run (`pnpm mutation` runs it all): the weakenings issue 18
 * names — the TypeScript guard's integer check relaxed to a number check, Python's upper bound on
 * `timestamp` dropped, Go's timestamp bound check removed — and one mutant of every other kind,
 * in TypeScript, Python and Go. Every one must be killed. A failure of the runner itself is
 * reported as that, before any verdict on mutants is read.
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";

/** run.mjs's exit code when it failed itself, rather than a mutant surviving. */
const RUNNER_FAILED = 2;

const runMutation = (args: string[]) =>
  spawnSync(process.execPath, [join(repoRoot, "test", "mutation", "run.mjs"), ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });

/** The runner's own error, if it failed before judging every mutant (its closing table is missing). */
function runnerFailure(run: SpawnSyncReturns<string>): string | undefined {
  if (run.status !== RUNNER_FAILED && run.signal === null && /^\| language \|/m.test(run.stdout)) return undefined;
  return run.stderr || `exited with ${run.status ?? run.signal} and no result table`;
}

describe("mutation smoke run", () => {
  it("kills the named weakenings and one mutant of every kind in every language", () => {
    const run = runMutation(["--smoke"]);
    console.log(run.stdout);
    expect(runnerFailure(run), "the mutation runner itself failed").toBeUndefined();
    expect(run.stdout).toMatch(/typescript killed: integer check relaxed to number at RunStartedEvent\.timestamp/);
    expect(run.stdout).toMatch(/python killed: upper bound dropped at RunStartedEvent\.timestamp/);
    expect(run.stdout).toMatch(/go killed: Validate check removed at RunStartedEvent\.Timestamp/);
    expect(run.stdout).toMatch(/go killed: upper bound dropped at shapeCheck13Rule/);
    expect(run.stdout).not.toMatch(/SURVIVED/);
    for (const language of ["typescript", "python", "go"])
      expect(run.stdout).toMatch(new RegExp(`^\\| ${language} \\| .* \\| 0 \\| 0 \\| 100\\.0% \\|$`, "m"));
    expect(run.status, run.stderr).toBe(0);
  }, 900_000);

  it("says when the runner itself fails, with its own error and exit code, and judges no mutant", () => {
    const run = runMutation(["--smoke", "--module", "no-such-module"]);
    expect(run.status).toBe(RUNNER_FAILED);
    expect(run.stderr).toMatch(/^mutation run failed: .*unknown module "no-such-module"/m);
    expect(runnerFailure(run)).toBe(run.stderr);
    expect(run.stdout).not.toMatch(/killed|SURVIVED/);
  });

  it("names the operator whose file the generated package does not have", async () => {
    const { mutantsOf } = (await import(join(repoRoot, "test", "mutation", "operators.mjs"))) as {
      mutantsOf: (language: string, module: string, read: (file: string) => string) => unknown[];
    };
    const missing = (file: string) => {
      throw new Error(`ENOENT: no such file or directory, open '${file}'`);
    };
    expect(() => mutantsOf("go", "agui", missing)).toThrow(
      /^operator ".+" names \S+\.go, which the generated package does not have: ENOENT/,
    );
  });
});
