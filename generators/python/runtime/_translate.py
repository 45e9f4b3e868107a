"""A retired shape read as its replacement, as the receiver plan's rule says: the new
tag (fixed, or chosen by the prefix of a value), then JSON Patch operations (add, move,
remove) on a copy of the document, then those of the first case whose pointer is set."""

from __future__ import annotations

import copy
from typing import Any, Dict, List, Mapping, Tuple, Union

from ._warnings import _token

__all__ = ["translate"]


def translate(
    value: Dict[str, Any], tag_name: str, rule: Mapping[str, Any]
) -> Dict[str, Any]:
    out: Dict[str, Any] = copy.deepcopy(value)
    out[tag_name] = _target(rule["to"], value)
    for op in rule.get("patch", ()):
        _apply(out, op)
    for case in rule.get("cases", ()):
        if _lookup(value, case["when"])[0]:
            for op in case["patch"]:
                _apply(out, op)
            break
    return out


def _target(to: Union[str, Mapping[str, Any]], value: Dict[str, Any]) -> str:
    if isinstance(to, str):
        return to
    _, by = _lookup(value, to["by"])
    if isinstance(by, str):
        for entry in to["prefixes"]:
            if by.startswith(entry["prefix"]):
                return str(entry["tag"])
    return str(to["otherwise"])


def _tokens(pointer: str) -> List[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def _lookup(value: object, pointer: str) -> Tuple[bool, object]:
    node = value
    for t in _tokens(pointer):
        if not isinstance(node, dict) or t not in node:
            return False, None
        node = node[t]
    return True, node


def _place(target: Dict[str, Any], pointer: str, value: object) -> None:
    parts = _tokens(pointer)
    node = target
    for part in parts[:-1]:
        if part not in node:
            node[part] = {}
        following = node[part]
        if not isinstance(following, dict):
            return  # a non-object in the way wins
        node = following
    node[parts[-1]] = value


def _apply(target: Dict[str, Any], op: Mapping[str, Any]) -> None:
    if op["op"] == "add":
        _place(target, op["path"], copy.deepcopy(op["value"]))
        return
    source = op["from"] if op["op"] == "move" else op["path"]
    found, value = _lookup(target, source)
    if not found:
        return
    parts = _tokens(source)
    _, parent = _lookup(target, "".join("/" + _token(p) for p in parts[:-1]))
    if isinstance(parent, dict):
        del parent[parts[-1]]
    if op["op"] == "move":
        _place(target, op["path"], value)
