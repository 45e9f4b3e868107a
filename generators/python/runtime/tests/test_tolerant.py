"""The shared tolerance corpus (examples/<Type>/tolerant/*.json) through parse in its
default mode: the same output, surfaced tag or rejection, and the same warning codes and
pointers as every other language's SDK."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List

import pytest

import {{package}} as sdk
from support import EXAMPLES, load, same_json

CASES = sorted(EXAMPLES.glob("*/tolerant/*.json"))


@pytest.mark.parametrize(
    "path", CASES, ids=[f"{p.parent.parent.name}/{p.stem}" for p in CASES]
)
def test_tolerance_case(path: Path) -> None:
    case: Dict[str, Any] = load(path)
    type_name = path.parent.parent.name
    warnings: List[sdk.ParseWarning] = []
    before = json.dumps(case["input"])
    if case.get("rejected"):
        with pytest.raises(sdk.ValidationError):
            sdk.parse(type_name, before, warnings=warnings)
    else:
        value = sdk.parse(type_name, before, warnings=warnings)
        if "unknown" in case:
            assert (
                isinstance(value, sdk.Unknown)
                and value.tag == case["unknown"]
                and value.raw == case["input"]
            )
        else:
            assert same_json(json.loads(sdk.to_json(value)), case["output"])
            # The usual pydantic dumps write the same valid document.
            assert same_json(json.loads(value.model_dump_json()), case["output"])
    assert [{"code": w.code, "path": w.path} for w in warnings] == case["warnings"]
    decoded: List[sdk.ParseWarning] = []
    try:
        sdk.parse(type_name, case["input"], warnings=decoded)
    except sdk.ValidationError:
        pass
    assert decoded == warnings
    assert json.dumps(case["input"]) == before  # the input is never changed in place


def test_warnings_are_logged_without_a_list(caplog: pytest.LogCaptureFixture) -> None:
    case = next(
        (load(p) for p in CASES if load(p)["warnings"] and "output" in load(p)), None
    )
    if case is None:
        pytest.skip("no tolerance case with warnings")
    path = next(p for p in CASES if load(p) == case)
    with caplog.at_level("WARNING"):
        sdk.parse(path.parent.parent.name, case["input"])
    assert [r.getMessage().split(" ")[0] for r in caplog.records] == [
        w["code"] for w in case["warnings"]
    ]
