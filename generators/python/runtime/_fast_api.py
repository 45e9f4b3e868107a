"""The lanes of the fast API (fast.py): a valid document, a newer producer's extra
properties, and an invalid field, each proven to get parse's answer, else handed to the
full pipeline.

The structs ignore properties they do not know; the struct written back as long as its
text (_fast_length), or the key tally (_fast_keys), proves a decoded struct holds every
key of its text. A shortfall is a colon inside a string (the struct written back then
has the text's colons), unknown properties at the top (named by one more pass over the
top level, and reported as the receiver walk reports them; a member's last one is
looked for first at the end of the text, _fast_tail), or anything else: the full
pipeline."""

from __future__ import annotations

import typing
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Set, Tuple

import msgspec

from . import (
    _fast_finisher,
    _fast_floats,
    _fast_invalid,
    _fast_keys,
    _fast_tail,
    _written_back,
)
from ._fast import _RAW_OBJECT, Miss, Target, _wire_names
from ._fast_invalid import Invalid
from ._warnings import ParseWarning, _token, _unknown_property

__all__ = ["Lanes"]

Decoded = Tuple[Any, List[ParseWarning]]
_DECODE = msgspec.json.decode

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
        # A short text is decoded with the float hook, so that the proof by length holds
        # with free-form values present (_fast_length, _fast_floats).
        self._hooked = msgspec.json.Decoder(
            target._struct, float_hook=_fast_floats.float_hook
        ).decode
        self._tallies = _fast_keys.Tallies(builder.models, builder.checks)
        for struct in builder.placeholders:
            # A member msgspec cannot read: a miss wherever it is met, at the top or in
            # a value the walk counts.
            self._tallies[struct] = _unreadable
        self._retired = retired
        self._strict = strict
        self._strips = strips_unknown and not strict
        self._open = frozenset(builder.open)
        self._names = builder.names
        self._wire: Dict[Any, FrozenSet[str]] = {}
        self._nested = self._tallies._nested
        self._warned: Dict[str, ParseWarning] = {}
        self._probes: Dict[Any, Tuple[Callable[[Any], Any], ParseWarning]] = {}
        """Per member, the unknown property last stripped from it, with a decoder that
        reads only that property: a newer producer adds the same field to every event
        of a kind, so the next document is settled without reading its top level
        again."""
        self._learned: Dict[Any, List[Any]] = {}
        """Per member, the cells its finisher reads: the checks of the unknown property
        last stripped from it when that property ends the text, by the colons and by
        the length (_fast_tail)."""
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
        self._stripped: Dict[Any, FrozenSet[str]] = {
            arm: _wire_names(arm)
            for arm in self._arms
            if self._strips and arm not in self._open and arm not in retired
        }
        """The members whose unknown top-level properties this lane strips, with
        their JSON names."""
        self._into = into
        self._invalid = Invalid(builder, target.annotation, retired, strict, full, into)

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
                self._short,
                self._strict or struct not in self._retired,
                into,
                self._learned.setdefault(struct, [None, None]),
            )
            return found

        decode, hooked, short, missed, failed, full = (
            self._decode,
            self._hooked,
            _fast_floats.HOOKED,
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
                value = hooked(data) if len(data) <= short else decode(data)
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
            except Exception:  # noqa: BLE001 - not JSON msgspec reads, or Lengthened
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

    def _short(self, data: Any, value: Any, keys: int, text: int) -> Decoded:
        """The struct holds fewer keys than the text has colons: unknown properties, a
        colon in a string, or a key the struct lost (repeated, or unknown deeper down).
        """
        if keys == text:
            return self._slow(data)  # a retired member: parse translates it
        kind = type(value)
        probe = self._probes.get(kind)
        if probe is not None:
            found = _probed(probe, self._nested, data, value, keys, text)
            if found is not None:
                return found
        accept = self._strict or kind not in self._retired
        if (
            accept
            and not _written_back.escapes_colon(data)
            and _written_back.written_colons(value) == text
        ):
            return value, []  # colons inside strings, deeper than the finisher looks
        wire = self._stripped.get(kind)
        if wire is not None:
            try:
                top = _RAW_OBJECT(data)  # type: ignore[misc]
            except Exception:  # noqa: BLE001 - not an object: the full pipeline explains
                return self._slow(data)
            extra = top.keys() - wire
            if len(extra) == 1:
                # The common case, written out: one unknown property at the top.
                for key in extra:
                    break
                try:
                    item = _DECODE(top[key])
                    held = type(item)
                    more = (
                        1 + self._nested(item, 2, False)
                        if held is dict or held is list or held is int
                        else 1
                    )
                except Exception:  # noqa: BLE001 - refused by msgspec or the reading
                    return self._slow(data)
                if keys + more == text and key not in self._names:
                    warning = self._warned.get(key) or self._warning(key)
                    self._learn(kind, key, warning)
                    return value, [warning]
            if extra:
                return self._unknown(data, value, keys, text, extra, top)
        return self._slow(data)

    def _learn(self, kind: Any, key: str, warning: ParseWarning) -> None:
        if ":" in key:
            return  # its colon is one of the text's: the long way counts it
        cell = self._learned.get(kind)
        if cell is not None:
            cell[0] = _fast_tail.tail(key, warning, self._nested)
            cell[1] = _fast_tail.by_length(key, warning)
        decode = _PROBES.get(key)
        if decode is None:
            decode = msgspec.json.Decoder(
                msgspec.defstruct(
                    "Probe", [("value", Any, msgspec.field(name=key, default=_UNSET))]
                )
            ).decode
            if len(_PROBES) < 64:  # names come from the input: the cache stays small
                _PROBES[key] = decode
        self._probes[kind] = (decode, warning)

    def _slow(self, data: Any) -> Decoded:
        return self._invalid.full(data)

    def _unknown(
        self,
        data: Any,
        value: Any,
        keys: int,
        text: int,
        extra: Set[str],
        top: Dict[str, Any],
    ) -> Decoded:
        """Unknown properties at the top only, none of them a Python spelling of a
        field.
        """
        if not self._names.isdisjoint(extra):
            return self._slow(
                data
            )  # a Python spelling of a field is valid for pydantic
        nested, more = self._tallies._nested, len(extra)
        try:
            values = [msgspec.json.decode(top[key]) for key in extra]
            for item in values:
                more += nested(
                    item, 2, False
                )  # keys, depth and numbers as the reading checks them
        except Exception:  # noqa: BLE001 - refused by msgspec or by the reading's rules
            return self._slow(data)
        # Every key of the text is a field of the struct, one of these properties or a
        # key inside one, and none repeats: together they reach the text's colons. With
        # colons inside strings, the struct and the properties written back must have
        # all of the text's.
        if keys + more != text:
            if any(":" in key for key in extra) or _written_back.escapes_colon(data):
                return self._slow(data)
            written = (
                _written_back.written_colons(value)
                + len(extra)
                + sum(_written_back.written_colons(item) for item in values)
            )
            if written != text:
                return self._slow(data)
        if len(extra) == 1:
            key = next(iter(extra))
            warning = self._warning(key)
            self._learn(type(value), key, warning)
            return value, [warning]
        return value, sorted((self._warning(key) for key in extra), key=_path)

    def _warning(self, key: str) -> ParseWarning:
        found = self._warned.get(key)
        if found is None:
            found = _unknown_property(f"/{_token(key)}", key)
            if (
                len(self._warned) < 256
            ):  # warnings are immutable: one per property name is shared
                self._warned[key] = found
        return found


def _unreadable(value: Any, depth: int = 1, check: bool = True) -> int:
    raise Miss()


_UNSET = msgspec.UNSET
_PROBES: Dict[str, Callable[[Any], Any]] = {}
"""A decoder per unknown property name met, reading that one top-level property."""


def _probed(
    probe: Tuple[Callable[[Any], Any], ParseWarning],
    nested: Callable[[Any, int, bool], int],
    data: Any,
    value: Any,
    keys: int,
    text: int,
) -> Optional[Decoded]:
    """The answer when the member's last unknown property is the only key the struct
    lacks, else None (the long way). Its keys, that property and the keys inside it
    reach the text's colons, so nothing else is there and nothing repeats; with colons
    inside strings, the struct and the property written back must have all of the
    text's (as _unknown proves it). A null in a known field needs no look: the struct
    refuses one wherever the walk would read it as absent."""
    decode, warning = probe
    try:
        item = decode(data).value
        if item is _UNSET:
            return None
        held = type(item)
        more = (
            1 + nested(item, 2, False)
            if held is dict or held is list or held is int
            else 1
        )
    except Exception:  # noqa: BLE001 - refused by msgspec or the reading: the long way
        return None
    if keys + more == text or (
        not _written_back.escapes_colon(data)
        and _written_back.written_colons(value) + 1 + _written_back.written_colons(item)
        == text
    ):
        return value, [warning]
    return None


def _path(warning: ParseWarning) -> str:
    return warning.path
