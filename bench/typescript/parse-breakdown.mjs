// Where parseEvent's time goes, measured the way bench/harness measures contenders: one process per
// measurement, one untimed pass over the fixture, then --repeat timed passes, CPU time of the whole
// process (so compiling and collecting garbage count), rounds interleaved, medians reported.
//   node typescript/parse-breakdown.mjs [--rounds N] [--repeat N] [--streams valid,unknown]
// Steps, each timed on its own: JSON.parse alone; readJson (JSON.parse and the checks of the text:
// duplicate keys, depth, numbers, surrogate escapes); JSON.parse + isEvent; readJson + isEvent;
// parseEvent. Differences between steps give the shares; they are estimates, as each process warms up
// on its own.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = fileURLToPath(import.meta.url);
const fixtures = join(dirname(here), "..", "fixtures");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    child: { type: "boolean", default: false },
    rounds: { type: "string", default: "3" },
    repeat: { type: "string", default: "10" },
    streams: { type: "string", default: "valid,unknown" },
  },
});

async function child([step, file, repeat]) {
  const { isEvent, parseEvent, readJson } = await import("@canon-sdk/agui");
  const steps = {
    json: (text) => JSON.parse(text) !== undefined,
    read: (text) => readJson(text).ok,
    jsonGuard: (text) => isEvent(JSON.parse(text)),
    readGuard: (text) => {
      const read = readJson(text);
      return read.ok && isEvent(read.value);
    },
    parse: (text) => parseEvent(text).ok,
  };
  const run = steps[step];
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.length > 0);
  let kept = 0;
  for (const line of lines) if (run(line)) kept++;
  const start = process.cpuUsage();
  for (let pass = 0; pass < Number(repeat); pass++) for (const line of lines) if (run(line)) kept++;
  const used = process.cpuUsage(start);
  console.log(JSON.stringify({ ns: ((used.user + used.system) * 1000) / (lines.length * Number(repeat)), kept }));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const steps = ["json", "read", "jsonGuard", "readGuard", "parse"];

function parent() {
  const rows = [];
  for (const fixture of ["stream", "rich"])
    for (const stream of values.streams.split(",")) {
      const file = join(fixtures, `${fixture}.${stream}.jsonl`);
      const times = Object.fromEntries(steps.map((s) => [s, []]));
      for (let round = 0; round < Number(values.rounds); round++)
        for (const step of steps) {
          const out = execFileSync(process.execPath, [here, "--child", step, file, values.repeat], {
            encoding: "utf8",
          });
          times[step].push(JSON.parse(out).ns);
        }
      const m = Object.fromEntries(steps.map((s) => [s, median(times[s])]));
      rows.push({ fixture, stream, ...m });
    }
  const ns = (x) => `${Math.round(x)} ns`;
  const share = (x, row) => `${ns(x)} (${Math.round((100 * x) / row.parse)}%)`;
  console.log(
    "| fixture | stream | parseEvent | JSON.parse | checks of the text | guard | rest | JSON.parse ÷ parseEvent | JSON.parse ÷ (JSON.parse + isEvent) |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows)
    console.log(
      `| ${r.fixture} | ${r.stream} | ${ns(r.parse)} | ${share(r.json, r)} | ${share(r.read - r.json, r)} | ${share(r.jsonGuard - r.json, r)} | ${share(r.parse - r.readGuard, r)} | ${Math.round((100 * r.json) / r.parse)}% | ${Math.round((100 * r.json) / r.jsonGuard)}% |`,
    );
}

if (values.child) await child(positionals);
else parent();
