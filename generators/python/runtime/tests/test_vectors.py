"""Every shared vector: valid ones are accepted and round-trip to the same JSON, invalid
ones rejected."""

from __future__ import annotations

import json
from pathlib import Path
from typing import List

import pytest

import {{package}} as sdk
from support import load, same_json, unions_of, vectors

VECTORS = vectors()


@pytest.mark.parametrize(
    "type_name,expect,path", VECTORS, ids=[f"{t}/{e}/{p.stem}" for t, e, p in VECTORS]
)
def test_vector(type_name: str, expect: str, path: Path) -> None:
    data = load(path)
    guard = sdk.GUARDS[type_name]
    if expect == "valid":
        value = sdk.validate(type_name, data)
        assert same_json(json.loads(sdk.to_json(value, type_name)), data)
        assert guard(data) and guard(value)
        for union in unions_of(type_name):
            for mode in ("strict", "tolerant"):
                warnings: List[sdk.ParseWarning] = []
                parsed = sdk.PARSERS[union](
                    json.dumps(data), mode=mode, warnings=warnings
                )
                # a valid but retired member, read as its replacement (receivers.json)
                if warnings:
                    assert mode == "tolerant" and [w.code for w in warnings] == [
                        "retired-member"
                    ]
                    continue
                assert type(parsed) is sdk.TYPES[type_name]
                assert same_json(json.loads(sdk.to_json(parsed)), data)
            assert type(sdk.PARSERS[union](data, mode="strict")) is sdk.TYPES[type_name]
    else:
        with pytest.raises(sdk.ValidationError) as caught:
            sdk.validate(type_name, data)
        assert isinstance(caught.value, ValueError)
        assert (
            caught.value.code
            and isinstance(caught.value.path, str)
            and caught.value.message
        )
        assert not guard(data)
