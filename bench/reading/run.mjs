// Reading benchmark, both lanes in TypeScript, Python and Go, CPU time (not wall time):
// - parse: strict parseEvent from JSON text over the valid stream in bench/fixtures (best of rounds);
// - linear: validate and parse one STATE_DELTA with 10k, 100k and 1M invalid patch operations, and
//   the growth ratio between sizes (10 for linear time; 100 would be quadratic).
// READING_SIZES (comma-separated) and READING_ROUNDS change the sizes and rounds.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseEvent, validate } from "@canon-sdk/agui";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const fixture = join(root, "bench", "fixtures", "agui-events.jsonl");
const sizes = (process.env.READING_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const rounds = Number(process.env.READING_ROUNDS ?? 7);

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function typescriptParse() {
  const lines = readFileSync(fixture, "utf8").trim().split("\n");
  let best = Infinity;
  for (let r = 0; r < rounds + 2; r++) {
    const start = cpu();
    for (const line of lines)
      if (!parseEvent(line, { mode: "strict" }).ok) throw new Error("a valid event was rejected");
    if (r >= 2) best = Math.min(best, cpu() - start);
  }
  return { seconds: best, events: lines.length };
}

const stateDelta = (n) => `{"type":"STATE_DELTA","delta":[${Array(n).fill('{"op":"remove","path":7}').join(",")}]}`;

function typescriptLinear(n) {
  const text = stateDelta(n);
  const value = JSON.parse(text);
  let start = cpu();
  if (validate("Event", value).ok) throw new Error("an invalid document was accepted");
  const validated = cpu() - start;
  start = cpu();
  if (parseEvent(text, { mode: "strict" }).ok) throw new Error("an invalid document was accepted");
  return { validate: validated, parse: cpu() - start };
}

const pythonScript = pathToFileURL(join(root, "generators", "python", "scripts", "python-env.mjs")).href;
const { python } = (await import(pythonScript)).pythonEnv(root);
const pythonRun = (...args) =>
  JSON.parse(
    execFileSync(python, [join(here, "reading.py"), ...args], {
      encoding: "utf8",
      env: { ...process.env, PYTHONPATH: join(root, "packages", "agui", "python") },
    }),
  );
const goBinary = join(mkdtempSync(join(tmpdir(), "canon-reading-")), "reading");
execFileSync("go", ["build", "-o", goBinary, "."], { cwd: join(here, "go"), stdio: "inherit" });
const goRun = (...args) => JSON.parse(execFileSync(goBinary, args, { encoding: "utf8" }));

const perEvent = (r) => `${((r.seconds / r.events) * 1e6).toFixed(2)} µs/event`;
console.log("## parse: strict parse from JSON text, valid events (best CPU time per pass)\n");
console.log("| language | per event |\n| --- | --- |");
console.log(`| TypeScript parseEvent(text, strict) | ${perEvent(typescriptParse())} |`);
console.log(`| Python parse_event(bytes, strict) | ${perEvent(pythonRun("parse", fixture, String(rounds)))} |`);
console.log(`| Go ParseEvent | ${perEvent(goRun("parse", fixture, String(rounds)))} |`);

console.log(
  "\n## linear: one STATE_DELTA with n invalid items (CPU seconds; growth = time ratio to the previous size)\n",
);
const languages = [
  ["TypeScript", typescriptLinear],
  ["Python", (n) => pythonRun("linear", String(n))],
  ["Go", (n) => goRun("linear", String(n))],
];
console.log(`| language | call | ${sizes.map((n) => `n=${n}`).join(" | ")} | growth |`);
console.log(`| --- | --- | ${sizes.map(() => "---").join(" | ")} | --- |`);
for (const [label, run] of languages) {
  const results = sizes.map((n) => run(n));
  for (const call of ["validate", "parse"]) {
    const times = results.map((r) => r[call]);
    const growth = times
      .slice(1)
      .map((t, i) => (t / Math.max(times[i], 1e-6)).toFixed(1))
      .join(", ");
    console.log(
      `| ${label} | ${call} | ${times.map((t) => (t < 0.01 ? t.toExponential(1) : t.toFixed(3))).join(" | ")} | ${growth} |`,
    );
  }
}
