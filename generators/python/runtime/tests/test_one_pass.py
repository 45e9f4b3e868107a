"""The one-pass lane of parse (a Target) against the full pipeline alone (a
TypeAdapter): for every shared vector, as text, bytes and a decoded value, with unknown
properties, Python spellings of fields, nulls and each reading rule broken, both give
the same verdict, the same issues, the same warnings and the same value, down to the
fields set."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

import pydantic
import pytest

import {{package}} as sdk
from {{package}}.parse import _RETIRED, _UNKNOWN, RECEIVER
from {{package}}.validate import TYPES, adapter
from support import load, unions_of, vectors

VECTORS = vectors()


def _full(type_name: str, data: Any, mode: str, warnings: List[Any]) -> Any:
    return sdk._receivers.parse(
        RECEIVER,
        type_name,
        adapter(type_name),
        _UNKNOWN.get(type_name),
        data,
        mode,
        warnings,
        _RETIRED.get(type_name, ()),
    )


def _outcome(run: Any) -> Any:
    try:
        value = run()
    except sdk.ValidationError as error:
        return ("rejected", [(i.path, i.code) for i in error.issues])
    if isinstance(value, sdk.Unknown):
        return ("unknown", value.tag, value.raw)
    dumped = sdk.to_json(value)
    fields = (
        sorted(value.model_fields_set) if hasattr(value, "model_fields_set") else None
    )
    extra = getattr(value, "__pydantic_extra__", None)
    return ("value", type(value).__name__, dumped, fields, extra)


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _variants(data: Any) -> List[Any]:
    """The document, and the document made harder for a one-pass reader."""
    found: List[Any] = [data]
    if not isinstance(data, dict) or not data:
        return found
    first = next(iter(data))
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    found += [
        dict(data, canonFuture={"addedIn": "9"}),
        dict(data, canonA=1, canonB=[{"x": None}]),
        dict(data, canonA="x:y", canonB=1.5),
        dict(data, canonA=None),
        # pydantic's own spelling of fields
        {_snake(key): value for key, value in data.items()},
        dict(data, **{_snake(first) + "_x": 1}),
        # a key twice
        "{" + json.dumps(first) + ":" + json.dumps(data[first]) + "," + compact[1:],
        # a repeated key inside a free-form value
        '{"canonA":{"b":1,"\\u0062":2},' + compact[1:],
        '{"canonA":"\\u003a",' + compact[1:],
        compact[:-1] + ',"canonA":NaN}',
        # what an unknown property holds counts too: a repeated key or a non-finite
        # number inside it
        compact[:-1] + ',"canonA":[{"b":1,"b":2}]}',
        compact[:-1] + ',"canonA":[1,{"b":NaN}]}',
        compact[:-1] + ',"canonA":{"b":[1e400]}}',
        compact[:-1] + ',"canonA":1e400}',
        compact[:-1] + ',"canonA":' + "9" * 400 + "}",
        compact[:-1] + ',"canonA":"\\ud800"}',
        compact[:-1] + ',"canonA":' + "[" * 200 + "]" * 200 + "}",
        "\ufeff" + compact,
        compact + " {}",
        dict(data, canonA=float("nan")),
        dict(data, canonA="\ud800"),
    ]
    return found


def _inputs(variant: Any) -> List[Any]:
    if isinstance(variant, str):
        return [variant, variant.encode("utf-8", "surrogatepass")]
    compact = json.dumps(variant, separators=(",", ":"), ensure_ascii=False)
    inputs: List[Any] = [variant]
    try:
        inputs += [compact, compact.encode("utf-8"), json.dumps(variant, indent=1)]
    except UnicodeEncodeError:
        inputs.append(compact)
    return inputs


@pytest.mark.parametrize(
    "type_name,expect,path", VECTORS, ids=[f"{t}/{e}/{p.stem}" for t, e, p in VECTORS]
)
def test_one_pass_answers_as_the_full_pipeline(
    type_name: str, expect: str, path: Path
) -> None:
    data = load(path)
    for name in [type_name, *unions_of(type_name)] if type_name in TYPES else []:
        for variant in _variants(data):
            for given in _inputs(variant):
                for mode in ("tolerant", "strict"):
                    lane: List[Any] = []
                    full: List[Any] = []
                    got = _outcome(
                        lambda: sdk.parse(name, given, mode=mode, warnings=lane)
                    )
                    assert got == _outcome(lambda: _full(name, given, mode, full)), (
                        name,
                        mode,
                        given,
                    )
                    assert lane == full, (name, mode, given)


@pytest.mark.parametrize("msgspec_installed", [True, False])
def test_the_rewrite_proof_passes_only_texts_written_as_read(
    monkeypatch: pytest.MonkeyPatch, msgspec_installed: bool
) -> None:
    """The lane's cheap proof of no repeated key and finite numbers only, with msgspec's
    reader and writer and with pydantic-core's (what runs without the `fast` extra)."""
    if not msgspec_installed:
        monkeypatch.setitem(sys.modules, "msgspec", None)  # its import now fails
    rewritten, refusal = (
        sdk._key_proofs.rewritten_proof(),
        sdk._key_proofs.NOT_REWRITTEN,
    )
    for text in ['{"a":1,"b":[{"c":"x:y","d":1.5}],"e":null}', '{"a":"été"}']:
        assert rewritten(text) == json.loads(text), text  # the value it read
        assert rewritten(text.encode("utf-8")) == json.loads(text), text
    refused = [
        r'{"a":1,"a":1}',
        r'{"a":{"b":1,"\u0062":1}}',
        r'{"a":NaN}',
        r'{"a":Infinity}',
        r'{"a":1e400}',
        r'{"a": 1}',
        r'{"a":"\u00e9"}',  # the same value written another way: the key count decides
        r'{"a":"\ud800"}',
    ]
    for text in refused:
        assert rewritten(text) is refusal, text
        assert rewritten(text.encode("utf-8")) is refusal, text


