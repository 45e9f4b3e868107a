"""Schema patterns for the evaluator (_beyond.py): ECMAScript patterns spelled for
Python's re, or matched in linear time (_linear.py) where re could take exponential
time."""

from __future__ import annotations

import re
from typing import Dict, List, Optional

from ._linear import LinearPattern

__all__ = ["LINEAR", "ecma_pattern", "search"]

# ECMAScript classes (with the u flag) spelled for Python's re.
_OUTSIDE = {"d": "[0-9]", "D": "[^0-9]", "w": "[A-Za-z0-9_]", "W": "[^A-Za-z0-9_]"}
_INSIDE = {"d": "0-9", "w": "A-Za-z0-9_"}
_SPACE = "\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"


def ecma_pattern(pattern: str) -> str:
    """An ECMAScript pattern as Python's re reads the same strings: ASCII \\d and \\w,
    JavaScript's \\s, `.` stopping at line ends, `$` only at the very end."""
    out: List[str] = []
    in_class = False
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\" and i + 1 < len(pattern):
            nxt = pattern[i + 1]
            table = _INSIDE if in_class else _OUTSIDE
            if nxt == "s":
                out.append(_SPACE if in_class else f"[{_SPACE}]")
            elif nxt == "S" and not in_class:
                out.append(f"[^{_SPACE}]")
            else:
                out.append(table.get(nxt, "\\" + nxt))
            i += 2
            continue
        if in_class:
            in_class = char != "]"
            out.append(char)
        elif char == "[":
            in_class = True
            out.append(char)
        elif char == ".":
            out.append("[^\n\r\u2028\u2029]")
        elif char == "$":
            out.append(r"\Z")
        else:
            out.append(char)
        i += 1
    return "".join(out)


_PATTERNS: Dict[str, "re.Pattern[str]"] = {}

LINEAR: Dict[str, Optional[LinearPattern]] = {}
"""The patterns re could take exponential time on (linear_patterns.json, listed by the
generator), matched by the linear-time matcher instead; compiled on first use."""


def search(pattern: str, text: str) -> bool:
    """Whether an ECMAScript pattern matches somewhere in the text."""
    if pattern in LINEAR:
        linear = LINEAR[pattern]
        if linear is None:
            linear = LINEAR[pattern] = LinearPattern(pattern)
        return linear.search(text)
    compiled = _PATTERNS.get(pattern)
    if compiled is None:
        compiled = _PATTERNS[pattern] = re.compile(ecma_pattern(pattern))
    return compiled.search(text) is not None
