#!/usr/bin/env node
// Mutation testing of the checks the generators emit (`pnpm mutation`). For one module (agui by
// default) and each of TypeScript, Python and Go, every emitted check is weakened in turn in a
// scratch copy of the generated package (see operators.mjs). A mutant is killed when the
// agreement corpus — every vector and every boundary document generated from the IR, with ajv's
// verdict as the truth — finds a document the mutated package judges differently, or else when
// the package's own mirror tests fail. The score is killed / (killed + survived) per language.
//
//   node test/mutation/run.mjs [--module agui] [--languages typescript,python,go] [--smoke] [--sample N] [--min-score 95]
//
// --smoke runs only the named weakenings and one mutant of every other kind, and fails if any survives.
// Exit codes: 0 every mutant judged and the scores met, 1 a mutant survived or a score is low,
// 2 the runner itself failed before judging every mutant (its error is on stderr).
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { boundaryDocuments, compileModule, findModule, loadConfig, loadVectors } from "@canon-sdk/core";
import { equivalentGoMutants } from "./equivalent.mjs";
import { mutantsOf } from "./operators.mjs";
import { goLanguage, pythonLanguage, typescriptLanguage } from "./languages.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values: options } = parseArgs({
  options: {
    module: { type: "string", default: "agui" },
    languages: { type: "string", default: "typescript,python,go" },
    smoke: { type: "boolean", default: false },
    // Every Nth mutant of every kind (the named ones always), when the whole run is too slow.
    sample: { type: "string", default: "1" },
    "min-score": { type: "string", default: "95" },
  },
});

/** The weakenings issue 18 names, which the smoke run always includes. */
const named = [
  { language: "typescript", kind: "integer check relaxed to number", site: "RunStartedEvent.timestamp" },
  { language: "python", kind: "upper bound dropped", site: "RunStartedEvent.timestamp" },
  { language: "go", kind: "Validate check removed", site: "RunStartedEvent.Timestamp" },
  { language: "go", kind: "upper bound dropped", site: "shapeCheck13Rule" },
];
const isNamed = (m) => named.some((n) => n.language === m.language && n.kind === m.kind && n.site === m.site);

function corpusOf(moduleName) {
  const module = findModule(loadConfig(root), moduleName);
  const compiled = compileModule(root, module, { withVectors: false });
  if (compiled.ir === undefined || compiled.validator === undefined)
    throw new Error(`module ${moduleName} does not compile`);
  const vectors = loadVectors(root, module.schemas).vectors.filter((v) =>
    compiled.ir.types.some((t) => t.name === v.typeName),
  );
  const documents = [
    ...vectors.map((v) => ({
      typeName: v.typeName,
      text: JSON.stringify(v.source.value),
      probe: `vector ${v.typeName}/${v.expect}/${v.name}`,
    })),
    ...boundaryDocuments(compiled.ir, vectors),
  ];
  return documents.map((d) => ({
    module: moduleName,
    typeName: d.typeName,
    text: d.text,
    probe: d.probe,
    ajv: compiled.validator.validate(d.typeName, JSON.parse(d.text)).ok ? "1" : "0",
  }));
}

function goSources(module) {
  const dir = join(root, "packages", module, "go");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".go") && !f.endsWith("_test.go"))
    .map((f) => readFileSync(join(dir, f), "utf8"));
}

async function pythonExecutable() {
  const { pythonEnv } = await import(join(root, "generators", "python", "scripts", "python-env.mjs"));
  return pythonEnv(root).python;
}

