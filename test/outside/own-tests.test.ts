/**
 * A package generated with zero config from schemas that ship no examples runs its own tests
 * and passes them, in TypeScript (vitest), Python (pytest) and Go (go test): the tests that need
 * vectors skip and say why, the rest (structure mirror, completeness of the types, hostile
 * inputs) still run. Each schema here is one of the outside styles (schemas/).
 */
import { copyFileSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { repoRoot, runCli } from "../foundation/workspace.js";
import { check } from "./checkers.js";

const here = dirname(fileURLToPath(import.meta.url));
const longRunning = 0; // no time limit: compiling and first toolchain runs take as long as the machine needs
// The new user's draft-07 file, an inferred tagged union (parsers), allOf merged into one object,
// recursive aliases, property names every JavaScript object inherits beside boolean schemas, key
// patterns beside a closed object, and variants beside properties with a property that may not
// appear: each one exercises a different part of the generated tests (the structure mirrors).
const schemas = [
  "draft07-definitions.json",
  "anyof-tagged.json",
  "allof-plain.json",
  "recursive.json",
  "inherited-names.json",
  "inline-objects.json",
  "not-here.json",
];

/** The environment of a child test runner: without this run's VITEST* variables. */
const childEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")));

describe.each(schemas)("%s, generated without vectors, passes its own tests", (file) => {
  const work = mkdtempSync(join(tmpdir(), "canon-own-tests-"));
  copyFileSync(join(here, "schemas", file), join(work, file));
  const generated = runCli(["generate", "--schema", file, "--target", "typescript,python,go", "--out", "sdk"], work);
  const sdk = join(work, "sdk");

  it("generates", () => {
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
  });

  it(
    "TypeScript: vitest run",
    () => {
      const dir = join(sdk, "typescript");
      // The package's devDependencies (vitest, typescript, @types/node), as this workspace has them.
      symlinkSync(join(repoRoot, "test", "node_modules"), join(dir, "node_modules"), "dir");
      const vitest = join(dir, "node_modules", "vitest", "vitest.mjs");
      const out = check(process.execPath, [vitest, "run", "--reporter=verbose"], dir, { ...childEnv, NO_COLOR: "1" });
      expect(out).toMatch(/↓ .*has valid vectors.*the schemas were generated without examples/);
    },
    longRunning,
  );

  it(
    "Python: pytest",
    () => {
      const out = check(ensurePython(), ["-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider"], join(sdk, "python"));
      expect(out).toMatch(/the schemas were generated without examples/);
    },
    longRunning,
  );

  it(
    "Go: go test",
    () => {
      const out = check("go", ["test", "-count=1", "-v", "./..."], join(sdk, "go"));
      expect(out).toMatch(/--- SKIP: TestSharedVectors[\s\S]*the schemas were generated without examples/);
    },
    longRunning,
  );
});
