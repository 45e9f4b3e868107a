"""The one-pass lane: a parse target's core schema, lightly changed, read by
pydantic-core in one pass straight into the generated models.

The changes: properties are looked up by their wire names only (pydantic's second
spelling, the Python name, costs a lookup per field), and in the tolerant lane each
top-level member whose plan strips unknown properties keeps them aside (pydantic's
extra="allow"), for the warnings; they are then removed from the value. The lane decides
a document only when its answer is provably the full pipeline's (_one_pass); anything
else (a repeated key, a Python spelling, a null, a retired or unknown member, a document
the tolerant walk could change) goes to the full pipeline."""

from __future__ import annotations

import re
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Union

from pydantic import BaseModel, TypeAdapter
from pydantic_core import SchemaValidator

from ._key_proofs import containers
from ._lane_schema import (
    Copy,
    ignoring_member,
    open_member,
    reaches_open,
    reaching_open,
)


class Lane:
    """One target's validator for one mode, with what its answers need checked."""

    def __init__(
        self,
        validator: SchemaValidator,
        ignoring: SchemaValidator,
        opened: Dict[type, Optional[str]],
        names: FrozenSet[str],
        members: Dict[type, FrozenSet[str]],
        open_names: FrozenSet[str],
        hiding: FrozenSet[type],
    ) -> None:
        self.validate_json = validator.validate_json
        self.validate_python = validator.validate_python
        self.validate_json_ignoring = ignoring.validate_json
        """The same lane with the opened members dropping their unknown properties
        instead of keeping them aside: cheaper when there are none, and the reader
        then proves there were none (or finds the one it has learned to expect).
        """
        self.opened = frozenset(opened)
        """Top-level models whose unknown properties the lane keeps aside, to be warned
        about and removed.
        """
        self.opened_tags = opened
        """The tag of each of them (None: the target is itself that model)."""
        self.names = names
        """Python names of fields whose wire name differs: the full pipeline's pydantic
        reads them.
        """
        self.members = members
        self.open_names = open_names
        self.hiding = hiding if open_names else frozenset()
        """Top-level models that may hold such an open model (the others need no
        search).
        """
        """Python spellings an open model would take as unknown properties: every
        document is searched for them (parse's own pydantic reads them as the fields).
        """
        self._names_bytes = frozenset(name.encode() for name in names)
        self._underscored = all("_" in name for name in names)
        """Every such name holds an underscore: a key with none is not one of them."""
        # Substring tests: far cheaper than one regular expression with alternatives.
        self.open_needles = ("\\u", *(f'"{name}"' for name in sorted(open_names)))
        self.open_needles_bytes = tuple(needle.encode() for needle in self.open_needles)

    def spelled(self, text: Union[str, bytes, bytearray]) -> bool:
        """Whether the text may name a field by its Python name: one of its keys is one,
        or a key holds a \\u escape (which could spell one; no other escape gives a
        letter)."""
        if not self.names:
            return False
        if isinstance(text, str):
            if "\\u" in text:
                return any(
                    "\\" in key or key in self.names
                    for key, colon in _TOKEN_TEXT.findall(text)
                    if colon
                )
            if self._underscored:
                return _UNDERSCORED_TEXT.search(text) is not None
            return not self.names.isdisjoint(_NAME_TEXT.findall(text))
        if text.find(b"\\u") >= 0:  # find(): cheaper than `in` for bytes
            return any(
                b"\\" in key or key in self._names_bytes
                for key, colon in _TOKEN.findall(text)
                if colon
            )
        if self._underscored:
            return _UNDERSCORED.search(text) is not None
        return not self._names_bytes.isdisjoint(_NAME.findall(text))


# A key without escapes. Outside strings a JSON text has no quote, and inside one every
# quote is escaped, so a match that does not start at a key's opening quote never names
# an identifier.
_NAME = re.compile(rb'"([^"\\]*)"[ \t\n\r]*:')
_NAME_TEXT = re.compile(r'"([^"\\]*)"[ \t\n\r]*:')
# A key holding an underscore (from the underscore on: a cheap literal to look for
# first).
_UNDERSCORED = re.compile(rb'_[^"\\]*"[ \t\n\r]*:')
_UNDERSCORED_TEXT = re.compile(r'_[^"\\]*"[ \t\n\r]*:')
# Every string token in order, escapes included, and whether a colon follows (a key).
_TOKEN = re.compile(rb'"((?:[^"\\]|\\.)*)"[ \t\n\r]*(:?)')
_TOKEN_TEXT = re.compile(r'"((?:[^"\\]|\\.)*)"[ \t\n\r]*(:?)')


