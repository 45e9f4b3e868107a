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
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Set, Union

from pydantic import BaseModel, TypeAdapter
from pydantic_core import SchemaValidator

from ._key_proofs import containers


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


_LEAVES = frozenset(
    (
        "str",
        "int",
        "bool",
        "float",
        "none",
        "any",
        "literal",
        "enum",
        "definition-ref",
        "no-info",
    )
)
"""Core schema kinds that hold no other schema: _Copy shares them with the original, as
it shares metadata (neither the lane nor pydantic-core changes them)."""


class _Copy:
    """Copies a core schema with every model read by wire names only."""

    def __init__(self) -> None:
        self.names: Set[str] = set()
        self.usable = True
        self.open: Set[str] = set()
        """Python names of fields of models that keep unknown properties, where such a
        spelling would pass as an unknown property instead of the field."""

    def __call__(self, node: Any) -> Any:
        if isinstance(node, list):
            return [self(item) for item in node]
        if not isinstance(node, dict):
            return node
        kind = node.get("type")  # a dict where a mapping has a field named "type"
        if type(kind) is str and kind in _LEAVES:
            return node
        out = {
            key: item if key == "metadata" else self(item) for key, item in node.items()
        }
        kind = out.get("type")
        if kind == "model":
            fields = (
                out.get("schema", {}).get("fields", {})
                if isinstance(out.get("schema"), dict)
                else {}
            )
            if (out.get("config") or {}).get("extra_fields_behavior") == "allow":
                self.open |= {
                    name
                    for name, field in fields.items()
                    if field.get("validation_alias", name) != name
                }
            out["config"] = {
                **(out.get("config") or {}),
                "validate_by_name": False,
                "validate_by_alias": True,
            }
        elif kind == "model-fields":
            spelled = {
                name: field.get("validation_alias", name)
                for name, field in out["fields"].items()
            }
            renamed = {name for name, alias in spelled.items() if alias != name}
            # An alias path, or a wire name that is another field's Python name: the
            # full pipeline.
            if any(
                not isinstance(alias, str) for alias in spelled.values()
            ) or renamed & set(spelled.values()):
                self.usable = False
            self.names |= renamed
        return out


def _open(model: Dict[str, Any]) -> Optional[type]:
    """Lets a closed top-level model keep its unknown properties aside (in
    __pydantic_extra__, for the warnings; the reader removes them); its class, or
    None."""
    config = model.get("config") or {}
    if (
        model.get("type") != "model"
        or config.get("extra_fields_behavior") != "forbid"
        or model["schema"].get("type") != "model-fields"
    ):
        return None
    model["config"] = {**config, "extra_fields_behavior": "allow"}
    model["schema"] = {**model["schema"], "extra_behavior": "allow"}
    return model["cls"]  # type: ignore[no-any-return]


def _ignoring(member: Dict[str, Any]) -> Dict[str, Any]:
    """An opened member that drops its unknown properties instead of keeping them."""
    return {
        **member,
        "config": {**member["config"], "extra_fields_behavior": "ignore"},
        "schema": {**member["schema"], "extra_behavior": "ignore"},
    }


def _holds_open(node: Any, refs: Set[str]) -> bool:
    """Whether a schema holds a model keeping unknown properties, not following
    definition references; those it makes are added to `refs`."""
    if isinstance(node, list):
        return any(_holds_open(item, refs) for item in node)
    if not isinstance(node, dict):
        return False
    kind = node.get("type")
    if (
        kind == "model"
        and (node.get("config") or {}).get("extra_fields_behavior") == "allow"
    ):
        return True
    if kind == "definition-ref":
        refs.add(node["schema_ref"])
        return False
    return any(
        _holds_open(item, refs)
        for key, item in node.items()
        if key not in ("cls", "metadata", "serialization")
    )


def _reaching_open(definitions: Dict[str, Any]) -> Set[str]:
    """The definitions that hold, at any depth, a model keeping unknown properties: each
    definition is walked once, then the answer spreads along the references."""
    refs: Dict[str, Set[str]] = {}
    found: Set[str] = set()
    for ref, definition in definitions.items():
        named: Set[str] = set()
        if _holds_open(definition, named):
            found.add(ref)
        refs[ref] = named
    grown = True
    while grown:
        grown = False
        for ref, named in refs.items():
            if ref not in found and not named.isdisjoint(found):
                found.add(ref)
                grown = True
    return found


def _reaches_open(node: Any, reaching: Set[str]) -> bool:
    """Whether a schema holds, at any depth, a model keeping unknown properties."""
    named: Set[str] = set()
    return _holds_open(node, named) or not named.isdisjoint(reaching)


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
    copy = _Copy()
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
    reaching = _reaching_open(definitions)
    hiding = frozenset(
        m["cls"]
        for m in members
        if isinstance(m, dict)
        and m.get("type") == "model"
        and _reaches_open(m, reaching)
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
                    found = _open(member)
                    if found is not None:
                        opened[found] = tag
    ignoring = root
    if root.get("type") == "tagged-union" and opened:
        ignoring = {
            **root,
            "choices": {
                tag: _ignoring(choice)
                if isinstance(choice, dict) and choice.get("cls") in opened
                else choice
                for tag, choice in root["choices"].items()
            },
        }
    elif root.get("cls") in opened:
        ignoring = _ignoring(root)
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
