"""Tolerant reading: the module's receiver plan (from schemas/<module>/receivers.json)
applied to a decoded document, then strict validation of what remains. The TypeScript
and Go SDKs walk the same plan the same way, so all three report the same warnings for
the same input."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import (
    Any,
    Callable,
    Dict,
    FrozenSet,
    List,
    Mapping,
    Optional,
    Tuple,
    Type,
    Union,
)

import pydantic
from pydantic import TypeAdapter
from pydantic_core import from_json, to_json

from . import _api, _lane_ignoring, _lanes
from ._lanes import Target
from ._reading import MAX_DEPTH, json_value_problem, plain, read
from ._runtime import Issue, Unknown, ValidationError

__all__ = ["ParseWarning", "Receiver", "Target", "parse"]

_DROP = object()


@dataclass(frozen=True)
class ParseWarning:
    """One change tolerant parsing made: a stable code, a JSON Pointer into the input, a
    message.
    """

    code: str
    path: str
    message: str


def _token(key: object) -> str:
    return str(key).replace("~", "~0").replace("/", "~1")


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


def _unknown_property(path: str, key: str) -> ParseWarning:
    return ParseWarning("unknown-property", path, f'unknown property "{key}" removed')


class Receiver:
    """Walks documents with a receiver plan; one per generated package."""

    def __init__(self, plan: Mapping[str, Any]) -> None:
        self._types: Mapping[str, Any] = plan["types"]
        unknown = plan["unknown"]
        self._strip = unknown["properties"] == "strip"
        self.strips_unknown_properties = self._strip
        self._drop_items = unknown["arrayMembers"] == "drop"
        self._remove_optional = unknown["optionalMembers"] == "remove"
        self._surface = unknown["rootMembers"] == "surface"
        self.walk_always: FrozenSet[str] = frozenset(plan["walkAlways"])
        self._scalar_properties: Dict[str, FrozenSet[str]] = {}
        """Per object type, the properties the walk never goes into."""
        self._members_scalars: Dict[
            str, Tuple[Optional[str], Dict[object, FrozenSet[str]]]
        ] = {}
        """Per union, its tag's name and _scalar_properties of each current member."""

    def tolerates(self, type_name: str) -> bool:
        return type_name in self._types

    def closed(self, type_name: str, tag: Optional[str]) -> bool:
        """Whether the walk strips unknown properties at the top of the type (of its
        member `tag`).
        """
        plan = self._member_plan(type_name, tag)
        return (
            self._strip
            and plan is not None
            and plan["kind"] == "object"
            and bool(plan["closed"])
        )

    def _member_plan(self, type_name: str, tag: Optional[str]) -> Any:
        """The plan of the type, or of its member `tag` when it is a union."""
        plan = self._types.get(type_name)
        if plan is not None and tag is not None and plan["kind"] == "union":
            plan = self._types.get(plan["members"].get(tag, ""))
        return plan

    def reads_null_as_absent(self, type_name: str, tag: Optional[str]) -> bool:
        """Whether the walk may read a null at the top of the type (of its member `tag`)
        as absent; true when the plan does not say."""
        plan = self._member_plan(type_name, tag)
        if plan is None or plan["kind"] != "object":
            return True
        return any(p.get("nullAsAbsent") for p in plan["properties"].values())

    def leaves_alone(self, type_name: str, value: object) -> bool:
        """Whether the walk surely changes nothing in the document and warns about
        nothing: a known, current member whose top-level properties are all known, none
        null, and none a position the walk goes into."""
        if type(value) is dict:
            # The common case in three tests in C: a current member's scalar
            # properties only, none null.
            quick = self._members_scalars.get(type_name)
            if quick is None:
                quick = self._members_scalars[type_name] = self._scalars_by_tag(
                    type_name
                )
            tag_name, by_tag = quick
            tag = value.get(tag_name)
            scalar = by_tag.get(tag) if type(tag) is str else None
            if (
                scalar is not None
                and scalar.issuperset(value)
                and None not in value.values()
            ):
                return True
        plan = self._types.get(type_name)
        if plan is None or type(value) is not dict:
            return False
        if plan["kind"] == "union":
            tag = value.get(plan["tag"])
            if (
                type(tag) is not str
                or tag in plan["retired"]
                or tag not in plan["members"]
            ):
                return False
            type_name = plan["members"][tag]
            plan = self._types.get(type_name)
            if plan is None:
                return True  # the walk does not look inside
        if plan["kind"] != "object":
            return False
        properties = plan["properties"]
        scalar = self._scalar_properties.get(type_name)
        if scalar is None:
            scalar = self._scalar_properties[type_name] = frozenset(
                key for key, prop in properties.items() if "walk" not in prop
            )
        # Two tests in C settle the common case: known properties only, none null.
        if scalar.issuperset(value) and None not in value.values():
            return True
        for key, item in value.items():
            prop = properties.get(key)
            # A walk only ever changes an object or an array.
            if (
                prop is None
                or item is None
                or ("walk" in prop and type(item) in (dict, list))
            ):
                return False
        return True

    def _scalars_by_tag(
        self, type_name: str
    ) -> Tuple[Optional[str], Dict[object, FrozenSet[str]]]:
        """For a union: its tag's name, and per current member tag, the properties the
        walk never goes into (members it does not look inside are left out)."""
        plan = self._types.get(type_name)
        if plan is None or plan["kind"] != "union":
            return None, {}
        found: Dict[object, FrozenSet[str]] = {}
        for tag, member in plan["members"].items():
            member_plan = self._types.get(member)
            if tag in plan["retired"] or member_plan is None:
                continue
            if member_plan["kind"] == "object":
                found[tag] = frozenset(
                    key
                    for key, prop in member_plan["properties"].items()
                    if "walk" not in prop
                )
        return plan["tag"], found

    def tolerate(
        self, type_name: str, value: object
    ) -> Tuple[object, List[ParseWarning], Optional[str]]:
        """The document as a receiver reads it, the warnings, and the tag of an unknown
        root member.
        """
        found: List[ParseWarning] = []
        result = self._type(type_name, value, "", found)
        found.sort(key=lambda w: (w.path, w.code))
        if result is not _DROP:
            return result, found, None
        root = self._types.get(type_name)
        if root is None or root["kind"] != "union" or not isinstance(value, dict):
            return value, found, None
        tag = value.get(root["tag"])
        if (
            not isinstance(tag, str)
            or tag in root["members"]
            or tag in root["retired"]
            or not self._surface
        ):
            return value, found, None
        return (
            value,
            [
                ParseWarning("unknown-member", "", f'unknown {root["tag"]} "{tag}"'),
                *found,
            ],
            tag,
        )

    def _type(
        self, type_name: str, value: object, path: str, found: List[ParseWarning]
    ) -> object:
        plan = self._types.get(type_name)
        if plan is None:
            return value
        kind = plan["kind"]
        if kind == "alias":
            return self._shape(plan["walk"], value, path, found)
        if not isinstance(value, dict):
            return value
        if kind == "object":
            return self._object(plan, value, path, found)
        tag = value.get(plan["tag"])
        if not isinstance(tag, str):
            return value
        current: Dict[str, Any] = value
        rule = plan["retired"].get(tag)
        if rule is not None:
            current = self._translate(current, plan["tag"], rule)
            found.append(
                ParseWarning(
                    "retired-member",
                    path,
                    f'retired {plan["tag"]} "{tag}" read as "{current[plan["tag"]]}"',
                )
            )
            tag = current[plan["tag"]]
        member = plan["members"].get(tag)
        # An unknown member is _DROP; whoever holds it decides, by position and policy,
        # what that means.
        return _DROP if member is None else self._type(member, current, path, found)

    def _object(
        self,
        plan: Mapping[str, Any],
        value: Dict[str, Any],
        path: str,
        found: List[ParseWarning],
    ) -> object:
        properties = plan["properties"]
        strip = plan["closed"] and self._strip
        out: Optional[Dict[str, Any]] = None
        lost = False
        for key, item in value.items():
            prop = properties.get(key)
            if prop is None or item is None or "walk" in prop:
                at = f"{path}/{_token(key)}"  # only where a warning or a walk needs it
            if prop is None:
                if strip:
                    out = dict(value) if out is None else out
                    del out[key]
                    found.append(_unknown_property(at, key))
                continue
            if item is None and prop.get("nullAsAbsent"):
                out = dict(value) if out is None else out
                del out[key]
                found.append(
                    ParseWarning("null-as-absent", at, f'null "{key}" read as absent')
                )
                continue
            walk = prop.get("walk")
            if walk is None:
                continue
            following = self._shape(walk, item, at, found)
            if following is _DROP:
                if prop["required"]:
                    # finish the walk first, so the warnings do not depend on key order
                    lost = True
                elif self._remove_optional:
                    out = dict(value) if out is None else out
                    del out[key]
                    found.append(
                        ParseWarning(
                            "unknown-member-removed",
                            at,
                            f'unknown member in "{key}" removed',
                        )
                    )
            elif following is not item:
                out = dict(value) if out is None else out
                out[key] = following
        if lost:
            return _DROP
        return value if out is None else out

    def _shape(
        self,
        walk: Mapping[str, Any],
        value: object,
        path: str,
        found: List[ParseWarning],
    ) -> object:
        if "ref" in walk:
            return self._type(walk["ref"], value, path, found)
        if "array" in walk:
            if not isinstance(value, list):
                return value
            items: Optional[List[object]] = None
            for i, item in enumerate(value):
                at = f"{path}/{i}"
                following = self._shape(walk["array"], item, at, found)
                if following is _DROP and not self._drop_items:
                    following = item
                if following is _DROP:
                    found.append(
                        ParseWarning(
                            "unknown-member-dropped", at, "unknown member dropped"
                        )
                    )
                if items is None and following is not item:
                    items = list(value[:i])
                if items is not None and following is not _DROP:
                    items.append(following)
            return value if items is None else items
        if "map" in walk:
            if not isinstance(value, dict):
                return value
            entries: Optional[Dict[str, Any]] = None
            for key, item in value.items():
                following = self._shape(
                    walk["map"], item, f"{path}/{_token(key)}", found
                )
                if following is not item and following is not _DROP:
                    entries = dict(value) if entries is None else entries
                    entries[key] = following
            return value if entries is None else entries
        for option in walk["choice"]:
            if (isinstance(value, list) and "array" in option) or (
                isinstance(value, dict) and "array" not in option
            ):
                return self._shape(option, value, path, found)
        return value

    @staticmethod
    def _translate(
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


class _Rejected(ValidationError):
    """A rejection whose issues are worked out when first read: rejecting a document
    costs one validation pass, and explaining it (decoding, locating each problem) is
    paid only when asked."""

    def __init__(self, error: pydantic.ValidationError, document: object) -> None:
        ValueError.__init__(self)
        self._error = error
        self._document = document
        self._found: Optional[ValidationError] = None

    def _explain(self) -> ValidationError:
        return _api._documented(self._error, self._document)

    def _explained(self) -> ValidationError:
        if self._found is None:
            self._found = self._explain()
        return self._found

    @property
    def issues(self) -> Tuple[Issue, ...]:  # type: ignore[override]
        return self._explained().issues

    @property
    def path(self) -> str:  # type: ignore[override]
        return self._explained().path

    @property
    def code(self) -> str:  # type: ignore[override]
        return self._explained().code

    @property
    def message(self) -> str:  # type: ignore[override]
        return self._explained().message

    def __str__(self) -> str:
        return str(self._explained())


def _report(found: List[ParseWarning], warnings: Optional[List[ParseWarning]]) -> None:
    if warnings is not None:
        warnings.extend(found)
        return
    if not found:
        return
    # Nothing is dropped silently: without a list, warnings go to the log. logging is
    # imported here, by the first warning logged: importing the package does not pay it.
    import logging

    log = logging.getLogger(__package__)
    for warning in found:
        log.warning("%s at %r: %s", warning.code, warning.path or "/", warning.message)


_STANDS = object()
"""A lane's answer when its rejection stands (no spelling nor walk changes it)."""


class _Deferred(_Rejected):
    """A rejection the lane proved; its issues are the full pipeline's, worked out when
    read. Built without a Python __init__ (it is raised per invalid document): its args
    are the full pipeline and the document."""

    __init__ = ValueError.__init__
    _found = None

    def _explain(self) -> ValidationError:
        run, data = self.args[:2]
        try:
            run(data, [])
        except ValidationError as error:
            return ValidationError(error.issues)
        return ValidationError(
            [Issue("", "invalid", "is invalid")]
        )  # pragma: no cover - the lane proved it


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
        try:
            return _full(
                receiver, type_name, adapter, unknown, data, mode, warnings, retired
            )
        except ValidationError:
            raise
        except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
            raise _api._unexpected(error) from None

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
    rewritten, not_rewritten = _lanes.rewritten_proof(), _lanes.NOT_REWRITTEN
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
                    if rewritten(data) is not_rewritten and not _lanes.same_keys(
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
                                count += _lanes.keys(item)
                    if (
                        count != data.count(b":" if kind is bytes else ":")  # type: ignore[attr-defined]
                        or not fields.isdisjoint(given)
                    ) and not (
                        rewritten(data) is not not_rewritten
                        or _lanes.same_keys(value, data)  # type: ignore[arg-type]
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
                        if needle in probe:  # type: ignore[operator]
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
            raise _api._unexpected(error) from None

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


def parse(
    receiver: Receiver,
    type_name: str,
    target: Union[Target, TypeAdapter[Any]],
    unknown: Optional[Type[Unknown]],
    data: object,
    mode: str,
    warnings: Optional[List[ParseWarning]],
    retired: Tuple[type, ...] = (),
) -> Any:
    """Strict: the schema, nothing else. Tolerant: the plan's walk, then strict
    validation of the result. A Target reads most documents in one pass first; a
    TypeAdapter is the full pipeline."""
    if mode != "tolerant" and mode != "strict":
        raise ValidationError(
            [Issue("", "mode", f"mode must be 'tolerant' or 'strict', not {mode!r}")]
        )
    if isinstance(target, Target):
        read = target.readers.get(mode)
        if read is not None:
            return read(data, warnings)
        # A target's first document takes the full pipeline: the one-pass reader
        # compiles a second validator, which a process reading one document (or a type
        # it rarely sees) should not pay for. The next document builds it.
        target.readers[mode] = _built_on_next_use(
            receiver, type_name, target, unknown, mode, retired
        )
        target = target.adapter
    try:
        return _full(
            receiver, type_name, target, unknown, data, mode, warnings, retired
        )
    except ValidationError:
        raise
    except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
        raise _api._unexpected(error) from None


def _full(
    receiver: Receiver,
    type_name: str,
    adapter: TypeAdapter[Any],
    unknown: Optional[Type[Unknown]],
    data: object,
    mode: str,
    warnings: Optional[List[ParseWarning]],
    retired: Tuple[type, ...],
) -> Any:
    """The full pipeline: the reading, the walk, strict validation; the definition of
    the answer.
    """
    try:
        text = isinstance(data, (str, bytes, bytearray))
        walk = mode != "strict" and type_name in receiver.walk_always
        # Text is read the one way every Canon SDK reads it (duplicate keys, NaN, depth,
        # ...) before anything else looks at it; decoded values get the same checks.
        if text:
            document = read(data)  # type: ignore[arg-type]
        else:
            document = data
            problem = json_value_problem(document)
            if problem is not None:
                raise ValidationError([Issue("", "json", problem)])
        failure: Optional[pydantic.ValidationError] = None
        tolerant = mode != "strict" and receiver.tolerates(type_name)
        walked = (
            receiver.tolerate(type_name, document) if tolerant and not walk else None
        )
        # A document the walk leaves as it is gets one strict pass, not two.
        if not walk and (walked is None or walked[1] or walked[2] is not None):
            # One pass of pydantic-core, whose own JSON reader is the faster validator
            # once the reading has passed.
            try:
                value = (
                    adapter.validate_json(data)  # type: ignore[arg-type]
                    if text
                    else adapter.validate_python(data)
                )
                # A valid retired member at the top (retired, listed by the caller) is
                # still translated.
                if mode == "strict" or not retired or not isinstance(value, retired):
                    return value
            except pydantic.ValidationError as error:
                failure = error
        if failure is not None and not tolerant:
            raise _Rejected(failure, document)
        value, found, unknown_tag = (
            walked if walked is not None else receiver.tolerate(type_name, document)
        )
        _report(found, warnings)
        if unknown_tag is not None and unknown is not None:
            return unknown(unknown_tag, document)  # type: ignore[arg-type]
        try:
            return adapter.validate_python(value)
        except pydantic.ValidationError as error:
            raise _Rejected(error, value) from None
    except ValidationError:
        raise
    except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
        raise _api._unexpected(error) from None
