"""The one-pass reader of a parse target: pydantic-core reads most documents straight
into the models (_lanes, _lane_ignoring), and this reader proves when that answer is the
full pipeline's (_pipeline); anything else goes to the full pipeline."""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Tuple, Type, Union

import pydantic
from pydantic_core import from_json, to_json

from . import _issues, _key_proofs, _lane_ignoring
from ._lanes import Target
from ._pipeline import _full
from ._reading import MAX_DEPTH, plain
from ._rejections import _STANDS, _Deferred
from ._runtime import Unknown, ValidationError
from ._walk import Receiver
from ._warnings import ParseWarning, _report, _token, _unknown_property

Reader = Callable[[object, Optional[List[ParseWarning]]], Any]


def _built_on_next_use(
    receiver: Receiver,
    type_name: str,
    target: Target,
    unknown: Optional[Type[Unknown]],
    mode: str,
    retired: Tuple[type, ...],
) -> Reader:
    """The reader of a target read once: it builds the one-pass reader, installs it and
    reads with it."""

    def build_and_read(data: object, warnings: Optional[List[ParseWarning]]) -> Any:
        read = target.readers[mode] = _reader(
            receiver, type_name, target, unknown, mode, retired
        )
        return read(data, warnings)

    return build_and_read


def _reader(
    receiver: Receiver,
    type_name: str,
    target: Target,
    unknown: Optional[Type[Unknown]],
    mode: str,
    retired: Tuple[type, ...],
) -> Reader:
    """parse() for one target and mode: one pass of pydantic-core (see _lanes) for what
    the lane can decide, the full pipeline for the rest. Built once, with everything it
    needs bound here: a valid document's whole cost is this function and one validation.
    """
    adapter = target.adapter
    tolerant = mode == "tolerant"

    def full(data: object, warnings: Optional[List[ParseWarning]]) -> Any:
        # _full keeps the contract itself: a ValidationError or a value.
        return _full(
            receiver, type_name, adapter, unknown, data, mode, warnings, retired
        )

    if tolerant and (
        not receiver.tolerates(type_name) or type_name in receiver.walk_always
    ):
        return full
    lane = target.lane(
        tolerant, (lambda tag: receiver.closed(type_name, tag)) if tolerant else None
    )
    if lane is None:
        return full
    validate_json, validate_python, names, members = (
        lane.validate_json,
        lane.validate_python,
        lane.names,
        lane.members,
    )
    opened = lane.opened
    # Opened members with no null the walk reads as absent at their top: with none of
    # their containers given, a null in the text is the walk's business only inside an
    # unknown property, which goes anyway.
    null_free = frozenset(
        cls
        for cls, tag in lane.opened_tags.items()
        if cls in members and not receiver.reads_null_as_absent(type_name, tag)
    )
    setattr_ = object.__setattr__
    retired_members = frozenset(retired if tolerant else ())
    spelling = lane.hiding
    ordinary = opened - retired_members - spelling
    """Members whose value needs no more than its unknown properties set aside."""
    needles_text, needles_bytes = lane.open_needles, lane.open_needles_bytes
    short = 2 * MAX_DEPTH
    invalid = pydantic.ValidationError
    rewritten, not_rewritten = _key_proofs.rewritten_proof(), _key_proofs.NOT_REWRITTEN
    validate_ignoring, keep = lane.validate_json_ignoring, _lane_ignoring.KEEP
    settle, learn = _lane_ignoring.reader(
        lane, ordinary, retired_members, null_free, full, _report, rewritten
    )

    def refused(
        data: object, probe: Union[str, bytes], warnings: Optional[List[ParseWarning]]
    ) -> Any:
        # A Python spelling of a field (which the full pipeline's pydantic reads), or,
        # when tolerant, a document the walk changes: the full pipeline. Else the
        # verdict stands.
        text = probe is data
        document: object = data
        if text and (tolerant or (names and _flat(probe))):
            try:
                document = from_json(data)  # type: ignore[arg-type]
            except Exception:  # noqa: BLE001 - not JSON the lane reads: the full pipeline explains
                return full(data, warnings)
        if names and (
            not names.isdisjoint(document)
            if _flat(probe) and type(document) is dict
            else lane.spelled(probe)
        ):
            return full(data, warnings)
        if tolerant and not _walk_leaves_alone(receiver, type_name, document):
            return full(data, warnings)
        return _STANDS  # raised by the caller: one frame fewer to unwind

    def read(data: object, warnings: Optional[List[ParseWarning]]) -> Any:
        try:
            kind = type(data)
            if kind is bytes or kind is str:
                if len(data) > short and not plain(data):  # type: ignore[arg-type]
                    return full(data, warnings)
                try:
                    value = validate_ignoring(data)  # type: ignore[arg-type]
                except invalid:
                    answer = refused(data, data, warnings)  # type: ignore[arg-type]
                    if answer is _STANDS:
                        raise _Deferred(full, data) from None
                    return answer
                if type(value) in opened:
                    answer = settle(data, value, warnings)
                    if answer is not keep:
                        return answer
                    try:  # the same verdict, the unknown properties kept aside
                        value = validate_json(data)  # type: ignore[arg-type]
                    except invalid:
                        return full(data, warnings)
                # pydantic-core keeps the last of two equal keys and reads NaN: the
                # value must hold every key of the text, and finite numbers only. A
                # flat document is settled by its fields and unknown properties (the
                # text's colons are then its keys); anything else by the text being
                # written as a writer writes it (one decode and encode in C), and
                # failing that by counting keys.
                fields = members.get(type(value))
                if fields is None:  # not a model: an enum member, a list, ...
                    extra = None
                    if rewritten(data) is not_rewritten and not _key_proofs.same_keys(
                        value,
                        data,  # type: ignore[arg-type]
                    ):
                        return full(data, warnings)
                else:
                    given = value.__pydantic_fields_set__  # unknown properties included
                    extra = value.__pydantic_extra__
                    count = len(given)
                    if extra:
                        # The keys inside the extras' values (their names are in
                        # given): a string, integer or boolean holds none.
                        for item in extra.values():
                            held = type(item)
                            if held is dict or held is list or held is float:
                                count += _key_proofs.keys(item)
                    if (
                        count != data.count(b":" if kind is bytes else ":")  # type: ignore[attr-defined]
                        or not fields.isdisjoint(given)
                    ) and not (
                        rewritten(data) is not not_rewritten
                        or _key_proofs.same_keys(value, data)  # type: ignore[arg-type]
                    ):
                        return full(data, warnings)
                probe: Union[str, bytes] = data  # type: ignore[assignment]
            elif kind is dict:
                # The value as text: what JSON cannot hold shows here (the full pipeline
                # explains it).
                try:
                    probe = to_json(data, inf_nan_mode="constants")
                except Exception:  # noqa: BLE001
                    return full(data, warnings)
                if probe.find(b"NaN") >= 0 or probe.find(b"Infinity") >= 0:
                    return full(data, warnings)
                try:
                    value = validate_python(data)
                except invalid:
                    answer = refused(data, probe, warnings)
                    if answer is _STANDS:
                        raise _Deferred(full, data) from None
                    return answer
                extra = getattr(value, "__pydantic_extra__", None)
                if extra:
                    given = value.__pydantic_fields_set__
            else:
                return full(data, warnings)
            cls = type(value)
            if cls not in ordinary:
                if retired_members and cls in retired_members:
                    return full(
                        data, warnings
                    )  # a valid retired member is still translated
                if spelling and cls in spelling:
                    for needle in needles_text if type(probe) is str else needles_bytes:
                        if probe.find(needle) >= 0:  # type: ignore[arg-type]
                            return full(
                                data, warnings
                            )  # an open model may hold a field's Python spelling
                if extra is None or cls not in opened:
                    return value
            if extra:
                # given: fetched above wherever extra holds something
                if not names.isdisjoint(extra) or (
                    (cls not in null_free or not members[cls].isdisjoint(given))
                    # find(): cheaper than `in` for bytes
                    and probe.find(b"null" if type(probe) is bytes else "null") >= 0  # type: ignore[arg-type]
                ):
                    # the walk may read a null as absent
                    return full(data, warnings)
                if len(extra) == 1:
                    # The common case, written out: a newer producer's one property.
                    for key in extra:
                        break
                    warning = _KNOWN_UNKNOWN.get(key) or _unknown_property_of(key)
                    if warnings is not None:
                        warnings.append(warning)
                    else:
                        _report([warning], None)
                    given.discard(key)
                    learn(cls, key, warning)
                else:
                    found = sorted(
                        (
                            _KNOWN_UNKNOWN.get(key) or _unknown_property_of(key)
                            for key in extra
                        ),
                        key=_path,
                    )
                    if warnings is not None:
                        warnings.extend(found)
                    else:
                        _report(found, None)
                    given.difference_update(extra)
            # The unknown properties are the warnings' business, not the value's:
            # the value is then the full pipeline's (no extra, given fields only).
            setattr_(value, "__pydantic_extra__", None)
            return value
        except ValidationError:
            raise
        except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
            raise _issues.unexpected(error) from None

    return read


