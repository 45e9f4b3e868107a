/**
 * Real third-party schemas, as their authors ship them: the ones the PyPI package
 * check-jsonschema vendors (CI systems, Compose, Renovate, GitHub files; draft-04 to 2020-12),
 * downloaded at test time with pip, never copied into this repository. Each is generated with
 * zero config for TypeScript, Python, Go, Rust and Java, one language at a time, and built with
 * tsc --strict (and the package's typecheck, its generated tests included), mypy --strict (and
 * imported), go vet, and with their generated tests cargo check
 * --tests and mvn test-compile. Then each package's own validator judges a seeded corpus
 * (corpus.ts, with documents read off the IR and off the schema as written) against ajv on the
 * original file with its own dialect (reference.ts). `expected` is
 * the table of record: a schema that starts building, or stops, fails this suite until the table
 * says so; `tolerated` lists the disagreements known, and any more fails it. The measured table is
 * written to check-jsonschema.md.
 *
 * The schemas are shared out between check-jsonschema-1 and -2.test.ts, which run side by side
 * (vitest.outside.config.ts): most of the checkers use one core. CANON_CJ_PARTS=1 runs every
 * schema in the first file and writes the table; CANON_CJ_ONLY (comma-separated schema names) runs
 * a subset and writes no table.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dialectOf } from "@canon-sdk/core";
import { describe, expect, it, onTestFinished } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { type Corpus, type Disagreement, disagreements, makeCorpus, SEED } from "./agreement.js";
import { checks, generate, vendoredSchemas } from "./check-jsonschema-build.js";
import { expected, share, tolerated, VERSION } from "./check-jsonschema-record.js";
import { type Cell, causes, type Language, LANGUAGES, markdown, type Row } from "./table.js";
import { JUDGED, type Judged } from "./validators.js";

const longRunning = 0; // no time limit: it compiles 20 schemas in five languages, as long as the machine needs

const only = process.env["CANON_CJ_ONLY"]?.split(",");
const parts = Number(process.env["CANON_CJ_PARTS"] ?? "2");

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
