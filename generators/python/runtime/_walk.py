"""The tolerant walk: the module's receiver plan (from schemas/<module>/receivers.json)
applied to a decoded document: retired shapes translated, unknown material stripped or
surfaced, every change a ParseWarning. The TypeScript and Go SDKs walk the same plan the
same way, so all three report the same warnings for the same input."""

from __future__ import annotations

from typing import Any, Dict, FrozenSet, List, Mapping, Optional, Tuple

from ._translate import translate
from ._warnings import ParseWarning, _token, _unknown_property

__all__ = ["Receiver"]

_DROP = object()


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
            current = translate(current, plan["tag"], rule)
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
