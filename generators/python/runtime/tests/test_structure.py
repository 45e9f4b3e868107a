"""Structure mirror: each schema type has a Python type whose fields match it name by
name."""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any, Dict, Literal, Set, Tuple, get_args, get_origin

import pytest
from pydantic import BaseModel

import {{package}} as sdk
from support import DEFS, ref_name


def schema_values(schema: Any) -> Set[Any]:
    """Enum members and constants a property schema allows, not looking inside other
    objects (a boolean schema names none)."""
    if not isinstance(schema, dict):
        return set()
    if "$ref" in schema:
        target = DEFS[ref_name(schema)]
        return (
            set()
            if "properties" in target or "discriminator" in target
            else schema_values(target)
        )
    found: Set[Any] = set(schema.get("enum", []))
    if "const" in schema:
        found.add(schema["const"])
    for key in ("anyOf", "oneOf"):
        for option in schema.get(key, []):
            found |= schema_values(option)
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            found |= schema_values(schema[key])
    return found


def python_values(annotation: Any) -> Set[Any]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return set()
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return {member.value for member in annotation}
    origin = get_origin(annotation)
    if origin is Literal:
        return set(get_args(annotation))
    if origin is Annotated:
        return python_values(get_args(annotation)[0])
    found: Set[Any] = set()
    for arg in get_args(annotation):
        found |= python_values(arg)
    return found


def object_of(d: Any, depth: int = 0) -> Tuple[Dict[str, Any], Set[str]]:
    """The properties and required names of an object definition, with those of its
    allOf parts (references or plain objects), the definition's own last."""
    properties: Dict[str, Any] = {}
    required: Set[str] = set()
    for part in d.get("allOf", []) if depth < 32 else []:
        if isinstance(part, dict):
            inner = DEFS.get(ref_name(part), {}) if "$ref" in part else part
            more, needed = object_of(inner, depth + 1)
            properties.update(more)
            required |= needed
    properties.update(d.get("properties", {}))
    required |= set(d.get("required", []))
    return properties, required


@pytest.mark.parametrize("name", sorted(DEFS))
def test_type_mirrors_schema(name: str) -> None:
    d = DEFS[name]
    python_type = sdk.TYPES[name]
    if "discriminator" in d:
        union, info = get_args(python_type)
        members = {m.__name__: m for m in get_args(union)}
        assert set(members) == {ref_name(m) for m in d["oneOf"]}
        tag = d["discriminator"]["propertyName"]
        for member_name, member in members.items():
            field = member.model_fields[info.discriminator]
            assert field.alias == tag
            assert python_values(field.annotation) == {
                DEFS[member_name]["properties"][tag]["const"]
            }
    elif "properties" in d:
        assert issubclass(python_type, BaseModel)
        # Docstrings are wrapped at the line length: the words are compared, not the
        # breaks.
        doc = " ".join((python_type.__doc__ or "").split())
        # A type without a description has the generator's "No description.".
        wanted = " ".join(d.get("description", "").split()) or "No description."
        assert doc == wanted
        fields = {
            info.alias or field: info
            for field, info in python_type.model_fields.items()
        }
        properties, required = object_of(d)
        assert set(fields) == set(properties)
        for wire, prop in properties.items():
            info = fields[wire]
            assert info.is_required() == (wire in required), wire
            assert python_values(info.annotation) == schema_values(prop), wire
        # Key patterns beside additionalProperties: false admit the keys they match.
        closed = d.get("additionalProperties") is False and "patternProperties" not in d
        assert (python_type.model_config.get("extra") == "forbid") == closed
    elif "enum" in d and all(isinstance(v, str) for v in d["enum"]):
        assert issubclass(python_type, Enum)
        assert [m.value for m in python_type] == d["enum"]
    else:
        assert python_type is not None
