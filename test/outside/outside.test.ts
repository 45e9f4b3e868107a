/**
 * Schemas in the styles other projects publish (draft-07 with `definitions`, untitled roots,
 * untagged `anyOf`, `anyOf` tagged by a constant without `discriminator`, inline objects and
 * enums, `allOf` of plain objects, pure and recursive aliases, lower-case and reserved type
 * names, enum values that are not identifiers), each generated with
 * zero config for TypeScript, Python and Go, snapshotted, and built with each language's checker.
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { snapshotTree } from "@canon-sdk/core";
import { afterAll, describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { runCli } from "../foundation/workspace.js";
import { check } from "./checkers.js";

const here = dirname(fileURLToPath(import.meta.url));
const schemas = readdirSync(join(here, "schemas"))
  .filter((f) => f.endsWith(".json"))
  .sort();
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const longRunning = 15 * 60 * 1000;

/** Files whose text the snapshot shows in full; every other file is pinned by its hash. */
const shown =
  /^(typescript\/src\/(types|constants|guards)\.ts|python\/canon_[a-z0-9]+\/models\.py|go\/(objects|enums|unions|aliases)\.go)$/;

function snapshotText(sdk: string): string {
  const tree = snapshotTree(sdk);
  const manifest = Object.entries(tree).map(
    ([path, text]) => `${createHash("sha256").update(text).digest("hex").slice(0, 16)}  ${path}`,
  );
  const bodies = Object.entries(tree)
    .filter(([path]) => shown.test(path))
    .map(([path, text]) => `===== ${path}\n${text}`);
  return [...manifest, "", ...bodies].join("\n");
}

describe.each(schemas)("%s, as written", (file) => {
  const work = mkdtempSync(join(tmpdir(), "canon-outside-"));
  // Builds of every language: tens of megabytes per schema, removed once its tests are done.
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  copyFileSync(join(here, "schemas", file), join(work, file));
  const generated = runCli(["generate", "--schema", file, "--target", "typescript,python,go", "--out", "sdk"], work);
  const sdk = join(work, "sdk");

  it("generates with no configuration", () => {
    expect(generated.stderr + generated.stdout).not.toMatch(/\n\s+at /);
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
  });

  it("matches its snapshot", async () => {
    await expect(snapshotText(sdk)).toMatchFileSnapshot(join(here, "__snapshots__", file.replace(/\.json$/, ".txt")));
  });

  it(
    "type-checks in TypeScript (tsc --strict)",
    () => {
      check(process.execPath, [tsc, "-p", "tsconfig.build.json", "--noEmit", "--strict"], join(sdk, "typescript"));
    },
    longRunning,
  );

  it(
    "type-checks in Python (mypy --strict) and imports",
    () => {
      const python = ensurePython();
      const pkg = readdirSync(join(sdk, "python")).find((f) => f.startsWith("canon_")) as string;
      check(python, ["-m", "mypy", "--strict", "--no-incremental", pkg], join(sdk, "python"));
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
