// How each language runs a mutant: a scratch copy of the generated package holds the mutated
// file; the corpus (documents with ajv's verdict) is replayed through the package's own check,
// and a mutant that survives the corpus then faces the package's mirror tests.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const maxBuffer = 1 << 30;
const lines = (output) => output.trimEnd().split("\n");
const batch = (corpus) => corpus.map((d) => JSON.stringify({ module: d.module, type: d.typeName, text: d.text })).join("\n") + "\n";

/** The first document whose verdict differs from ajv's, or undefined when every one agrees. */
function firstDisagreement(corpus, verdicts) {
  const i = corpus.findIndex((d, n) => verdicts[n] !== d.ajv);
  return i < 0 ? undefined : { ...corpus[i], got: verdicts[i] };
}

/** Typescript and Python mutants are written into the scratch copy one at a time. */
function fileMutation(source, dir) {
  return {
    activate: (mutant) => writeFileSync(join(dir, mutant.file), mutant.apply(readFileSync(join(source, mutant.file), "utf8"))),
    deactivate: (mutant) => cpSync(join(source, mutant.file), join(dir, mutant.file)),
  };
}

const passes = (command, args, options) => spawnSync(command, args, { stdio: "ignore", maxBuffer, ...options }).status === 0;

export function typescriptLanguage(root, module, scratch) {
  const source = join(root, "packages", module, "typescript");
  const dir = join(scratch, "typescript");
  cpSync(source, dir, { recursive: true, filter: (p) => !p.endsWith("node_modules") });
  symlinkSync(join(source, "node_modules"), join(dir, "node_modules"));
  let n = 0;
  return {
    dir,
    read: (file) => readFileSync(join(source, file), "utf8"),
    ...fileMutation(source, dir),
    /** The guards compiled from the mutated source, loaded beside the package's own compiled modules. */
    async judge(corpus) {
      const guards = readFileSync(join(dir, "src", "guards.ts"), "utf8");
      const js = ts.transpileModule(guards, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
      const file = join(dir, "dist", `guards.mutant-${n++}.js`);
      writeFileSync(file, js);
      const loaded = await import(pathToFileURL(file).href);
      const verdicts = corpus.map((d) => {
        try {
          return loaded[`is${d.typeName}`](JSON.parse(d.text)) ? "1" : "0";
        } catch (error) {
          return `X:${error.name}`;
        }
      });
      rmSync(file);
      return firstDisagreement(corpus, verdicts);
    },
    mirrorTestsPass: () => passes(process.execPath, [join(source, "node_modules", "vitest", "vitest.mjs"), "run"], { cwd: dir }),
  };
}

export function pythonLanguage(root, module, scratch, python) {
  const source = join(root, "packages", module, "python");
  const dir = join(scratch, "python");
  cpSync(source, dir, { recursive: true, filter: (p) => !p.includes("__pycache__") && !p.includes(".pytest_cache") });
  const others = ["agui", "openwop", "meup"].filter((m) => m !== module).map((m) => join(root, "packages", m, "python"));
  // No bytecode: a mutant of the same size written within the same second must not reuse a stale .pyc.
  const env = { ...process.env, PYTHONPATH: [dir, ...others].join(":"), PYTHONWARNINGS: "ignore", PYTHONDONTWRITEBYTECODE: "1" };
  return {
    dir,
    read: (file) => readFileSync(join(source, file), "utf8"),
    ...fileMutation(source, dir),
    async judge(corpus) {
      const run = spawnSync(python, [join(root, "test", "agreement", "python", "agreement.py")], { input: batch(corpus), encoding: "utf8", maxBuffer, env });
      // A mutant that does not even import is reported as such, never counted as killed by a test.
      if (run.status !== 0) return { invalid: run.stderr.trim().split("\n").slice(-1)[0] };
      return firstDisagreement(corpus, lines(run.stdout));
    },
    mirrorTestsPass: () => passes(python, ["-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "tests"], { cwd: dir, env }),
  };
}

/**
 * Go compiles slowly, so every mutant goes into one build as a switch (mutant schemata): `mutant(n)`
 * is true only when CANON_MUTANT=n, and each run of the driver or of `go test` activates one.
 */
export function goLanguage(root, module, scratch) {
  const source = join(root, "packages", module, "go");
  const dir = join(scratch, "go", module);
  const driver = join(scratch, "go", "driver");
  mkdirSync(join(scratch, "go"), { recursive: true });
  cpSync(source, dir, { recursive: true });
  cpSync(join(root, "test", "agreement", "go"), driver, { recursive: true });
  // The driver builds against the scratch copy of this module and the real packages of the others.
  const gomod = readFileSync(join(driver, "go.mod"), "utf8").replace(/canon\/(\w+) => \S+/g, (_, m) => `canon/${m} => ${m === module ? dir : join(root, "packages", m, "go")}`);
  writeFileSync(join(driver, "go.mod"), gomod);
  const binary = join(scratch, "go", "agreement-go");
  const pkg = /^package (\w+)/m.exec(readFileSync(join(source, "doc.go"), "utf8"))?.[1] ?? module;
  let active = 0;
  const env = () => ({ ...process.env, CANON_MUTANT: String(active) });
  return {
    dir,
    read: (file) => readFileSync(join(source, file), "utf8"),
    prepare(mutants) {
      const byFile = new Map();
      mutants.forEach((m, i) => byFile.set(m.file, [...(byFile.get(m.file) ?? []), { m, n: i + 1 }]));
      for (const [file, list] of byFile) {
        let text = readFileSync(join(source, file), "utf8");
        for (const { m, n } of list.sort((a, b) => b.m.at - a.m.at)) text = text.slice(0, m.at) + m.guarded(n) + text.slice(m.at + m.length);
        writeFileSync(join(dir, file), text);
      }
      writeFileSync(join(dir, "mutant_switch.go"), `package ${pkg}\n\nimport (\n\t"os"\n\t"strconv"\n)\n\nvar canonMutant, _ = strconv.Atoi(os.Getenv("CANON_MUTANT"))\n\nfunc mutant(n int) bool { return canonMutant == n }\n\nfunc pick[T any](n int, mutated, original T) T {\n\tif canonMutant == n {\n\t\treturn mutated\n\t}\n\treturn original\n}\n`);
      const build = spawnSync("go", ["build", "-o", binary, "."], { cwd: driver, encoding: "utf8" });
      if (build.status !== 0) throw new Error(`go: the mutant build does not compile:\n${build.stderr}`);
    },
    activate: (mutant, n) => (active = n),
    deactivate: () => (active = 0),
    async judge(corpus) {
      return firstDisagreement(corpus, lines(execFileSync(binary, [], { input: batch(corpus), encoding: "utf8", maxBuffer, env: env() })));
    },
    mirrorTestsPass: () => passes("go", ["test", "-count=1", "./..."], { cwd: dir, env: env() }),
  };
}
