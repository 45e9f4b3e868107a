/**
 * Schemas in the styles other projects publish (draft-07 with `definitions`, untitled roots,
 * untagged `anyOf`, `anyOf` tagged by a constant without `discriminator`, inline objects and
 * enums, `allOf` of plain objects, pure and recursive aliases, lower-case and reserved type
 * names, enum values that are not identifiers), each generated with
 * zero config for TypeScript, Python and Go, snapshotted, and built with each language's checker.
 */
import { readdirSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { generateAsWritten, here, schemas, snapshotText } from "./as-written.js";
import { repoRoot } from "../foundation/workspace.js";
import { check } from "./checkers.js";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const longRunning = 0; // no time limit: compiling and first toolchain runs take as long as the machine needs

/** Files whose text the snapshot shows in full; every other file is pinned by its hash. */
const shown =
  /^(typescript\/src\/(types|constants|guards)\.ts|python\/canon_[a-z0-9]+\/models\.py|go\/(objects|enums|unions|aliases)\.go)$/;

describe.each(schemas)("%s, as written", (file) => {
  const { generated, sdk } = generateAsWritten(file, "typescript,python,go");

  it("generates with no configuration", () => {
    expect(generated.stderr + generated.stdout).not.toMatch(/\n\s+at /);
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
  });

  it("matches its snapshot", async () => {
    await expect(snapshotText(sdk, shown)).toMatchFileSnapshot(
      join(here, "__snapshots__", file.replace(/\.json$/, ".txt")),
    );
  });

  it(
    "type-checks in TypeScript (tsc --strict), and passes its own typecheck, tests included",
    () => {
      const dir = join(sdk, "typescript");
      check(process.execPath, [tsc, "-p", "tsconfig.build.json", "--noEmit", "--strict"], dir);
      // `npm run typecheck`: src and the generated tests (noUnusedLocals, the type mirror), with
      // the package's devDependencies (vitest, typescript, @types/node) as this workspace has them.
      // After the snapshot: the link is no generated file.
      symlinkSync(join(repoRoot, "test", "node_modules"), join(dir, "node_modules"), "dir");
      check(process.execPath, [tsc, "-p", "tsconfig.json"], dir);
    },
    longRunning,
  );

  it(
    "type-checks in Python (mypy --strict, the package and its tests) and imports",
    () => {
      const python = ensurePython();
      const pkg = readdirSync(join(sdk, "python")).find((f) => f.startsWith("canon_")) as string;
      check(python, ["-m", "mypy", "--strict", "--no-incremental", pkg, "tests"], join(sdk, "python"));
      check(python, ["-c", `import ${pkg}`], join(sdk, "python"));
    },
    longRunning,
  );

  it(
    "vets in Go (go vet) and is gofmt-clean",
    () => {
      check("go", ["vet", "./..."], join(sdk, "go"));
      expect(check("gofmt", ["-l", "."], join(sdk, "go")).trim()).toBe("");
    },
    longRunning,
  );
});
