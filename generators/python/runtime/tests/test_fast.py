"""parse with the `fast` extra installed against the full pipeline alone: for every
shared vector, with and without unknown properties, as text and bytes, in both modes,
the same value or the same issues, and the same warnings. (The fast API itself is
test_fast_api.py's.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, List

import pytest

import {{package}} as sdk
from {{package}} import _fast
from support import load, unions_of, vectors

pytestmark = pytest.mark.skipif(
    not _fast.AVAILABLE, reason="msgspec (the fast extra) is not installed"
)

VECTORS = vectors()


def _texts(data: Any) -> List[Any]:
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return [compact, compact.encode("utf-8"), json.dumps(data, indent=1)]


def _full(union: str, text: Any, mode: str, warnings: List[Any]) -> Any:
    """The full pipeline alone: a TypeAdapter instead of a Target turns the lanes
    off."""
    from {{package}}.parse import _RETIRED, _UNKNOWN, RECEIVER
    from {{package}}.validate import adapter

    return sdk._receivers.parse(
        RECEIVER,
        union,
        adapter(union),
        _UNKNOWN.get(union),
        text,
        mode,
        warnings,
        _RETIRED.get(union, ()),
    )


def _outcome(run: Any) -> Any:
    try:
        value = run()
    except sdk.ValidationError as error:
        return ("rejected", [(i.path, i.code) for i in error.issues])
    return ("value", type(value).__name__, sdk.to_json(value))


@pytest.mark.parametrize(
    "type_name,expect,path", VECTORS, ids=[f"{t}/{e}/{p.stem}" for t, e, p in VECTORS]
)
def test_parse_with_and_without_the_fast_path(
    type_name: str, expect: str, path: Path
) -> None:
    data = load(path)
    if not isinstance(data, dict):
        return
    variants = [
        data,
        dict(data, canonFuture={"addedIn": "9"}),
        dict(data, canonA=1, canonB=[{"x": None}]),
    ]
    for union in unions_of(type_name):
        for variant in variants:
            for text in _texts(variant):
                for mode in ("tolerant", "strict"):
                    fast: List[Any] = []
                    full: List[Any] = []
                    got = _outcome(
                        lambda: sdk.PARSERS[union](text, mode=mode, warnings=fast)
                    )
                    assert got == _outcome(lambda: _full(union, text, mode, full))
                    assert fast == full
