"""The lanes of the fast API (fast.py): a valid document, a newer producer's extra
properties, and an invalid field, each proven to get parse's answer, else handed to the
full pipeline.

The structs ignore properties they do not know; the struct written back as long as its
text (_fast_length), or the key tally (_fast_keys), proves a decoded struct holds every
key of its text. A shortfall is a colon inside a string, unknown properties at the top,
or anything else (_fast_unknown)."""

from __future__ import annotations

import typing
from typing import Any, Callable, Dict, FrozenSet, List, Optional

import msgspec

from . import _fast_finisher, _fast_invalid, _fast_keys
from ._fast import Miss, Target, _wire_names
from ._fast_invalid import Invalid
from ._fast_unknown import UnknownLane
from ._warnings import ParseWarning

__all__ = ["Lanes"]

Full = Callable[[Any, List[ParseWarning]], Any]
"""The full pipeline: parse's own answer for the text, warnings appended to the list."""


class Lanes:
    """One type's decoder in one mode; `full` is parse itself, for anything not proven
    here.
    """

    def __init__(
        self,
        target: Target,
        retired: FrozenSet[Any],
        strict: bool,
        strips_unknown: bool,
        full: Full,
        into: Optional[List[ParseWarning]],
    ) -> None:
        builder, decode = target._builder, target._decode
        if builder is None or decode is None:
            raise RuntimeError("the target's structs are not built")
        self._decode = decode
        self._tallies = _fast_keys.Tallies(builder.models, builder.checks)
        for struct in builder.placeholders:
            # A member msgspec cannot read: a miss wherever it is met, at the top or in
            # a value the walk counts.
            self._tallies[struct] = _unreadable
        self._retired = retired
        self._strict = strict
        strips = strips_unknown and not strict
        arms = (
            typing.get_args(target._struct)
            if typing.get_origin(target._struct) is typing.Union
            else (target._struct,)
        )
        self._builder = builder
        self._arms = [
            arm
            for arm in arms
            if arm in self._tallies and arm not in builder.placeholders
        ]
        stripped = {
            arm: _wire_names(arm)
            for arm in self._arms
            if strips and arm not in builder.open and arm not in retired
        }
        self._invalid = Invalid(builder, target.annotation, retired, strict, full, into)
        self._unknown = UnknownLane(
            self._tallies._nested,
            builder.names,
            stripped,
            retired,
            strict,
            self._invalid.full,
        )

    def decoder(
        self, into: Optional[List[ParseWarning]] = None
    ) -> Callable[[Any], Any]:
        """The decode function: (value, warnings), or the value alone with the warnings
        appended to `into`. Names it uses are bound as locals, since it runs once per
        document."""
        # A member's finisher is generated code: built on the member's first document,
        # so that a decoder's first use pays for one member, not for all of them.
        finishers: Dict[Any, Callable[[Any, Any], Any]] = {}
        arms = frozenset(self._arms)

        def finisher_of(struct: Any) -> Optional[Callable[[Any, Any], Any]]:
            if struct not in arms:
                return None
            found = finishers[struct] = _fast_finisher.finisher(
                self._tallies,
                struct,
                self._builder.checks.get(struct, {}),
                self._unknown.short,
                self._strict or struct not in self._retired,
                into,
                self._unknown.learned.setdefault(struct, [None, None]),
            )
            return found

        decode, missed, failed, full = (
            self._decode,
            Miss,
            msgspec.ValidationError,
            self._invalid.decide,
        )
        # The invalid lane, written out here: an invalid document is raised from this
        # frame, one call less to make and to unwind (see _fast_invalid).
        plans, plan, refused, run, unplanned, refusals = (
            self._invalid._plans,
            self._invalid.plan,
            _fast_invalid._Refused,
            self._invalid._full,
            _fast_invalid._UNPLANNED,
            (msgspec.ValidationError, msgspec.DecodeError),
        )

        def decode_one(data: Any) -> Any:
            try:
                value = decode(data)
            except failed as error:  # a value msgspec refused: the invalid lane
                message = str(error)
                found = plans.get(message, unplanned)
                if found is unplanned:
                    found = plan(message)
                if found is not None:
                    try:
                        kind = type(found[0](data))
                    except refusals:
                        kind = None
                    if kind in found[1]:
                        raise refused(run, data) from None
                return full(data)
            except Exception:  # noqa: BLE001 - not JSON msgspec reads
                return full(data)
            finish = finishers.get(type(value)) or finisher_of(type(value))
            if finish is None:
                return full(data)  # a member msgspec cannot read
            try:
                return finish(data, value)
            except (
                missed
            ):  # a check msgspec cannot make failed, or the reading refuses a value
                return full(data)

        return decode_one


def _unreadable(value: Any, depth: int = 1, check: bool = True) -> int:
    raise Miss()
