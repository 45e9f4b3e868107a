#!/usr/bin/env node
// `npm test`: every task of every package, with the temporary files of the whole run in one
// folder that is removed when the run ends. Tests build packages, Go modules, crates and jars in
// temporary folders; a test that fails or is killed does not clean up after itself, and the
// toolchains (go, cargo, mvn, pytest) leave their own work behind too. TMPDIR, TMP and TEMP point
// every one of them (Node's os.tmpdir(), Python's tempfile, Go, Java) at the run's folder.
import { spawn } from "node:child_process";
import { lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const tasks = ["canon-lint", "canon-check", "typecheck", "test", "test-outside"];
const scratch = mkdtempSync(join(tmpdir(), "canon-test-run-"));
const env = { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch };

const turbo = spawn("pnpm", ["exec", "turbo", "run", ...tasks, "--continue", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
  shell: process.platform === "win32",
});

// Ctrl-C reaches turbo through the terminal's process group; a signal sent to this process alone
// (a CI runner stopping the job) is passed on, and the folder is removed once turbo is gone.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => turbo.kill(signal));

/** The folder's size on disk, for the log: what the run would otherwise have left behind. */
function scratchSize(dir) {
  let bytes = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else bytes += lstatSync(child).size;
    }
  };
  try {
    walk(dir);
  } catch {
    // A file removed while it was counted: the size is a log line, not a result.
  }
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}

turbo.on("exit", (code, signal) => {
  console.log(`test: the run's temporary files took ${scratchSize(scratch)}; removing ${scratch}`);
  rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
  process.exitCode = code ?? (signal ? 1 : 0);
});
