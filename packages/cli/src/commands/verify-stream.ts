/**
 * `canon verify-stream <module> <file.jsonl|->`: the producer-side check of a stream of events.
 * Reads NDJSON (one event per line) or SSE (`data:` lines), validates every event strictly (a
 * producer must not send unknown events or properties), and runs the module's lifecycle
 * (docs/lifecycle.md) with the same engine the generated TypeScript package embeds, reporting
 * every violation at its event index and source line.
 */
import { readFileSync } from "node:fs";
import { CanonError, compileModule, diagnostic, findModule, loadConfig, parseJsonSource } from "@canon-sdk/core";
import { type Received, StreamEngine } from "@canon-sdk/generator-typescript/stream-engine";
import type { StreamError, StreamWarning } from "@canon-sdk/generator-typescript/stream-types";
import { EXIT, UsageError } from "../io.js";

interface Framed {
  readonly text: string;
  /** 1-based line where the event starts. */
  readonly line: number;
}

/** Splits the input into events: SSE when any line starts with `data:`, NDJSON otherwise. */
export function frameEvents(text: string): Framed[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (!lines.some((l) => l.startsWith("data:"))) {
    return lines.flatMap((l, i) => (l.trim() === "" ? [] : [{ text: l, line: i + 1 }]));
  }
  const events: Framed[] = [];
  let data: string[] = [];
  let start = 0;
  const flush = (): void => {
    if (data.length > 0) events.push({ text: data.join("\n"), line: start });
    data = [];
  };
  lines.forEach((l, i) => {
    if (l === "") return flush();
    if (!l.startsWith("data:")) return; // comments, event:, id:, retry: carry no event
    if (data.length === 0) start = i + 1;
    data.push(l.slice(5).replace(/^ /, ""));
  });
  flush();
  return events;
}

interface FileReport {
  readonly file: string;
  readonly events: number;
  readonly ok: boolean;
  readonly violations: readonly (StreamError & { line?: number })[];
  readonly warnings: readonly (StreamWarning & { line?: number })[];
}

export function verifyStream(
  root: string,
  moduleName: string | undefined,
  files: readonly string[],
  format: string | undefined,
): number {
  if (moduleName === undefined || files.length === 0)
    throw new UsageError("verify-stream needs <module> <file.jsonl…|->", "verify-stream");
  const module = findModule(loadConfig(root), moduleName);
  const compiled = compileModule(root, module, { withVectors: false });
  if (compiled.ir === undefined || compiled.validator === undefined) throw new CanonError(compiled.errors);
  const plan = compiled.ir.lifecycle;
  if (plan === undefined)
    throw new UsageError(
      `module "${moduleName}" declares no stream lifecycle (${module.schemas}/lifecycle.json; see docs/lifecycle.md)`,
      "verify-stream",
    );
  const validator = compiled.validator;
  const check = (file: string): FileReport => {
    const name = file === "-" ? "<stdin>" : file;
    let text: string;
    try {
      text = readFileSync(file === "-" ? 0 : file, "utf8");
    } catch (error) {
      throw new CanonError([diagnostic("CANON107", `cannot read ${file}: ${(error as Error).message}`, file)]);
    }
    const framed = frameEvents(text);
    const receive = (input: unknown): Received => {
      const parsed = parseJsonSource(input as string, name);
      if (parsed.source === undefined)
        return { ok: false, message: parsed.diagnostics[0]?.message ?? "not JSON", warnings: [] };
      const value = parsed.source.value;
      const type =
        typeof value === "object" && value !== null ? (value as Record<string, unknown>)[plan.tag] : undefined;
      const result = validator.validate(plan.union, value);
      if (result.ok) return { ok: true, value, unknown: false, warnings: [] };
      const first = result.errors[0];
      return {
        ok: false,
        ...(typeof type === "string" ? { type } : {}),
        message: first === undefined ? "invalid event" : `${first.path || "/"} ${first.message}`,
        warnings: [],
      };
    };
    const engine = new StreamEngine(plan, receive, true);
    for (const event of framed) engine.push(event.text);
    engine.end();
    const at = <T extends { index: number }>(x: T): T & { line?: number } => {
      const line = framed[x.index]?.line;
      return line === undefined ? x : { ...x, line };
    };
    return {
      file: name,
      events: framed.length,
      ok: engine.violations.length === 0,
      violations: engine.violations.map(at),
      warnings: engine.warnings.map(at),
    };
  };
  const reports = files.map(check);
  if (format === "json")
    process.stdout.write(`${JSON.stringify({ module: moduleName, ok: reports.every((r) => r.ok), files: reports })}\n`);
  else for (const r of reports) printText(r, moduleName);
  return reports.every((r) => r.ok) ? EXIT.ok : EXIT.problems;
}

function printText(r: FileReport, moduleName: string): void {
  const where = (x: { index: number; line?: number }): string =>
    x.line === undefined ? `${r.file}: end of input` : `${r.file}:${x.line}: event ${x.index}`;
  for (const v of r.violations)
    process.stdout.write(
      `${where(v)}${v.type === undefined ? "" : ` ${v.type}`}: ${v.code}: ${v.message}${v.rule === "" ? "" : ` (rule ${v.rule})`}\n`,
    );
  for (const w of r.warnings) process.stdout.write(`${where(w)}: warning ${w.code}: ${w.message}\n`);
  const verdict = r.ok ? "follows" : `breaks (${r.violations.length} violation${r.violations.length === 1 ? "" : "s"})`;
  process.stdout.write(`${r.file}: ${r.events} events, ${verdict} the ${moduleName} lifecycle\n`);
}
