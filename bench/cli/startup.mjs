/**
 * CPU time (user + sys) of the `canon` command's start-up, each measurement a fresh process:
 *   node bench/cli/startup.mjs [--runs 7] [--cli path/to/canon.js] [--baseline path/to/other/canon.js]
 * With --baseline (e.g. the bin of a checkout built before a change), both builds run in the same
 * interleaved rounds and the table shows both, so "before" and "after" share the machine's load.
 * Not a test: the figures depend on the machine; nothing here asserts a limit.
 *
 * "start-up" cases stop before any work: `compat <one side>` loads everything the compat command
 * imports and then stops at its usage check. The "total" cases include the work on two small files.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    cli: { type: "string" },
    baseline: { type: "string" },
    json: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const repo = join(import.meta.dirname, "..", "..");
const builds = [
  ...(values.baseline === undefined ? [] : [{ name: "baseline", bin: resolve(values.baseline) }]),
  {
    name: values.baseline === undefined ? "canon" : "this build",
    bin: resolve(values.cli ?? join(repo, "packages", "cli", "bin", "canon.js")),
  },
];

// Two versions of a small draft-07 schema written as its authors would (definitions, no config):
// the head adds an optional property, so compat has real but small work to do.
const work = mkdtempSync(join(tmpdir(), "canon-startup-"));
const schema = (extra) => ({
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Order",
  type: "object",
  definitions: {
    Line: {
      type: "object",
      properties: { sku: { type: "string" }, qty: { type: "integer", minimum: 1 } },
      required: ["sku", "qty"],
    },
  },
  properties: { id: { type: "string" }, lines: { type: "array", items: { $ref: "#/definitions/Line" } }, ...extra },
  required: ["id", "lines"],
  additionalProperties: false,
});
writeFileSync(join(work, "old.json"), JSON.stringify(schema({}), null, 2));
writeFileSync(join(work, "new.json"), JSON.stringify(schema({ note: { type: "string" } }), null, 2));

const cases = [
  { name: "node -e 0 (floor of any Node process)", bare: true },
  { name: "canon --help (start-up)", args: ["--help"] },
  { name: "canon --version (start-up)", args: ["--version"] },
  { name: "canon compat, loaded, before work (start-up)", args: ["compat", "old.json"] },
  {
    name: "canon compat old new --category data (total)",
    args: ["compat", "old.json", "new.json", "--category", "data"],
  },
  { name: "canon compat old new (total, data + api)", args: ["compat", "old.json", "new.json"] },
];

/** CPU ms of one fresh process, from bash's `time` (getrusage of the child: user + sys). */
function cpuMs(bin, c) {
  const argv = c.bare ? ["-e", "0"] : [bin, ...c.args];
  const out = execFileSync(
    "bash",
    ["-c", `TIMEFORMAT='%U %S'; { time node "$@" > /dev/null 2>&1; } 2>&1 | tail -1`, "bash", ...argv],
    { cwd: work, encoding: "utf8" },
  );
  const [user, sys] = out.trim().split(/\s+/).map(Number);
  return (user + sys) * 1000;
}

const samples = new Map();
for (let round = 0; round < runs; round++) {
  // Rotate the order every round so no build or case always runs first (or right after another).
  const order = builds.flatMap((b) => cases.map((c) => [b, c]));
  const shift = round % order.length;
  for (const [b, c] of [...order.slice(shift), ...order.slice(0, shift)]) {
    const key = `${b.name}\u0000${c.name}`;
    samples.set(key, [...(samples.get(key) ?? []), cpuMs(b.bin, c)]);
  }
}
rmSync(work, { recursive: true, force: true });

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s.at(-1) };
};
const rows = cases.map((c) => ({
  case: c.name,
  ...Object.fromEntries(builds.map((b) => [b.name, stats(samples.get(`${b.name}\u0000${c.name}`))])),
}));

if (values.json) {
  console.log(JSON.stringify({ node: process.version, runs, builds, rows }, null, 2));
} else {
  console.log(
    `CPU ms (user + sys), fresh process each, ${runs} interleaved rounds, node ${process.version}: median [min–max]`,
  );
  for (const b of builds) console.log(`  ${b.name}: ${b.bin}`);
  const cell = (s) => `${s.median.toFixed(0).padStart(5)} [${s.min.toFixed(0)}–${s.max.toFixed(0)}]`.padEnd(18);
  console.log(`${"".padEnd(48)}${builds.map((b) => b.name.padEnd(18)).join("")}`);
  for (const row of rows) console.log(`${row.case.padEnd(48)}${builds.map((b) => cell(row[b.name])).join("")}`);
}
