#!/usr/bin/env node
// Runs every generated Go module's own checks: gofmt, go vet, go test, and a short fuzz run bounded
// by work (a number of inputs), not by time: a time-bounded run fails with "context deadline
// exceeded" when a loaded machine keeps a fuzz worker from answering before the deadline.
// Exits non-zero on the first failure; go test's ok/PASS lines are shown as they come.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const fuzzTime = process.env.CANON_GO_FUZZTIME ?? "20000x";
const modules = readdirSync(join(root, "packages"))
  .map((name) => join("packages", name, "go"))
  .filter((dir) => existsSync(join(root, dir, "go.mod")))
  .sort();

function run(dir, command, args, { quiet = false } = {}) {
  console.log(`\n$ (cd ${dir} && ${command} ${args.join(" ")})`);
  const result = spawnSync(command, args, {
    cwd: join(root, dir),
    encoding: "utf8",
    env: { ...process.env, GOFLAGS: process.env.GOFLAGS ?? "" },
  });
  if (result.error) {
    console.error(`cannot run ${command}: ${result.error.message} (is Go installed?)`);
    process.exit(1);
  }
  const output = `${result.stdout}${result.stderr}`;
  if (!quiet || result.status !== 0) process.stdout.write(output);
  if (result.status !== 0) {
    console.error(`FAILED in ${dir}: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
  return output;
}

if (modules.length === 0) {
  console.error("no generated Go modules under packages/*/go; run `pnpm generate`");
  process.exit(1);
}
for (const dir of modules) {
  const unformatted = run(dir, "gofmt", ["-l", "."]).trim();
  if (unformatted !== "") {
    console.error(`FAILED in ${dir}: gofmt would change:\n${unformatted}`);
    process.exit(1);
  }
  run(dir, "go", ["vet", "./..."]);
  run(dir, "go", ["test", "-count=1", "./..."]);
  const fuzzed = run(
    dir,
    "go",
    ["test", "-run", "^$", "-fuzz", "^FuzzValidate$", "-fuzztime", fuzzTime, "-timeout", "0", "."],
    {
      quiet: true,
    },
  );
  console.log(fuzzed.trim().split("\n").slice(-3).join("\n"));
}
console.log(
  `\ngo: ${modules.length} modules formatted, vetted, tested and fuzzed (${fuzzTime.replace(/x$/, " inputs")} each)`,
);
