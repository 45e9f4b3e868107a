/**
 * The verdicts of a generated package's own validator on a batch of samples, one process per
 * language per schema: TypeScript's `validate` (from the package tsc emitted), Python's `validate`
 * and Go's `Validate` (through a small command added next to the package). Rust and Java packages
 * have no validator (their READMEs say so), so they are not judged here.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Sample } from "../agreement/documents.js";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const drivers = join(import.meta.dirname, "drivers");
const maxBuffer = 1 << 28;

export type Judged = "typescript" | "python" | "go";
export const JUDGED: readonly Judged[] = ["typescript", "python", "go"];

const batch = (samples: readonly Sample[]): string =>
  samples.map((s) => JSON.stringify({ type: s.typeName, text: s.text })).join("\n") + "\n";
const lines = (output: string): string[] => output.trimEnd().split("\n");

function typescriptVerdicts(dir: string, samples: readonly Sample[], guards: boolean): string[] {
  // The build check (check-jsonschema.ts) has emitted the package already.
  if (!existsSync(join(dir, "dist", "index.js")))
    execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: dir, stdio: "pipe" });
  return lines(
    execFileSync(
      process.execPath,
      [join(drivers, "validate.mjs"), join(dir, "dist", "index.js"), ...(guards ? ["--guards"] : [])],
      {
        input: batch(samples),
        encoding: "utf8",
        maxBuffer,
      },
    ),
  );
}

function pythonVerdicts(dir: string, samples: readonly Sample[], python: string): string[] {
  const pkg = readdirSync(dir).find((f) => f.startsWith("canon_")) as string;
  const env = { ...process.env, PYTHONPATH: dir, PYTHONWARNINGS: "ignore" };
  return lines(
    execFileSync(python, [join(drivers, "validate.py"), pkg], {
      input: batch(samples),
      encoding: "utf8",
      maxBuffer,
      env,
    }),
  );
}

function goVerdicts(dir: string, samples: readonly Sample[]): string[] {
  const modulePath = /^module\s+(\S+)/m.exec(readFileSync(join(dir, "go.mod"), "utf8"))?.[1] as string;
  const command = join(dir, "cmd", "canonagree");
  mkdirSync(command, { recursive: true });
  writeFileSync(
    join(command, "main.go"),
    readFileSync(join(drivers, "validate.go.txt"), "utf8").replace("MODULE_PATH", modulePath),
  );
  return lines(
    execFileSync("go", ["run", "./cmd/canonagree"], { cwd: dir, input: batch(samples), encoding: "utf8", maxBuffer }),
  );
}

/**
 * One verdict per sample from the package in `dir` (the language's folder of the generated SDK).
 * With `guards`, TypeScript's guard and parse must answer as its validate does (else "X:guard").
 */
export function verdicts(
  language: Judged,
  dir: string,
  samples: readonly Sample[],
  python: string,
  guards = false,
): string[] {
  switch (language) {
    case "typescript":
      return typescriptVerdicts(dir, samples, guards);
    case "python":
      return pythonVerdicts(dir, samples, python);
    case "go":
      return goVerdicts(dir, samples);
  }
}
