/**
 * Real third-party schemas, as their authors ship them: the ones the PyPI package
 * check-jsonschema vendors (CI systems, Compose, Renovate, GitHub files; draft-04 to 2020-12),
 * downloaded at test time with pip, never copied into this repository. Each is generated with
 * zero config for TypeScript, Python, Go, Rust and Java, one language at a time, and built with
 * tsc --strict, mypy --strict (and imported), go vet, and with their generated tests cargo check
 * --tests and mvn test-compile.
 * `expected` is the table of record: a schema that starts building, or stops, fails this suite
 * until the table says so.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { runCli } from "../foundation/workspace.js";

const VERSION = "0.39.0";
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const longRunning = 0; // no time limit: it compiles 20 schemas in five languages, as long as the machine needs

type Language = "typescript" | "python" | "go" | "rust" | "java";
const LANGUAGES: readonly Language[] = ["typescript", "python", "go", "rust", "java"];

/**
 * Schema → language → "builds", the diagnostic code that stops generation, or the checker that
 * fails (with why in parentheses, for the reader; only the part before it is compared). A string
 * instead of a row: generation stops for every language with that diagnostic.
 */
const expected: Record<string, string | Record<Language, string>> = {
  "azure-pipelines": "CANON207 (a pattern escapes ':' and ' ', which ECMAScript's unicode mode refuses)",
  "bamboo-spec": everywhere("builds"),
  "bitbucket-pipelines": everywhere("builds"),
  "buildkite": everywhere("builds"),
  "changie": everywhere("builds"),
  "circle-ci": "CANON207 (a pattern uses \\p{Cc}, which Python re does not read)",
  "citation-file-format": everywhere("builds"),
  "cloudbuild": everywhere("builds"),
  "codecov": everywhere("builds"),
  "compose-spec": everywhere("builds"),
  "dependabot": everywhere("builds"),
  "drone-ci": "CANON104 (refers to kubernetes-definitions.json, which the package does not vendor)",
  "github-actions": everywhere("builds"),
  "github-discussion": everywhere("builds"),
  "github-issue-config": everywhere("builds"),
  "github-issue-forms": everywhere("builds"),
  "github-workflows": "CANON230 (the pattern ^(.+\\/)+(.+)\\.(ya?ml)(@.+)?$ backtracks exponentially)",
  "gitlab-ci": everywhere("builds"),
  "meltano": "CANON212 (refs into a plain map of schemas that itself holds a $ref)",
  "mergify": "CANON208 (an integer bound of 2^63, beyond what JavaScript represents)",
  "readthedocs": everywhere("builds"),
  "renovate": everywhere("builds"),
  "snapcraft": everywhere("builds"),
  "taskfile": everywhere("builds"),
  "travis": everywhere("builds"),
  "woodpecker-ci": everywhere("builds"),
};

function everywhere(outcome: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, outcome])) as Record<Language, string>;
}

function vendoredSchemas(python: string, work: string): string {
  execFileSync(python, ["-m", "pip", "download", `check-jsonschema==${VERSION}`, "--no-deps", "--disable-pip-version-check", "-q", "-d", work], { stdio: "pipe" });
  const wheel = readdirSync(work).find((f) => f.endsWith(".whl")) as string;
  execFileSync(python, ["-m", "zipfile", "-e", join(work, wheel), join(work, "wheel")], { stdio: "pipe" });
  return join(work, "wheel", "check_jsonschema", "builtin_schemas", "vendor");
}

function builds(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): string | undefined {
  try {
    execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe", maxBuffer: 1 << 26, env: { ...process.env, ...env } });
    return undefined;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ""}${e.stderr ?? ""}`.slice(0, 2000);
  }
}

/** The checkers of one language's package; each entry is [tool, output when it fails]. */
function checks(language: Language, sdk: string, work: string, python: string): [string, string | undefined][] {
  const dir = join(sdk, language);
  switch (language) {
    case "typescript":
      return [["tsc", builds(process.execPath, [tsc, "-p", "tsconfig.build.json", "--noEmit", "--strict"], dir)]];
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
      return [["cargo check", builds("cargo", ["check", "--tests", "--quiet"], dir, { CARGO_TARGET_DIR: join(work, "cargo-target") })]];
    case "java":
      return [["mvn test-compile", builds("mvn", ["-B", "-q", "--no-transfer-progress", "test-compile"], dir)]];
  }
}

describe(`check-jsonschema ${VERSION} vendored schemas`, () => {
  it("each generates for TypeScript, Python, Go, Rust and Java and builds, as the table of record says", () => {
    const python = ensurePython();
    const work = mkdtempSync(join(tmpdir(), "canon-cj-"));
    const vendor = vendoredSchemas(python, work);
    const schemas = readdirSync(vendor).filter((f) => f.endsWith(".json")).sort();
    expect(schemas.map((f) => f.replace(/\.json$/, ""))).toEqual(Object.keys(expected).sort());
    const table: Record<string, string | Record<string, string>> = {};
    for (const file of schemas) {
      const name = file.replace(/\.json$/, "");
      const dir = join(work, "run", name);
      mkdirSync(dir, { recursive: true });
      copyFileSync(join(vendor, file), join(dir, file));
      const row: Record<string, string> = {};
      // One run per language, so a target that cannot take the schema does not hide the others.
      for (const language of LANGUAGES) {
        const generated = runCli(["generate", "--schema", file, "--target", language, "--out", "sdk"], dir);
        expect(generated.stdout + generated.stderr, `${name} ${language}`).not.toMatch(/\n\s+at .+:\d+:\d+/);
        if (generated.status !== 0) {
          row[language] = /CANON\d+/.exec(generated.stdout)?.[0] ?? `exit ${generated.status}`;
          continue;
        }
        const failures = checks(language, join(dir, "sdk"), work, python).filter(([, output]) => output !== undefined);
        row[language] = failures.length === 0 ? "builds" : failures.map(([tool]) => `${tool} fails`).join(", ");
        const wanted = expected[name];
        if (failures.length > 0 && typeof wanted === "object" && wanted[language] === "builds") console.error(`${name} ${language}:\n${failures.map(([t, o]) => `${t}: ${o}`).join("\n")}`);
      }
      const outcomes = new Set(Object.values(row));
      const only = [...outcomes][0] as string;
      table[name] = outcomes.size === 1 && only.startsWith("CANON") ? only : row;
    }
    const strip = (outcome: string) => outcome.split(" (")[0] as string;
    const want = Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, typeof v === "string" ? strip(v) : Object.fromEntries(Object.entries(v).map(([l, o]) => [l, strip(o)]))]));
    console.log(JSON.stringify(table, null, 1));
    expect(table).toEqual(want);
  }, longRunning);
});
