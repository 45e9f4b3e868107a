"""parse_event throughput: canon_agui against ag-ui-protocol's own pydantic models, same run.

Both sides parse and validate every line of bench/fixtures/agui-events.jsonl from JSON bytes into
typed models: canon_agui.parse_event(line, mode="strict") and ag-ui-protocol's discriminated
`Event` union through a pydantic TypeAdapter (how its docs decode events). Contenders take
turns chunk by chunk so that machine noise hits all alike; medians of whole passes are reported.
"""

from __future__ import annotations

import gc
import json
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Dict, List

import pydantic
from ag_ui.core import Event as AguiEvent
from pydantic import TypeAdapter

import canon_agui

HERE = Path(__file__).resolve().parent
FIXTURE = HERE.parent / "fixtures" / "agui-events.jsonl"
RESULTS = HERE.parent / "results" / "python.json"
ROUNDS = 21
CHUNK = 500


def lines() -> List[bytes]:
    return [line for line in FIXTURE.read_bytes().splitlines() if line.strip()]


def round_times(
    contenders: Dict[str, Callable[[List[bytes]], None]], chunks: List[List[bytes]], turn: int
) -> Dict[str, float]:
    """One pass over the stream: each chunk is parsed by every contender in turn, the order
    rotating, so that a burst of machine load lands on all of them alike."""
    names = list(contenders)
    names = names[turn % len(names) :] + names[: turn % len(names)]
    totals = {name: 0.0 for name in names}
    gc.collect()
    gc.disable()
    try:
        for chunk in chunks:
            for name in names:
                start = time.perf_counter()
                contenders[name](chunk)
                totals[name] += time.perf_counter() - start
    finally:
        gc.enable()
    return totals


def main() -> None:
    events = lines()
    validate_json = TypeAdapter(AguiEvent).validate_json
    parse_event = canon_agui.parse_event

    # Each contender parses a chunk with the call a user would write in their own loop.
    def canon_strict(chunk: List[bytes]) -> None:
        for line in chunk:
            parse_event(line, mode="strict")

    def canon_tolerant(chunk: List[bytes]) -> None:
        for line in chunk:
            parse_event(line)

    def agui(chunk: List[bytes]) -> None:
        for line in chunk:
            validate_json(line)

    contenders: Dict[str, Callable[[List[bytes]], None]] = {
        "canon_agui.parse_event (strict)": canon_strict,
        "canon_agui.parse_event (tolerant)": canon_tolerant,
        "ag-ui-protocol Event (TypeAdapter.validate_json)": agui,
    }
    # Both must accept the whole stream, or the comparison means nothing.
    for parse in contenders.values():
        parse(events)
    chunks = [events[i : i + CHUNK] for i in range(0, len(events), CHUNK)]
    times: Dict[str, List[float]] = {name: [] for name in contenders}
    for turn in range(ROUNDS):
        for name, seconds in round_times(contenders, chunks, turn).items():
            times[name].append(seconds)
    peer = "ag-ui-protocol Event (TypeAdapter.validate_json)"
    rows = []
    for name, samples in times.items():
        median = statistics.median(samples)
        rows.append(
            {
                "name": name,
                "eventsPerSecond": round(len(events) / median),
                "medianMs": round(median * 1000, 2),
                "ratioVsAgUiProtocol": round(statistics.median(times[peer]) / median, 2),
            }
        )
    print(
        f"\nparse + validate {len(events)} AG-UI events, median of {ROUNDS} rounds"
        f" (Python {platform.python_version()}, pydantic {pydantic.VERSION})\n"
    )
    print("| contender | events/s | median ms | ratio vs ag-ui-protocol |")
    print("| --- | ---: | ---: | ---: |")
    for row in rows:
        print(f"| {row['name']} | {row['eventsPerSecond']:,} | {row['medianMs']} | {row['ratioVsAgUiProtocol']:.2f}× |")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    report = {
        "benchmark": "python parse_event",
        "events": len(events),
        "rounds": ROUNDS,
        "python": platform.python_version(),
        "pydantic": pydantic.VERSION,
        "results": rows,
    }
    RESULTS.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    if next(r for r in rows if r["name"].endswith("(strict)"))["ratioVsAgUiProtocol"] < 1.0:
        print("\ncanon_agui is slower than ag-ui-protocol", file=sys.stderr)


if __name__ == "__main__":
    main()
