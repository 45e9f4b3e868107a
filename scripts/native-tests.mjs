// What the generators' scripts/native-tests.mjs share: running a generated package's own tool in
// each packages/<module>/<language>, printing only the lines that tell what ran (everything when
// it fails), and failing the process at the end if any run failed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs `command`; `keep` picks the lines to print when it passes. True when it passed. */
export function run(command, args, cwd, env, keep) {
  process.stdout.write(`\n$ (cd ${cwd.slice(root.length + 1)} && ${command} ${args.join(" ")})\n`);
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  const output = `${result.stdout}${result.stderr}`;
  const lines = output.split("\n").filter((line) => result.status !== 0 || keep(line));
  process.stdout.write(`${lines.join("\n")}\n`);
  return result.status === 0;
}

/** Every generated package of `language`, in module order. */
export const packages = (language) =>
  readdirSync(join(root, "packages"))
    .sort()
    .map((m) => join(root, "packages", m, language))
    .filter((dir) => existsSync(dir));

/** Exits with a failure when any step failed. */
export function finish(ok) {
  if (ok) return;
  process.stderr.write("native tests failed\n");
  process.exit(1);
}
