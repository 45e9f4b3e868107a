"""The fast API's proof by length (_fast_length) on the texts built to fool it: a text
exactly as long as its struct written back, though a key repeats in it. Each is refused
as parse refuses it."""

from __future__ import annotations

import json
from typing import Any, Iterator, Tuple

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


def _parse_accepts(name: str, text: str) -> bool:
    return _outcome(lambda: sdk.parse(name, text, mode="strict")) == "accepted"


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
            expected = _outcome(lambda: sdk.parse(name, twice, warnings=[]))
            assert expected[0] == "rejected", twice
            assert _outcome(lambda: fast.decode(name, twice)) == expected, twice
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
            expected = _outcome(lambda: sdk.parse(name, twice, warnings=[]))
            assert expected[0] == "rejected", twice
            assert _outcome(lambda: fast.decode(name, twice)) == expected, twice
            checked += 1
            break
    if not checked:
        pytest.skip("no string field that takes any string among the vectors")
