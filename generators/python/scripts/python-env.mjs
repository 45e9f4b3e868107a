// The Python environment the tests use: a venv under .venv/ at the repository root (gitignored)
// with pinned tools. Reinstalls only when the pins change, so repeated runs are fast.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// ag-ui-protocol: the round-trip tests (test/receivers) read streams its EventEncoder writes.
// twine: the publish rehearsal checks the built distributions.
// msgspec: the generated fast path (canon-<module>[fast]); orjson: the bench's floor.
// ruff: the lint lane over generated Python.
// jsonpatch: the stream processors of modules with a lifecycle apply state deltas with it.
export const PINS = [
  "pydantic==2.12.5",
  "msgspec==0.22.0",
  "orjson==3.13.0",
  "pytest==8.4.2",
  "mypy==1.18.2",
  "build==1.3.0",
  "hatchling==1.27.0",
  "ag-ui-protocol==1.0.0",
  "twine==6.2.0",
  "jsonpatch==1.47",
  "ruff==0.17.6",
];

export function pythonEnv(root) {
  const venv = join(root, ".venv", "python");
  const bin = join(venv, process.platform === "win32" ? "Scripts" : "bin");
  const python = join(bin, process.platform === "win32" ? "python.exe" : "python");
  const stamp = join(venv, "canon-pins.txt");
  const wanted = PINS.join("\n");
  if (!existsSync(python)) execFileSync(process.env.PYTHON ?? "python3", ["-m", "venv", venv], { stdio: "inherit" });
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== wanted) {
    execFileSync(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", ...PINS], {
      stdio: "inherit",
    });
    writeFileSync(stamp, wanted);
  }
  return { python, bin };
}
