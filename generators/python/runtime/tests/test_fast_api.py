"""The public fast API (`fast.decode`, msgspec Structs) against `parse`: for every
shared vector, with unknown properties and with hostile variants of the reading rules
(docs/json-reading.md), both give the same verdict, the same issues, the same warnings
and the same JSON value."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List, Literal

import pytest

import {{package}} as sdk
from {{package}} import fast
from support import EXAMPLES, load, unions_of, vectors

pytestmark = pytest.mark.skipif(
    not fast.AVAILABLE, reason="msgspec (the fast extra) is not installed"
)

VECTORS = vectors()
Mode = Literal["tolerant", "strict"]


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
        # The learned property at the end, with a key repeated inside its value, or
        # written twice.
        compact[:-1] + ',"canonA":{"b":1,"b":2}}',
        '{"canonA":0,' + body[:-1] + ',"canonA":1}',
        # The learned property at the end with white space after the text's last "}",
        # and an integer past a float's range there.
        compact[:-1] + ',"canonA":true}\n',
        compact[:-1] + ',"canonA":"a:b"} ',
        compact[:-1] + ',"canonA":7}\t',
        compact[:-1] + ',"canonA":' + "9" * 400 + "}",
        "\ufeff" + compact,
        compact[:-1] + ',"canonA":' + "[" * 200 + "]" * 200 + "}",
        compact + " {}",
    ]


_LEARNED = [
    '{"b":1,"b":2}',
    '[1,{"b":1,"\\u0062":2}]',
    '{"b":1e400}',
    '{"b":"\\u003a"}',
    '{"b":[1,2],"c":"x:y"}',
    '{"b":-0,"c":1.50}',
    '{"b": 1}',
    "null",
    "[null]",
    '{"b":null,"c":[null]}',
    "[" * 127 + "]" * 127,
    "[" * 126 + "]" * 126,
    "[" * 128 + "]" * 128,
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
            # One unknown property, then the hostile variants below that carry it: the
            # lane that remembers a member's last unknown property must not be fooled.
            json.dumps(dict(data, canonA=True)),
        ]
        texts += _hostile(compact, next(iter(data)), data)
        # The learned property's lane proves a short object or array by writing it
        # back, from bytes only: values it must refuse, or prove another way.
        learned = [compact[:-1] + ',"canonA":' + value + "}" for value in _LEARNED]
        texts += learned + [text.encode("utf-8") for text in learned]
        # A null in a known field beside the learned property: read as absent, or
        # refused, as parse reads it, whichever lane the text takes.
        nulls = [
            json.dumps(dict(data, **{key: None}, canonA=1), separators=(",", ":"))
            for key in data
            if key != "canonA"
        ]
        texts += nulls + [text.encode("utf-8") for text in nulls]
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


@pytest.mark.parametrize(
    "type_name,path",
    [(t, p) for t, e, p in VECTORS if e == "valid"],
    ids=[f"{t}/{p.stem}" for t, e, p in VECTORS if e == "valid"],
)
def test_the_written_back_lane_answers_as_parse(
    type_name: str, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long text is proven by writing its struct back, a newer producer's property
    at the end included; with the length it takes lowered to 0, every text here goes
    that way, once the property is learned from the first."""
    from {{package}} import _fast_finisher

    data = load(path)
    if not isinstance(data, dict) or not data:
        pytest.skip("not an object: no property to add")
    monkeypatch.setattr(_fast_finisher, "_LONG", 0)
    compact = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    ends = ["1", '"x:y"', '"a"', "true", "1.5", *_LEARNED]
    texts: List[Any] = [compact[:-1] + ',"canonA":' + end + "}" for end in ends]
    texts += _hostile(compact, next(iter(data)), data) + [compact]
    texts += [text.encode("utf-8") for text in texts]
    for union in [type_name, *unions_of(type_name)]:
        decode = fast.decoder(union)
        for text in texts:
            full: List[Any] = []
            expected = _outcome(lambda: (sdk.parse(union, text, warnings=full), full))
            assert _outcome(lambda: decode(text)) == expected, (union, text)


