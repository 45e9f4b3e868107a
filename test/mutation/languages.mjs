// How each language runs a mutant: a scratch copy of the generated package holds the mutated
// file; the corpus (documents with ajv's verdict) is replayed through the package's own check,
// and a mutant that survives the corpus then faces the package's mirror tests.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { withSchemata } from "./operators.mjs";

const maxBuffer = 1 << 30;
const lines = (output) => output.trimEnd().split("\n");
const batch = (corpus) =>
  corpus.map((d) => JSON.stringify({ module: d.module, type: d.typeName, text: d.text })).join("\n") + "\n";

/** The first document whose verdict differs from ajv's, or undefined when every one agrees. */
function firstDisagreement(corpus, verdicts) {
  const i = corpus.findIndex((d, n) => verdicts[n] !== d.ajv);
  return i < 0 ? undefined : { ...corpus[i], got: verdicts[i] };
}

/** Python mutants are written into the scratch copy one at a time (importing is the slow part). */
function fileMutation(source, dir) {
  return {
    activate: (mutant) =>
      writeFileSync(join(dir, mutant.file), mutant.apply(readFileSync(join(source, mutant.file), "utf8"))),
    deactivate: (mutant) => cpSync(join(source, mutant.file), join(dir, mutant.file)),
  };
}

