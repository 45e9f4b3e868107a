/**
 * The stream processor of a module with a lifecycle.json: the lifecycle plan as data
 * (src/lifecycle-plan.ts) and the hand-written interpreter from runtime/lifecycle/ copied in
 * with the generated header, plus a test that runs the module's stream corpus. docs/lifecycle.md.
 */
import type { GeneratedFile, ModuleIR } from "@canon-sdk/core";
import { copiedRuntime, file, tsHeader } from "./text.js";

/** The interpreter's sources, in the order they depend on each other. */
const RUNTIME_FILES = [
  "stream-types.ts",
  "stream-pointer.ts",
  "stream-patch.ts",
  "stream-chunks.ts",
  "stream-scopes.ts",
  "stream-apply.ts",
  "stream-engine.ts",
  "stream.ts",
] as const;

/** The version of fast-json-patch the processor applies RFC 6902 patches with. */
export const JSON_PATCH_VERSION = "3.1.1";

export function emitLifecycle(ir: ModuleIR): GeneratedFile[] {
  const plan = ir.lifecycle;
  if (plan === undefined) return [];
  const header = tsHeader(ir.schemaDir);
  const runtime = copiedRuntime("lifecycle", RUNTIME_FILES, header);
  const planFile = file([
    header,
    '/** This module\'s lifecycle plan, from its lifecycle.json (docs/lifecycle.md, "The plan"). */',
    'import type { Plan } from "./stream-types.js";',
    "",
    `export const LIFECYCLE_PLAN: Plan = ${JSON.stringify(plan, null, 2)};`,
  ]);
  return [
    { path: "src/lifecycle-plan.ts", content: planFile },
    ...runtime,
    { path: "test/streams.test.ts", content: emitStreamTests(ir) },
  ];
}

function emitStreamTests(ir: ModuleIR): string {
  return file([
    tsHeader(ir.schemaDir),
    "// The module's stream corpus (schemas/<module>/streams/*.json): the same outcome, delivered",
    '// events, warnings, messages and state in every language (docs/lifecycle.md, "The stream corpus").',
    'import { existsSync, readdirSync, readFileSync } from "node:fs";',
    'import { describe, expect, it } from "vitest";',
    'import { createEventStream, verify } from "../src/stream.js";',
    'import { streamsDir } from "./corpus.js";',
    "",
    "interface Case {",
    "  readonly events: readonly unknown[];",
    "  readonly expect: {",
    '    readonly outcome: "completed" | "failed";',
    "    readonly error?: { readonly code: string; readonly index: number };",
    "    readonly delivered: readonly string[];",
    "    readonly warnings: readonly { readonly code: string; readonly index: number }[];",
    "    readonly messages?: readonly unknown[];",
    "    readonly state?: unknown;",
    "  };",
    "}",
    "",
    "const cases: [string, Case][] = existsSync(streamsDir)",
    '  ? readdirSync(streamsDir).filter((n) => n.endsWith(".json")).sort().map((n) => [n, JSON.parse(readFileSync(`${streamsDir}${n}`, "utf8")) as Case])',
    "  : [];",
    "",
    `const tagOf = (e: unknown): unknown => (e as Record<string, unknown>)[${JSON.stringify(ir.lifecycle?.tag ?? "type")}];`,
    "",
    'describe("stream corpus", () => {',
    '  it("has cases", () => expect(cases.length).toBeGreaterThan(0));',
    "",
    '  it.each(cases)("%s", (_, c) => {',
    "    const stream = createEventStream();",
    "    for (const event of c.events) stream.push(event);",
    "    stream.end();",
    "    const error = stream.error === undefined ? undefined : { code: stream.error.code, index: stream.error.index };",
    '    expect({ outcome: error === undefined ? "completed" : "failed", error }, stream.error?.message).toEqual({ outcome: c.expect.outcome, error: c.expect.error });',
    "    expect(stream.events.map(tagOf)).toEqual(c.expect.delivered);",
    "    expect(stream.warnings.map((w) => ({ code: w.code, index: w.index }))).toEqual(c.expect.warnings);",
    "    if (c.expect.messages !== undefined) expect(stream.messages).toEqual(c.expect.messages);",
    "    if (c.expect.state !== undefined) expect(stream.state).toEqual(c.expect.state);",
    "  });",
    "",
    '  it.each(cases)("%s: verify() reports the same first violation, and the input is untouched", (_, c) => {',
    "    const before = JSON.stringify(c.events);",
    "    const report = verify(c.events);",
    "    expect(JSON.stringify(c.events)).toBe(before);",
    '    expect(report.ok).toBe(c.expect.outcome === "completed");',
    "    const first = report.violations[0];",
    "    expect(first === undefined ? undefined : { code: first.code, index: first.index }).toEqual(c.expect.error);",
    "  });",
    "});",
  ]);
}