def test_a_member_msgspec_cannot_read_is_a_miss_wherever_it_is_met() -> None:
    """A member msgspec cannot read (its placeholder struct) sends the document to
    parse, also when the key count meets one inside a value."""
    from {{package}} import _fast_api
    from {{package}}._fast import Miss

    met = 0
    for type_name in sorted({t for t, _, _ in VECTORS}):
        target = fast._target(type_name)
        if not target._prepare() or target._builder is None:
            continue
        lanes = _fast_api.Lanes(target, frozenset(), False, True, _no_full, None)
        for struct in target._builder.placeholders:
            met += 1
            with pytest.raises(Miss):
                lanes._tallies._nested([struct()], 2, True)
    if not met:
        pytest.skip("every member here is one msgspec reads")


def _no_full(data: Any, warnings: List[Any]) -> Any:
    raise AssertionError("not called")


def test_valid_documents_are_structs() -> None:
    """Most valid documents come back as structs; a model only where no struct can hold
    the document (a retired member, an open model's extra properties, a shape msgspec
    cannot read)."""
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


_LISTING: Dict[Any, Any] = {}


def _both_apis(union: str, text: Any, mode: Mode) -> List[Any]:
    """fast.decode and a decoder with a warnings list, each twice (the second call may
    take a lane the first one prepared): the outcomes with every issue's message and the
    warnings."""
    found: List[Any] = []
    if (union, mode) not in _LISTING:
        into: List[Any] = []
        _LISTING[(union, mode)] = (fast.decoder(union, mode, warnings=into), into)
    listing, into = _LISTING[(union, mode)]
    for _ in range(2):
        found.append(_detailed(lambda: fast.decode(union, text, mode=mode)))
        del into[:]
        found.append(_detailed(lambda: (listing(text), list(into))))
    return found


def _detailed(run: Any) -> Any:
    try:
        value, warnings = run()
    except sdk.ValidationError as error:
        return (
            "rejected",
            [(i.path, i.code, i.message) for i in error.issues],
            str(error),
        )
    return ("value", _json(value), warnings)


def _parsed(union: str, text: Any, mode: Mode) -> Any:
    """parse's outcome in the same form; warnings it appended before rejecting count
    too.
    """
    warnings: List[Any] = []
    try:
        value = sdk.parse(union, text, mode=mode, warnings=warnings)
    except sdk.ValidationError as error:
        return (
            "rejected",
            [(i.path, i.code, i.message) for i in error.issues],
            str(error),
        ), warnings
    return ("value", _json(value), warnings), warnings


TOLERANT = sorted(EXAMPLES.glob("*/tolerant/*.json"))


@pytest.mark.parametrize(
    "path", TOLERANT, ids=[f"{p.parent.parent.name}/{p.stem}" for p in TOLERANT]
)
def test_fast_api_reads_the_tolerance_corpus_as_parse(path: Path) -> None:
    case = load(path)
    type_name = path.parent.parent.name
    for text in (
        json.dumps(case["input"]),
        json.dumps(case["input"], separators=(",", ":")).encode(),
    ):
        for mode in ("tolerant", "strict"):
            expected, warnings = _parsed(type_name, text, mode)
            for got in _both_apis(type_name, text, mode):
                if got[0] == "rejected" and expected[0] == "rejected":
                    assert got[:2] == expected[:2] and got[2] == expected[2]
                else:
                    assert got == expected, (mode, text)


def _broken(data: Any) -> List[Any]:
    """The document with one top-level field of the wrong JSON kind, for every field and
    kind, and with two such fields: the invalid lane's cases and the cases it must leave
    alone."""
    broken = []
    for key in data:
        for wrong in (42, 1.5, "x", True, {"a": 1}, [1], None, {"a": "b:c"}):
            if type(wrong) is not type(data[key]):
                broken.append(dict(data, **{key: wrong}))
    keys = list(data)
    if len(keys) > 2:
        broken.append(dict(data, **{keys[1]: 42, keys[2]: 42}))
    return broken


@pytest.mark.parametrize(
    "type_name,expect,path",
    [v for v in VECTORS if v[1] == "valid"],
    ids=[f"{t}/{p.stem}" for t, e, p in VECTORS if e == "valid"],
)
def test_fast_api_rejects_a_faulty_field_as_parse(
    type_name: str, expect: str, path: Path
) -> None:
    data = load(path)
    if not isinstance(data, dict):
        return
    for union in [type_name, *unions_of(type_name)]:
        for variant in _broken(data):
            for text in (
                json.dumps(variant, separators=(",", ":")),
                json.dumps(dict(variant, canonFuture=1)),
            ):
                expected, _ = _parsed(union, text, "tolerant")
                for got in _both_apis(union, text, "tolerant"):
                    assert got == expected, (union, text)
