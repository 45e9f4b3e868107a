#!/usr/bin/env node
// `pnpm bench`: every contender × fixture × stream × input, one fresh process per measurement, in
// interleaved rounds; writes results/latest.json, results/charts/*.svg and README.md.
import { cpus, platform, release } from "node:os";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { benchDir, parseOptions, warmupOf, warmups } from "./options.mjs";
import { FIXTURES, loadContenders } from "./contenders.mjs";
import { buildAll } from "./build.mjs";
import { measure } from "./measure.mjs";
import { cells, roundOrder } from "./plan.mjs";
import { buildRows, peerRatios, rowKey, toleranceRatios } from "./stats.mjs";
import { charts, readme } from "./report/readme.mjs";
import { pythonStartup } from "./startup.mjs";
import { formatNs } from "./report/svg.mjs";

function fixtureFacts(dir) {
  const facts = {};
  for (const fixture of FIXTURES) {
    for (const stream of ["valid", "invalid", "unknown"]) {
      const file = join(dir, `${fixture}.${stream}.jsonl`);
      if (!existsSync(file)) throw new Error(`missing fixture ${file}: run node bench/fixtures/make.mjs`);
    }
    const text = readFileSync(join(dir, `${fixture}.valid.jsonl`), "utf8");
    facts[fixture] = { documents: text.trimEnd().split("\n").length, bytes: Buffer.byteLength(text) };
  }
  return facts;
}

export async function runBench(argv) {
  const options = parseOptions(argv);
  const fixtures = fixtureFacts(options.fixtures);
  const { ready, errors: buildErrors } = buildAll(loadContenders(options.contenders, options.only), benchDir);
  const plan = cells(ready);
  const samples = new Map();
  for (let round = 0; round < options.rounds; round++) {
    for (const job of roundOrder(plan, round)) {
      const key = rowKey(job.contender, job.fixture, job.stream, job.input);
      const file = join(options.fixtures, `${job.fixture}.${job.stream}.jsonl`);
      const result = measure(
        job.contender,
        file,
        job.input,
        options.repeat,
        benchDir,
        fixtures[job.fixture].documents,
        warmupOf(options, job.contender.language),
      );
      if (!samples.has(key)) samples.set(key, []);
      samples.get(key)[round] = result;
      const figure = result.error ? `FAILED ${result.error}` : `${formatNs(result.cpuNs / result.ops)}/doc`;
      process.stderr.write(
        `[${round + 1}/${options.rounds}] ${job.contender.language}/${job.contender.id} ${job.fixture}.${job.stream} ${job.input}: ${figure}\n`,
      );
    }
  }
  // Five rounds at least: one process start is a few hundred milliseconds, its spread is wide.
  const startup = ready.some((c) => c.language === "python")
    ? await pythonStartup(benchDir, Math.max(options.rounds, 5))
    : undefined;
  const rows = buildRows(
    ready,
    plan,
    samples,
    Object.fromEntries(Object.entries(fixtures).map(([k, v]) => [k, v.documents])),
  );
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model.trim() ?? "unknown",
      cpus: cpus().length,
      platform: `${platform()} ${release()}`,
      node: process.versions.node,
    },
    options: {
      rounds: options.rounds,
      repeat: options.repeat,
      warmup: warmups(options, [...new Set(ready.map((c) => c.language))].sort()),
      quick: options.quick,
      only: options.only ?? null,
    },
    fixtures,
    languages: [...new Set(ready.map((c) => c.language))].sort(),
    contenders: ready.map(({ id, language, peer, argv }) => ({ id, language, peer, argv })),
    rows,
    startup,
    ratios: { canonVsPeer: peerRatios(rows), unknownOverValid: toleranceRatios(rows) },
    buildErrors,
  };
  const chartDir = join(options.out, "results", "charts");
  mkdirSync(chartDir, { recursive: true });
  writeFileSync(join(options.out, "results", "latest.json"), JSON.stringify(results, null, 2) + "\n");
  for (const [name, svg] of charts(results)) writeFileSync(join(chartDir, name), svg);
  writeFileSync(join(options.out, "README.md"), readme(results));
  const failed = buildErrors.length + rows.filter((r) => r.errors.length > 0).length + (startup?.error ? 1 : 0);
  process.stderr.write(
    `wrote ${join(options.out, "results", "latest.json")} and ${join(options.out, "README.md")}${failed ? `; ${failed} failure(s), listed in the README` : ""}\n`,
  );
  return failed === 0;
}

try {
  process.exitCode = (await runBench(process.argv.slice(2))) ? 0 : 1;
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = error.help ? 0 : 2;
}
