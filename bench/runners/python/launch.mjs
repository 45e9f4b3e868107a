// Starts a Python contender with the project's venv (generators/python/scripts/python-env.mjs, which
// pins pydantic, msgspec, orjson and ag-ui-protocol) and the generated canon_agui on the path.
// The contender measures its own CPU time, so this launcher's cost is not in the figures.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
const { pythonEnv } = await import(pathToFileURL(join(root, "generators", "python", "scripts", "python-env.mjs")).href);
const { python } = pythonEnv(root);
const result = spawnSync(python, [join(here, "run.py"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, PYTHONPATH: join(root, "packages", "agui", "python") },
});
process.exit(result.status ?? 1);
