/**
 * Generated code passes the linters its users run, with zero findings, for every module this
 * repository publishes: rustfmt --check and clippy -D warnings (Rust), ruff (F, I, E) and
 * mypy --strict (Python), go vet and staticcheck (Go), javac -Xlint:all -Werror (Java), and tsc
 * --strict --noUnusedLocals --noUnusedParameters (TypeScript). Where a linter skips generated
 * files (staticcheck), the skip is turned off. The Python packages are also exactly what ruff format
 * writes, the Rust crates exactly what rustfmt writes, and the TypeScript packages exactly what
 * Biome's formatter writes.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { biomeCheck, findings, javacLint, python, root, run, staticcheck, tscStrict, unmarkedGoCopy } from "./tools.js";

const MODULES = ["agui", "openwop", "meup"];
const cargoTarget = join(root, "generators", "rust", ".cargo-target");
const pkg = (module: string, language: string) => join(root, "packages", module, language);
const clean = (r: { status: number; output: string }) => expect(r.status, r.output).toBe(0);

describe.each(MODULES)("%s", (module) => {
  it("Rust: cargo clippy --all-targets -- -D warnings", () => {
    clean(
      run("cargo", ["clippy", "--all-targets", "--quiet", "--", "-D", "warnings"], pkg(module, "rust"), {
        CARGO_TARGET_DIR: cargoTarget,
      }),
    );
  });

  it("Python: ruff check --select F,I,E at 88 columns, ruff format --check, and mypy --strict", () => {
    const { python: py } = python();
    clean(
      run(
        py,
        [
          "-m",
          "ruff",
          "check",
          "--no-cache",
          "--select",
          "F,I,E",
          "--line-length",
          "88",
          "--output-format",
          "concise",
          ".",
        ],
        pkg(module, "python"),
      ),
    );
    clean(
      run(py, ["-m", "ruff", "format", "--no-cache", "--check", "--line-length", "88", "."], pkg(module, "python")),
    );
    clean(run(py, ["-m", "mypy", "--strict", "--no-incremental", `canon_${module}`, "tests"], pkg(module, "python")));
  });

  it("Go: go vet and staticcheck, generated-file skip off", () => {
    clean(run("go", ["vet", "./..."], pkg(module, "go")));
    clean(run(staticcheck(), ["./..."], unmarkedGoCopy(pkg(module, "go"))));
  });

  it("Java: javac -Xlint:all -Werror", () => {
    clean(javacLint(pkg(module, "java")));
  });

  it("TypeScript: tsc --strict --noUnusedLocals --noUnusedParameters", () => {
    expect(existsSync(join(pkg(module, "typescript"), "node_modules")), "run the workspace install first").toBe(true);
    clean(tscStrict(pkg(module, "typescript")));
  });
});

it.each(MODULES)("%s TypeScript: biome check (the package's formatter settings) finds nothing to change", (module) => {
  const r = biomeCheck(pkg(module, "typescript"));
  clean(r);
  expect(findings(r, /^Found \d+/), r.output).toEqual([]);
});

it.each(MODULES)("%s Rust: rustfmt --check finds nothing to change", (module) => {
  const r = run("cargo", ["fmt", "--check", "--", "--color", "never"], pkg(module, "rust"));
  expect(findings(r, /^Diff in /), r.output).toEqual([]);
  clean(r);
});
