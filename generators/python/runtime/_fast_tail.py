"""The fast API's lane for a newer producer's property at the end of an event: the
member's last unknown property (_fast_api remembers it), found by a search from the end
of the text instead of a second decode.

A text ending with `"name":` and a scalar before its last `}` has that property at the
top level: inside a string a quote is escaped, so the search finds a key token, and a
key deeper down leaves a closing bracket between its value and the end, which is then no
single JSON value. The struct's keys, that key and the colons inside the value reach
the text's colons, so nothing else is there and nothing repeats (with colons inside
strings, the struct written back must have the rest, as _fast_api proves it). An object
or array value counts its keys as decoded, so a key repeated inside it is found. A null
elsewhere needs no look: the struct refuses one wherever the walk would read it as
absent, and the property is removed whatever it holds. A null value, or anything
unusual: None, the long way."""

from __future__ import annotations

from typing import Any, Callable, Optional

import msgspec

from ._reading import MAX_DEPTH
from ._written_back import escapes_colon, written_colons

__all__ = ["by_length", "tail"]

_BIGGEST = 2**1024 - 2**970 - 1
"""The largest integer a 64-bit float holds: the shared reading refuses more."""

_DECODE = msgspec.json.decode
_ENCODE = msgspec.json.encode
_SHALLOW = 2 * (MAX_DEPTH - 2)
"""A value no longer than this cannot nest past the reading's depth below the top."""

Tail = Callable[[Any, Any, int, int], Any]


def tail(
    key: str, warning: Any, nested: Callable[[Any, int, bool], int]
) -> Optional[Tail]:
    """The check for one property name, or None when the name needs escaping in JSON or
    holds a colon (then its key token is not found as written)."""
    if not key.isascii() or not key.isprintable() or any(c in key for c in '"\\:'):
        return None
    needle_str = f'"{key}":'
    needle_bytes = needle_str.encode()
    size = len(needle_str)

    def check(data: Any, value: Any, keys: int, text: int) -> Any:
        # keys < 0: the finisher proved the text by writing the struct back (a long
        # text, its nesting and numbers checked), and `text` is the colons beyond it,
        # which must be this key's and those of its value written back.
        # The text ends with "}" or the value read below is not alone: a text msgspec
        # read is one object, so whatever follows its "}" is white space, and the
        # "}" then left in `rest` fails the decode.
        at = data.rfind(needle_str if type(data) is str else needle_bytes)
        if at < 0:
            return None
        rest = data[at + size : -1]
        try:
            item = _DECODE(rest)
        except Exception:  # noqa: BLE001 - no single value: a key deeper down, or not JSON
            return None
        kind = type(item)
        if (kind is dict or kind is list) and type(rest) is not str:
            # Written back exactly as the text has it: nothing in it repeats or is out
            # of range, and a text this short nests within the reading's limit. Its
            # colons are then its keys' and its strings', as for a string below.
            if len(rest) <= _SHALLOW and _ENCODE(item) == rest:
                kind = str
        if kind is dict or kind is list:
            if keys < 0:  # written back, as the finisher wrote the struct
                return warning if 1 + written_colons(item) == text else None
            # Its keys as decoded: a key repeated inside it is one the text has more.
            try:
                inside = nested(item, 2, False)
            except Exception:  # noqa: BLE001 - too deep, or a number the reading refuses
                return None
            if keys + 1 + inside == text or (
                not escapes_colon(data)
                and written_colons(value) + 1 + written_colons(item) == text
            ):
                return warning
            return None
        if kind is str:
            # A string's colons are the text's, as written; with one colon more than
            # the struct's keys, that colon is the property's own, and there are none
            # (never so when written back: keys + 1 is then 0, and text at least 1).
            inside = (
                0
                if keys + 1 == text
                else rest.count(":")
                if type(rest) is str
                else rest.count(b":")
            )
        elif kind is int:
            if not -_BIGGEST <= item <= _BIGGEST:
                return None
            inside = 0
        elif kind is float or kind is bool:
            inside = 0
        else:
            return None  # a null: rare enough for the long way
        if keys < 0:
            return warning if 1 + inside == text else None
        if keys + 1 + inside == text or (
            not escapes_colon(data) and written_colons(value) + 1 + inside == text
        ):
            return warning
        return None

    return check


def by_length(key: str, warning: Any) -> Optional[Callable[[Any, int], Any]]:
    """The same lane for the proof by length (_fast_length): (text, characters it has
    beyond the struct written back) → the warning, or None (the long way).

    Those characters must be exactly `,"name":value` before the text's last character.
    The comma before the needle is no escape, so its quote opens a key; a value that is
    one JSON value up to the end sits at the top. A text msgspec read is one object, so
    that last character is its "}", or white space after it: then the value read
    ends with the "}" and is no single JSON value. The value must be written exactly as
    msgspec writes it (no repeated key, no number written otherwise) and short enough
    that it nests within the reading's depth and holds no integer past a float's range.
    The struct is then exactly the rest of the text."""
    if not key.isascii() or not key.isprintable() or any(c in key for c in '"\\'):
        return None
    needle_str = f',"{key}":'
    needle_bytes = needle_str.encode()
    size = len(needle_str)

    def check(data: Any, more: int) -> Any:
        if more - size > _SHALLOW:  # the value's length
            return None
        at = len(data) - 1 - more
        if type(data) is str:
            if not data.startswith(needle_str, at):
                return None
            rest = data[at + size : -1]
            written = rest.encode()
        else:
            if not data.startswith(needle_bytes, at):
                return None
            rest = written = data[at + size : -1]
        try:
            item = _DECODE(rest)
        except Exception:  # noqa: BLE001 - no single value: a key deeper down, or not JSON
            return None
        if item is None or _ENCODE(item) != written:
            return None  # a null, or a value written otherwise: the long way
        return warning

    return check
