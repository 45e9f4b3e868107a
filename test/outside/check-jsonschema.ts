/**
 * Real third-party schemas, as their authors ship them: the ones the PyPI package
 * check-jsonschema vendors (CI systems, Compose, Renovate, GitHub files; draft-04 to 2020-12),
 * downloaded at test time with pip, never copied into this repository. Each is generated with
 * zero config for TypeScript, Python, Go, Rust and Java, one language at a time, and built with
 * tsc --strict, mypy --strict (and imported), go vet, and with their generated tests cargo check
 * --tests and mvn test-compile. Then each package's own validator judges a seeded corpus
 * (corpus.ts) against ajv on the original file with its own dialect (reference.ts). `expected` is
 * the table of record: a schema that starts building, or stops, fails this suite until the table
 * says so; `tolerated` lists the disagreements known, and any more fails it. The measured table is
 * written to check-jsonschema.md.
 *
 * The schemas are shared out between check-jsonschema-1 and -2.test.ts, which run side by side
 * (vitest.outside.config.ts): most of the checkers use one core. CANON_CJ_PARTS=1 runs every
 * schema in the first file and writes the table; CANON_CJ_ONLY (comma-separated schema names) runs
 * a subset and writes no table.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dialectOf } from "@canon-sdk/core";
import { describe, expect, it, onTestFinished } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { runCli } from "../foundation/workspace.js";
import { type Corpus, type Disagreement, disagreements, makeCorpus, SEED } from "./agreement.js";
import { type Cell, causes, type Language, LANGUAGES, markdown, type Row } from "./table.js";
import { JUDGED, type Judged } from "./validators.js";

const VERSION = "0.39.0";
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const longRunning = 0; // no time limit: it compiles 20 schemas in five languages, as long as the machine needs

const only = process.env["CANON_CJ_ONLY"]?.split(",");
const parts = Number(process.env["CANON_CJ_PARTS"] ?? "2");

/**
 * Minutes a schema's row took on a 2-core machine, where it is well above the rest: only to share
 * the schemas out evenly between the parts.
 */
const minutes: Record<string, number> = {
  "circle-ci": 10,
  renovate: 8,
  "azure-pipelines": 6,
  "gitlab-ci": 2.5,
  meltano: 2,
};

/** The schemas of part `part` (1-based) of `of`: the longest first, each to the part with least. */
function share(names: readonly string[], part: number, of: number): Set<string> {
  const load = Array.from({ length: of }, () => 0);
  const mine = new Set<string>();
  const byLength = [...names].sort((a, b) => (minutes[b] ?? 1) - (minutes[a] ?? 1) || a.localeCompare(b));
  for (const name of byLength) {
    const least = load.indexOf(Math.min(...load));
    load[least]! += minutes[name] ?? 1;
    if (least === part - 1) mine.add(name);
  }
  return mine;
}

/**
 * Schema → language → "builds", the diagnostic code that stops generation, or the checker that
 * fails (with why in parentheses, for the reader; only the part before it is compared). A string
 * instead of a row: generation stops for every language with that diagnostic.
 */
const expected: Record<string, string | Record<Language, string>> = {
  "azure-pipelines": everywhere("builds"),
  "bamboo-spec": everywhere("builds"),
  "bitbucket-pipelines": everywhere("builds"),
  buildkite: everywhere("builds"),
  changie: everywhere("builds"),
  "circle-ci": everywhere("builds"),
  "citation-file-format": everywhere("builds"),
  cloudbuild: everywhere("builds"),
  codecov: everywhere("builds"),
  "compose-spec": everywhere("builds"),
  dependabot: everywhere("builds"),
  "drone-ci": "CANON104 (refers to kubernetes-definitions.json, which the package does not vendor)",
  "github-actions": everywhere("builds"),
  "github-discussion": everywhere("builds"),
  "github-issue-config": everywhere("builds"),
  "github-issue-forms": everywhere("builds"),
  // Its pattern ^(.+\/)+(.+)\.(ya?ml)(@.+)?$ backtracks exponentially in ECMAScript's engine: the
  // TypeScript validators match it with their linear-time matcher (pydantic's Rust regex and Go's
  // RE2 are linear already).
  "github-workflows": everywhere("builds"),
  "gitlab-ci": everywhere("builds"),
  meltano: everywhere("builds"),
  mergify: everywhere("builds"),
  readthedocs: everywhere("builds"),
  renovate: everywhere("builds"),
  snapcraft: everywhere("builds"),
  taskfile: everywhere("builds"),
  travis: everywhere("builds"),
  "woodpecker-ci": everywhere("builds"),
};

/**
 * Disagreements with ajv known and not yet fixed: schema → language → how many, and why. Absent is
 * 0; a count can only fall (more fails the suite).
 */
const tolerated: Record<string, Partial<Record<Judged, number>>> = {
  // ajv tracks the names unevaluatedProperties has seen in a plain JavaScript object at run time,
  // where a "__proto__" key always reads as seen (reference.test.ts shows it). TypeScript (whose
  // generated validators record them without a prototype), Python and Go refuse it as unevaluated.
  "compose-spec": { typescript: 1, python: 1, go: 1 },
};

function everywhere(outcome: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, outcome])) as Record<Language, string>;
}

