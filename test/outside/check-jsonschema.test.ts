/**
 * Real third-party schemas, as their authors ship them: the ones the PyPI package
 * check-jsonschema vendors (CI systems, Compose, Renovate, GitHub files; draft-04 to 2020-12),
 * downloaded at test time with pip, never copied into this repository. Each is generated with
 * zero config for TypeScript, Python and Go and built with tsc --strict, mypy --strict and go vet.
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
const longRunning = 30 * 60 * 1000;

/** Schema → "builds", or the diagnostic code that stops generation (and why, for the reader). */
const expected: Record<string, string> = {
  "azure-pipelines": "CANON207 (a pattern escapes ':' and ' ', which ECMAScript's unicode mode refuses)",
  "bamboo-spec": "builds",
  "bitbucket-pipelines": "builds",
  "buildkite": "builds",
  "changie": "builds",
  "circle-ci": "CANON207 (a pattern uses \\p{Cc}, which Python re does not read)",
  "citation-file-format": "builds",
  "cloudbuild": "builds",
  "codecov": "builds",
  "compose-spec": "builds",
  "dependabot": "builds",
  "drone-ci": "CANON104 (refers to kubernetes-definitions.json, which the package does not vendor)",
  "github-actions": "builds",
  "github-discussion": "builds",
  "github-issue-config": "builds",
  "github-issue-forms": "builds",
  "github-workflows": "CANON230 (the pattern ^(.+\\/)+(.+)\\.(ya?ml)(@.+)?$ backtracks exponentially)",
  "gitlab-ci": "builds",
  "meltano": "CANON212 (refs into a plain map of schemas that itself holds a $ref)",
  "mergify": "CANON208 (an integer bound of 2^63, beyond what JavaScript represents)",
  "readthedocs": "builds",
  "renovate": "tsc fails (tsc overflows its own stack on the 29 MB ajv standalone validator it generates)",
  "snapcraft": "builds",
  "taskfile": "builds",
  "travis": "builds",
  "woodpecker-ci": "builds",
};

function vendoredSchemas(python: string, work: string): string {
  execFileSync(python, ["-m", "pip", "download", `check-jsonschema==${VERSION}`, "--no-deps", "--disable-pip-version-check", "-q", "-d", work], { stdio: "pipe" });
  const wheel = readdirSync(work).find((f) => f.endsWith(".whl")) as string;
  execFileSync(python, ["-m", "zipfile", "-e", join(work, wheel), join(work, "wheel")], { stdio: "pipe" });
  return join(work, "wheel", "check_jsonschema", "builtin_schemas", "vendor");
}

function builds(command: string, args: readonly string[], cwd: string): string | undefined {
  try {
    execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe" });
    return undefined;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ""}${e.stderr ?? ""}`.slice(0, 2000);
  }
}

describe(`check-jsonschema ${VERSION} vendored schemas`, () => {
  it("each generates for TypeScript, Python and Go and builds, as the table of record says", () => {
    const python = ensurePython();
    const work = mkdtempSync(join(tmpdir(), "canon-cj-"));
    const vendor = vendoredSchemas(python, work);
    const schemas = readdirSync(vendor).filter((f) => f.endsWith(".json")).sort();
    expect(schemas.map((f) => f.replace(/\.json$/, ""))).toEqual(Object.keys(expected).sort());
    const table: Record<string, string> = {};
    for (const file of schemas) {
      const name = file.replace(/\.json$/, "");
      const dir = join(work, "run", name);
      mkdirSync(dir, { recursive: true });
      copyFileSync(join(vendor, file), join(dir, file));
      const generated = runCli(["generate", "--schema", file, "--target", "typescript,python,go", "--out", "sdk"], dir);
      expect(generated.stdout + generated.stderr, name).not.toMatch(/\n\s+at .+:\d+:\d+/);
      if (generated.status !== 0) {
        table[name] = /CANON\d+/.exec(generated.stdout)?.[0] ?? `exit ${generated.status}`;
        continue;
      }
      const sdk = join(dir, "sdk");
      const pkg = readdirSync(join(sdk, "python")).find((f) => f.startsWith("canon_")) as string;
      const failures = [
        ["tsc", builds(process.execPath, [tsc, "-p", "tsconfig.build.json", "--noEmit", "--strict"], join(sdk, "typescript"))],
        ["mypy", builds(python, ["-m", "mypy", "--strict", "--cache-dir", join(work, "mypy-cache"), pkg], join(sdk, "python"))],
        ["import", builds(python, ["-c", `import ${pkg}`], join(sdk, "python"))],
        ["go vet", builds("go", ["vet", "./..."], join(sdk, "go"))],
      ].filter(([, output]) => output !== undefined);
      table[name] = failures.length === 0 ? "builds" : failures.map(([tool]) => `${tool} fails`).join(", ");
      if (failures.length > 0 && expected[name] === "builds") console.error(`${name}:\n${failures.map(([t, o]) => `${t}: ${o}`).join("\n")}`);
    }
    expect(table).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v.split(" ")[0] === "builds" ? "builds" : v.split(" (")[0]])));
  }, longRunning);
});
