"""The fast API's proof by length (_fast_length) on the texts built to fool it: a text
exactly as long as its struct written back, though a key repeats in it. Each is refused
as parse refuses it."""

from __future__ import annotations

import json
from typing import Any, Dict, Iterator, List, Tuple

import pytest

import {{package}} as sdk
from {{package}} import fast
from support import load, unions_of, vectors

pytestmark = pytest.mark.skipif(
    not fast.AVAILABLE, reason="msgspec (the fast extra) is not installed"
)


def _compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _outcome(run: Any) -> Any:
    try:
        run()
    except sdk.ValidationError as error:
        return ("rejected", [(i.path, i.code) for i in error.issues])
    return "accepted"


def _valid() -> Iterator[Tuple[str, Any]]:
    """(type or union name, a valid document of it) for every valid object vector."""
    for type_name, expect, path in vectors():
        data = load(path)
        if expect == "valid" and isinstance(data, dict) and len(data) > 1:
            for name in [type_name, *unions_of(type_name)]:
                yield name, data


def _written_length(name: str, text: str) -> int:
    """The length of the struct the text decodes to, written back; -1 when the answer
    is no struct (the full pipeline's model)."""
    import msgspec

    value = fast.decode(name, text)[0]
    if not isinstance(value, msgspec.Struct):
        return -1
    return len(msgspec.json.encode(value))


def _refused_as_parse_refuses(name: str, text: Any) -> None:
    expected = _outcome(lambda: sdk.parse(name, text, warnings=[]))
    assert expected[0] == "rejected", text
    assert _outcome(lambda: fast.decode(name, text)) == expected, text


def _parse_accepts(name: str, text: str) -> bool:
    outcome = _outcome(lambda: sdk.parse(name, text, mode="strict"))
    return bool(outcome == "accepted")


def test_a_repeated_key_an_exponent_makes_up_for_is_refused() -> None:
    """Inside a free-form field, 1e10 is written back as 10000000000.0: nine characters
    more, as many as the repeated key `"xxxx":1,` the struct lost."""
    import msgspec

    from {{package}} import _fast_length

    checked = 0
    for name, data in _valid():
        struct = type(fast.decode(name, _compact(data))[0])
        if not issubclass(struct, msgspec.Struct):
            continue  # the full pipeline's answer: no struct holds it
        free = set(_fast_length.free_fields(struct))
        for field in msgspec.structs.fields(struct):
            if field.name not in free:
                continue
            marked = _compact(dict(data, **{field.encode_name: {"xxxx": "mark"}}))
            once = marked.replace('{"xxxx":"mark"}', '{"xxxx":1e10}')
            twice = marked.replace('{"xxxx":"mark"}', '{"xxxx":1,"xxxx":1e10}')
            if not _parse_accepts(name, once) or len(twice) != _written_length(
                name, once
            ):
                continue  # the field holds no object, or a value is written otherwise
            _refused_as_parse_refuses(name, twice)
            checked += 1
    if not checked:
        pytest.skip("no free-form field that holds an object among the vectors")


def test_a_text_is_not_measured_in_characters() -> None:
    """A str is measured in characters, the struct written back in UTF-8 bytes: a
    string of two-byte characters as long as a repeated key makes up for it."""
    checked = 0
    for name, data in _valid():
        first = next(iter(data))
        pair = len(json.dumps(first)) + 1 + len(_compact(data[first])) + 1
        for key, value in data.items():
            if key == first or type(value) is not str:
                continue
            changed = dict(data, **{key: "é" * pair})
            once = _compact(changed)
            twice = "{" + json.dumps(first) + ":" + _compact(data[first]) + ","
            twice += once[1:]
            if not _parse_accepts(name, once) or len(twice) != _written_length(
                name, once
            ):
                continue  # a pattern refuses it, or a value is written otherwise
            _refused_as_parse_refuses(name, twice)
            checked += 1
            break
    if not checked:
        pytest.skip("no string field that takes any string among the vectors")


def _compensated(literal: str, extra: int) -> Iterator[Tuple[str, bytes, bytes]]:
    """(type name, text with {"xxx":[floats]} in a free-form field, the same with
    "xxx":1 before it) for `extra` floats written as `literal`. Bytes: a str would be
    proven otherwise unless ASCII."""
    import msgspec

    from {{package}} import _fast_length

    floats = ",".join([literal] * extra)
    for name, data in _valid():
        struct = type(fast.decode(name, _compact(data))[0])
        if not issubclass(struct, msgspec.Struct):
            continue
        free = set(_fast_length.free_fields(struct))
        for field in msgspec.structs.fields(struct):
            if field.name not in free:
                continue
            marked = _compact(dict(data, **{field.encode_name: {"xxx": "mark"}}))
            once = marked.replace('{"xxx":"mark"}', '{"xxx":[' + floats + "]}")
            twice = marked.replace('{"xxx":"mark"}', '{"xxx":1,"xxx":[' + floats + "]}")
            if _parse_accepts(name, once):
                yield name, once.encode(), twice.encode()


