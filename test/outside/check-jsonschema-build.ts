/**
 * The check-jsonschema suite's tools (check-jsonschema.ts): the vendored schemas fetched with pip,
 * `canon generate`, and each language's checkers.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, symlinkSync, unlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect } from "vitest";
import { repoRoot, runCli } from "../foundation/workspace.js";
import { VERSION } from "./check-jsonschema-record.js";
import type { Language } from "./table.js";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

export function vendoredSchemas(python: string, work: string): string {
  execFileSync(
    python,
    [
      "-m",
      "pip",
      "download",
      `check-jsonschema==${VERSION}`,
      "--no-deps",
      "--disable-pip-version-check",
      "-q",
      "-d",
      work,
    ],
    { stdio: "pipe" },
  );
  const wheel = readdirSync(work).find((f) => f.endsWith(".whl")) as string;
  execFileSync(python, ["-m", "zipfile", "-e", join(work, wheel), join(work, "wheel")], { stdio: "pipe" });
  return join(work, "wheel", "check_jsonschema", "builtin_schemas", "vendor");
}

function builds(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
): string | undefined {
  try {
    execFileSync(command, args, {
      cwd,
      encoding: "utf8",
      stdio: "pipe",
      maxBuffer: 1 << 26,
      env: { ...process.env, ...env },
    });
    return undefined;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ""}${e.stderr ?? ""}`.slice(0, 2000);
  }
}

/** `canon generate` of one schema for the targets listed; a crash's stack trace fails the test. */
export function generate(dir: string, file: string, targets: string): ReturnType<typeof runCli> {
  const generated = runCli(["generate", "--schema", file, "--target", targets, "--out", "sdk"], dir);
  expect(generated.stdout + generated.stderr, `${file} ${targets}`).not.toMatch(/\n\s+at .+:\d+:\d+/);
  return generated;
}

/** The checkers of one language's package; each entry is [tool, output when it fails]. */
export function checks(language: Language, sdk: string, work: string, python: string): [string, string | undefined][] {
  const dir = join(sdk, language);
  switch (language) {
    case "typescript": {
      // The package's own build (strict, declarations emitted): what the agreement runs next.
      const build = builds(process.execPath, [tsc, "-p", "tsconfig.build.json"], dir);
      // Its `npm run typecheck`: the generated tests too, the type mirror among them, with the
      // devDependencies (vitest, @types/node) this workspace has. The link goes again at once:
      // the schema folder holds the package, and a link out of it is refused there (CANON130).
      const modules = join(dir, "node_modules");
      symlinkSync(join(repoRoot, "test", "node_modules"), modules, "dir");
      try {
        return [
          ["tsc", build],
          ["typecheck", builds(process.execPath, [tsc, "-p", "tsconfig.json"], dir)],
        ];
      } finally {
        unlinkSync(modules);
      }
    }
    case "python": {
      const pkg = readdirSync(dir).find((f) => f.startsWith("canon_")) as string;
      return [
        ["mypy", builds(python, ["-m", "mypy", "--strict", "--cache-dir", join(work, "mypy-cache"), pkg], dir)],
        ["import", builds(python, ["-c", `import ${pkg}`], dir)],
      ];
    }
    case "go":
      return [["go vet", builds("go", ["vet", "./..."], dir)]];
    case "rust":
      // One target folder for every crate: serde is compiled once.
      return [
        [
          "cargo check",
          builds("cargo", ["check", "--tests", "--quiet"], dir, { CARGO_TARGET_DIR: join(work, "cargo-target") }),
        ],
      ];
    case "java":
      return [["mvn test-compile", builds("mvn", ["-B", "-q", "--no-transfer-progress", "test-compile"], dir)]];
  }
}