def test_a_nested_text_written_back_whole_is_not_walked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A valid nested document that a writer writes exactly as it reads is proven by
    that alone: counting its keys (a walk in Python over every model it holds) would
    cost more than the validation, so it must not happen on the way."""
    walked: List[Any] = []
    # getattr: the name as _lane_ignoring imported it, which is where it is replaced.
    count: Callable[[Any], int] = getattr(sdk._lane_ignoring, "keys")

    def counting(value: Any) -> int:
        walked.append(value)
        return count(value)

    monkeypatch.setattr(sdk._lane_ignoring, "keys", counting)
    checked = 0
    for type_name, expect, path in VECTORS:
        data = load(path)
        compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        if expect != "valid" or not isinstance(data, dict) or compact.count("{") < 2:
            continue
        if sdk._key_proofs.rewritten_proof()(compact) is sdk._key_proofs.NOT_REWRITTEN:
            continue  # a number or string not written as read: the count decides
        for name in unions_of(type_name):
            for _ in range(3):  # the reader is built on a target's second document
                sdk.parse(name, compact, warnings=[])
            walked.clear()
            sdk.parse(name, compact, warnings=[])
            assert walked == [], (name, compact)
            checked += 1
    if not checked:
        pytest.skip("no valid nested document of a union among the vectors")


class _Noted(pydantic.BaseModel):
    """A closed model whose optional `note` allows null, which the plan below reads as
    absent: a null the lane accepts and the walk still changes."""

    model_config = pydantic.ConfigDict(extra="forbid")
    name: str
    note: Optional[str] = None


class _Holder(pydantic.BaseModel):
    """A closed model holding one, with no null read as absent at its own top."""

    model_config = pydantic.ConfigDict(extra="forbid")
    inner: Optional[_Noted] = None


_NOTED_PLAN = {
    "unknown": {
        "properties": "strip",
        "arrayMembers": "drop",
        "optionalMembers": "remove",
        "rootMembers": "surface",
    },
    "types": {
        "Noted": {
            "kind": "object",
            "closed": True,
            "properties": {
                "name": {"required": True},
                "note": {"required": False, "nullAsAbsent": True},
            },
        },
        "Holder": {
            "kind": "object",
            "closed": True,
            "properties": {"inner": {"required": False, "walk": {"ref": "Noted"}}},
        },
    },
    "walkAlways": [],
}


@pytest.mark.parametrize(
    "model,text,nulled",
    [
        (_Noted, '{"name":"a","note":null,"canonA":1}', "/note"),
        (_Holder, '{"inner":{"name":"a","note":null},"canonA":1}', "/inner/note"),
    ],
    ids=["at the top", "one level down"],
)
def test_a_null_read_as_absent_beside_an_unknown_property_takes_the_walk(
    model: Any, text: str, nulled: str
) -> None:
    receiver = sdk._receivers.Receiver(_NOTED_PLAN)
    target = sdk._lanes.Target(model)
    name = model.__name__.lstrip("_")
    # The first call installs the one-pass reader, the second builds it, the third
    # reads with it: each gives the walk's answer.
    for _ in range(3):
        warnings: List[Any] = []
        value = sdk._receivers.parse(
            receiver, name, target, None, text, "tolerant", warnings
        )
        assert "note" not in sdk.to_json(value)
        assert [(w.code, w.path) for w in warnings] == sorted(
            [("unknown-property", "/canonA"), ("null-as-absent", nulled)],
            key=lambda w: w[1],
        )


# A newer producer's property at the end of the text, once the reader has learned it
# (the first document of a member that has it), then what may follow: values whose keys,
# numbers or strings the reading checks, and texts where the same name is not that.
_LEARNED_TAILS = [
    '"x:y"',
    '"a\\":b"',
    "true",
    "-1.5e3",
    "null",
    '{"b":{"c":[1,"d:e"]}}',
    '{"b":1,"b":2}',
    '[{"b":1,"\\u0062":2}]',
    "[1,NaN]",
    "1e400",
    "Infinity",
    '"\\ud800"',
    '"\\u003a"',
    '1,"canonA":2',
    '1,"canonB":2',
    '{"b":1}} ',
]


def _learned_texts(data: Dict[str, Any]) -> List[str]:
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    first = next(iter(data))
    found = [compact[:-1] + ',"canonA":' + tail + "}" for tail in _LEARNED_TAILS]
    found[-1] = found[-1][:-1]  # the text goes on past its object's end
    return [
        *found,
        '{"canonA":1,' + compact[1:],  # the property first, not last
        compact[:-1] + ',"canonB":1,"canonA":1}',
        compact[:-1] + ',"x":{"canonA":1}}',  # the name deeper down
        compact[:-1] + ',"' + _snake(first) + '":1,"canonA":1}',
        compact[:-1] + ',"canonA":1}\n',
        compact,
    ]


@pytest.mark.parametrize(
    "type_name,path",
    [(t, p) for t, e, p in VECTORS if e == "valid"],
    ids=[f"{t}/{p.stem}" for t, e, p in VECTORS if e == "valid"],
)
def test_a_learned_property_at_the_end_answers_as_the_full_pipeline(
    type_name: str, path: Path
) -> None:
    data = load(path)
    if not isinstance(data, dict) or not data:
        pytest.skip("not an object: no property to add")
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    taught = compact[:-1] + ',"canonA":1}'
    for name in [type_name, *unions_of(type_name)] if type_name in TYPES else []:
        for _ in range(3):  # the reader is built on a target's second document
            _outcome(lambda: sdk.parse(name, taught, warnings=[]))  # refused: no lesson
        for text in _learned_texts(data):
            for given in (text, text.encode("utf-8", "surrogatepass")):
                lane: List[Any] = []
                full: List[Any] = []
                got = _outcome(lambda: sdk.parse(name, given, warnings=lane))
                assert got == _outcome(lambda: _full(name, given, "tolerant", full)), (
                    name,
                    given,
                )
                assert lane == full, (name, given)
