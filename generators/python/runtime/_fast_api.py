"""The lanes of the fast API (fast.py): a valid document, a newer producer's extra
properties, and an invalid field, each proven to get parse's answer, else handed to the
full pipeline.

The structs ignore properties they do not know; the key tally (_fast_keys) proves a
decoded struct holds every key of its text. A shortfall is a colon inside a string (the
struct written back then has the text's colons), unknown properties at the top (named by
one more pass over the top level, and reported as the receiver walk reports them), or
anything else: the full pipeline."""

from __future__ import annotations

import typing
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Set, Tuple

import msgspec

from . import _fast_keys
from ._fast import _RAW_OBJECT, Miss, Target, _wire_names
from ._fast_invalid import Invalid
from ._receivers import ParseWarning, _token, _unknown_property

__all__ = ["Lanes"]

Decoded = Tuple[Any, List[ParseWarning]]
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
            self._tallies.pop(
                struct, None
            )  # a member msgspec cannot read: no tally, a miss
        self._retired = retired
        self._strict = strict
        self._strips = strips_unknown and not strict
        self._open = frozenset(builder.open)
        self._names = builder.names
        self._wire: Dict[Any, FrozenSet[str]] = {}
        self._warned: Dict[str, ParseWarning] = {}
        arms = (
            typing.get_args(target._struct)
            if typing.get_origin(target._struct) is typing.Union
            else (target._struct,)
        )
        self._builder = builder
        self._arms = [arm for arm in arms if arm in self._tallies]
        self._into = into
        self._invalid = Invalid(builder, self._tallies, list(arms), retired, full, into)

    def decoder(
        self, into: Optional[List[ParseWarning]] = None
    ) -> Callable[[Any], Any]:
        """The decode function: (value, warnings), or the value alone with the warnings
        appended to `into`. Names it uses are bound as locals, since it runs once per
        document."""
        rest = self._rest if into is None else self._rest_into
        finishers = {
            struct: _fast_keys.finisher(
                self._tallies,
                struct,
                self._builder.checks.get(struct, {}),
                self._rest,
                self._strict or struct not in self._retired,
                into,
            )
            for struct in self._arms
        }
        decode, missed, miss, failed, invalid = (
            self._decode,
            Miss,
            Miss(),
            msgspec.ValidationError,
            self._invalid.decide,
        )

        def decode_one(data: Any) -> Any:
            try:
                value = decode(data)
            except failed as error:  # a value msgspec refused: the invalid lane
                return invalid(data, str(error))
            except Exception as error:  # noqa: BLE001 - not JSON msgspec reads
                return rest(data, error, 0, -1)
            finish = finishers.get(type(value))
            if finish is None:
                return rest(data, miss, 0, -1)  # a member msgspec cannot read
            try:
                return finish(data, value)
            except (
                missed
            ):  # a check msgspec cannot make failed, or the reading refuses a value
                return rest(data, miss, 0, -1)

        return decode_one

    def _rest_into(self, data: Any, value: Any, keys: int, text: int) -> Any:
        found, warnings = self._rest(data, value, keys, text)
        if warnings:
            self._into.extend(warnings)  # type: ignore[union-attr]
        return found

    def _rest(self, data: Any, value: Any, keys: int, text: int) -> Decoded:
        """Everything but a valid document or a value msgspec refused. text < 0: `value`
        is the exception msgspec raised."""
        if text < 0:
            # A check failed, a member msgspec cannot read, or not JSON msgspec reads:
            # the full pipeline explains.
            return self._slow(data)
        if keys == text:
            return self._slow(data)  # a retired member: parse translates it
        return self._short(data, value, keys, text)

    def _short(self, data: Any, value: Any, keys: int, text: int) -> Decoded:
        """The struct holds fewer keys than the text has colons: unknown properties, a
        colon in a string, or a key the struct lost (repeated, or unknown deeper down).
        """
        kind = type(value)
        if type(data) is str:
            escaped, null = "\\u003" in data, "null" in data
        else:
            escaped, null = b"\\u003" in data, b"null" in data
        if (
            self._strips
            and not escaped
            and not null
            and kind not in self._open
            and kind not in self._retired
        ):
            try:
                top = _RAW_OBJECT(data)  # type: ignore[misc]
            except Exception:  # noqa: BLE001 - not an object: the full pipeline explains
                return self._slow(data)
            wire = self._wire.get(kind)
            if wire is None:
                wire = self._wire[kind] = _wire_names(kind)
            extra = top.keys() - wire
            if extra:
                return self._unknown(data, value, keys, text, extra, top)
        if (
            not escaped
            and _fast_keys.written_colons(value) == text
            and (self._strict or kind not in self._retired)
        ):
            return value, []
        return self._slow(data)

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
        """Unknown properties at the top only, none of them null or a Python spelling of
        a field.
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
            if any(":" in key for key in extra) or _fast_keys.escapes_colon(data):
                return self._slow(data)
            written = (
                _fast_keys.written_colons(value)
                + len(extra)
                + sum(_fast_keys.written_colons(item) for item in values)
            )
            if written != text:
                return self._slow(data)
        if len(extra) == 1:
            return value, [self._warning(next(iter(extra)))]
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


def _path(warning: ParseWarning) -> str:
    return warning.path
