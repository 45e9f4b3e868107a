/**
 * A module whose names and descriptions are hostile to every target: keywords of each language as
 * type, field and enum names, descriptions holding `*\/`, `\u002a/`, a lone `\u`, `"""`,
 * backticks, lines ending in `{`, Go package calls and unicode, a wire name with a backtick and a
 * quote. Its whole output is snapshotted per language and compiled and linted in each.
 */
import { copyFileSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { snapshotTree } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { runCli } from "../foundation/workspace.js";
import { biomeCheck, javacLint, python, root, run, staticcheck, unmarkedGoCopy } from "./tools.js";

const here = dirname(fileURLToPath(import.meta.url));
const TARGETS = ["typescript", "python", "go", "rust", "java"];
const work = mkdtempSync(join(tmpdir(), "canon-hostile-names-"));
copyFileSync(join(here, "hostile-names", "hostile.schema.json"), join(work, "hostile.schema.json"));
const generated = runCli(
  ["generate", "--schema", "hostile.schema.json", "--target", TARGETS.join(","), "--out", "sdk"],
  work,
);
const sdk = (target: string) => join(work, "sdk", target);
const clean = (r: { status: number; output: string }) => expect(r.status, r.output).toBe(0);

describe("hostile names and descriptions", () => {
  it("generates with no configuration", () => {
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
  });

  it.each(TARGETS)("%s output matches its snapshot, every file in full", async (target) => {
    const tree = snapshotTree(sdk(target));
    const text = Object.entries(tree)
      .map(([path, content]) => `===== ${path}\n${content}`)
      .join("\n");
    await expect(text).toMatchFileSnapshot(join(here, "__snapshots__", `hostile-names.${target}.txt`));
  });

  it("TypeScript: tsc --strict --noUnusedLocals --noUnusedParameters", () => {
    // The temporary package has no node_modules: the build config, which needs none, is checked.
    clean(
      run(
        process.execPath,
        [
          join(root, "node_modules", "typescript", "bin", "tsc"),
          "-p",
          "tsconfig.build.json",
          "--noEmit",
          "--strict",
          "--noUnusedLocals",
          "--noUnusedParameters",
        ],
        sdk("typescript"),
      ),
    );
  });

  it("TypeScript: the package's own typecheck passes, its generated tests included", () => {
    // With the package's devDependencies (vitest, typescript, @types/node) as this workspace has
    // them; after the snapshots, which the link is not part of.
    const dir = sdk("typescript");
    symlinkSync(join(root, "test", "node_modules"), join(dir, "node_modules"), "dir");
    clean(run(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], dir));
  });

  it("TypeScript: biome check finds nothing to change (the output is Biome-formatted)", () => {
    const r = biomeCheck(sdk("typescript"));
    clean(r);
    expect(r.output).not.toMatch(/^Found \d+/m);
  });

  it("Python: mypy --strict, ruff F/I/E at 88 columns, ruff format --check, and it imports", () => {
    const { python: py } = python();
    clean(run(py, ["-m", "mypy", "--strict", "--no-incremental", "canon_hostile", "tests"], sdk("python")));
    clean(
      run(py, ["-m", "ruff", "check", "--no-cache", "--select", "F,I,E", "--line-length", "88", "."], sdk("python")),
    );
    clean(run(py, ["-m", "ruff", "format", "--no-cache", "--check", "--line-length", "88", "."], sdk("python")));
    clean(run(py, ["-c", "import canon_hostile"], sdk("python")));
  });

  it("Go: go vet and staticcheck, zero findings (runtime files it never reaches stay out)", () => {
    clean(run("go", ["vet", "./..."], sdk("go")));
    clean(run(staticcheck(), ["./..."], unmarkedGoCopy(sdk("go"))));
  });

  it("Rust: cargo clippy -D warnings and rustfmt --check", () => {
    clean(
      run("cargo", ["clippy", "--all-targets", "--quiet", "--", "-D", "warnings"], sdk("rust"), {
        CARGO_TARGET_DIR: join(root, "generators", "rust", ".cargo-target"),
      }),
    );
    clean(run("cargo", ["fmt", "--check", "--", "--color", "never"], sdk("rust")));
  });

  it("Java: javac -Xlint:all -Werror", () => {
    clean(javacLint(sdk("java")));
  });
});
