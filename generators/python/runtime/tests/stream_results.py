"""Runs stream corpus files through the package's stream processor and writes each
outcome as JSON:
the form the cross-language check compares with the TypeScript and Go processors.
Usage: python stream_results.py <stream.json>..."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Dict

import {{package}} as sdk


def outcome(path: Path) -> Dict[str, Any]:
    case = json.loads(path.read_text(encoding="utf-8"))
    stream = sdk.EventStream()
    for event in case["events"]:
        stream.push(event)
    stream.end()
    error = stream.error
    report = sdk.verify(case["events"])
    return {
        "error": None
        if error is None
        else {
            "code": error.code,
            "index": error.index,
            "type": error.type,
            "rule": error.rule,
        },
        "delivered": stream.events,
        "warnings": [
            {"code": w.code, "index": w.index, "path": w.path} for w in stream.warnings
        ],
        "state": stream.state,
        "messages": stream.messages,
        "violations": [
            {"code": v.code, "index": v.index, "type": v.type, "rule": v.rule}
            for v in report.violations
        ],
    }


if __name__ == "__main__":
    print(
        json.dumps(
            {Path(p).stem: outcome(Path(p)) for p in sys.argv[1:]}, sort_keys=True
        )
    )
