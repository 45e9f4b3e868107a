"""The module's stream corpus (streams/*.json, carried in corpus.json) through
EventStream:
the same
outcome, delivered events, warnings, messages and state as the TypeScript and Go
processors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List

import pytest

import {{package}} as sdk
from {{package}}.stream import LIFECYCLE
from stream_results import outcome
from support import STREAMS, same_json

CASES = sorted(STREAMS.glob("*.json"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_stream_case(path: Path) -> None:
    case: Dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    expect = case["expect"]
    got = outcome(path)
    error = got["error"]
    if expect["outcome"] == "completed":
        assert error is None, f"failed: {error}"
    else:
        assert (
            error is not None
            and {"code": error["code"], "index": error["index"]} == expect["error"]
        )
    assert [e[LIFECYCLE.tag] for e in got["delivered"]] == expect["delivered"]
    assert [
        {"code": w["code"], "index": w["index"]} for w in got["warnings"]
    ] == expect["warnings"]
    if "messages" in expect:
        assert same_json(got["messages"], expect["messages"]), got["messages"]
    if "state" in expect:
        assert same_json(got["state"], expect["state"]), got["state"]


def test_process_raises_on_the_first_violation() -> None:
    failing = [json.loads(p.read_text(encoding="utf-8")) for p in CASES]
    case = next((c for c in failing if c["expect"]["outcome"] == "failed"), None)
    if case is None:
        pytest.skip("no failing stream in the corpus")
    delivered: List[Any] = []
    with pytest.raises(sdk.StreamViolation) as raised:
        for event in sdk.process(case["events"]):
            delivered.append(event)
    assert raised.value.error.code == case["expect"]["error"]["code"]
    assert [e[LIFECYCLE.tag] for e in delivered] == case["expect"]["delivered"]


def test_verify_reports_the_first_violation_of_a_failing_stream() -> None:
    for path in CASES:
        case = json.loads(path.read_text(encoding="utf-8"))
        report = sdk.verify(case["events"])
        if case["expect"]["outcome"] == "failed":
            assert not report.ok
            first = report.violations[0]
            assert {"code": first.code, "index": first.index} == case["expect"][
                "error"
            ], path.stem
        else:
            assert report.ok, (path.stem, report.violations)
