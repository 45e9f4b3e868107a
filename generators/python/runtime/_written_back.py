"""The proof by writing back, for the fast API's structs (_fast_finisher, _fast_api,
_fast_tail): a struct msgspec writes back holds its keys and the colons inside its
strings, so a text with no more colons than that, and none written as an escape, has
no key the struct lacks. For long texts (a run's input, a snapshot) this costs less than
a walk, and it settles colons inside strings anywhere."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from ._reading import MAX_DEPTH, plain

__all__ = [
    "ESCAPED_COLON_BYTES",
    "ESCAPED_COLON_STR",
    "colons",
    "escapes_colon",
    "written_colons",
    "written_more",
]


ESCAPED_COLON_BYTES = re.compile(rb"\\u003").search
ESCAPED_COLON_STR = re.compile(r"\\u003").search
"""A colon may be written as an escape (\\u003a): a compiled search is cheaper than
`in`."""


def written_more(data: Any, value: Any) -> int:
    """The colons the text has beyond those of the struct written back (0: it holds
    every key of the text), or -1 when the count proves nothing: an escaped colon, or
    nesting or a number the walk would refuse."""
    if escapes_colon(data):
        return -1
    if type(data) is str:
        if not plain(data):
            return -1
    else:
        # One pass maps the text to its shape: brackets that open, digits, the rest.
        shape = data.translate(_SHAPE)
        if shape.count(b"[") > MAX_DEPTH or _DIGIT_RUN in shape:
            return -1
    more = colons(data) - written_colons(value)
    return more if more >= 0 else -1


_SHAPE = bytes(
    0x30 if 0x30 <= byte <= 0x39 else 0x5B if byte in (0x5B, 0x7B) else 0x20
    for byte in range(256)
)
_DIGIT_RUN = b"0" * 309
"""An integer past a float's range has more than 308 digits."""


def colons(data: Any) -> int:
    return data.count(":") if type(data) is str else data.count(b":")


def escapes_colon(data: Any) -> bool:
    """Whether the text writes a colon as an escape: then its colons undercount a
    written-back value.
    """
    return (
        ESCAPED_COLON_STR(data) if type(data) is str else ESCAPED_COLON_BYTES(data)
    ) is not None


def written_colons(value: Any) -> int:
    """The colons of the value written back: its keys plus the colons inside its
    strings.
    """
    return msgspec.json.encode(value).count(b":")
