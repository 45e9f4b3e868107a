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

/** `env` adds to the environment; colour variables are cleared first so results do not depend on the caller's. */
export function runCli(args: readonly string[], cwd: string, input?: string, env: Record<string, string> = {}): CliRun {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "FORCE_COLOR" && k !== "NO_COLOR"));
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 1 << 28,
    env: { ...base, ...env },
    ...(input === undefined ? {} : { input }),
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