def test_floats_past_1e16_written_back_longer_are_not_proven_by_length() -> None:
    """12345678901234567.0 is written back as 1.2345678901234568e16, two characters
    more: four of them make up for the repeated key `"xxx":1,`."""
    import msgspec

    checked = 0
    for name, once, twice in _compensated("12345678901234567.0", 4):
        written = len(msgspec.json.encode(msgspec.json.decode(once)))
        assert written == len(once) + 8  # the four floats, as msgspec writes them
        _refused_as_parse_refuses(name, twice)
        assert _outcome(lambda: fast.decode(name, once)) == "accepted", once
        checked += 1
    if not checked:
        pytest.skip("no document with a free-form field that holds an object")


def test_a_number_past_a_float_is_refused() -> None:
    """1e400 is past a float's range, inside a free-form value: the reading refuses it,
    and so must the fast API."""
    checked = 0
    for name, fine, _ in _compensated("1e300", 1):
        once = fine.replace(b"1e300", b"1e400")
        _refused_as_parse_refuses(name, once)
        checked += 1
    if not checked:
        pytest.skip("no document with a free-form field that holds an object")


def test_a_typed_float_written_back_longer_is_not_proven_by_length() -> None:
    """A field typed to hold a float: 1e13 written back as 10000000000000.0 makes up for
    a repeated key `"k":v,` of twelve characters."""
    import msgspec

    checked = 0
    for name, data in _valid():
        struct = type(fast.decode(name, _compact(data))[0])
        if not issubclass(struct, msgspec.Struct):
            continue
        fields = {f.name: f.encode_name for f in msgspec.structs.fields(struct)}
        for field in _direct_floats(struct):
            wire = fields[field]
            if wire in data:
                continue
            for key, value in data.items():
                pair = f"{json.dumps(key)}:{_compact(value)},"
                gain = len(pair) + 1  # 1eN is written back as 1, N zeros and ".0"
                if type(value) not in (int, str) or not 12 <= gain <= 15:
                    continue
                once = _compact(dict(data, **{wire: "mark"}))
                once = once.replace('"mark"', f"1e{gain}")
                twice = ("{" + pair + once[1:]).encode()
                if not _parse_accepts(name, once):
                    continue
                assert len(twice) == _written_length(name, once) or not once.isascii()
                _refused_as_parse_refuses(name, twice)
                checked += 1
                break
    if not checked:
        pytest.skip("no document with a field typed to hold a float")


def _direct_floats(struct: Any) -> List[str]:
    """The struct's fields typed to hold a float as their value itself."""
    import msgspec

    found = []
    for field in msgspec.inspect.type_info(struct).fields:  # type: ignore[attr-defined]
        kind = field.type
        while isinstance(kind, msgspec.inspect.Metadata):
            kind = kind.type
        arms = kind.types if isinstance(kind, msgspec.inspect.UnionType) else (kind,)
        if any(isinstance(arm, msgspec.inspect.FloatType) for arm in arms):
            found.append(field.name)
    return found


def _required(data: Dict[str, Any], struct: Any) -> Dict[str, Any]:
    """The object with its struct's optional fields left out (a tag is kept)."""
    import msgspec

    optional = {f.encode_name for f in msgspec.structs.fields(struct) if not f.required}
    return {k: v for k, v in data.items() if k not in optional}


def test_a_typed_float_inside_a_list_is_not_proven_by_length() -> None:
    """The same inside an object of a list (a content part's metadata): the field
    holding the list is then more than a scalar, and the proof waits. The document
    keeps its required fields and the list its first object."""
    import msgspec

    checked = 0
    for name, data in _valid():
        value = fast.decode(name, _compact(data))[0]
        if not isinstance(value, msgspec.Struct):
            continue
        wires = {f.name: f.encode_name for f in msgspec.structs.fields(value)}
        for field in wires:
            items = getattr(value, field)
            if type(items) is not list or not items:
                continue
            item = items[0]
            if not isinstance(item, msgspec.Struct):
                continue
            floats = _direct_floats(type(item))
            if not floats:
                continue
            wire = {f.name: f.encode_name for f in msgspec.structs.fields(item)}[
                floats[0]
            ]
            part = dict(_required(data[wires[field]][0], type(item)), **{wire: "mark"})
            top = dict(_required(data, type(value)), **{wires[field]: [part]})
            for key, got in part.items():
                pair = f"{json.dumps(key)}:{_compact(got)},"
                gain = len(pair) + 1
                if key == wire or not 12 <= gain <= 15:
                    continue
                once = _compact(top).replace('"mark"', f"1e{gain}", 1)
                at = once.index("{", once.index(json.dumps(wires[field]) + ":["))
                twice = (once[: at + 1] + pair + once[at + 1 :]).encode()
                if not _parse_accepts(name, once):
                    continue
                _refused_as_parse_refuses(name, twice)
                checked += 1
                break
    if not checked:
        pytest.skip("no document with a list of objects that may hold a float")
