"""Import + first parse, in fresh processes, interleaved: CPU time (user + system) of each child,
    python import_cost.py <python> [rounds] [--json]
run with the project venv and PYTHONPATH=packages/agui/python (as launch.mjs sets it). With --json
it prints one line, {"<contender>": [ms per round, ...]}, for pnpm bench (harness/startup.mjs)."""

import json
import os
import resource
import statistics
import subprocess
import sys

PY = sys.argv[1]
LINE = b'{"type":"TEXT_MESSAGE_CONTENT","messageId":"m1","delta":"hi"}'
CODE = {
    "canon_agui": "import canon_agui; canon_agui.parse_event(%r)" % LINE,
    "canon_agui.fast": "from canon_agui import fast; fast.decode('Event', %r)" % LINE,
    "ag_ui.core": "import ag_ui.core; from pydantic import TypeAdapter; TypeAdapter(ag_ui.core.Event).validate_json(%r)"
    % LINE,
}
# One unmeasured run each with bytecode writing on: an installed package has current .pyc
# files (pip compiles them), so a stale cache must not bill a recompile to one contender.
fresh = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
for code in CODE.values():
    subprocess.run([PY, "-c", code], check=True, env=fresh)
res = {k: [] for k in CODE}
ARGS = [a for a in sys.argv[2:] if a != "--json"]
for r in range(int(ARGS[0]) if ARGS else 5):
    for k, code in CODE.items():
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([PY, "-c", code], check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        res[k].append((after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1e3)
if "--json" in sys.argv:
    print(json.dumps(res))
    sys.exit(0)
for k, v in res.items():
    print(f"{k}: median {statistics.median(v):.0f} ms CPU (min {min(v):.0f}, max {max(v):.0f})")
base = statistics.median(res["ag_ui.core"])
for k in ("canon_agui", "canon_agui.fast"):
    print(f"{k} / ag_ui.core = {statistics.median(res[k]) / base:.2f}")
