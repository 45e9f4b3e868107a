"""Hostile input gives ValidationError or a value, never another exception,
RecursionError included."""

from __future__ import annotations

import json
from typing import Any, List, Tuple

import pytest

import {{package}} as sdk
from support import DEFS


def _deep_dict(depth: int) -> Any:
    value: Any = {}
    for _ in range(depth):
        value = {"a": value}
    return value


def _deep_list(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


class _Weird:
    def __eq__(self, other: object) -> bool:
        raise RuntimeError("boom")

    __hash__ = None  # type: ignore[assignment]


HOSTILE: List[Any] = [
    None,
    [],
    (),
    0,
    1.5,
    True,
    float("nan"),
    "text",
    b"\xff\xfe",
    object(),
    _Weird(),
    {1: 2},
    {"__proto__": {"polluted": True}},
    {"constructor": {"prototype": {"polluted": True}}},
    _deep_dict(100_000),
    _deep_list(100_000),
    "x" * 1_000_000,
    {"k" * 100_000: "v" * 1_000_000},
]
TEXTS: List[Any] = [
    b'{"type": "\xff\xfe"}',
    b"\xff\xfe\xfd",
    "",
    "null",
    "[]",
    "{",
    '{"__proto__": {}}',
    "NaN",
    "[" * 100_000,
    '{"a":' * 100_000,
    json.dumps("x" * 5_000_000),
    "\ud800",
    bytearray(b"{}"),
    b"\xef\xbb\xbf{}",
]


@pytest.mark.parametrize("name", sorted(DEFS))
def test_validate_never_raises_anything_else(name: str) -> None:
    for value in HOSTILE:
        try:
            sdk.validate(name, value)
        except sdk.ValidationError:
            pass
        assert sdk.GUARDS[name](value) in (True, False)
    with pytest.raises(sdk.ValidationError):
        sdk.validate(name, _Weird())


@pytest.mark.parametrize("union", sorted(sdk.PARSERS))
def test_parsers_never_raise_anything_else(union: str) -> None:
    for mode in ("tolerant", "strict"):
        for value in HOSTILE + TEXTS:
            try:
                sdk.PARSERS[union](value, mode=mode)
            except sdk.ValidationError:
                pass
        unreadable: Tuple[object, ...] = (
            None,
            [],
            b"\xff\xfe",
            "[" * 100_000,
            _deep_dict(100_000),
            "x" * 1_000_000,
        )
        for bad in unreadable:
            with pytest.raises(sdk.ValidationError):
                sdk.PARSERS[union](bad, mode=mode)


def test_unknown_type_name_is_a_validation_error() -> None:
    with pytest.raises(sdk.ValidationError):
        sdk.validate("NoSuchType", {})


# The reading of JSON text every Canon SDK shares (docs/json-reading.md), each rule on
# both sides.
_NEST = sdk._reading.MAX_DEPTH
_REFUSED = [
    ('{"a":1,"a":2}', "duplicateKey"),
    ('{"x":{"b":1,"\\u0062":2}}', "duplicateKey"),
    ("[NaN]", "json"),
    ("[-Infinity]", "json"),
    ("[1e400]", "json"),
    ("[-1" + "0" * 400 + "]", "json"),
    ('["\\ud800"]', "json"),
    ('["\\udc00\\ud800"]', "json"),
    ('["\ud800"]', "json"),
    ("\ufeff{}", "json"),
    (b"\xef\xbb\xbf{}", "json"),
    (b'["\xff"]', "json"),
    (b'["\xed\xa0\x80"]', "json"),
    ("[]".encode("utf-16"), "json"),
    ("{} {}", "json"),
    ("[" * (_NEST + 1) + "]" * (_NEST + 1), "depth"),
    ("[" * 5000 + "]" * 5000, "depth"),
]
_ACCEPTED = [
    '{"a":1,"b":{"a":2}}',
    '[{"a":1},{"a":1}]',
    '["\\ud83d\\ude00"]',
    '{"\\\\u0061":1,"a":2}',
    "[1e308,1e-400]",
    "[" * _NEST + "]" * _NEST,
    ' {"a":"\\"x\\\\"} \n',
]


@pytest.mark.parametrize("text,code", _REFUSED, ids=[repr(t)[:40] for t, _ in _REFUSED])
def test_reading_refuses(text: Any, code: str) -> None:
    with pytest.raises(sdk.ValidationError) as caught:
        sdk._reading.read_json(text)
    assert caught.value.code == code


@pytest.mark.parametrize("text", _ACCEPTED, ids=[t[:40] for t in _ACCEPTED])
def test_reading_accepts(text: str) -> None:
    assert sdk._reading.read_json(text) == json.loads(text)
    assert sdk._reading.read_json(text.encode("utf-8")) == json.loads(text)


@pytest.mark.parametrize(
    "value", [float("nan"), float("inf"), "\ud800", {"\udfff": 1}], ids=repr
)
def test_values_json_cannot_hold_are_refused(value: Any) -> None:
    assert sdk._reading.json_value_problem({"x": [value]}) is not None
