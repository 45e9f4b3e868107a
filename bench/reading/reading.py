"""The Python side of the reading benchmark, driven by run.mjs:

reading.py parse <file.jsonl> <rounds>   CPU seconds per pass of parse_event(bytes, mode="strict")
reading.py linear <n>                    CPU seconds of validate("Event") and parse_event on one
                                         STATE_DELTA with n invalid patch operations
"""

from __future__ import annotations

import json
import sys
import time

import canon_agui


def parse_lane(path: str, rounds: int) -> None:
    with open(path, "rb") as handle:
        lines = [line.rstrip(b"\n") for line in handle if line.strip()]
    best = None
    for _ in range(rounds):
        start = time.process_time()
        for line in lines:
            canon_agui.parse_event(line, mode="strict")
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    print(json.dumps({"seconds": best, "events": len(lines)}))


def state_delta(n: int) -> bytes:
    return b'{"type":"STATE_DELTA","delta":[' + b",".join([b'{"op":"remove","path":7}'] * n) + b"]}"


def linear_lane(n: int) -> None:
    doc = state_delta(n)
    value = json.loads(doc)
    times = {}
    for name, run in (
        ("validate", lambda: canon_agui.validate("Event", value)),
        ("parse", lambda: canon_agui.parse_event(doc, mode="strict")),
    ):
        start = time.process_time()
        try:
            run()
            raise SystemExit("an invalid document was accepted")
        except canon_agui.ValidationError:
            pass
        times[name] = time.process_time() - start
    print(json.dumps(times))


if __name__ == "__main__":
    if sys.argv[1] == "parse":
        parse_lane(sys.argv[2], int(sys.argv[3]))
    else:
        linear_lane(int(sys.argv[2]))