async function main() {
  const corpus = corpusOf(options.module);
  console.log(
    `mutation: module=${options.module} corpus=${corpus.length} documents (vectors and boundary documents, ajv's verdict as truth)`,
  );
  // Scratch copies sit as deep as packages/<module>/<language>, so the packages' tests find the
  // shared vectors by the same relative path (../../../schemas).
  const scratch = join(root, ".mutation", options.module);
  const made = [];
  const rows = [];
  let failed = false;
  try {
    for (const language of options.languages.split(",")) {
      const lang =
        language === "typescript"
          ? typescriptLanguage(root, options.module, scratch)
          : language === "python"
            ? pythonLanguage(root, options.module, scratch, await pythonExecutable())
            : goLanguage(root, options.module, scratch);
      made.push(lang);
      // Mutants are judged against a package whose corpus verdicts and mirror tests pass unmutated.
      let mutants = mutantsOf(language, options.module, lang.read);
      const all = mutants.length;
      const equivalent = language === "go" ? equivalentGoMutants(mutants, goSources(options.module)) : new Set();
      mutants = mutants.filter((m) => !equivalent.has(m));
      if (options.smoke)
        mutants = [
          ...mutants.filter(isNamed),
          ...pickPerKind(
            mutants.filter((m) => !isNamed(m)),
            1,
          ),
        ];
      else if (Number(options.sample) > 1)
        mutants = mutants.filter((m) => isNamed(m) || sampled(mutants, m, Number(options.sample)));
      await lang.prepare?.(mutants);
      const baseline = await lang.judge(corpus);
      if (baseline !== undefined)
        throw new Error(`${language}: the unmutated package already disagrees with ajv: ${JSON.stringify(baseline)}`);
      if (!lang.mirrorTestsPass())
        throw new Error(`${language}: the unmutated package's mirror tests fail in the scratch copy`);
      const result = { language, all, equivalent: equivalent.size, killed: 0, byMirror: 0, survived: [], invalid: [] };
      for (const [i, mutant] of mutants.entries()) {
        lang.activate(mutant, i + 1);
        const outcome = await lang.judge(corpus);
        let verdict = "killed";
        let by = outcome?.probe;
        if (outcome?.invalid !== undefined)
          result.invalid.push({ mutant, reason: outcome.invalid }),
            (verdict = "does not compile"),
            (by = outcome.invalid);
        else if (outcome !== undefined) result.killed++;
        else if (!lang.mirrorTestsPass()) result.killed++, result.byMirror++, (by = "the package's mirror tests");
        else result.survived.push(mutant), (verdict = "SURVIVED");
        lang.deactivate(mutant);
        if ((i + 1) % 100 === 0)
          console.log(
            `  ${language}: ${i + 1}/${mutants.length} mutants run, ${result.survived.length} survived so far`,
          );
        if (options.smoke || verdict !== "killed")
          console.log(`  ${language} ${verdict}: ${describe(mutant)}${by !== undefined ? ` — by ${by}` : ""}`);
      }
      rows.push(result);
      for (const n of named.filter((n) => n.language === language)) {
        const found = mutants.find(isNamedAs(n));
        if (found === undefined)
          console.log(`  ${language}: named weakening not found: ${n.kind} at ${n.site}`), (failed = true);
        else if (result.survived.includes(found)) failed = true;
      }
    }
  } finally {
    for (const lang of made) for (const path of lang.paths) rmSync(path, { recursive: true, force: true });
    // The scratch folders go too once empty (another language's run may still be using them).
    for (const dir of [scratch, dirname(scratch)]) if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  }
  printTable(rows);
  const minScore = Number(options["min-score"]);
  for (const r of rows) if (score(r) < minScore || (options.smoke && r.survived.length > 0)) failed = true;
  process.exitCode = failed ? 1 : 0;
}

const isNamedAs = (n) => (m) => m.language === n.language && m.kind === n.kind && m.site === n.site;
const describe = (m) => `${m.kind} at ${m.site || "?"} (${m.file}:${m.line})`;
const score = (r) => (r.killed + r.survived.length === 0 ? 100 : (100 * r.killed) / (r.killed + r.survived.length));

/** Whether a mutant is every Nth of its kind. */
function sampled(mutants, mutant, every) {
  return mutants.filter((m) => m.kind === mutant.kind).indexOf(mutant) % every === 0;
}

/** A few mutants of every kind, spread over the file, for the smoke run. */
function pickPerKind(mutants, perKind) {
  const byKind = new Map();
  for (const m of mutants) byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), m]);
  return [...byKind.values()].flatMap((list) =>
    list.filter((_, i) => i % Math.ceil(list.length / perKind) === 0).slice(0, perKind),
  );
}

function printTable(rows) {
  console.log(
    "\n| language | mutants run (of all) | equivalent, left out | killed | by the corpus | by mirror tests | survived | not compiling | score |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const r of rows) {
    const run = r.killed + r.survived.length + r.invalid.length;
    console.log(
      `| ${r.language} | ${run} (${r.all}) | ${r.equivalent} | ${r.killed} | ${r.killed - r.byMirror} | ${r.byMirror} | ${r.survived.length} | ${r.invalid.length} | ${score(r).toFixed(1)}% |`,
    );
  }
  for (const r of rows) for (const m of r.survived) console.log(`survived: ${r.language} ${describe(m)}`);
}

// The runner's own failure (an operator naming a file the package lacks, a package that does not
// build) exits with 2, apart from 1 (a mutant survived or a score is low), and says so first.
try {
  await main();
} catch (error) {
  console.error(`mutation run failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 2;
}
