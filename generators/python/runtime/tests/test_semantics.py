"""Strict and tolerant parsing, absent vs null, strict JSON types, deprecation
warnings."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

import pytest

import {{package}} as sdk
from {{package}}.parse import RECEIVER
from support import DEFS, allows_null, first_valid, ref_name, same_json

UNIONS: List[Tuple[str, str, str]] = []
for _name, _d in sorted(DEFS.items()):
    if "discriminator" in _d:
        for _member in _d["oneOf"]:
            if first_valid(ref_name(_member)) is not None:
                UNIONS.append(
                    (_name, ref_name(_member), _d["discriminator"]["propertyName"])
                )
                break


@pytest.mark.parametrize("union,member,tag", UNIONS)
def test_unknown_tag(union: str, member: str, tag: str) -> None:
    document = dict(first_valid(member), **{tag: "canon.test.unknown"})
    parsed = sdk.PARSERS[union](json.dumps(document))
    assert (
        isinstance(parsed, sdk.Unknown)
        and parsed.tag == "canon.test.unknown"
        and parsed.raw == document
    )
    assert json.loads(sdk.to_json(parsed)) == document
    with pytest.raises(sdk.ValidationError) as caught:
        sdk.PARSERS[union](json.dumps(document), mode="strict")
    assert caught.value.code == "discriminator"


@pytest.mark.parametrize("union,member,tag", UNIONS)
def test_unknown_property(union: str, member: str, tag: str) -> None:
    document = dict(first_valid(member), canonTestUnknown=1)
    closed = DEFS[member].get("additionalProperties") is False
    if closed:
        with pytest.raises(sdk.ValidationError) as caught:
            sdk.PARSERS[union](json.dumps(document), mode="strict")
        assert (caught.value.code, caught.value.path) == (
            "additionalProperties",
            "/canonTestUnknown",
        )
        if (
            not RECEIVER.strips_unknown_properties
        ):  # the module's receivers.json keeps this object closed
            with pytest.raises(sdk.ValidationError):
                sdk.PARSERS[union](json.dumps(document))
            return
        warnings: List[sdk.ParseWarning] = []
        tolerant = json.loads(
            sdk.to_json(sdk.PARSERS[union](json.dumps(document), warnings=warnings))
        )
        assert "canonTestUnknown" not in tolerant
        assert [
            (w.code, w.path) for w in warnings if w.path == "/canonTestUnknown"
        ] == [("unknown-property", "/canonTestUnknown")]
    else:
        assert (
            json.loads(sdk.to_json(sdk.PARSERS[union](document, mode="strict")))[
                "canonTestUnknown"
            ]
            == 1
        )
        assert (
            json.loads(sdk.to_json(sdk.PARSERS[union](json.dumps(document))))[
                "canonTestUnknown"
            ]
            == 1
        )


OPTIONALS: List[Tuple[str, str, bool]] = [
    (name, wire, allows_null(prop))
    for name, d in sorted(DEFS.items())
    if "properties" in d and first_valid(name) is not None
    for wire, prop in d["properties"].items()
    if wire not in d.get("required", []) and wire not in first_valid(name)
]


@pytest.mark.parametrize("name,wire,nullable", OPTIONALS)
def test_absent_and_null_stay_apart(name: str, wire: str, nullable: bool) -> None:
    minimal = first_valid(name)
    assert wire not in json.loads(sdk.to_json(sdk.validate(name, minimal)))
    document = dict(minimal, **{wire: None})
    if nullable:
        assert json.loads(sdk.to_json(sdk.validate(name, document)))[wire] is None
    else:
        with pytest.raises(sdk.ValidationError):
            sdk.validate(name, document)


def _retyped(document: Dict[str, Any], wire: str, value: Any) -> Dict[str, Any]:
    return dict(document, **{wire: value})


WRONG_TYPES: List[Tuple[str, str, Any]] = []
for _name, _d in sorted(DEFS.items()):
    _doc = first_valid(_name)
    if "properties" not in _d or not isinstance(_doc, dict):
        continue
    for _wire, _value in _doc.items():
        _prop = _d["properties"].get(_wire, {})
        if isinstance(_value, bool) and _prop.get("type") == "boolean":
            WRONG_TYPES.append((_name, _wire, int(_value)))
        elif isinstance(_value, int) and _prop.get("type") == "integer":
            WRONG_TYPES += [
                (_name, _wire, str(_value)),
                (_name, _wire, True),
                (_name, _wire, _value + 0.5),
            ]
        elif isinstance(_value, str) and _prop.get("type") == "string":
            WRONG_TYPES.append((_name, _wire, 1))


@pytest.mark.parametrize("name,wire,value", WRONG_TYPES)
def test_no_coercion(name: str, wire: str, value: Any) -> None:
    with pytest.raises(sdk.ValidationError) as caught:
        sdk.validate(name, _retyped(first_valid(name), wire, value))
    assert caught.value.path == "/" + wire.replace("~", "~0").replace("/", "~1")


def test_integral_floats_are_integers() -> None:
    for name, d in sorted(DEFS.items()):
        document = first_valid(name)
        if "properties" not in d or not isinstance(document, dict):
            continue
        for wire, value in document.items():
            if (
                d["properties"].get(wire, {}).get("type") == "integer"
                and not isinstance(value, bool)
                and isinstance(value, int)
            ):
                parsed = sdk.validate(name, _retyped(document, wire, float(value)))
                assert same_json(json.loads(sdk.to_json(parsed))[wire], value)


DEPRECATED = [
    name
    for name, d in sorted(DEFS.items())
    if d.get("deprecated") and "properties" in d and first_valid(name) is not None
]


@pytest.mark.parametrize("name", DEPRECATED)
def test_deprecated_types_warn(name: str) -> None:
    with pytest.warns(DeprecationWarning):
        sdk.validate(name, first_valid(name))
    with pytest.warns(DeprecationWarning):
        sdk.TYPES[name](**first_valid(name))


def test_models_inside_untyped_values_serialize_before_their_class_is_built() -> None:
    # A model read as part of a larger value leaves its own class unbuilt (defer_build);
    # uniqueItems and to_json then meet it inside an untyped value.
    from pydantic import TypeAdapter
    from pydantic_core import PydanticCustomError

    from {{package}}._json_containers import _unique
    from {{package}}._runtime import CanonModel

    class Item(CanonModel):
        name: str

    items = TypeAdapter(List[Item]).validate_python([{"name": "a"}, {"name": "b"}])
    assert not Item.__pydantic_complete__
    assert _unique(items) == items
    with pytest.raises(PydanticCustomError, match="unique"):
        _unique([items[0], Item.model_validate({"name": "a"})])
    assert json.loads(sdk.to_json(items)) == [{"name": "a"}, {"name": "b"}]
