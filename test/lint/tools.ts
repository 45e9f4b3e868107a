/**
 * The linters the generated packages are held to, run the way a user of each language runs them.
 * Tools come from the project's own setup: ruff and mypy from the Python venv script, staticcheck
 * at a pinned version through `go install` into a folder of this checkout, cargo's clippy and
 * rustfmt, javac and tsc. A finding is a line of the tool's own output.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain ESM script without types
import { pythonEnv } from "../../generators/python/scripts/python-env.mjs";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const STATICCHECK = "honnef.co/go/tools/cmd/staticcheck@v0.8.2";
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

export interface Run {
  status: number;
  output: string;
}

export function run(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): Run {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** staticcheck, built once per pin into .tools/go/bin of this checkout (gitignored). */
export function staticcheck(): string {
  const bin = join(root, ".tools", "go", "bin");
  const built = run("go", ["install", STATICCHECK], root, { GOBIN: bin });
  if (built.status !== 0) throw new Error(`go install ${STATICCHECK} failed:\n${built.output}`);
  return join(bin, "staticcheck");
}

/**
 * staticcheck skips some checks in files marked `Code generated … DO NOT EDIT.` and has no flag
 * to turn that off: it lints a copy whose marker line says the same without the magic words.
 */
export function unmarkedGoCopy(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), "canon-staticcheck-"));
  cpSync(dir, copy, { recursive: true });
  for (const name of readdirSync(copy).filter((f) => f.endsWith(".go"))) {
    const path = join(copy, name);
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(/^\/\/ Code generated (.*); DO NOT EDIT\.$/m, "// Generated $1."),
    );
  }
  return copy;
}

export const python = (): { python: string; bin: string } => pythonEnv(root) as { python: string; bin: string };

export function tscStrict(dir: string): Run {
  return run(
    process.execPath,
    [tsc, "-p", "tsconfig.json", "--noEmit", "--strict", "--noUnusedLocals", "--noUnusedParameters"],
    dir,
  );
}

const biome = createRequire(join(root, "package.json")).resolve("@biomejs/biome/bin/biome");

/**
 * `biome check` in a generated TypeScript package, under the biome.jsonc it carries (formatter
 * only): zero findings means every file is exactly what Biome's formatter writes.
 */
export function biomeCheck(dir: string): Run {
  return run(
    process.execPath,
    [biome, "check", "--error-on-warnings", "--max-diagnostics=20", "--colors=off", "."],
    dir,
  );
}

/** javac with every lint as an error over a Maven project's main sources, jars from the local repository. */
export function javacLint(dir: string): Run {
  const classpathFile = join(mkdtempSync(join(tmpdir(), "canon-classpath-")), "classpath.txt");
  const classpath = run(
    "mvn",
    [
      "-B",
      "-q",
      "--no-transfer-progress",
      "dependency:build-classpath",
      `-Dmdep.outputFile=${classpathFile}`,
      "-Dmdep.includeScope=compile",
    ],
    dir,
  );
  if (classpath.status !== 0) return classpath;
  const sources = listFiles(join(dir, "src", "main")).filter((f) => f.endsWith(".java"));
  const out = mkdtempSync(join(tmpdir(), "canon-javac-"));
  return run(
    "javac",
    [
      "-Xlint:all",
      "-Werror",
      "-Xmaxwarns",
      "10000",
      "--release",
      "17",
      "-d",
      out,
      "-cp",
      readFileSync(classpathFile, "utf8").trim(),
      ...sources,
    ],
    dir,
  );
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Findings as lines, for a message that shows them all. */
export const findings = (r: Run, pattern: RegExp): string[] => r.output.split("\n").filter((l) => pattern.test(l));
