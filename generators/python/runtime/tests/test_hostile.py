"""Hostile input gives ValidationError or a value, never another exception, RecursionError included."""

from __future__ import annotations

import json
from typing import Any, List

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
    None, [], (), 0, 1.5, True, float("nan"), "text", b"\xff\xfe", object(), _Weird(), {1: 2},
    {"__proto__": {"polluted": True}}, {"constructor": {"prototype": {"polluted": True}}},
    _deep_dict(100_000), _deep_list(100_000), "x" * 1_000_000, {"k" * 100_000: "v" * 1_000_000},
]
TEXTS: List[Any] = [
    b"{\"type\": \"\xff\xfe\"}", b"\xff\xfe\xfd", "", "null", "[]", "{", "{\"__proto__\": {}}", "NaN", "[" * 100_000,
    "{\"a\":" * 100_000, json.dumps("x" * 5_000_000), "\ud800", bytearray(b"{}"), b"\xef\xbb\xbf{}",
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
        for bad in (None, [], b"\xff\xfe", "[" * 100_000, _deep_dict(100_000), "x" * 1_000_000):
            with pytest.raises(sdk.ValidationError):
                sdk.PARSERS[union](bad, mode=mode)


def test_unknown_type_name_is_a_validation_error() -> None:
    with pytest.raises(sdk.ValidationError):
        sdk.validate("NoSuchType", {})
