"""What tolerant parsing reports: ParseWarning, one per change it made, with the JSON
Pointer of the place, and the log its warnings go to when the caller gives no list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

__all__ = ["ParseWarning"]


@dataclass(frozen=True)
class ParseWarning:
    """One change tolerant parsing made: a stable code, a JSON Pointer into the input, a
    message.
    """

    code: str
    path: str
    message: str


def _token(key: object) -> str:
    return str(key).replace("~", "~0").replace("/", "~1")


def _unknown_property(path: str, key: str) -> ParseWarning:
    return ParseWarning("unknown-property", path, f'unknown property "{key}" removed')


def _report(found: List[ParseWarning], warnings: Optional[List[ParseWarning]]) -> None:
    if warnings is not None:
        warnings.extend(found)
        return
    if not found:
        return
    # Nothing is dropped silently: without a list, warnings go to the log. logging is
    # imported here, by the first warning logged: importing the package does not pay it.
    import logging

    log = logging.getLogger(__package__)
    for warning in found:
        log.warning("%s at %r: %s", warning.code, warning.path or "/", warning.message)
