"""The fast API's invalid lane: a text msgspec refused gets parse's answer, through
parse.
"""

from __future__ import annotations

from typing import Any, Callable, FrozenSet, List, Optional, Tuple

from . import _fast_keys

__all__ = ["Invalid"]


class Invalid:
    """Rejections take parse's full pipeline. A lane that remembered the error of each
    faulty (member, field, raw value) was tried and dropped: it only pays when a
    producer repeats the same bad value, which a benchmark that replays its fixture does
    and real traffic rarely does."""

    def __init__(
        self,
        builder: Any,
        tallies: _fast_keys.Tallies,
        arms: List[Any],
        retired: FrozenSet[Any],
        full: Callable[[Any, List[Any]], Any],
        into: Optional[List[Any]],
    ) -> None:
        self._into = into
        self._full = full

    def decide(self, data: Any, message: str) -> Any:
        """parse's answer for a text msgspec refused: (value, warnings), or with the
        caller's warnings list the value alone."""
        return self._answer(self._slow(data))

    def full(self, data: Any) -> Tuple[Any, List[Any]]:
        """parse's answer; with the caller's list, its warnings are appended there even
        when it raises.
        """
        return self._slow(data)

    def _answer(self, found: Tuple[Any, List[Any]]) -> Any:
        return found if self._into is None else found[0]

    def _slow(self, data: Any) -> Tuple[Any, List[Any]]:
        warnings: List[Any] = []
        try:
            return self._full(data, warnings), (
                [] if self._into is not None else warnings
            )
        finally:
            if self._into is not None:
                self._into.extend(warnings)
