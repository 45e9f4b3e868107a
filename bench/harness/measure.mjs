// One measurement: a fresh process of the contender over one fixture stream, which reports the
// CPU time of its own timed loop. Nothing from the harness's process (JIT state, heap, caches)
// can leak into it.
import { spawnSync } from "node:child_process";
import { isAbsolute, relative } from "node:path";

// Guards against a hung runner only; measurements never depend on it.
const HANG_MS = 15 * 60_000;

export function runBuild(command, cwd) {
  const result = spawnSync(command[0], command.slice(1), {
    cwd,
    stdio: ["ignore", "inherit", "inherit"],
    timeout: HANG_MS,
  });
  if (result.error) return `cannot run ${command.join(" ")}: ${result.error.message}`;
  if (result.status !== 0) return `${command.join(" ")} exited with ${result.status ?? result.signal}`;
  return undefined;
}

export function fixtureArg(file, cwd) {
  const rel = relative(cwd, file);
  return rel.startsWith("..") || isAbsolute(rel) ? file : rel;
}

/** Returns { ops, cpuNs, accepted, warnings, firstCpuNs? } or { error }. */
export function measure(contender, file, input, repeat, cwd, documents, warmup = 1) {
  const args = [
    ...contender.argv.slice(1),
    "--fixture",
    fixtureArg(file, cwd),
    "--input",
    input,
    "--repeat",
    String(repeat),
    "--warmup",
    String(warmup),
  ];
  const result = spawnSync(contender.argv[0], args, { cwd, encoding: "utf8", timeout: HANG_MS, maxBuffer: 16 << 20 });
  const command = [contender.argv[0], ...args].join(" ");
  if (result.error) return { error: `cannot run ${command}: ${result.error.message}` };
  if (result.status !== 0)
    return {
      error: `${command} exited with ${result.status ?? result.signal}: ${(result.stderr || "").trim().split("\n").slice(-3).join(" | ")}`,
    };
  const last = result.stdout.trim().split("\n").pop() ?? "";
  let report;
  try {
    report = JSON.parse(last);
  } catch {
    return { error: `${command} printed no JSON line: ${JSON.stringify(last.slice(0, 200))}` };
  }
  for (const key of ["ops", "cpuNs", "accepted", "warnings"]) {
    if (typeof report[key] !== "number" || !Number.isFinite(report[key]) || report[key] < 0)
      return { error: `${command}: "${key}" must be a non-negative number, got ${JSON.stringify(report[key])}` };
  }
  // Every line, every pass: a runner that skips documents must not look fast.
  if (report.ops !== documents * repeat)
    return { error: `${command}: processed ${report.ops} documents, not ${documents} lines × ${repeat} passes` };
  const measured = { ops: report.ops, cpuNs: report.cpuNs, accepted: report.accepted, warnings: report.warnings };
  // Optional: the CPU time of the first warm-up pass, what a process pays before its code is compiled.
  if (report.firstCpuNs !== undefined) {
    if (typeof report.firstCpuNs !== "number" || !Number.isFinite(report.firstCpuNs) || report.firstCpuNs < 0)
      return {
        error: `${command}: "firstCpuNs" must be a non-negative number, got ${JSON.stringify(report.firstCpuNs)}`,
      };
    measured.firstCpuNs = report.firstCpuNs;
  }
  return measured;
}
