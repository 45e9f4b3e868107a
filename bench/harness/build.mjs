// What must exist before the first measurement. A contender may name its own `build` command; a
// contender whose program is a path inside a Go module under runners/ gets `go build -o <path>`
// in that module, so a Go runner is compiled once, never per measurement.
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { runBuild } from "./measure.mjs";

function goModuleOf(program, cwd) {
  const runners = resolve(cwd, "runners");
  let dir = dirname(resolve(cwd, program));
  while (dir.startsWith(runners + "/")) {
    if (existsSync(join(dir, "go.mod"))) return dir;
    dir = dirname(dir);
  }
  return undefined;
}

export function buildCommand(contender, cwd) {
  if (contender.build) return { command: contender.build, cwd };
  const module = goModuleOf(contender.argv[0], cwd);
  if (module)
    return { command: ["go", "build", "-o", relative(module, resolve(cwd, contender.argv[0])), "."], cwd: module };
  return undefined;
}

/** Runs each distinct build once; returns the contenders that can run and the failures. */
export function buildAll(contenders, cwd) {
  const done = new Map();
  const errors = [];
  const ready = [];
  for (const contender of contenders) {
    const build = buildCommand(contender, cwd);
    if (!build) {
      ready.push(contender);
      continue;
    }
    const key = JSON.stringify(build);
    if (!done.has(key)) {
      process.stderr.write(`build: ${build.command.join(" ")} (in ${relative(cwd, build.cwd) || "."})\n`);
      const error = runBuild(build.command, build.cwd);
      done.set(key, error);
      if (error) errors.push({ error, contenders: [] });
    }
    const error = done.get(key);
    if (error) errors.find((e) => e.error === error).contenders.push(`${contender.language}/${contender.id}`);
    else ready.push(contender);
  }
  return { ready, errors };
}
