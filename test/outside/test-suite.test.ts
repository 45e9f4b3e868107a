/**
 * The JSON Schema Test Suite through Canon (test-suite-groups.ts): per draft, every group Canon
 * accepts is generated as one module for TypeScript, Python and Go, the TypeScript package is
 * built (tsc, as its `npm run build`), and each language's validator judges every instance;
 * TypeScript's guard and parse must answer as its validator does. What each answered is the
 * record, test-suite.md: a change of any verdict, refusal or count fails here until the record is
 * written again (CANON_SUITE_RECORD=1) and the change explained. A validator that throws, a
 * generation that fails, or a package that does not build always fails.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { adhocModule, compileModule } from "@canon-sdk/core";
import { afterAll, describe, expect, it } from "vitest";
import type { Sample } from "../agreement/documents.js";
import { ensurePython } from "../agreement/python-env.js";
import { runCli } from "../foundation/workspace.js";
import { here } from "./as-written.js";
import { check } from "./checkers.js";
import { DRAFTS, fetchSuite, type Group, prepareDraft, REMOTES } from "./test-suite-groups.js";
import { type Column, type DraftResult, renderRecord } from "./test-suite-record.js";
import { JUDGED, type Judged, verdicts } from "./validators.js";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const RECORD = join(here, "test-suite.md");

/** Each language's name for the root type of every schema file of the module (not of the remotes it reads). */
function rootNames(dir: string, language: Judged): Map<string, string> {
  const remotes = { [REMOTES.uri]: REMOTES.folder };
  const compiled = compileModule(dir, adhocModule(dir, "module", { targets: [language], remotes }), {
    withVectors: false,
  });
  if (compiled.ir === undefined) throw new Error(`the module does not compile: ${JSON.stringify(compiled.errors)}`);
  return new Map(
    compiled.ir.types
      .filter((t) => t.origin.pointer === "" && t.origin.file.startsWith("module/"))
      .map((t) => [basename(t.origin.file), t.name]),
  );
}

function judge(dir: string, groups: readonly Group[], python: string): DraftResult["verdicts"] {
  const found = {} as Record<Column, string[]>;
  for (const language of JUDGED) {
    const names = rootNames(dir, language);
    const samples: Sample[] = groups
      .filter((g) => g.refused === undefined)
      .flatMap((g) =>
        g.tests.map((t) => ({
          module: "suite",
          typeName: names.get(g.name) ?? `no type for ${g.name}`,
          text: JSON.stringify(t.data),
          origin: `${g.file}#${g.index}: ${t.description}`,
        })),
      );
    const got = verdicts(language, join(dir, "sdk", language), samples, python, true);
    if (language === "typescript") {
      // validate's, then the guard's and parse's, which must agree with each other.
      const three = got.map((v) => v.split(" "));
      found.typescript = three.map(([valid]) => valid ?? "missing");
      found.guard = three.map(([, guard, parse]) =>
        guard === parse ? (guard ?? "missing") : `X:guard ${guard}, parse ${parse}`,
      );
    } else found[language] = got;
    for (const column of language === "typescript" ? (["typescript", "guard"] as const) : [language]) {
      const broken = samples.flatMap((s, i) => {
        const v = found[column][i];
        return v === "0" || v === "1" ? [] : [`${v} ${s.origin} ${s.text.slice(0, 80)}`];
      });
      expect(broken, `${column}: a validator threw, answered nothing, or the guard and parse disagree`).toEqual([]);
    }
  }
  return found;
}

describe("the JSON Schema Test Suite", () => {
  const work = mkdtempSync(join(tmpdir(), "canon-suite-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const results: DraftResult[] = [];
  let tests: string | undefined;

  it.each(Object.keys(DRAFTS))(
    "%s: the groups Canon accepts generate, build, and are judged by every language's validator",
    (draft) => {
      const python = ensurePython();
      tests ??= fetchSuite(python, work);
      const dir = join(work, draft);
      const groups = prepareDraft(tests, draft, dir);
      const generated = runCli(
        [
          ...["generate", "--schema", "module", "--target", "typescript,python,go", "--out", "sdk"],
          ...["--remotes", `${REMOTES.uri}=${REMOTES.folder}`],
        ],
        dir,
      );
      expect(generated.stdout + generated.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(generated.status, generated.stdout + generated.stderr).toBe(0);
      check(process.execPath, [tsc, "-p", "tsconfig.build.json"], join(dir, "sdk", "typescript"));
      const found = judge(dir, groups, python);
      results.push({ draft, groups, verdicts: found });
    },
  );

  it("answers as the record test-suite.md says", () => {
    expect(results.map((r) => r.draft)).toEqual(Object.keys(DRAFTS));
    const measured = renderRecord(results);
    if (process.env["CANON_SUITE_RECORD"] === "1") writeFileSync(RECORD, measured);
    expect(measured, "the verdicts changed: run with CANON_SUITE_RECORD=1 and say why in the commit").toBe(
      readFileSync(RECORD, "utf8"),
    );
  });
});
