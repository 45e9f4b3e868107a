"""The evaluator of the keywords beyond the types (_beyond.py), on schemas of its own:
each keyword accepts and refuses what ajv does."""

from __future__ import annotations

from typing import Any

import pytest

from {{package}}._beyond import _evaluate, holds
from {{package}}._beyond_patterns import SPELLED, search
from {{package}}._beyond_where import where

DEFS = {"Named": {"required": ["a"]}}
EXTENSIONS = {"patternProperties": {"^x-": {}}, "additionalProperties": False}
EVALUATED = {"allOf": [{"properties": {"a": {}}}], "unevaluatedProperties": False}
TUPLE = {"prefixItems": [{}], "unevaluatedItems": False}


# The generator's spellings (patterns.json) of the patterns below that re reads otherwise
# than ECMAScript: its $ matches before a final newline, its \\d any Unicode digit.
SPELLED.update({"^a$": "^a\\Z", "^\\d$": "^[0-9]\\Z"})


def _resolve(ref: str) -> Any:
    return DEFS[ref.rsplit("/", 1)[1]]


CASES = [
    ({"not": {"required": ["a"]}}, {"b": 1}, True),
    ({"not": {"required": ["a"]}}, {"a": 1}, False),
    ({"if": {"required": ["a"]}, "then": {"required": ["b"]}}, {"a": 1}, False),
    ({"if": {"required": ["a"]}, "then": {"required": ["b"]}}, {"c": 1}, True),
    ({"if": {"required": ["a"]}, "else": {"required": ["b"]}}, {"c": 1}, False),
    ({"dependentRequired": {"a": ["b"]}}, {"a": 1}, False),
    ({"dependentRequired": {"a": ["b"]}}, {"a": 1, "b": 2}, True),
    ({"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}, {"a": 1, "b": 2}, False),
    ({"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}, {"b": 2}, True),
    ({"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}, {}, False),
    ({"$ref": "#/$defs/Named"}, {}, False),
    ({"type": "integer"}, 1.0, True),
    ({"type": "integer"}, True, False),
    ({"const": 1}, 1.0, True),
    ({"enum": [1]}, True, False),
    ({"uniqueItems": True}, [1, 1.0], False),
    ({"contains": {"const": 2}, "maxContains": 1}, [2, 2], False),
    (EXTENSIONS, {"x-a": 1}, True),
    (EXTENSIONS, {"y": 1}, False),
    ({"propertyNames": {"maxLength": 2}}, {"abc": 1}, False),
    (EVALUATED, {"a": 1}, True),
    (EVALUATED, {"b": 1}, False),
    ({"pattern": "^a$"}, "a\n", False),
    ({"pattern": "^\\d$"}, "\u0663", False),
    ({"multipleOf": 0.1}, 0.3, True),
    ({"multipleOf": 0.123456789}, 1e308, False),
    (TUPLE, [1], True),
    (TUPLE, [1, 2], False),
    ({"allOf": [{"prefixItems": [{}]}], "unevaluatedItems": False}, [1, 2], False),
    ({"anyOf": [{"prefixItems": [{}, {}]}], "unevaluatedItems": False}, [1, 2], True),
    ({"contains": {"const": 2}, "unevaluatedItems": False}, [2, 2], True),
    ({"contains": {"const": 2}, "unevaluatedItems": False}, [2, 3], False),
    ({"items": {}, "unevaluatedItems": False}, [1, 2], True),
    ({"unevaluatedItems": {"type": "string"}}, ["a", 1], False),
]


@pytest.mark.parametrize("schema,value,valid", CASES)
def test_keyword(schema: Any, value: Any, valid: bool) -> None:
    assert holds(schema, value, _resolve) is valid


def test_patterns_read_in_the_generated_spelling() -> None:
    SPELLED["^t.$"] = "^t[^\n\r\u2028\u2029]\\Z"
    assert search("^t.$", "tx")
    assert not search("^t.$", "t\n")
    assert not search("^t.$", "tx\n")  # re's own $ would match before the newline
    assert search("^u\\d$", "u1")  # not listed: read as written


WHERE = [
    (
        {"properties": {"a": {"properties": {"b": {"not": {"type": "string"}}}}}},
        {"a": {"b": "x"}},
        ["a", "b"],
        "not",
    ),
    (EXTENSIONS, {"x-a": 1, "y/z": 1}, ["y/z"], "additionalProperties"),
    ({"items": {"$ref": "#/$defs/Named"}}, [{"a": 1}, {}], [1], "required"),
    (
        {"if": {"required": ["a"]}, "then": {"required": ["b"]}},
        {"a": 1},
        [],
        "required",
    ),
    ({"contains": {"const": 2}, "maxContains": 1}, [2, 2], [], "maxContains"),
]


@pytest.mark.parametrize("schema,value,path,keyword", WHERE)
def test_where_names_the_deepest_place_and_keyword(
    schema: Any, value: Any, path: Any, keyword: str
) -> None:
    assert where(schema, value, _evaluate, _resolve) == (path, keyword)
