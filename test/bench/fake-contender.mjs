#!/usr/bin/env node
// A contender that obeys the bench protocol with the least possible code, so the harness test
// needs no language toolchain: `--work N` makes it spend N times the CPU per document of the
// plain reader, which gives the harness's ratios something to find.
import { readFileSync } from "node:fs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : process.argv[i + 1];
};
const lines = readFileSync(arg("--fixture"), "utf8").trimEnd().split("\n");
const input = arg("--input");
const repeat = Number(arg("--repeat", "1"));
const work = Number(arg("--work", "1"));
// --expect-warmup W: fail unless the harness asked for W warm-up passes (what its test checks).
const expected = arg("--expect-warmup");
if (expected !== undefined && arg("--warmup") !== expected) {
  console.error(`asked for --warmup ${arg("--warmup")}, expected ${expected}`);
  process.exit(2);
}
const docs = input === "value" ? lines.map((l) => JSON.parse(l)) : lines;

function check(doc) {
  let value = doc;
  for (let i = 0; i < work; i++) value = typeof doc === "string" ? JSON.parse(doc) : structuredClone(doc);
  const known = typeof value.type === "string" && (value.timestamp === undefined || Number.isInteger(value.timestamp));
  return { ok: known, warned: "futureField" in value };
}

function pass(count) {
  let accepted = 0,
    warnings = 0;
  for (let r = 0; r < count; r++) {
    for (const doc of docs) {
      const { ok, warned } = check(doc);
      if (ok) accepted++;
      if (ok && warned) warnings++;
    }
  }
  return { accepted, warnings };
}

pass(Number(arg("--warmup", "1")));
const start = process.cpuUsage();
const { accepted, warnings } = pass(repeat);
const used = process.cpuUsage(start);
// --first-ns N: report N as the first pass's CPU time (firstCpuNs), so the test knows the figure.
const first = arg("--first-ns");
const report = { ops: docs.length * repeat, cpuNs: (used.user + used.system) * 1000, accepted, warnings };
console.log(JSON.stringify(first === undefined ? report : { ...report, firstCpuNs: Number(first) }));
