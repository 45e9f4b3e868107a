"""One measurement in its own process: parses a stream of JSON lines with one contender and prints
the CPU nanoseconds per event of the best of a few passes, after warm-up passes."""

import json
import sys
import time
from pathlib import Path

contender, file = sys.argv[1], sys.argv[2]
passes = int(sys.argv[3]) if len(sys.argv) > 3 else 5
lines = [line for line in Path(file).read_bytes().splitlines() if line.strip()]

if contender == "ag-ui-protocol":
    from ag_ui.core import Event
    from pydantic import TypeAdapter

    parse = TypeAdapter(Event).validate_json
else:
    import canon_agui

    mode = contender
    warnings: list = []

    def parse(line: bytes) -> object:
        return canon_agui.parse_event(line, mode=mode, warnings=warnings)  # type: ignore[arg-type]


def one_pass() -> tuple:
    accepted = 0
    start = time.process_time_ns()
    for line in lines:
        try:
            parse(line)
            accepted += 1
        except ValueError:  # both raise ValueError subclasses on rejection
            pass
    return (time.process_time_ns() - start) / len(lines), accepted


for _ in range(3):
    one_pass()
results = [one_pass() for _ in range(passes)]
print(json.dumps({"nsPerEvent": min(r[0] for r in results), "accepted": results[0][1]}))
