// Runs every generated Python package's own checks (pytest, mypy --strict), then the install test.
// Exits non-zero on the first failure, with the tool's output left visible.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pythonEnv } from "./python-env.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const { python } = pythonEnv(root);

function run(args, cwd) {
  console.log(`\n$ (${cwd.slice(root.length + 1) || "."}) python ${args.join(" ")}`);
  const result = spawnSync(python, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const packages = readdirSync(join(root, "packages"))
  .map((name) => join(root, "packages", name, "python"))
  .filter((dir) => existsSync(join(dir, "pyproject.toml")))
  .sort();
if (packages.length === 0) {
  console.error("no generated Python packages under packages/*/python");
  process.exit(1);
}
for (const dir of packages) {
  const pkg = readdirSync(dir).find((name) => name.startsWith("canon_"));
  run(["-m", "pytest", "-q", "-p", "no:cacheprovider"], dir);
  run(["-m", "mypy", "--strict", pkg], dir);
}
run([join(root, "test", "python-install", "install_test.py")], root);
