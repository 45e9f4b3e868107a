"""JSON Pointers into decoded events, messages and items (objects and arrays), for the stream processor."""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

__all__ = ["lookup", "place", "pointer_tokens"]


def pointer_tokens(pointer: str) -> List[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def lookup(value: object, pointer: str) -> Tuple[bool, Any]:
    """(True, the value at pointer), or (False, None) when it is not there."""
    node: Any = value
    for token in pointer_tokens(pointer):
        if isinstance(node, dict):
            if token not in node:
                return False, None
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return False, None
    return True, node


def place(target: Dict[str, Any], pointer: str, value: object) -> None:
    """Sets the value at pointer, creating missing objects on the way; a non-object in the way wins."""
    parts = pointer_tokens(pointer)
    if not parts:
        return
    node: Any = target
    for part in parts[:-1]:
        if isinstance(node, dict):
            if part not in node:
                node[part] = {}
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return
    if isinstance(node, dict):
        node[parts[-1]] = value
    elif isinstance(node, list) and parts[-1].isdigit() and int(parts[-1]) < len(node):
        node[int(parts[-1])] = value
