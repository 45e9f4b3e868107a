/**
 * Each language's full outcome of every stream of a module's corpus: the error (code, index, type,
 * rule), every delivered event whole, every warning (code, index, path), the final state and
 * messages, and verify()'s violations. TypeScript runs here; Python and Go through the generated
 * packages' own drivers (tests/stream_results.py, TestStreamResults).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../foundation/workspace.js";

export type Results = Record<string, unknown>;

interface Failure {
  readonly code: string;
  readonly index: number;
  readonly type?: string;
  readonly rule: string;
}

interface StreamPackage {
  createEventStream(): {
    push(input: unknown): readonly unknown[];
    end(): unknown;
    readonly events: readonly unknown[];
    readonly warnings: readonly { code: string; index: number; path: string }[];
    readonly error: Failure | undefined;
    readonly state: unknown;
    readonly messages: readonly unknown[];
  };
  verify(events: readonly unknown[]): { readonly violations: readonly Failure[] };
}

export const streamFiles = (module: string): string[] =>
  readdirSync(join(repoRoot, "schemas", module, "streams"))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(repoRoot, "schemas", module, "streams", f));

const failure = (f: Failure) => ({ code: f.code, index: f.index, type: f.type ?? null, rule: f.rule });

/** JSON's view of a value: what the other languages print and what the comparison is about. */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

export function typescriptResults(pkg: StreamPackage, files: readonly string[]): Results {
  const results: Results = {};
  for (const file of files) {
    const events = (JSON.parse(readFileSync(file, "utf8")) as { events: unknown[] }).events;
    const stream = pkg.createEventStream();
    for (const event of events) stream.push(event);
    stream.end();
    results[
      file
        .split("/")
        .pop()
        ?.replace(/\.json$/, "") ?? file
    ] = json({
      error: stream.error === undefined ? null : failure(stream.error),
      delivered: stream.events,
      warnings: stream.warnings.map((w) => ({ code: w.code, index: w.index, path: w.path })),
      state: stream.state,
      messages: stream.messages,
      violations: pkg.verify(events).violations.map(failure),
    });
  }
  return results;
}

export function pythonResults(python: string, module: string, files: readonly string[]): Results {
  const dir = join(repoRoot, "packages", module, "python");
  const output = execFileSync(python, [join(dir, "tests", "stream_results.py"), ...files], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
    env: { ...process.env, PYTHONPATH: [dir, join(dir, "tests")].join(":"), PYTHONWARNINGS: "ignore" },
  });
  return json(JSON.parse(output)) as Results;
}

export function goResults(module: string): Results {
  const out = join(mkdtempSync(join(tmpdir(), "canon-streams-")), "results.json");
  execFileSync("go", ["test", "-count=1", "-run", "^TestStreamResults$", "."], {
    cwd: join(repoRoot, "packages", module, "go"),
    env: { ...process.env, CANON_STREAM_RESULTS: out },
    stdio: "inherit",
  });
  return json(JSON.parse(readFileSync(out, "utf8"))) as Results;
}
