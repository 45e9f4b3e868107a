// Receiver benchmark: tolerant and strict parsing of three AG-UI streams (valid, one unknown
// property per event, one malformed known field per event) in TypeScript, Python and Go, and
// ag-ui-protocol's pydantic models as Python's peer. Every measurement runs in its own process and
// reports CPU time; rounds are interleaved in a rotating order, and ratios are the median of the
// per-round ratios, so machine load drifting between rounds hits every contender alike.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writeStreams } from "./streams.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3000);
const work = mkdtempSync(join(tmpdir(), "canon-receivers-bench-"));
const files = writeStreams(work, EVENTS);

const { pythonEnv } = await import(pathToFileURL(join(root, "generators", "python", "scripts", "python-env.mjs")).href);
const { python } = pythonEnv(root);
const goBinary = join(work, "receivers-go");
execFileSync("go", ["build", "-o", goBinary, "."], { cwd: join(here, "go"), stdio: "inherit" });

const pythonPath = join(root, "packages", "agui", "python");
const runners = {
  typescript: (contender, file) =>
    execFileSync(process.execPath, [join(here, "ts-worker.mjs"), contender, file], { encoding: "utf8" }),
  python: (contender, file) =>
    execFileSync(python, [join(here, "py_worker.py"), contender, file], {
      encoding: "utf8",
      env: { ...process.env, PYTHONPATH: pythonPath },
    }),
  go: (contender, file) => execFileSync(goBinary, [contender, file], { encoding: "utf8" }),
};
const contenders = [
  ...["tolerant", "strict"].flatMap((mode) =>
    ["typescript", "python", "go"].map((language) => ({ language, contender: mode })),
  ),
  { language: "python", contender: "ag-ui-protocol" },
];
const jobs = contenders.flatMap((c) => Object.keys(files).map((stream) => ({ ...c, stream })));
const key = (j) => `${j.language}/${j.contender}/${j.stream}`;
const samples = new Map(jobs.map((j) => [key(j), []]));
const accepted = new Map();

for (let round = 0; round < ROUNDS; round++) {
  const order = jobs.map((_, i) => jobs[(i + round * 7) % jobs.length]);
  for (const job of order) {
    const out = JSON.parse(runners[job.language](job.contender, files[job.stream]));
    samples.get(key(job)).push(out.nsPerEvent);
    accepted.set(key(job), out.accepted);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = (a, b) => Number(median(samples.get(a).map((x, i) => x / samples.get(b)[i])).toFixed(2));
const rows = jobs.map((j) => ({
  language: j.language,
  contender: j.contender,
  stream: j.stream,
  nsPerEvent: Math.round(median(samples.get(key(j)))),
  accepted: accepted.get(key(j)),
}));
const ratios = {
  tolerantUnknownOverTolerantValid: Object.fromEntries(
    ["typescript", "python", "go"].map((l) => [l, ratio(`${l}/tolerant/unknown-property`, `${l}/tolerant/valid`)]),
  ),
  tolerantUnknownOverStrictValid: Object.fromEntries(
    ["typescript", "python", "go"].map((l) => [l, ratio(`${l}/tolerant/unknown-property`, `${l}/strict/valid`)]),
  ),
  // Speed relative to ag-ui-protocol (its time over ours): above 1.0 means canon_agui is faster.
  pythonTolerantVsAgUiProtocol: Object.fromEntries(
    Object.keys(files).map((s) => [s, ratio(`python/ag-ui-protocol/${s}`, `python/tolerant/${s}`)]),
  ),
  pythonStrictVsAgUiProtocol: Object.fromEntries(
    Object.keys(files).map((s) => [s, ratio(`python/ag-ui-protocol/${s}`, `python/strict/${s}`)]),
  ),
};

console.log(
  `\nReceivers: ${EVENTS} AG-UI events per stream, CPU ns per event, median of ${ROUNDS} interleaved rounds, one process per measurement\n`,
);
console.log("| language | contender | stream | ns/event | accepted |");
console.log("| --- | --- | --- | ---: | ---: |");
for (const r of rows) console.log(`| ${r.language} | ${r.contender} | ${r.stream} | ${r.nsPerEvent} | ${r.accepted} |`);
console.log("\n" + JSON.stringify(ratios, null, 2));
mkdirSync(join(here, "..", "results"), { recursive: true });
writeFileSync(
  join(here, "..", "results", "receivers.json"),
  `${JSON.stringify({ benchmark: "receivers", events: EVENTS, rounds: ROUNDS, node: process.version, results: rows, ratios }, null, 2)}\n`,
);
