#!/usr/bin/env node
// Checks the hand-written Go runtime as Go: gofmt, go vet and its own tests (runtime/*_test.go).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "runtime");
for (const [command, ...args] of [
  ["gofmt", "-l", "."],
  ["go", "vet", "./..."],
  ["go", "test", "-count=1", "./..."],
]) {
  console.log(`$ (cd generators/go/runtime && ${command} ${args.join(" ")})`);
  const result = spawnSync(command, args, { cwd: dir, encoding: "utf8" });
  if (result.error) {
    console.error(`cannot run ${command}: ${result.error.message} (is Go installed?)`);
    process.exit(1);
  }
  process.stdout.write(`${result.stdout}${result.stderr}`);
  if (result.status !== 0 || (command === "gofmt" && result.stdout.trim() !== "")) {
    console.error(`FAILED: ${command} ${args.join(" ")} in generators/go/runtime`);
    process.exit(1);
  }
}
