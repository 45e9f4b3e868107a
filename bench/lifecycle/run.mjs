// The stream processor's cost over parsing alone, in Python and Go: each measurement in its own
// fresh process (CPU time of the timed loop only, after an untimed warm-up pass), in interleaved
// rounds; prints the median µs per event of each mode and the median of the per-round ratios.
// Usage: node bench/lifecycle/run.mjs [--rounds 5] [--fixture bench/fixtures/agui-events.jsonl]
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : process.argv[at + 1];
};
const rounds = Number(arg("rounds", "5"));
const fixture = arg("fixture", join(root, "bench", "fixtures", "agui-events.jsonl"));

const python = (await import(join(root, "generators", "python", "scripts", "python-env.mjs"))).pythonEnv(root).python;
const goBinary = join(here, "go", "stream-bench");
execFileSync("go", ["build", "-o", goBinary, "."], { cwd: join(here, "go"), stdio: "inherit" });

const contenders = {
  python: (mode) => [
    python,
    [join(here, "stream_bench.py"), "--fixture", fixture, "--mode", mode, "--repeat", "2"],
    { PYTHONPATH: join(root, "packages", "agui", "python") },
  ],
  go: (mode) => [goBinary, ["--fixture", fixture, "--mode", mode, "--repeat", "10"], {}],
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const measure = ([command, args, env]) => {
  const line = JSON.parse(execFileSync(command, args, { encoding: "utf8", env: { ...process.env, ...env } }).trim());
  return line.cpuNs / line.ops / 1000;
};

for (const [language, contender] of Object.entries(contenders)) {
  const parse = [];
  const stream = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ["parse", "stream"] : ["stream", "parse"];
    const got = Object.fromEntries(order.map((mode) => [mode, measure(contender(mode))]));
    parse.push(got.parse);
    stream.push(got.stream);
  }
  const ratios = parse.map((p, i) => stream[i] / p);
  console.log(
    `${language}: parse ${median(parse).toFixed(2)} µs/event, parse+processor ${median(stream).toFixed(2)} µs/event, ratio ${median(ratios).toFixed(2)}x (min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}; ${rounds} rounds)`,
  );
}
