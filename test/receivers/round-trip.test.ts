/**
 * Round trips: streams written by `@ag-ui/encoder` 1.0.0 and by `ag-ui-protocol`'s EventEncoder,
 * and a 0.x-style stream (legacy nulls, THINKING_*, a binary part, extra fields), parsed by the
 * TypeScript, Python and Go SDKs in their default (tolerant) mode. Nothing on the wire is lost,
 * and the three SDKs return the same documents and the same warnings.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EventEncoder } from "@ag-ui/encoder";
import { parseEvent } from "@canon-sdk/agui";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { buildGoDriver } from "../agreement/languages.js";
import { ensurePython } from "../agreement/python-env.js";
import { legacyStream, modernEvents, sseData } from "./streams.js";

interface Outcome {
  readonly status: string;
  readonly tag?: string;
  readonly output?: unknown;
  readonly warnings: readonly { code: string; path: string }[];
}

const lines = (texts: readonly string[]): string =>
  texts.map((text) => JSON.stringify({ module: "agui", type: "Event", text })).join("\n") + "\n";
const parsed = (output: string): Outcome[] =>
  output
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as Outcome);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

function typescriptOutcome(text: string): Outcome {
  const result = parseEvent(text);
  const warnings = result.warnings.map((w) => ({ code: w.code, path: w.path }));
  if (!result.ok) return { status: "error", warnings };
  if ("unknown" in result.value) return { status: "unknown", tag: result.value.type, warnings };
  return { status: "ok", output: result.value, warnings };
}

/** Every leaf of the wire document (path → value), nulls excepted: what "no field lost" compares. */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) for (const [p, leaf] of leaves(v, `${path}/${k}`)) found.set(p, leaf);
  } else if (value !== null) found.set(path, JSON.stringify(value));
  return found;
}

describe("round trips through the AG-UI encoders", () => {
  let python = "";
  let goBinary = "";
  beforeAll(() => {
    python = ensurePython();
    goBinary = buildGoDriver(mkdtempSync(join(tmpdir(), "canon-receivers-")));
  });

  const everywhere = (texts: readonly string[]): { typescript: Outcome[]; python: Outcome[]; go: Outcome[] } => ({
    typescript: texts.map(typescriptOutcome),
    python: parsed(
      execFileSync(python, [join(repoRoot, "test", "agreement", "python", "tolerant.py")], {
        input: lines(texts),
        encoding: "utf8",
        env: {
          ...process.env,
          PYTHONPATH: ["agui", "openwop", "meup"].map((m) => join(repoRoot, "packages", m, "python")).join(":"),
        },
      }),
    ),
    go: parsed(execFileSync(goBinary, ["-tolerant"], { input: lines(texts), encoding: "utf8" })),
  });

  const agree = (texts: readonly string[], seen: ReturnType<typeof everywhere>): void => {
    texts.forEach((text, i) => {
      const views = [seen.typescript[i], seen.python[i], seen.go[i]].map((o) => JSON.stringify(canonical(o)));
      expect(new Set(views).size, `${text}\n${views.join("\n")}`).toBe(1);
    });
  };

  const streams: [string, () => string][] = [
    ["@ag-ui/encoder 1.0.0", () => modernEvents.map((e) => new EventEncoder().encode(e as never)).join("")],
    [
      "ag-ui-protocol EventEncoder",
      () =>
        execFileSync(python, [join(repoRoot, "test", "receivers", "encode_with_ag_ui.py")], {
          input: modernEvents.map((e) => JSON.stringify(e)).join("\n"),
          encoding: "utf8",
        }),
    ],
  ];

  it.each(streams)(
    "a 1.x stream written by %s reads back whole, with no warning, the same in every language",
    (_, write) => {
      const texts = sseData(write());
      expect(texts.length).toBe(modernEvents.length);
      const seen = everywhere(texts);
      agree(texts, seen);
      texts.forEach((text, i) => {
        const outcome = seen.typescript[i] as Outcome;
        expect(outcome.status, text).toBe("ok");
        expect(outcome.warnings).toEqual([]);
        // No field lost: every leaf on the wire is in the parsed event, unchanged.
        const got = leaves(outcome.output);
        for (const [path, value] of leaves(JSON.parse(text))) expect(got.get(path), `${path} of ${text}`).toBe(value);
      });
    },
    15 * 60_000,
  );

  it(
    "a 0.x-style stream is translated, not dropped, with the same warnings in every language",
    () => {
      const texts = sseData(legacyStream);
      const seen = everywhere(texts);
      agree(texts, seen);
      const outcomes = seen.typescript;
      expect(outcomes.every((o) => o.status === "ok")).toBe(true);
      expect(outcomes.map((o) => o.warnings.map((w) => `${w.code} ${w.path}`))).toEqual([
        [],
        ["retired-member "],
        ["retired-member "],
        ["retired-member "],
        ["retired-member "],
        ["retired-member "],
        ["null-as-absent /parentMessageId"],
        ["null-as-absent /parentMessageId"],
        ["unknown-property /futureField"],
        ["retired-member /messages/0/content/0"],
        ["null-as-absent /outcome", "null-as-absent /result"],
      ]);
      const types = outcomes.map((o) => (o.output as { type: string }).type);
      expect(types.slice(1, 6)).toEqual([
        "REASONING_START",
        "REASONING_MESSAGE_START",
        "REASONING_MESSAGE_CONTENT",
        "REASONING_MESSAGE_END",
        "REASONING_END",
      ]);
      // Nothing carried on the wire is lost in translation.
      expect(outcomes[1]?.output).toMatchObject({ metadata: { title: "Planning" } });
      expect(outcomes[3]?.output).toMatchObject({ delta: "Let me think" });
      expect(outcomes[9]?.output).toMatchObject({
        messages: [
          { content: [{ type: "image", source: { type: "data", value: "iVBORw0KGgo=", mimeType: "image/png" } }] },
        ],
      });
    },
    15 * 60_000,
  );
});
