/** The Python environment of the generated packages' tests (shared, pinned, made on first use). */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";
import { repoRoot } from "../foundation/workspace.js";

export function ensurePython(): string {
  const script = pathToFileURL(join(repoRoot, "generators", "python", "scripts", "python-env.mjs")).href;
  const code = `import(${JSON.stringify(script)}).then((m) => process.stdout.write(m.pythonEnv(${JSON.stringify(repoRoot)}).python))`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" }).trim();
}