_KNOWN_UNKNOWN: Dict[str, ParseWarning] = {}
"""The warning about each unknown property name met, kept: a warning is an immutable
value.
"""


def _unknown_property_of(key: str) -> ParseWarning:
    found = _unknown_property(f"/{_token(key)}", key)
    if len(_KNOWN_UNKNOWN) < 1024:  # names come from the input: the cache stays small
        _KNOWN_UNKNOWN[key] = found
    return found


def _path(warning: ParseWarning) -> str:
    return warning.path


def _flat(probe: Union[str, bytes]) -> bool:
    """Whether a text is one object holding no object nor array: its keys are then the
    decoded object's keys. False for a text with white space before its brace, which
    only costs such a text the longer search for a Python spelling."""
    # A byte's value, not a one-byte string, for `in` over bytes: memchr with no
    # argument parsing, several times cheaper than count() or find().
    if type(probe) is str:
        return "[" not in probe and "{" not in probe[1:]
    return 0x5B not in probe and 0x7B not in probe[1:]  # "[" and "{" as byte values


def _walk_leaves_alone(receiver: Receiver, type_name: str, document: object) -> bool:
    """Whether the tolerant walk changes nothing in the document and warns about
    nothing.
    """
    if receiver.leaves_alone(type_name, document):
        return True
    value, found, tag = receiver.tolerate(type_name, document)
    return value is document and not found and tag is None
