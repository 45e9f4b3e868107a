/**
 * The verdict of each language on a batch of samples. TypeScript runs in this process; Python and
 * Go read the batch as JSON lines and answer one verdict per line, so one process per language
 * judges thousands of documents.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../foundation/workspace.js";
import type { Sample } from "./documents.js";

/** "1" accepted, "0" rejected, anything else a crash or a protocol error (always a disagreement). */
export type Verdict = string;

export interface TypeScriptPackage {
  validate(typeName: string, value: unknown): { ok: boolean };
  readonly [guard: string]: unknown;
}

export function typescriptVerdicts(
  pkg: TypeScriptPackage,
  samples: readonly Sample[],
): { guard: Verdict[]; validator: Verdict[] } {
  const guard: Verdict[] = [];
  const validator: Verdict[] = [];
  for (const sample of samples) {
    const value: unknown = JSON.parse(sample.text);
    const isType = pkg[`is${sample.typeName}`] as ((v: unknown) => boolean) | undefined;
    guard.push(judge(() => (isType === undefined ? "?" : isType(value) ? "1" : "0")));
    validator.push(judge(() => (pkg.validate(sample.typeName, value).ok ? "1" : "0")));
  }
  return { guard, validator };
}

function judge(run: () => Verdict): Verdict {
  try {
    return run();
  } catch (error) {
    return `X:${(error as Error).name}`;
  }
}

const batch = (samples: readonly Sample[]): string =>
  samples.map((s) => JSON.stringify({ module: s.module, type: s.typeName, text: s.text })).join("\n") + "\n";
const lines = (output: string): Verdict[] => output.trimEnd().split("\n");
const maxBuffer = 1 << 30;

export function pythonVerdicts(python: string, samples: readonly Sample[]): Verdict[] {
  const modules = ["agui", "openwop", "meup"].map((m) => join(repoRoot, "packages", m, "python"));
  const output = execFileSync(python, [join(repoRoot, "test", "agreement", "python", "agreement.py")], {
    input: batch(samples),
    encoding: "utf8",
    maxBuffer,
    env: { ...process.env, PYTHONPATH: modules.join(":"), PYTHONWARNINGS: "ignore" },
  });
  return lines(output);
}

/** Builds the Go driver once per run; `go build` caches, so later runs are quick. */
export function buildGoDriver(outDir: string): string {
  const binary = join(outDir, "agreement-go");
  execFileSync("go", ["build", "-o", binary, "."], {
    cwd: join(repoRoot, "test", "agreement", "go"),
    stdio: "inherit",
  });
  return binary;
}

export function goVerdicts(binary: string, samples: readonly Sample[]): Verdict[] {
  return lines(execFileSync(binary, [], { input: batch(samples), encoding: "utf8", maxBuffer }));
}
