"""The msgspec fast path (the `fast` extra) against pydantic: for every shared vector,
what the fast
path accepts pydantic accepts with the same model, the same fields set and the same
dump; what
pydantic rejects the fast path never accepts; and the shared reading's refusals hold."""

from __future__ import annotations

import functools
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


@functools.lru_cache(maxsize=None)
def _target(type_name: str) -> _fast.Target:
    return _fast.Target(sdk.TYPES[type_name])


def _texts(data: Any) -> List[Any]:
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return [compact, compact.encode("utf-8"), json.dumps(data, indent=1)]


@pytest.mark.parametrize(
    "type_name,expect,path", VECTORS, ids=[f"{t}/{e}/{p.stem}" for t, e, p in VECTORS]
)
def test_fast_path_agrees_with_pydantic(
    type_name: str, expect: str, path: Path
) -> None:
    data = load(path)
    for target in [_target(type_name), *(_target(u) for u in unions_of(type_name))]:
        for text in _texts(data):
            try:
                fast = target.decode(text)
            except _fast.Miss:
                continue
            # An invalid vector of a member may be another member of its union: pydantic
            # judges.
            slow = target.adapter.validate_json(text)
            assert type(fast) is type(slow) and fast == slow
            if hasattr(slow, "model_fields_set"):
                assert fast.model_fields_set == slow.model_fields_set
                assert fast.model_dump_json() == slow.model_dump_json()
            assert sdk.to_json(fast) == sdk.to_json(slow)
    if expect == "invalid":
        for text in _texts(data):
            with pytest.raises(_fast.Miss):
                _target(type_name).decode(text)


@pytest.mark.parametrize("union", sorted(sdk.PARSERS))
def test_fast_path_refuses_what_the_reading_refuses(union: str) -> None:
    target = _target(union)
    for type_name, expect, path in VECTORS:
        if expect != "valid" or union not in unions_of(type_name):
            continue
        data = load(path)
        text = json.dumps(data, separators=(",", ":"))
        assert text.startswith("{")
        first = next(iter(data))
        # The same key twice, a BOM, a NaN: never accepted, whatever else the document
        # holds.
        twice = "{" + json.dumps(first) + ":" + json.dumps(data[first]) + "," + text[1:]
        for bad in (twice, b"\xef\xbb\xbf" + text.encode(), text[:-1] + ',"x":NaN}'):
            with pytest.raises(_fast.Miss):
                target.decode(bad)
            with pytest.raises(sdk.ValidationError):
                sdk.PARSERS[union](bad)
        return


def test_read_matches_the_shared_reading() -> None:
    for text in [
        '{"a":1,"b":{"a":2}}',
        '{"a":"x:y","b":[1.5,-0,1e2]}',
        '["\\ud83d\\ude00"]',
    ]:
        assert (
            _fast.read(text)
            == sdk._reading.read_json(text)
            == _fast.read(text.encode())
        )
    for text, code in [
        ('{"a":1,"a":2}', "duplicateKey"),
        ('{"a":"x:","a":2}', "duplicateKey"),
        ("[NaN]", "json"),
        ("[" * 200 + "]" * 200, "depth"),
    ]:
        with pytest.raises(sdk.ValidationError) as caught:
            _fast.read(text)
        assert caught.value.code == code


def _full(union: str, text: Any, mode: str, warnings: List[Any]) -> Any:
    """The full pipeline alone: a TypeAdapter instead of a Target turns the fast path
    off."""
    from {{package}}.parse import _RETIRED, _UNKNOWN, RECEIVER

    return sdk._receivers.parse(
        RECEIVER,
        union,
        _target(union).adapter,
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
