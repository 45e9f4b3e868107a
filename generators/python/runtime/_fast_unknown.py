"""The fast API's lane for a struct that holds fewer keys than its text has colons
(_fast_api): unknown properties at the top (named by one more pass over the top level,
and reported as the receiver walk reports them), colons inside strings deeper than the
finisher looks, or anything else: the full pipeline.

A newer producer adds the same property to every event of a kind: the property last
stripped from a member is learned, for the member's finisher (_fast_tail) and for a
probe that reads only that property."""

from __future__ import annotations

from typing import Any, Callable, Dict, FrozenSet, List, Optional, Set, Tuple

import msgspec

from . import _fast_tail, _written_back
from ._fast import _RAW_OBJECT
from ._warnings import ParseWarning, _token, _unknown_property

__all__ = ["UnknownLane"]

Decoded = Tuple[Any, List[ParseWarning]]
_DECODE = msgspec.json.decode


class UnknownLane:
    """The lane of one decoder; `slow` is the full pipeline's (value, warnings)."""

    def __init__(
        self,
        nested: Callable[[Any, int, bool], int],
        names: FrozenSet[str],
        stripped: Dict[Any, FrozenSet[str]],
        retired: FrozenSet[Any],
        strict: bool,
        slow: Callable[[Any], Decoded],
    ) -> None:
        self._nested = nested
        self._names = names
        self._stripped = stripped
        """The members whose unknown top-level properties this lane strips, with
        their JSON names."""
        self._retired = retired
        self._strict = strict
        self._slow = slow
        self._warned: Dict[str, ParseWarning] = {}
        self._probes: Dict[Any, Tuple[Callable[[Any], Any], ParseWarning]] = {}
        """Per member, the unknown property last stripped from it, with a decoder that
        reads only that property: the next document is settled without reading its
        top level again."""
        self.learned: Dict[Any, List[Any]] = {}
        """Per member, the cells its finisher reads: the checks of the unknown property
        last stripped from it when that property ends the text, by the colons and by
        the length (_fast_tail)."""

    def short(self, data: Any, value: Any, keys: int, text: int) -> Decoded:
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
        cell = self.learned.get(kind)
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
        nested, more = self._nested, len(extra)
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
