"""One bench measurement in its own process (the bench protocol in bench/README.md):

    run.py <contender> --fixture <path.jsonl> --input text|value --repeat <n> --warmup <w>

prints one JSON line {"ops", "cpuNs", "accepted", "warnings"}. w untimed warm-up passes first; the
timed loop is measured with time.process_time_ns (user + system CPU of this process)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable, List

from contenders import CONTENDERS


def main(argv: List[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("contender", choices=sorted(CONTENDERS))
    parser.add_argument("--fixture", required=True)
    parser.add_argument("--input", choices=["text", "value"], default="text")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--warmup", type=int, default=1)
    args = parser.parse_args(argv)
    lines = [line for line in Path(args.fixture).read_bytes().splitlines() if line.strip()]
    documents: List[Any] = lines if args.input == "text" else [json.loads(line) for line in lines]
    warnings: List[Any] = []
    parse: Callable[[Any], object] = CONTENDERS[args.contender](args.input, warnings)

    def one_pass() -> int:
        accepted = 0
        for document in documents:
            try:
                parse(document)
                accepted += 1
            except ValueError:  # every contender rejects with a ValueError subclass
                pass
        return accepted

    for _ in range(args.warmup):
        one_pass()  # warm-up: lazy decoders, caches
    warnings.clear()
    accepted = 0  # over every timed pass, like ops (the protocol's counts cover the same documents)
    start = time.process_time_ns()
    for _ in range(args.repeat):
        accepted += one_pass()
    cpu = time.process_time_ns() - start
    print(
        json.dumps(
            {
                "ops": len(documents) * args.repeat,
                "cpuNs": cpu,
                "accepted": accepted,
                "warnings": len(warnings),
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1:])
