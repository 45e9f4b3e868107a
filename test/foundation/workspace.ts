/** Where the repository is, and how to run the built CLI, for the cross-cutting suites. */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const cliPath = join(repoRoot, "packages", "cli", "dist", "main.js");

export interface CliRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], cwd: string, input?: string): CliRun {
  const result = spawnSync(process.execPath, [cliPath, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 28, ...(input === undefined ? {} : { input }) });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
