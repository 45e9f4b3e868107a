/**
 * recheck's verdicts on patterns, kept for the life of the process. A module's patterns are
 * checked in one batch by recheck's native build where the platform has it (recheck-agent.ts):
 * the same analysis as the JavaScript build, several times faster on the patterns that cost
 * most (a published CI schema's two costliest took 15 s in JavaScript against 2 s natively).
 * Anything the batch does not answer is checked in this thread with the JavaScript build.
 *
 * No limit depends on time, only on counts, and the seed is fixed: a verdict is the same on a
 * loaded machine as on an idle one, and the same from either build.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Diagnostics } from "recheck";
import { recheck } from "../lazy-deps.js";

const FLAGS = "u";
const PARAMS = {
  timeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  attackTimeout: null,
  randomSeed: 0,
} as const;

const verdicts = new Map<string, Diagnostics>();

/** recheck's verdict on one pattern (as the `u` flag reads it). */
export function verdictOf(source: string): Diagnostics {
  let verdict = verdicts.get(source);
  if (verdict === undefined) {
    verdict = checkInThread(source);
    verdicts.set(source, verdict);
  }
  return verdict;
}

/** One pattern checked in this thread by recheck's JavaScript build. */
export function checkInThread(source: string): Diagnostics {
  return recheck().checkSync(source, FLAGS, PARAMS);
}

/** Checks the patterns not yet known in one native batch, when this platform has the build. */
export function prefetchVerdicts(sources: Iterable<string>): void {
  const missing = [...new Set(sources)].filter((source) => !verdicts.has(source));
  if (missing.length === 0) return;
  checkNatively(missing)?.forEach((answer, i) => {
    if (answer !== undefined) verdicts.set(missing[i]!, answer);
  });
}

/**
 * The patterns checked by the native build, in one child process: undefined when the platform
 * has no native build or the batch failed, and undefined for any pattern it gave no verdict on.
 */
export function checkNatively(sources: readonly string[]): (Diagnostics | undefined)[] | undefined {
  const binary = nativeBuild();
  if (binary === undefined) return undefined;
  const child = spawnSync(process.execPath, [agentScript()], {
    input: JSON.stringify({ binary, flags: FLAGS, params: PARAMS, sources }),
    encoding: "utf8",
    maxBuffer: 1 << 28,
    stdio: ["pipe", "pipe", "ignore"],
  });
  if (child.status !== 0) return undefined;
  const answers = JSON.parse(child.stdout) as Diagnostics[];
  return sources.map((source, i) => {
    const answer = answers[i];
    const cancelled = answer?.status === "unknown" && answer.error.kind === "cancel";
    return answer?.source === source && !cancelled ? answer : undefined;
  });
}

/** The agent beside this module; read from the sources (as the core's tests do), the built one. */
function agentScript(): string {
  const fromSources = import.meta.url.endsWith(".ts");
  return fileURLToPath(
    new URL(fromSources ? "../../dist/lint/recheck-agent.js" : "./recheck-agent.js", import.meta.url),
  );
}

let native: string | null | undefined;

/**
 * The path of recheck's native build for this platform (the optional package recheck installs
 * beside itself, or RECHECK_BIN as recheck reads it), or undefined.
 */
export function nativeBuild(): string | undefined {
  if (native === undefined) native = process.env["RECHECK_BIN"] ?? findNativeBuild();
  return native ?? undefined;
}

const PLATFORMS: Record<string, string> = { linux: "linux", darwin: "macos", win32: "windows" };

function findNativeBuild(): string | null {
  const platform = PLATFORMS[process.platform];
  if (platform === undefined || !["x64", "arm64"].includes(process.arch)) return null;
  try {
    const fromRecheck = createRequire(createRequire(import.meta.url).resolve("recheck"));
    const manifest = fromRecheck.resolve(`recheck-${platform}-${process.arch}/package.json`);
    return manifest.replace(/package\.json$/, platform === "windows" ? "recheck.exe" : "recheck");
  } catch {
    return null;
  }
}
