"""The fast API's invalid lane: a document whose only fault is the value of one top-level field.

msgspec names the first field it refused. A probe decodes the document again with that field
read as raw text: when the probe succeeds and its key tally holds, every other part of the
document is valid as it stands (no null to read as absent, no unknown property or member, no
retired shape, no repeated key), so parse's answer depends only on the member, the field and
that field's text. parse's ValidationError for that triple is remembered, and the next document
with the same faulty value gets the same issues without the full pipeline. Anything else, and
the first document of each triple, takes the full pipeline.
"""

from __future__ import annotations

import typing
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Tuple

import msgspec

from . import _fast_keys
from ._fast import Miss
from ._runtime import Issue, ValidationError

__all__ = ["Invalid"]

_MEMO_SIZE = 1024
_RAW_SIZE = 256
"""Faulty values longer than this are not remembered: each would be its own entry."""

Probe = Tuple[Callable[[Any], Any], Dict[Any, str]]


class Invalid:
    def __init__(self, builder: Any, tallies: _fast_keys.Tallies, arms: List[Any], retired: FrozenSet[Any], full: Callable[[Any, List[Any]], Any], into: Optional[List[Any]]) -> None:
        self._into = into
        self._builder = builder
        self._tallies = tallies
        self._arms = [arm for arm in arms if arm not in builder.placeholders and arm not in retired]
        self._full = full
        self._probes: Dict[str, Optional[Probe]] = {}
        self._memo: Dict[Tuple[Any, bytes], Tuple[Tuple[Issue, ...], str]] = {}

    def decide(self, data: Any, message: str) -> Any:
        """parse's answer for a text msgspec refused with `message`: (value, warnings), or with
        the caller's warnings list the value alone."""
        _, at, field = message.rpartition(" - at `$.")
        field = field[:-1]
        if not at or not field.isidentifier() or ("null" in data if type(data) is str else b"null" in data) or _fast_keys.escapes_colon(data):
            return self._answer(self._slow(data, None))
        if field not in self._probes:
            self._probes[field] = self._probe(field)
        probe = self._probes[field]
        if probe is None:
            return self._answer(self._slow(data, None))
        decode, attributes = probe
        try:
            value = decode(data)
            kind = type(value)
            keys = self._tallies[kind](value, 1, True)
        except (msgspec.ValidationError, msgspec.DecodeError, KeyError, Miss):
            return self._answer(self._slow(data, None))
        text = _fast_keys.colons(data)
        if keys != text and _fast_keys.written_colons(value) != text:
            return self._answer(self._slow(data, None))
        raw = bytes(getattr(value, attributes[kind]))
        key = (kind, raw) if len(raw) <= _RAW_SIZE else None
        known = self._memo.get(key) if key is not None else None
        if known is not None:
            raise _rejection(*known)
        return self._answer(self._slow(data, key))

    def full(self, data: Any) -> Tuple[Any, List[Any]]:
        """parse's answer; with the caller's list, its warnings are appended there even when it raises."""
        return self._slow(data, None)

    def _answer(self, found: Tuple[Any, List[Any]]) -> Any:
        return found if self._into is None else found[0]

    def _slow(self, data: Any, key: Optional[Tuple[Any, bytes]]) -> Tuple[Any, List[Any]]:
        warnings: List[Any] = []
        try:
            return self._full(data, warnings), ([] if self._into is not None else warnings)
        except ValidationError as error:
            if key is not None and not warnings:
                if len(self._memo) >= _MEMO_SIZE:
                    self._memo.clear()
                self._memo[key] = (error.issues, str(error))
            raise
        finally:
            if self._into is not None:
                self._into.extend(warnings)

    def _probe(self, wire: str) -> Optional[Probe]:
        """The members with the field, that field read as raw text; None when none has it."""
        members: List[Any] = []
        attributes: Dict[Any, str] = {}
        for arm in self._arms:
            fields = msgspec.structs.fields(arm)
            if not any(f.encode_name == wire for f in fields):
                continue
            config = arm.__struct_config__
            spec: List[Any] = []
            for f in fields:
                kind = msgspec.Raw if f.encode_name == wire else f.type
                if f.required:
                    spec.append((f.name, kind))
                else:
                    spec.append((f.name, typing.Union[kind, msgspec.UnsetType], msgspec.UNSET))
                if f.encode_name == wire:
                    name = f.name
            rename = {f.name: f.encode_name for f in fields}
            tag = {"tag_field": config.tag_field, "tag": config.tag} if config.tag_field else {}
            probe = msgspec.defstruct(f"{arm.__name__}Probe", spec, rename=rename, kw_only=True, **tag)
            checks = {k: v for k, v in self._builder.checks.get(arm, {}).items() if k != name}
            self._tallies.add(probe, checks)
            members.append(probe)
            attributes[probe] = name
        if not members:
            return None
        return msgspec.json.Decoder(typing.Union[tuple(members)] if len(members) > 1 else members[0]).decode, attributes


def _rejection(issues: Tuple[Issue, ...], message: str) -> ValidationError:
    """ValidationError(issues), its message already written: what __init__ would build."""
    error = ValidationError.__new__(ValidationError)
    ValueError.__init__(error, message)
    first = issues[0]
    error.issues, error.path, error.code, error.message = issues, first.path, first.code, first.message
    return error
