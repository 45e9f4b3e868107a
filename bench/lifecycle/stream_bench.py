"""The Python side of the stream-processor bench: CPU time of reading a stream of events with the
tolerant parser alone, or with the stream processor (parser, chunk expansion, verification,
application). Prints one JSON line: {"ops", "cpuNs", "accepted", "warnings"}.
Usage: stream_bench.py --fixture <events.jsonl> --mode parse|stream --repeat <n>"""

from __future__ import annotations

import argparse
import json
import time
from typing import List, Tuple

import canon_agui as sdk


def run(lines: List[str], mode: str) -> Tuple[int, int]:
    if mode == "parse":
        accepted = 0
        for line in lines:
            try:
                sdk.parse_event(line, warnings=[])
                accepted += 1
            except sdk.ValidationError:
                pass
        return accepted, 0
    stream = sdk.EventStream()
    for line in lines:
        stream.push(line)
    stream.end()
    return len(stream.events), len(stream.warnings)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fixture", required=True)
    parser.add_argument("--mode", choices=["parse", "stream"], required=True)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    with open(args.fixture, encoding="utf-8") as f:
        lines = [line for line in f.read().split("\n") if line]
    run(lines, args.mode)  # warm-up, untimed
    start = time.process_time_ns()
    for _ in range(args.repeat):
        accepted, warnings = run(lines, args.mode)
    cpu = time.process_time_ns() - start
    print(json.dumps({"ops": len(lines) * args.repeat, "cpuNs": cpu, "accepted": accepted, "warnings": warnings}))


if __name__ == "__main__":
    main()
