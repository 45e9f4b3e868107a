"""Tolerant reading: the module's receiver plan (from schemas/<module>/receivers.json)
applied to a
decoded document, then strict validation of what remains. The TypeScript and Go SDKs
walk the same
plan the same way, so all three report the same warnings for the same input."""

from __future__ import annotations

import copy
import logging
from dataclasses import dataclass
from typing import Any, Dict, FrozenSet, List, Mapping, Optional, Tuple, Type, Union

import pydantic
from pydantic import TypeAdapter

from . import _api, _fast
from ._fast import Miss, Target
from ._reading import json_value_problem
from ._runtime import Issue, Unknown, ValidationError

__all__ = ["ParseWarning", "Receiver", "Target", "parse"]

_LOG = logging.getLogger(__package__)
_DROP = object()


@dataclass(frozen=True)
class ParseWarning:
    """One change tolerant parsing made: a stable code, a JSON Pointer into the input, a
    message."""

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

    def tolerates(self, type_name: str) -> bool:
        return type_name in self._types

    def tolerate(
        self, type_name: str, value: object
    ) -> Tuple[object, List[ParseWarning], Optional[str]]:
        """The document as a receiver reads it, the warnings, and the tag of an unknown
        root member."""
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
    costs one
    validation pass, and explaining it (decoding, locating each problem) is paid only
    when asked."""

    def __init__(self, error: pydantic.ValidationError, document: object) -> None:
        ValueError.__init__(self)
        self._error = error
        self._document = document
        self._found: Optional[ValidationError] = None

    def _explained(self) -> ValidationError:
        if self._found is None:
            self._found = _api._documented(self._error, self._document)
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
    for (
        warning
    ) in found:  # nothing is dropped silently: without a list, warnings go to the log
        _LOG.warning("%s at %r: %s", warning.code, warning.path or "/", warning.message)


def _unknown_lane(
    receiver: Receiver,
    type_name: str,
    target: Target,
    data: Union[str, bytes, bytearray],
    warnings: Optional[List[ParseWarning]],
) -> Optional[Any]:
    """The value, when all that tolerance changes is unknown properties removed at the
    top.

    The walk would also read a null as absent, translate a retired member or drop an
    unknown one:
    a text holding a null, or a member msgspec cannot read, takes the full pipeline
    instead."""
    if not receiver.strips_unknown_properties or (
        "null" in data if isinstance(data, str) else b"null" in data
    ):
        return None
    try:
        value, extra = target.decode_lenient(data)
    except Miss:
        return None
    if not extra or extra.keys() & target.python_names():
        # a Python spelling of a field is valid for pydantic: the full pipeline decides
        return None
    _report(
        sorted(
            (_unknown_property(f"/{_token(key)}", key) for key in extra),
            key=lambda w: w.path,
        ),
        warnings,
    )
    return value


def _adapter(target: Union[Target, TypeAdapter[Any]]) -> TypeAdapter[Any]:
    return target.adapter if isinstance(target, Target) else target


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
    validation of the result."""
    if mode != "tolerant" and mode != "strict":
        raise ValidationError(
            [Issue("", "mode", f"mode must be 'tolerant' or 'strict', not {mode!r}")]
        )
    try:
        text = isinstance(data, (str, bytes, bytearray))
        walk = mode != "strict" and type_name in receiver.walk_always
        unknown_property = False
        if text and isinstance(target, Target) and not walk:
            # Fast path: msgspec decodes and checks the text in one pass; whatever it
            # cannot
            # decide (a miss) takes the full pipeline below, which gives the same
            # answer.
            try:
                value = target.decode(data)  # type: ignore[arg-type]
                # The fast path builds the exact classes: a type test is enough, and
                # cheaper
                # than isinstance against pydantic's ABC classes.
                if mode == "strict" or type(value) not in retired:
                    return value
            except Miss as miss:
                unknown_property = miss.unknown is not None
        if unknown_property and mode != "strict" and isinstance(target, Target):
            # A newer producer's extra properties: msgspec reads the document ignoring
            # them, the
            # receiver's walk names them (the same warnings as the full pipeline), and
            # the key
            # count proves the two saw the same document.
            fast = _unknown_lane(receiver, type_name, target, data, warnings)  # type: ignore[arg-type]
            if fast is not None:
                return fast
        adapter = _adapter(target)
        # Text is read the one way every Canon SDK reads it (duplicate keys, NaN, depth,
        # ...)
        # before anything else looks at it; decoded values get the same checks.
        if text:
            document = _fast.read(data)  # type: ignore[arg-type]
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
        # A property of a closed type msgspec did not know fails strict validation too,
        # and a
        # document the walk leaves as it is gets one strict pass: both skip a
        # validation.
        if not walk and (
            walked is None
            or (not unknown_property and (walked[1] or walked[2] is not None))
        ):
            # One pass of pydantic-core, whose own JSON reader is the faster validator
            # once the
            # reading has passed.
            try:
                if text:
                    value = adapter.validate_json(data)  # type: ignore[arg-type]
                else:
                    value = adapter.validate_python(data)
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
        if (
            isinstance(target, Target) and value is not document
        ):  # as it was, the fast path missed it
            try:
                return target.convert(value)
            except Miss:
                pass
        try:
            return adapter.validate_python(value)
        except pydantic.ValidationError as error:
            raise _Rejected(error, value) from None
    except ValidationError:
        raise
    except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
        raise _api._unexpected(error) from None