const mirrorTests = (source) =>
  [...readFileSync(join(source, "mirror_test.go"), "utf8").matchAll(/^func (Test\w+)\(/gm)].map((m) => m[1]);

/** Empties a language's own scratch paths; other languages may be running beside it. */
function fresh(scratch, ...paths) {
  mkdirSync(scratch, { recursive: true });
  for (const path of paths) rmSync(path, { recursive: true, force: true });
}

const passes = (command, args, options) =>
  spawnSync(command, args, { stdio: "ignore", maxBuffer, ...options }).status === 0;

/**
 * TypeScript: the guards with every mutant in place (see withSchemata) are compiled once; the
 * corpus runs in this process with one mutant switched on at a time, and the package's vitest
 * suite runs on the scratch copy with CANON_MUTANT naming the mutant.
 */
export function typescriptLanguage(root, module, scratch) {
  const source = join(root, "packages", module, "typescript");
  const dir = join(scratch, "typescript");
  fresh(scratch, dir);
  cpSync(source, dir, { recursive: true, filter: (p) => !p.endsWith("node_modules") });
  symlinkSync(join(source, "node_modules"), join(dir, "node_modules"));
  let loaded;
  let active = 0;
  return {
    paths: [dir],
    read: (file) => readFileSync(join(source, file), "utf8"),
    async prepare(mutants) {
      const file = mutants[0]?.file ?? "src/guards.ts";
      const switched =
        withSchemata(
          readFileSync(join(source, file), "utf8"),
          mutants.map((mutant, i) => ({ mutant, n: i + 1 })),
        ) + mutantSwitch;
      writeFileSync(join(dir, file), switched);
      const js = ts.transpileModule(switched, {
        compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const compiled = join(dir, "dist", "guards.mutants.js");
      writeFileSync(compiled, js);
      loaded = await import(pathToFileURL(compiled).href);
    },
    activate: (mutant, n) => loaded.__setMutant((active = n)),
    deactivate: () => loaded.__setMutant((active = 0)),
    async judge(corpus) {
      const verdicts = corpus.map((d) => {
        try {
          return loaded[`is${d.typeName}`](JSON.parse(d.text)) ? "1" : "0";
        } catch (error) {
          return `X:${error.name}`;
        }
      });
      return firstDisagreement(corpus, verdicts);
    },
    mirrorTestsPass: () =>
      passes(process.execPath, [join(source, "node_modules", "vitest", "vitest.mjs"), "run"], {
        cwd: dir,
        env: { ...process.env, CANON_MUTANT: String(active) },
      }),
  };
}

const mutantSwitch = `
// Mutation testing: the active mutant (CANON_MUTANT, or __setMutant).
let __mutant = Number((globalThis as any).process?.env?.CANON_MUTANT ?? 0);
export function __setMutant(n: number): void {
  __mutant = n;
}
function __m(n: number): boolean {
  return __mutant === n;
}
`;

/** The package's mirror test files: vectors, structure, completeness and parsing semantics. */
function pythonMirrorTests(dir) {
  const files = ["test_vectors.py", "test_structure.py", "test_completeness.py", "test_semantics.py"].map((f) =>
    join("tests", f),
  );
  const missing = files.filter((f) => !existsSync(join(dir, f)));
  if (missing.length > 0) throw new Error(`python: the package has no ${missing.join(", ")}`);
  return files;
}

export function pythonLanguage(root, module, scratch, python) {
  const source = join(root, "packages", module, "python");
  const dir = join(scratch, "python");
  fresh(scratch, dir);
  cpSync(source, dir, { recursive: true, filter: (p) => !p.includes("__pycache__") && !p.includes(".pytest_cache") });
  const others = ["agui", "openwop", "meup"]
    .filter((m) => m !== module)
    .map((m) => join(root, "packages", m, "python"));
  // No bytecode: a mutant of the same size written within the same second must not reuse a stale .pyc.
  const env = {
    ...process.env,
    PYTHONPATH: [dir, ...others].join(":"),
    PYTHONWARNINGS: "ignore",
    PYTHONDONTWRITEBYTECODE: "1",
  };
  return {
    paths: [dir],
    read: (file) => readFileSync(join(source, file), "utf8"),
    ...fileMutation(source, dir),
    async judge(corpus) {
      const run = spawnSync(python, [join(root, "test", "agreement", "python", "agreement.py")], {
        input: batch(corpus),
        encoding: "utf8",
        maxBuffer,
        env,
      });
      // A mutant that does not even import is reported as such, never counted as killed by a test.
      if (run.status !== 0) return { invalid: run.stderr.trim().split("\n").slice(-1)[0] };
      return firstDisagreement(corpus, lines(run.stdout));
    },
    // The mirror tests, not the fast-path equivalence and hostile-input suites beside them
    // (as for Go): those take ten times as long and judge no check of the models.
    mirrorTestsPass: () =>
      passes(python, ["-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", ...pythonMirrorTests(dir)], {
        cwd: dir,
        env,
      }),
  };
}

/**
 * Go compiles slowly, so every mutant goes into one build as a switch (mutant schemata): `mutant(n)`
 * is true only when CANON_MUTANT=n, and each run of the driver or of `go test` activates one.
 */
export function goLanguage(root, module, scratch) {
  const source = join(root, "packages", module, "go");
  const dir = join(scratch, "go");
  const driver = join(scratch, "go-driver");
  fresh(scratch, dir, driver);
  cpSync(source, dir, { recursive: true });
  cpSync(join(root, "test", "agreement", "go"), driver, { recursive: true });
  // The driver builds against the scratch copy of this module and the real packages of the others.
  const gomod = readFileSync(join(driver, "go.mod"), "utf8").replace(
    /(\/packages\/(\w+)\/go) => \S+/g,
    (_, path, m) => `${path} => ${m === module ? dir : join(root, "packages", m, "go")}`,
  );
  writeFileSync(join(driver, "go.mod"), gomod);
  const binary = join(scratch, "agreement-go");
  const tests = join(scratch, "mirror-tests-go");
  const pkg = /^package (\w+)/m.exec(readFileSync(join(source, "doc.go"), "utf8"))?.[1] ?? module;
  let active = 0;
  const env = () => ({ ...process.env, CANON_MUTANT: String(active) });
  return {
    paths: [dir, driver, binary, tests],
    read: (file) => readFileSync(join(source, file), "utf8"),
    prepare(mutants) {
      const byFile = new Map();
      mutants.forEach((mutant, i) =>
        byFile.set(mutant.file, [...(byFile.get(mutant.file) ?? []), { mutant, n: i + 1 }]),
      );
      for (const [file, list] of byFile)
        writeFileSync(join(dir, file), withSchemata(readFileSync(join(source, file), "utf8"), list));
      writeFileSync(
        join(dir, "mutant_switch.go"),
        `package ${pkg}\n\nimport (\n\t"os"\n\t"strconv"\n)\n\nvar canonMutant, _ = strconv.Atoi(os.Getenv("CANON_MUTANT"))\n\nfunc mutant(n int) bool { return canonMutant == n }\n\nfunc pick[T any](n int, mutated, original T) T {\n\tif canonMutant == n {\n\t\treturn mutated\n\t}\n\treturn original\n}\n`,
      );
      const build = spawnSync("go", ["build", "-o", binary, "."], { cwd: driver, encoding: "utf8" });
      if (build.status !== 0) throw new Error(`go: the mutant build does not compile:\n${build.stderr}`);
      // The mirror tests are compiled once too; each run of the test binary activates one mutant.
      const compileTests = spawnSync("go", ["test", "-c", "-o", tests, "."], { cwd: dir, encoding: "utf8" });
      if (compileTests.status !== 0) throw new Error(`go: the mirror tests do not compile:\n${compileTests.stderr}`);
    },
    activate: (mutant, n) => (active = n),
    deactivate: () => (active = 0),
    async judge(corpus) {
      return firstDisagreement(
        corpus,
        lines(execFileSync(binary, [], { input: batch(corpus), encoding: "utf8", maxBuffer, env: env() })),
      );
    },
    // The mirror tests (mirror_test.go), not the hostile-input and fuzz suites beside them.
    mirrorTestsPass: () =>
      passes(tests, ["-test.count=1", "-test.failfast", "-test.run", `^(${mirrorTests(source).join("|")})$`], {
        cwd: dir,
        env: env(),
      }),
  };
}