function vendoredSchemas(python: string, work: string): string {
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
function generate(dir: string, file: string, targets: string): ReturnType<typeof runCli> {
  const generated = runCli(["generate", "--schema", file, "--target", targets, "--out", "sdk"], dir);
  expect(generated.stdout + generated.stderr, `${file} ${targets}`).not.toMatch(/\n\s+at .+:\d+:\d+/);
  return generated;
}

/** The checkers of one language's package; each entry is [tool, output when it fails]. */
function checks(language: Language, sdk: string, work: string, python: string): [string, string | undefined][] {
  const dir = join(sdk, language);
  switch (language) {
    case "typescript":
      // The package's own build (strict, declarations emitted): what the agreement runs next.
      return [["tsc", builds(process.execPath, [tsc, "-p", "tsconfig.build.json"], dir)]];
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

const report = (schema: string, language: string, d: Disagreement) =>
  `${schema} ${language} ${d.typeName} (${d.origin})\n  document: ${d.text.slice(0, 400)}\n  ajv: ${d.ajv ? "valid" : `invalid (${d.why})`}, ${language}: ${d.verdict}`;

/** The suite for one part of the schemas (`part` of the CANON_CJ_PARTS parts, 1-based). */
export function checkJsonschemaPart(part: number): void {
  const selected = share(Object.keys(expected), part, parts);
  if (only !== undefined) for (const name of [...selected]) if (!only.includes(name)) selected.delete(name);
  const whole = only === undefined && parts === 1;
  describe(`check-jsonschema ${VERSION} vendored schemas, part ${part} of ${parts}`, () => {
    it.skipIf(selected.size === 0)(
      "each generates for TypeScript, Python, Go, Rust and Java, builds and agrees with ajv, as the table of record says",
      () => {
        const python = ensurePython();
        // Builds for five languages take gigabytes: the folder goes when the part is done.
        const work = mkdtempSync(join(tmpdir(), "canon-cj-"));
        onTestFinished(() => rmSync(work, { recursive: true, force: true }));
        const vendor = vendoredSchemas(python, work);
        const schemas = readdirSync(vendor)
          .filter((f) => f.endsWith(".json"))
          .sort();
        expect(schemas.map((f) => f.replace(/\.json$/, ""))).toEqual(Object.keys(expected).sort());
        const table: Record<string, string | Record<string, string>> = {};
        const rows: Row[] = [];
        const worse: string[] = [];
        const notes: string[] = [];
        for (const file of schemas) {
          const name = file.replace(/\.json$/, "");
          if (!selected.has(name)) continue;
          const dir = join(work, "run", name);
          mkdirSync(dir, { recursive: true });
          copyFileSync(join(vendor, file), join(dir, file));
          const row: Record<string, string> = {};
          const cells = {} as Record<Language, Cell>;
          let found: Corpus | undefined;
          // Every language in one run; when that fails (it then writes nothing), one run per language,
          // so a target that cannot take the schema does not hide the others.
          const together = generate(dir, file, LANGUAGES.join(","));
          for (const language of LANGUAGES) {
            const sdk = join(dir, "sdk");
            const generated = together.status === 0 ? together : generate(dir, file, language);
            if (generated.status !== 0) {
              row[language] = /CANON\d+/.exec(generated.stdout)?.[0] ?? `exit ${generated.status}`;
              cells[language] = { generated: row[language], builds: "–", agrees: "n/a" };
              continue;
            }
            const failures = checks(language, sdk, work, python).filter(([, output]) => output !== undefined);
            row[language] = failures.length === 0 ? "builds" : failures.map(([tool]) => `${tool} fails`).join(", ");
            const wanted = expected[name];
            if (failures.length > 0 && typeof wanted === "object" && wanted[language] === "builds")
              console.error(`${name} ${language}:\n${failures.map(([t, o]) => `${t}: ${o}`).join("\n")}`);
            let agrees = "n/a";
            if (failures.length === 0 && (JUDGED as readonly string[]).includes(language)) {
              found ??= makeCorpus(dir, file);
              const differing = disagreements(language as Judged, dir, file, sdk, found, python);
              agrees = `${found.samples.length - differing.length}/${found.samples.length}`;
              if (differing.length > 0) notes.push(causes(name, language, differing));
              const allowed = tolerated[name]?.[language as Judged] ?? 0;
              if (differing.length > allowed)
                worse.push(
                  `${name} ${language}: ${differing.length} disagreements (tolerated: ${allowed})\n${differing
                    .slice(0, 5)
                    .map((d) => report(name, language, d))
                    .join("\n")}`,
                );
              else if (differing.length > 0)
                console.log(
                  `${name} ${language}: ${differing.length} known disagreements\n${differing
                    .slice(0, 3)
                    .map((d) => report(name, language, d))
                    .join("\n")}`,
                );
            }
            cells[language] = {
              generated: "yes",
              builds: failures.length === 0 ? "yes" : failures.map(([tool]) => tool).join(", "),
              agrees,
            };
          }
          const outcomes = new Set(Object.values(row));
          const single = [...outcomes][0] as string;
          table[name] = outcomes.size === 1 && single.startsWith("CANON") ? single : row;
          const dialect =
            dialectOf((JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>)["$schema"]) ??
            "unknown";
          rows.push({
            schema: name,
            dialect,
            ...(found === undefined
              ? {}
              : { documents: { total: found.samples.length, valid: found.expected.filter(Boolean).length } }),
            cells,
          });
        }
        const strip = (outcome: string) => outcome.split(" (")[0] as string;
        const want = Object.fromEntries(
          Object.entries(expected)
            .filter(([k]) => selected.has(k))
            .map(([k, v]) => [
              k,
              typeof v === "string" ? strip(v) : Object.fromEntries(Object.entries(v).map(([l, o]) => [l, strip(o)])),
            ]),
        );
        console.log(JSON.stringify(table, null, 1));
        if (whole)
          writeFileSync(join(import.meta.dirname, "check-jsonschema.md"), markdown(VERSION, SEED, rows, notes));
        else console.log(markdown(VERSION, SEED, rows, notes));
        expect(table).toEqual(want);
        expect(worse, worse.join("\n\n")).toEqual([]);
      },
      longRunning,
    );
  });
}
