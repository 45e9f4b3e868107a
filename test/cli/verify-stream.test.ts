/**
 * `canon verify-stream` and the lifecycle declaration checks: a stream that follows a module's
 * lifecycle exits 0, every violation is reported at its event index (text and JSON, NDJSON and
 * SSE), and a malformed lifecycle.json or stream case is a coded lint problem at file:line:col.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, runCli } from "../foundation/workspace.js";
import { project } from "./project.js";

interface StreamCase {
  readonly events: readonly unknown[];
  readonly expect: {
    readonly outcome: string;
    readonly error?: { readonly code: string; readonly index: number };
    readonly warnings: readonly { code: string }[];
  };
}

const corpus = (module: string): [string, StreamCase][] => {
  const dir = join(repoRoot, "schemas", module, "streams");
  return readdirSync(dir)
    .sort()
    .map((name) => [name, JSON.parse(readFileSync(join(dir, name), "utf8")) as StreamCase]);
};

const ndjson = (events: readonly unknown[]): string =>
  events.map((e) => (typeof e === "string" ? e : JSON.stringify(e))).join("\n");

describe("canon verify-stream", () => {
  it("passes a well-formed AG-UI stream and reports each violation at its event index", () => {
    const events = [
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: "m1", delta: "orphan" },
      { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "f" },
      { type: "RUN_FINISHED", threadId: "t", runId: "r" },
    ];
    const good = runCli(["verify-stream", "agui", "-"], repoRoot, ndjson([events[0], events[3]]));
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toContain("2 events, follows the agui lifecycle");

    const bad = runCli(["verify-stream", "agui", "-", "--format", "json"], repoRoot, ndjson(events));
    expect(bad.status).toBe(1);
    const report = JSON.parse(bad.stdout) as {
      ok: boolean;
      files: { violations: { code: string; index: number; line: number }[] }[];
    };
    expect(report.ok).toBe(false);
    expect(report.files[0]?.violations.map((v) => [v.code, v.index, v.line])).toEqual([
      ["scope-not-open", 1, 2],
      ["left-open", 3, 4],
    ]);
    const text = runCli(["verify-stream", "agui", "-"], repoRoot, ndjson(events));
    expect(text.stdout).toContain("<stdin>:2: event 1 TEXT_MESSAGE_CONTENT: scope-not-open:");
    expect(text.stdout).toContain("(rule /scopes/toolCall)");
  });

  it("reads SSE: data lines joined per event, comments and other fields ignored", () => {
    const sse = [
      ": keep-alive",
      "",
      "event: agui",
      'data: {"type": "RUN_STARTED",',
      'data:  "threadId": "t", "runId": "r"}',
      "",
      'data: {"type": "RUN_FINISHED", "threadId": "t", "runId": "r"}',
      "",
      "",
    ].join("\n");
    const run = runCli(["verify-stream", "agui", "-"], repoRoot, sse);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toContain("2 events, follows");
  });

  it.each(["agui", "openwop", "meup"])(
    "agrees with the %s stream corpus on the first violation of every strictly valid stream",
    (module) => {
      // The CLI is strict (a producer must not send unknown material): only streams without tolerance warnings compare.
      const cases = corpus(module).filter(([, c]) =>
        c.expect.warnings.every((w) => w.code === "stream-truncated" || w.code === "patch-failed"),
      );
      const dir = mkdtempSync(join(tmpdir(), "canon-streams-"));
      const files = cases.map(([name, c]) => {
        const file = join(dir, name.replace(/\.json$/, ".jsonl"));
        writeFileSync(file, `${ndjson(c.events)}\n`);
        return file;
      });
      const run = runCli(["verify-stream", module, ...files, "--format", "json"], repoRoot);
      const report = JSON.parse(run.stdout) as {
        ok: boolean;
        files: { violations: { code: string; index: number }[] }[];
      };
      expect(report.files.length).toBe(cases.length);
      cases.forEach(([name, c], i) => {
        const first = report.files[i]?.violations[0];
        expect(first === undefined ? undefined : { code: first.code, index: first.index }, name).toEqual(
          c.expect.error,
        );
      });
      expect(run.status).toBe(cases.every(([, c]) => c.expect.outcome === "completed") ? 0 : 1);
      expect(cases.length).toBeGreaterThan(8);
    },
  );

  it("is strict: an unknown event type or property is a violation for a producer", () => {
    const run = runCli(
      ["verify-stream", "agui", "-", "--format", "json"],
      repoRoot,
      ndjson([{ type: "RUN_STARTED", threadId: "t", runId: "r", extra: 1 }, { type: "FUTURE" }]),
    );
    const report = JSON.parse(run.stdout) as { files: { violations: { code: string; index: number }[] }[] };
    expect(report.files[0]?.violations.map((v) => [v.code, v.index])).toEqual([
      ["invalid-event", 0],
      ["invalid-event", 1],
    ]);
    expect(run.status).toBe(1);
  });

  it("is a usage error without a file, for an unknown module, or for a module without a lifecycle", () => {
    expect(runCli(["verify-stream", "agui"], repoRoot).status).toBe(2);
    expect(runCli(["verify-stream", "nope", "-"], repoRoot, "").status).toBe(2);
    const root = project({ demo: {} });
    const run = runCli(["verify-stream", "demo", "-"], root, '{"type":"PING","seq":1}');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("declares no stream lifecycle");
  });
});

describe("lifecycle declarations and stream cases are linted", () => {
  const lint = (extra: Record<string, unknown>) => runCli(["lint", "--format", "json"], project({ demo: {} }, extra));

  it("rejects an unknown keyword (CANON223) at its line", () => {
    const run = lint({
      "schemas/demo/lifecycle.json": { union: "Event", scopes: { run: { single: true, bogus: 1 } }, events: {} },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("CANON223");
    expect(run.stdout).toContain("lifecycle.json");
  });

  it("rejects names that point nowhere (CANON224)", () => {
    const run = lint({
      "schemas/demo/lifecycle.json": {
        union: "Event",
        scopes: { run: { single: true } },
        events: { PONG: { opens: "run" }, PING: { continues: "nothing" } },
      },
    });
    expect(run.status).toBe(1);
    const out = run.stdout;
    expect(out).toContain('\\"PONG\\" is not a member of \\"Event\\"');
    expect(out).toContain('\\"nothing\\" is not a scope of this file');
    expect(out.match(/CANON224/g)?.length).toBe(2);
  });

  it("rejects a malformed stream case (CANON225) and accepts a good one", () => {
    const lifecycle = { union: "Event", scopes: { run: { single: true } }, events: { PING: { requires: "run" } } };
    const ok = lint({
      "schemas/demo/lifecycle.json": lifecycle,
      "schemas/demo/streams/ok.json": {
        description: "d",
        events: [{ type: "PING", seq: 1 }],
        expect: { outcome: "failed", error: { code: "outside-scope", index: 0 }, delivered: [], warnings: [] },
      },
    });
    expect(ok.stdout).not.toContain("CANON22");
    const bad = lint({
      "schemas/demo/lifecycle.json": lifecycle,
      "schemas/demo/streams/bad.json": {
        description: "d",
        events: [{ type: "PING", seq: 1 }],
        expect: { outcome: "failed", delivered: [], warnings: [] },
      },
    });
    expect(bad.stdout).toContain("CANON225");
    expect(bad.status).toBe(1);
  });
});
