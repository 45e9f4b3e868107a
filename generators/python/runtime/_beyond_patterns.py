"""Schema patterns for the evaluator (_beyond.py): ECMAScript patterns in the spelling
the generator wrote for Python's re (patterns.json), or matched in linear time
(_linear.py) where re could take exponential time."""

from __future__ import annotations

import re
from typing import Dict, Optional

from ._linear import LinearPattern

__all__ = ["LINEAR", "SPELLED", "search"]

_PATTERNS: Dict[str, "re.Pattern[str]"] = {}

SPELLED: Dict[str, str] = {}
"""Each pattern of the bundle as re reads what ECMAScript means by it (patterns.json,
written by the generator: JavaScript's \\s, ASCII \\d, \\w and \\b, `.` stopping at
line ends, `$` only at the very end); loaded with the parts."""

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
        # Every pattern of the bundle is listed; one that is not is read as written.
        compiled = _PATTERNS[pattern] = re.compile(SPELLED.get(pattern, pattern))
    return compiled.search(text) is not None