def build(adapter: TypeAdapter[Any], closed: Optional[Any]) -> Optional[Lane]:
    """The lane of a target; `closed(tag)` (tolerant lanes) says which top-level members
    strip unknown properties (tag None: the target is itself an object type). None: no
    lane."""
    original = adapter.core_schema
    if not isinstance(
        original, dict
    ):  # the models build on first use: a stand-in until then
        adapter.rebuild(force=True)
        original = adapter.core_schema
    if not isinstance(original, dict):
        return None
    copy = Copy()
    # A copy down to the leaves (shared, never changed): the adapter's own schema is
    # never changed.
    schema = copy(original)
    if not copy.usable:
        return None
    definitions = (
        {d["ref"]: d for d in schema.get("definitions", ())}
        if schema.get("type") == "definitions"
        else {}
    )
    holder, key = (
        (schema, "schema")
        if schema.get("type") == "definitions"
        else ({"schema": schema}, "schema")
    )
    root = holder[key]
    if root.get("type") == "definition-ref":
        root = holder[key] = {
            k: v for k, v in definitions[root["schema_ref"]].items() if k != "ref"
        }
    members: List[Any] = [root]
    tags: List[Any] = [None]
    if root.get("type") == "tagged-union":
        choices = root["choices"] = dict(root["choices"])
        for tag, choice in list(choices.items()):
            if isinstance(choice, dict) and choice.get("type") == "definition-ref":
                choice = choices[tag] = {
                    k: v
                    for k, v in definitions[choice["schema_ref"]].items()
                    if k != "ref"
                }
            members.append(choice)
            tags.append(tag)
    # Before any member is opened: an opened member keeps only unknown properties.
    reaching = reaching_open(definitions)
    hiding = frozenset(
        m["cls"]
        for m in members
        if isinstance(m, dict)
        and m.get("type") == "model"
        and reaches_open(m, reaching)
    )
    opened: Dict[type, Optional[str]] = {}
    if closed is not None:
        if root.get("type") == "tagged-union":
            candidates = list(zip(tags[1:], members[1:]))
        else:
            candidates = [(None, root)] if root.get("type") == "model" else []
        for tag, member in candidates:
            if (tag is None or isinstance(tag, str)) and isinstance(member, dict):
                if closed(tag):
                    found = open_member(member)
                    if found is not None:
                        opened[found] = tag
    ignoring = root
    if root.get("type") == "tagged-union" and opened:
        ignoring = {
            **root,
            "choices": {
                tag: ignoring_member(choice)
                if isinstance(choice, dict) and choice.get("cls") in opened
                else choice
                for tag, choice in root["choices"].items()
            },
        }
    elif root.get("cls") in opened:
        ignoring = ignoring_member(root)
    top = {
        m["cls"]: containers(m["cls"])
        for m in members
        if isinstance(m, dict)
        and m.get("type") == "model"
        and isinstance(m.get("cls"), type)
        and issubclass(m["cls"], BaseModel)
    }
    validator = SchemaValidator(holder[key] if holder is not schema else schema)
    return Lane(
        validator,
        validator
        if ignoring is root
        else SchemaValidator(
            ignoring if holder is not schema else {**schema, "schema": ignoring}
        ),
        opened,
        frozenset(copy.names),
        top,
        frozenset(copy.open),
        hiding,
    )


class Target:
    """One parse target (a type of the module): its TypeAdapter and its lanes, built on
    first use so that importing the package stays cheap."""

    def __init__(
        self, annotation: Any, adapter: Optional[TypeAdapter[Any]] = None
    ) -> None:
        self.annotation = annotation
        self._adapter = adapter
        self._lanes: Dict[Any, Optional[Lane]] = {}
        self.readers: Dict[str, Callable[[object, Optional[List[Any]]], Any]] = {}
        """parse() of this target by mode, built on first use (_one_pass)."""

    @property
    def adapter(self) -> TypeAdapter[Any]:
        if self._adapter is None:
            self._adapter = TypeAdapter(self.annotation)
        return self._adapter

    def lane(self, key: Any, closed: Optional[Any]) -> Optional[Lane]:
        found = self._lanes.get(key, self)
        if found is self:
            try:
                found = build(self.adapter, closed)
            except Exception:  # noqa: BLE001 - a schema the lane cannot copy: the full pipeline decides
                found = None
            self._lanes[key] = found
        return found  # type: ignore[return-value]
