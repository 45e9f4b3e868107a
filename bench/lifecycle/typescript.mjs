// Lifecycle benchmark (TypeScript): CPU time per event of parsing an AG-UI stream alone versus
// parsing it through the stream processor (chunk expansion, verification, application), over the
// same lifecycle-valid stream. Each measurement is a fresh process; rounds alternate the order, and
// the ratio is the median of the per-round ratios, so load drifting between rounds hits both alike.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeLifecycleStream } from "./make-stream.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const file = join(mkdtempSync(join(tmpdir(), "canon-lifecycle-bench-")), "stream.jsonl");
const events = writeLifecycleStream(file, RUNS);

const measure = (mode) =>
  JSON.parse(
    execFileSync(process.execPath, [join(here, "ts-worker.mjs"), mode, file, String(REPEAT)], { encoding: "utf8" }),
  );
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const perEvent = { parse: [], stream: [] };
const ratios = [];
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? ["parse", "stream"] : ["stream", "parse"];
  const got = {};
  for (const mode of order) {
    const r = measure(mode);
    got[mode] = r.cpuNs / r.ops;
    perEvent[mode].push(got[mode]);
  }
  ratios.push(got.stream / got.parse);
}
const fmt = (ns) => `${(ns / 1000).toFixed(2)} µs`;
console.log(
  `lifecycle bench (TypeScript): ${events} events per stream, ${REPEAT} passes per process, ${ROUNDS} rounds`,
);
for (const mode of ["parse", "stream"])
  console.log(
    `  ${mode.padEnd(6)} median ${fmt(median(perEvent[mode]))}/event (min ${fmt(Math.min(...perEvent[mode]))}, max ${fmt(Math.max(...perEvent[mode]))})`,
  );
console.log(
  `  processor over parse alone: ×${median(ratios).toFixed(2)} (median of per-round ratios; min ×${Math.min(...ratios).toFixed(2)}, max ×${Math.max(...ratios).toFixed(2)})`,
);
