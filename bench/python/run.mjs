// Runs the Python parse benchmark in its own venv (bench/python/.venv, gitignored): pinned
// pydantic and the ag-ui-protocol peer from PyPI, canon_agui from packages/agui/python.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const venv = join(here, ".venv");
const python = join(venv, process.platform === "win32" ? "Scripts/python.exe" : "bin/python");
const pins = ["pydantic==2.12.5", "typing-extensions==4.16.0", "ag-ui-protocol==1.0.0"];
const stamp = join(venv, "canon-pins.txt");

if (!existsSync(python)) execFileSync(process.env.PYTHON ?? "python3", ["-m", "venv", venv], { stdio: "inherit" });
if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== pins.join("\n")) {
  execFileSync(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", ...pins], {
    stdio: "inherit",
  });
  writeFileSync(stamp, pins.join("\n"));
}
execFileSync(python, [join(here, "bench.py")], {
  stdio: "inherit",
  env: { ...process.env, PYTHONPATH: join(root, "packages", "agui", "python") },
});
