"""JSON Pointer reads and writes through objects (and array indexes on reads), as the
plan uses them."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Dict, Tuple

__all__ = ["get_at", "key_text", "set_at"]

_INDEX = re.compile(r"^(0|[1-9][0-9]*)$")


@lru_cache(maxsize=512)
def _tokens(pointer: str) -> Tuple[str, ...]:
    return (
        tuple(t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:])
        if pointer
        else ()
    )


def get_at(doc: object, pointer: str) -> Any:
    """The value at pointer, or None when any step is missing."""
    tokens = _tokens(pointer)
    if len(tokens) == 1 and isinstance(doc, dict):
        return doc.get(tokens[0])  # the usual case: a field of the event
    current: Any = doc
    for token in tokens:
        if isinstance(current, list):
            current = (
                current[int(token)]
                if _INDEX.match(token) and int(token) < len(current)
                else None
            )
        elif isinstance(current, dict) and token in current:
            current = current[token]
        else:
            return None
    return current


def set_at(doc: Dict[str, Any], pointer: str, value: object) -> None:
    """Sets the value at pointer (not the root), creating objects on the way."""
    path = _tokens(pointer)
    current = doc
    for token in path[:-1]:
        following = current.get(token)
        if not isinstance(following, dict):
            following = current[token] = {}
        current = following
    if path:
        current[path[-1]] = value


def key_text(value: object) -> str:
    """A key's identity: strings as they are, anything else as its JSON text."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
