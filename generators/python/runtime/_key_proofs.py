"""Proofs that a value read by a decoder that keeps one of two equal keys
(pydantic-core, msgspec) holds every key of its JSON text: keys counted on the text and
on the value, or the text found to be exactly what a writer writes for the value. The
one-pass lane (_one_pass, _lane_ignoring) settles a document with one of them or hands
it to the full pipeline."""

from __future__ import annotations

import enum
import re
import typing
from typing import Any, Callable, Dict, FrozenSet, List, Union

from pydantic import BaseModel
from pydantic_core import from_json, to_json

_NON_FINITE = -(1 << 62)
"""keys() of a value holding NaN or an infinity: below any key count."""

_KEY = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"[ \t\n\r]*(:?)')
_KEY_TEXT = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"[ \t\n\r]*(:?)')


def key_tokens(text: Union[str, bytes, bytearray]) -> int:
    """The keys of a well-formed JSON text, counted on the text: every string token, in
    order (no quote is outside a string), and those followed by a colon are keys."""
    if isinstance(text, str):
        return _KEY_TEXT.findall(text).count(":")
    return _KEY.findall(text).count(b":")


_SPACED_COLONS = (b" :", b"\t:", b"\n:", b"\r:")
_SPACED_COLONS_TEXT = (" :", "\t:", "\n:", "\r:")


def same_keys(value: object, text: Union[str, bytes]) -> bool:
    """Whether a value read from a well-formed JSON text holds every key of the text (no
    key repeated in one object) and finite numbers only.

    Every key is a string token followed by a colon; a text's colons outside strings are
    exactly its keys. When a string holds a colon, the keys are bounded from above by
    the closing quotes right before a colon (`":`) that are not escaped quotes (`\\":`),
    provided no key is written with white space before its colon and no string holds an
    escaped backslash (which could end a key in `\\\\":`); anything else is counted
    token by token.
    """
    return counted_keys(keys(value), text)


def counted_keys(count: int, text: Union[str, bytes]) -> bool:
    """same_keys for a value whose keys() is `count`."""
    if count < 0:
        return False
    if isinstance(text, str):
        if count == text.count(":"):
            return True
        if (
            count == text.count('":') - text.count('\\":')
            and "\\\\" not in text
            and not any(spaced in text for spaced in _SPACED_COLONS_TEXT)
        ):
            return True
    else:
        if count == text.count(b":"):
            return True
        if (
            count == text.count(b'":') - text.count(b'\\":')
            and text.find(b"\\\\") < 0  # find(): cheaper than `in` for bytes
            and not any(text.find(spaced) >= 0 for spaced in _SPACED_COLONS)
        ):
            return True
    return count == key_tokens(text)


def rewritten_proof() -> Callable[[Any], Any]:
    """A test of whether a JSON text is exactly what a writer writes for its decoded
    value: it then holds no repeated key (a decoded object keeps one of them, so the
    writer writes fewer) and no NaN, infinity or number past a float's range (written
    as null). One decode and one encode in C, msgspec's when installed (about twice as
    fast), else pydantic-core's: the cheap proof for a nested or colon-holding text,
    which most writers (JSON.stringify, compact json.dumps, serde) write this way.
    It returns the decoded value when the text is so written, else NOT_REWRITTEN.
    The codec is chosen on the first call, so that a flat document's first parse does
    not pay for importing msgspec."""
    codec: List[Callable[[Any], Any]] = []

    def rewritten(text: Any) -> Any:
        if not codec:
            codec.extend(_rewriting_codec())
        decode, encode = codec
        try:
            value = decode(text)
            again: bytes = encode(value)
        except Exception:  # noqa: BLE001 - what the writers disagree on: the count decides
            return NOT_REWRITTEN
        if again == text if type(text) is bytes else again == text.encode():
            return value
        return NOT_REWRITTEN

    return rewritten


NOT_REWRITTEN = object()
"""rewritten_proof's answer for a text not written as a writer writes it."""

_WRITER: List[Callable[[Any], bytes]] = []


def written_as(value: object, text: Union[str, bytes, bytearray]) -> bool:
    """Whether a writer writes a value decoded from the text as exactly that text: it
    then holds no repeated key (the writer writes one of them) and finite numbers only
    (written as null), so its colons are its keys' and its strings'. The writer of
    rewritten_proof, chosen on first use."""
    if not _WRITER:
        _WRITER.append(_rewriting_codec()[1])
    try:
        again = _WRITER[0](value)
    except Exception:  # noqa: BLE001 - a value no writer writes: not so written
        return False
    return again == (text.encode() if type(text) is str else text)


def _rewriting_codec() -> List[Callable[[Any], Any]]:
    try:
        import msgspec  # the optional `fast` extra
    except ImportError:
        return [from_json, lambda value: to_json(value, inf_nan_mode="null")]
    return [msgspec.json.decode, msgspec.json.encode]


_CONTAINERS: Dict[type, FrozenSet[str]] = {}


def _scalar(annotation: Any) -> bool:
    """Whether a field's values never hold an object key nor a float (which may not be
    finite).
    """
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _scalar(typing.get_args(annotation)[0])
    if origin is Union:
        return all(_scalar(arm) for arm in typing.get_args(annotation))
    if origin is typing.Literal:
        return True
    return annotation in (str, int, bool, type(None)) or (
        isinstance(annotation, type) and issubclass(annotation, enum.Enum)
    )


def containers(kind: type) -> FrozenSet[str]:
    found = _CONTAINERS.get(kind)
    if found is None:
        fields = kind.model_fields  # type: ignore[attr-defined]
        found = _CONTAINERS[kind] = frozenset(
            name for name, info in fields.items() if not _scalar(info.annotation)
        )
    return found


def keys(value: object) -> int:
    """The JSON object keys a parsed value was read from, at every depth (extras
    included); _NON_FINITE or less when it holds NaN or an infinity."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return 0
    # In the loop, a string, integer, boolean or null is skipped without a call: a
    # call costs more than the tests, and most items of a list or an object are such.
    if kind is dict or kind is list:
        # An object's own keys, then those inside its values or an array's items.
        count = len(value) if kind is dict else 0  # type: ignore[arg-type]
        for item in value.values() if kind is dict else value:  # type: ignore[attr-defined,union-attr]
            held = type(item)
            if held is str or held is int or held is bool or item is None:
                continue
            count += keys(item)
        return count
    if kind is float:
        return 0 if value - value == 0 else _NON_FINITE  # type: ignore[operator]
    if not isinstance(value, BaseModel):
        return 0  # an enum member
    given = value.__pydantic_fields_set__  # the extra properties' names included
    count = len(given)
    fields = value.__dict__
    for name in given.intersection(_CONTAINERS.get(kind) or containers(kind)):
        count += keys(fields[name])
    extra = value.__pydantic_extra__
    if extra:
        for item in extra.values():
            if type(item) is not str:
                count += keys(item)
    return count
