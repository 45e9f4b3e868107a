"""The one-pass lane's core schema, derived from a parse target's: every model read by
its wire names only (Copy), a top-level member opened to keep its unknown properties
aside or to drop them (open_member, ignoring_member), and which definitions reach such
a member (reaching_open, reaches_open). The schema's leaves and metadata are shared with
the original, which neither the lane nor pydantic-core changes."""

from __future__ import annotations

from typing import Any, Dict, Optional, Set

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
"""Core schema kinds that hold no other schema: Copy shares them with the original, as
it shares metadata (neither the lane nor pydantic-core changes them)."""


class Copy:
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


def open_member(model: Dict[str, Any]) -> Optional[type]:
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


def ignoring_member(member: Dict[str, Any]) -> Dict[str, Any]:
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


def reaching_open(definitions: Dict[str, Any]) -> Set[str]:
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


def reaches_open(node: Any, reaching: Set[str]) -> bool:
    """Whether a schema holds, at any depth, a model keeping unknown properties."""
    named: Set[str] = set()
    return _holds_open(node, named) or not named.isdisjoint(reaching)
