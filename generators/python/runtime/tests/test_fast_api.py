"""The public fast API (`fast.decode`, msgspec Structs) against `parse`: for every
shared vector, with
unknown properties and with hostile variants of the reading rules
(docs/json-reading.md), both
give the same verdict, the same issues, the same warnings and the same JSON value."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, List

import pytest

import {{package}} as sdk
from {{package}} import fast
from support import load, unions_of, vectors

pytestmark = pytest.mark.skipif(
    not fast.AVAILABLE, reason="msgspec (the fast extra) is not installed"
)

VECTORS = vectors()


def _json(value: Any) -> Any:
    import msgspec

    if isinstance(value, sdk.Unknown):
        return ("unknown", value.tag, value.raw)
    if isinstance(value, msgspec.Struct):
        return json.loads(msgspec.json.encode(value))
    return json.loads(sdk.to_json(value))


def _outcome(run: Any) -> Any:
    try:
        value, warnings = run()
    except sdk.ValidationError as error:
        return ("rejected", [(i.path, i.code) for i in error.issues])
    return ("value", _json(value), warnings)


def _hostile(compact: str, first: str, data: Any) -> List[Any]:
    """The document broken by each reading rule, or made to look broken when it is
    not."""
    body = compact[1:]
    return [
        "{"
        + json.dumps(first)
        + ":"
        + json.dumps(data[first])
        + ","
        + body,  # a key twice
        "{"
        + json.dumps(first).replace(first[0], "\\u%04x" % ord(first[0]), 1)
        + ":"
        + json.dumps(data[first])
        + ","
        + body,
        '{"canonA":"\\u003a",'
        + body,  # an escaped colon: the colon count may not be trusted
        '{"canonA":{"b":1,"\\u0062":2},'
        + body,  # a repeated key inside a free-form value
        '{"canonA":"x:y",' + body,  # a colon inside a string
        compact[:-1] + ',"canonA":NaN}',
        compact[:-1] + ',"canonA":1e400}',
        compact[:-1] + ',"canonA":"\\ud800"}',
        "\ufeff" + compact,
        compact[:-1] + ',"canonA":' + "[" * 200 + "]" * 200 + "}",
        compact + " {}",
    ]


@pytest.mark.parametrize(
    "type_name,expect,path", VECTORS, ids=[f"{t}/{e}/{p.stem}" for t, e, p in VECTORS]
)
def test_fast_api_answers_as_parse(type_name: str, expect: str, path: Path) -> None:
    data = load(path)
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    texts: List[Any] = [compact, compact.encode("utf-8"), json.dumps(data, indent=1)]
    if isinstance(data, dict) and data:
        texts += [
            json.dumps(dict(data, canonFuture={"addedIn": "9"})),
            json.dumps(dict(data, canonA=1, canonB=[{"x": None}])),
        ]
        texts += _hostile(compact, next(iter(data)), data)
    for union in [type_name, *unions_of(type_name)]:
        for text in texts:
            for mode in ("tolerant", "strict"):
                full: List[Any] = []
                expected = _outcome(
                    lambda: (sdk.parse(union, text, mode=mode, warnings=full), full)
                )
                assert (
                    _outcome(lambda: fast.decode(union, text, mode=mode)) == expected
                ), (union, mode, text)


def test_valid_documents_are_structs() -> None:
    """Most valid documents come back as structs; a model only where no struct can hold
    the
    document (a retired member, an open model's extra properties, a shape msgspec cannot
    read)."""
    import msgspec

    structs = total = 0
    for type_name, expect, path in VECTORS:
        if expect != "valid" or not isinstance(load(path), dict):
            continue
        value, _ = fast.decode(type_name, json.dumps(load(path)), mode="strict")
        total += 1
        structs += isinstance(value, msgspec.Struct)
    assert total == 0 or structs * 2 > total, (
        f"{structs} of {total} valid documents decoded to structs"
    )


def _fits(type_name: str, value: Any) -> bool:
    """Whether the structs of the type can read the value's JSON at all."""
    import msgspec

    try:
        msgspec.json.Decoder(fast.struct_type(type_name)).decode(sdk.to_json(value))
    except Exception:  # noqa: BLE001 - a struct msgspec refuses or a member it cannot read
        return False
    return True


def _has_open(value: Any) -> bool:
    import pydantic

    if isinstance(value, pydantic.BaseModel):
        return bool(value.model_extra) or any(
            _has_open(getattr(value, name)) for name in type(value).model_fields
        )
    if isinstance(value, list):
        return any(_has_open(item) for item in value)
    return False


def test_unknown_type_name() -> None:
    with pytest.raises(sdk.ValidationError):
        fast.decode("NoSuchType", "{}")
