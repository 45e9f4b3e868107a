// Runs the generated Maven projects' own tests: `mvn test` in every packages/*/java, one after another.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../../..");

function run(command, args, cwd, env, keep) {
  process.stdout.write(`\n$ (cd ${cwd.slice(root.length + 1)} && ${command} ${args.join(" ")})\n`);
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  const output = `${result.stdout}${result.stderr}`;
  const lines = output.split("\n").filter((line) => result.status !== 0 || keep(line));
  process.stdout.write(`${lines.join("\n")}\n`);
  return result.status === 0;
}

const packages = (language) => readdirSync(join(root, "packages")).sort().map((m) => join(root, "packages", m, language)).filter((dir) => existsSync(dir));

let ok = true;
for (const dir of packages("java")) {
  if (!existsSync(join(dir, "pom.xml"))) continue;
  ok = run("mvn", ["-B", "--no-transfer-progress", "test"], dir, {}, (l) => /Tests run:|vectors|BUILD|ERROR|FAIL/.test(l)) && ok;
}

if (!ok) {
  process.stderr.write("native tests failed\n");
  process.exit(1);
}
