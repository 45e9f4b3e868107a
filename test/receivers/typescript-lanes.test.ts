/**
 * TypeScript parseEvent's shortcuts for JSON text (the guard alone, the member walk of
 * strippedAtTop, the learned last property of strippedLearned) give the full walk's answer: for
 * every line of the bench fixtures, read in one process so that the lanes learn as a receiver
 * does, and for the documents that take a learned property out and must put it back.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEvent } from "@canon-sdk/agui";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";

const dist = join(repoRoot, "packages", "agui", "typescript", "dist");
const { tolerate } = (await import(join(dist, "receivers.js"))) as {
  tolerate: (typeName: string, value: unknown) => { value: unknown; warnings: unknown[]; unknownTag?: string };
};
const { isEvent } = (await import(join(dist, "guards.js"))) as { isEvent: (value: unknown) => boolean };

const fixtures = join(repoRoot, "bench", "fixtures");
const streams = readdirSync(fixtures)
  .filter((f) => /^(stream|rich)\.(valid|invalid|unknown)\.jsonl$/.test(f))
  .sort();

/** The full walk's answer for a text: the walk, then the guard on what it left. */
function walked(text: string) {
  const read = tolerate("Event", JSON.parse(text));
  if (read.unknownTag !== undefined) return { ok: true, unknownTag: read.unknownTag, warnings: read.warnings };
  return isEvent(read.value)
    ? { ok: true, value: read.value, warnings: read.warnings }
    : { ok: false, warnings: read.warnings };
}

function answered(text: string) {
  const result = parseEvent(text);
  if (!result.ok) return { ok: false, warnings: [...result.warnings] };
  const value = result.value as { unknown?: true; type?: string };
  return value.unknown === true
    ? { ok: true, unknownTag: value.type, warnings: [...result.warnings] }
    : { ok: true, value: result.value, warnings: [...result.warnings] };
}

describe("parseEvent's lanes answer as the full walk", () => {
  it("covers both fixtures and the three streams", () => expect(streams).toHaveLength(6));

  it.each(streams)("%s, every line", (stream) => {
    const lines = readFileSync(join(fixtures, stream), "utf8").split("\n").filter(Boolean);
    let differ = 0;
    for (const line of lines) if (JSON.stringify(answered(line)) !== JSON.stringify(walked(line))) differ++;
    expect(differ).toBe(0);
    expect(lines.length).toBeGreaterThan(1000);
  });

  const content = { type: "TEXT_MESSAGE_CONTENT", messageId: "m1", delta: "hi" };
  const learnt = (extra: Record<string, unknown>) => JSON.stringify({ ...extra, laneProbe: { a: [1, 2] } });

  it("learns a trailing property and still answers as the walk", () => {
    for (let i = 0; i < 3; i++) {
      const result = parseEvent(learnt(content));
      expect(result).toMatchObject({ ok: true, value: content });
      expect(result.warnings.map((w) => [w.code, w.path])).toEqual([["unknown-property", "/laneProbe"]]);
    }
  });

  it("puts the property back when what remains is refused or is an unknown member", () => {
    parseEvent(learnt(content));
    const refused = learnt({ ...content, delta: 5 });
    expect(answered(refused)).toEqual(walked(refused));
    expect(parseEvent(refused).ok).toBe(false);
    const future = learnt({ type: "FUTURE_EVENT", x: 1 });
    const surfaced = parseEvent(future);
    expect(surfaced).toMatchObject({ ok: true, value: { unknown: true, raw: JSON.parse(future) } });
    expect(Object.keys((surfaced as { value: { raw: object } }).value.raw)).toEqual(["type", "x", "laneProbe"]);
  });

  it("does not learn a name that another member has: a wrong value there is still refused", () => {
    const started = { type: "RUN_STARTED", threadId: "t", runId: "r" };
    for (let i = 0; i < 2; i++) {
      const text = JSON.stringify({ ...started, role: "assistant" });
      expect(answered(text)).toEqual(walked(text));
    }
    // role is TEXT_MESSAGE_START's own optional field: taken out as unknown, the rest would pass.
    const wrongRole = JSON.stringify({ type: "TEXT_MESSAGE_START", messageId: "m1", role: 5 });
    expect(answered(wrongRole)).toEqual(walked(wrongRole));
    expect(parseEvent(wrongRole).ok).toBe(false);
  });

  it("leaves a member the walk goes into to the walk when the text holds a null", () => {
    parseEvent(learnt(content));
    // RUN_FINISHED reads a null result as absent: taking only the learned property out would keep it.
    const finished = learnt({ type: "RUN_FINISHED", threadId: "t", runId: "r", result: null });
    expect(answered(finished)).toEqual(walked(finished));
    expect(parseEvent(finished).warnings.map((w) => w.code)).toContain("null-as-absent");
  });

  it("leaves a retired member to the walk, which translates it", () => {
    parseEvent(learnt(content));
    const thinking = learnt({ type: "THINKING_START" });
    expect(answered(thinking)).toEqual(walked(thinking));
    expect(parseEvent(thinking)).toMatchObject({ ok: true, value: { type: "REASONING_START" } });
  });

  it("never learns __proto__, which a refused document must still report", () => {
    const polluted = (doc: Record<string, unknown>) => `${JSON.stringify(doc).slice(0, -1)},"__proto__":{"p":1}}`;
    for (const doc of [content, { ...content, delta: 5 }, { ...content, delta: 6 }]) {
      const text = polluted(doc);
      expect(answered(text)).toEqual(walked(text));
      expect(parseEvent(text).warnings.map((w) => w.path)).toEqual(["/__proto__"]);
    }
  });

  it("takes the learned property out only when it is the last key", () => {
    parseEvent(learnt(content));
    const inside = JSON.stringify({ type: "TEXT_MESSAGE_CONTENT", laneProbe: 1, messageId: "m1", delta: "hi" });
    expect(answered(inside)).toEqual(walked(inside));
    expect(parseEvent(inside)).toMatchObject({ ok: true, value: content });
  });
});
