// TypeScript benchmark: throughput of `isEvent` against the peers a user would pick instead, and
// the guard's overhead over JSON.parse on the same stream as SSE lines. All in one process and
// one run, interleaved per round; medians of the rounds; ratios against the guard.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isEvent } from "@canon-sdk/agui";
import { peers } from "./peers.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const lines = readFileSync(join(here, "../fixtures/agui-events.jsonl"), "utf8").trim().split("\n");
const events = lines.map((line) => JSON.parse(line));
const sse = lines.map((line) => `data: ${line}`);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARMUP = 3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One pass over the stream; returns events per second and how many were accepted. */
function pass(check) {
  globalThis.gc?.();
  let accepted = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < events.length; i++) if (check(events[i])) accepted++;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { rate: events.length / seconds, accepted };
}

const SSE_REPEAT = 5;

/** Seconds per pass over the SSE lines, averaged over a few passes so one sample is not noise. */
function ssePass(withGuard) {
  globalThis.gc?.();
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let r = 0; r < SSE_REPEAT; r++) {
    for (let i = 0; i < sse.length; i++) {
      const value = JSON.parse(sse[i].slice(6));
      if (withGuard ? isEvent(value) : value !== null) sink++;
    }
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9 / SSE_REPEAT;
  if (sink !== sse.length * SSE_REPEAT) throw new Error("the SSE stream did not validate");
  return seconds;
}

const contenders = peers();
for (const peer of contenders) {
  const { accepted } = pass(peer.check);
  if (accepted !== events.length)
    throw new Error(`${peer.label} rejected ${events.length - accepted} of ${events.length} events`);
}
const rates = new Map(contenders.map((p) => [p.id, []]));
const parseOnly = [];
const parseAndGuard = [];
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (const peer of contenders) {
    const { rate } = pass(peer.check);
    if (round >= WARMUP) rates.get(peer.id).push(rate);
  }
  // Alternate which runs first, so neither side always inherits the other's garbage.
  const [plain, guarded] =
    round % 2 === 0 ? [ssePass(false), ssePass(true)] : [ssePass(true), ssePass(false)].reverse();
  if (round >= WARMUP) {
    parseOnly.push(plain);
    parseAndGuard.push(guarded);
  }
}

const guardRate = median(rates.get("canon-isEvent"));
const rows = contenders.map((peer) => {
  const rate = median(rates.get(peer.id));
  return {
    id: peer.id,
    label: peer.label,
    eventsPerSecond: Math.round(rate),
    guardSpeedup: Number((guardRate / rate).toFixed(2)),
  };
});
const parseSeconds = median(parseOnly);
const guardedSeconds = median(parseAndGuard);
// Per-round ratios, then their median: robust to the machine's load drifting between rounds.
const overhead = median(parseAndGuard.map((guarded, i) => guarded / parseOnly[i] - 1));

const table = [
  `TypeScript, ${events.length} AG-UI events, median of ${ROUNDS} rounds (node ${process.version})`,
  "",
  "| checker | events/s | isEvent is × faster |",
  "| --- | ---: | ---: |",
  ...rows.map((r) => `| ${r.label} | ${r.eventsPerSecond.toLocaleString("en-US")} | ${r.guardSpeedup.toFixed(2)}× |`),
  "",
  "| SSE lines | ms per stream |",
  "| --- | ---: |",
  `| JSON.parse alone | ${(parseSeconds * 1000).toFixed(2)} |`,
  `| JSON.parse + isEvent | ${(guardedSeconds * 1000).toFixed(2)} |`,
  `| guard overhead | ${(overhead * 100).toFixed(1)}% |`,
].join("\n");
console.log(table);

const results = {
  language: "typescript",
  node: process.version,
  events: events.length,
  rounds: ROUNDS,
  checkers: rows,
  sse: {
    parseOnlyMs: Number((parseSeconds * 1000).toFixed(3)),
    parseAndGuardMs: Number((guardedSeconds * 1000).toFixed(3)),
    guardOverhead: Number(overhead.toFixed(4)),
  },
};
mkdirSync(join(here, "../results"), { recursive: true });
writeFileSync(join(here, "../results/typescript.json"), `${JSON.stringify(results, null, 2)}\n`);
