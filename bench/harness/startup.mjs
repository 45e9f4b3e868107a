// Import + first parse for Python, the cost a short-lived process (a CLI, a serverless handler)
// pays before its first event: runners/python/import_cost.py runs each package in fresh
// processes, interleaved, and reports every round's CPU time.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { summary } from "./stats.mjs";

const BASELINE = "ag_ui.core";

/** Per contender: CPU milliseconds (median, min, max) and the median of per-round ratios to ag_ui.core. */
export async function pythonStartup(benchDir, rounds) {
  const root = join(benchDir, "..");
  const { pythonEnv } = await import(
    pathToFileURL(join(root, "generators", "python", "scripts", "python-env.mjs")).href
  );
  const { python } = pythonEnv(root);
  const run = spawnSync(
    python,
    [join(benchDir, "runners", "python", "import_cost.py"), python, String(rounds), "--json"],
    {
      encoding: "utf8",
      env: { ...process.env, PYTHONPATH: join(root, "packages", "agui", "python") },
    },
  );
  if (run.status !== 0) return { error: (run.stderr || `exit ${run.status}`).trim().split("\n").pop() };
  const samples = JSON.parse(run.stdout.trim().split("\n").pop());
  const base = samples[BASELINE];
  return {
    baseline: BASELINE,
    rows: Object.entries(samples).map(([contender, ms]) => ({
      contender,
      ms: summary(ms),
      overBaseline: contender === BASELINE ? null : summary(ms.map((m, i) => m / base[i])),
    })),
  };
}
