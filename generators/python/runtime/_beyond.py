"""The keywords no type states (`not`, `if`/`then`/`else`, `dependentRequired`, an
`anyOf` of `required` lists, ...), checked on the raw value before the model reads it.

The generator writes, per type, the part of its schema the models leave out
(beyond_ir.json); this evaluator applies it, resolving `$ref` in the bundled schema.
It reads JSON Schema 2020-12 as ajv does, patterns as ECMAScript patterns.
"""

from __future__ import annotations

import json
import math
from importlib import resources
from typing import Any, Callable, Dict, Mapping, Optional, Set, Union

from pydantic_core import PydanticCustomError

from ._beyond_patterns import LINEAR, SPELLED, search
from ._beyond_where import where
from ._formats import FORMATS

__all__ = ["Beyond", "holds"]


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _type_of(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object" if isinstance(value, dict) else "unknown"


def _equal(a: object, b: object) -> bool:
    if _is_number(a) and _is_number(b):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def _multiple(value: float, of: float) -> bool:
    quotient = value / of
    return math.isfinite(quotient) and abs(quotient - round(quotient)) < 1e-9


Resolve = Callable[[str], Any]
Seen = Set[Union[str, int]]
Evaluated = Optional[Seen]
"""None when a value fails; else what the schema evaluated in it: the names of an
object's properties, or the indices of an array's items (for unevaluatedProperties and
unevaluatedItems)."""


def holds(schema: Any, value: object, resolve: Resolve) -> bool:
    """Whether `value` is valid against `schema` (JSON Schema 2020-12)."""
    return _evaluate(schema, value, resolve) is not None


def _evaluate(schema: Any, value: object, resolve: Resolve) -> Evaluated:
    """None when `value` fails `schema`; otherwise the property names or item indices
    it evaluated."""
    if schema is True or schema == {}:
        return set()
    if schema is False or not isinstance(schema, dict):
        return None
    seen: Seen = set()
    for check in _CHECKS:
        found = check(schema, value, resolve)
        if found is None:
            return None
        seen |= found
    if "unevaluatedProperties" in schema and isinstance(value, dict):
        rest = schema["unevaluatedProperties"]
        for key in value:
            if key not in seen:
                if _evaluate(rest, value[key], resolve) is None:
                    return None
                seen.add(key)
    if "unevaluatedItems" in schema and isinstance(value, list):
        rest = schema["unevaluatedItems"]
        for index, item in enumerate(value):
            if index not in seen:
                if _evaluate(rest, item, resolve) is None:
                    return None
                seen.add(index)
    return seen


def _applicators(schema: Dict[str, Any], value: object, resolve: Resolve) -> Evaluated:
    seen: Seen = set()
    if "$ref" in schema:
        found = _evaluate(resolve(schema["$ref"]), value, resolve)
        if found is None:
            return None
        seen |= found
    for part in schema.get("allOf", ()):
        found = _evaluate(part, value, resolve)
        if found is None:
            return None
        seen |= found
    if "anyOf" in schema:
        results = [_evaluate(part, value, resolve) for part in schema["anyOf"]]
        passing = [r for r in results if r is not None]
        if not passing:
            return None
        for r in passing:
            seen |= r
    if "oneOf" in schema:
        results = [_evaluate(part, value, resolve) for part in schema["oneOf"]]
        passing = [r for r in results if r is not None]
        if len(passing) != 1:
            return None
        seen |= passing[0]
    if "not" in schema and _evaluate(schema["not"], value, resolve) is not None:
        return None
    if "if" in schema:
        condition = _evaluate(schema["if"], value, resolve)
        branch = schema.get("then" if condition is not None else "else", True)
        found = _evaluate(branch, value, resolve)
        if found is None:
            return None
        seen |= found | (condition or set())
    return seen


def _scalars(schema: Dict[str, Any], value: object, resolve: Resolve) -> Evaluated:
    if "type" in schema:
        kind = _type_of(value)
        wanted = (
            schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        )
        if kind not in wanted and not (kind == "integer" and "number" in wanted):
            return None
    if "const" in schema and not _equal(schema["const"], value):
        return None
    if "enum" in schema and not any(_equal(v, value) for v in schema["enum"]):
        return None
    if _is_number(value):
        number: float = value  # type: ignore[assignment]
        if not _bounds(schema, number):
            return None
    if isinstance(value, str) and not _string(schema, value):
        return None
    return set()


def _bounds(schema: Dict[str, Any], number: float) -> bool:
    if "minimum" in schema and number < schema["minimum"]:
        return False
    if "maximum" in schema and number > schema["maximum"]:
        return False
    if "exclusiveMinimum" in schema and number <= schema["exclusiveMinimum"]:
        return False
    if "exclusiveMaximum" in schema and number >= schema["exclusiveMaximum"]:
        return False
    return "multipleOf" not in schema or _multiple(number, schema["multipleOf"])


def _string(schema: Dict[str, Any], text: str) -> bool:
    if "minLength" in schema and len(text) < schema["minLength"]:
        return False
    if "maxLength" in schema and len(text) > schema["maxLength"]:
        return False
    if "pattern" in schema and not search(schema["pattern"], text):
        return False
    check = FORMATS.get(schema.get("format", ""))
    return check is None or bool(check(text))


def _array(schema: Dict[str, Any], value: object, resolve: Resolve) -> Evaluated:
    if not isinstance(value, list):
        return set()
    if len(value) < schema.get("minItems", 0):
        return None
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        return None
    seen: Seen = set()
    prefix = schema.get("prefixItems", [])
    for index, (item, part) in enumerate(zip(value, prefix)):
        if _evaluate(part, item, resolve) is None:
            return None
        seen.add(index)
    if "items" in schema:
        for index in range(len(prefix), len(value)):
            if _evaluate(schema["items"], value[index], resolve) is None:
                return None
            seen.add(index)
    if "contains" in schema:
        # The items it matches are evaluated, whether or not the counts hold.
        matched = [
            i
            for i, item in enumerate(value)
            if _evaluate(schema["contains"], item, resolve) is not None
        ]
        if len(matched) < schema.get("minContains", 1):
            return None
        if "maxContains" in schema and len(matched) > schema["maxContains"]:
            return None
        seen.update(matched)
    if schema.get("uniqueItems") is True:
        for i, item in enumerate(value):
            if any(_equal(item, other) for other in value[:i]):
                return None
    return seen


def _object(schema: Dict[str, Any], value: object, resolve: Resolve) -> Evaluated:
    if not isinstance(value, dict):
        return set()
    if len(value) < schema.get("minProperties", 0):
        return None
    if "maxProperties" in schema and len(value) > schema["maxProperties"]:
        return None
    if any(name not in value for name in schema.get("required", ())):
        return None
    for name, needed in schema.get("dependentRequired", {}).items():
        if name in value and any(other not in value for other in needed):
            return None
    seen: Seen = set()
    for name, part in schema.get("dependentSchemas", {}).items():
        if name in value:
            found = _evaluate(part, value, resolve)
            if found is None:
                return None
            seen |= found
    names = schema.get("propertyNames")
    if names is not None and any(_evaluate(names, k, resolve) is None for k in value):
        return None
    properties = schema.get("properties", {})
    patterns = schema.get("patternProperties", {})
    for key, item in value.items():
        matched = key in properties
        if matched and _evaluate(properties[key], item, resolve) is None:
            return None
        for pattern, part in patterns.items():
            if search(pattern, key):
                matched = True
                if _evaluate(part, item, resolve) is None:
                    return None
        if not matched and "additionalProperties" in schema:
            if _evaluate(schema["additionalProperties"], item, resolve) is None:
                return None
            matched = True
        if matched:
            seen.add(key)
    return seen


_CHECKS = (_scalars, _array, _object, _applicators)


class Beyond:
    """A package's parts beyond its types (beyond_ir.json), checked per type name."""

    def __init__(self, module: str) -> None:
        self._package = module.rpartition(".")[0]
        self._parts: Optional[Mapping[str, Any]] = None
        self._bundle: Optional[Mapping[str, Any]] = None

    def _load(self, name: str) -> Any:
        text = resources.files(self._package).joinpath(name).read_text(encoding="utf-8")
        return json.loads(text)

    def _resolve(self, ref: str) -> Any:
        if self._bundle is None:
            self._bundle = self._load("schema.json")
        found: Any = self._bundle
        # The bundle's references are local JSON pointers (normalized by the generator).
        for token in ref.removeprefix("#").split("/")[1:]:
            key = token.replace("~1", "/").replace("~0", "~")
            found = found[int(key)] if isinstance(found, list) else found[key]
        return found

    def check(self, type_name: str, value: object) -> object:
        """Returns `value` when it satisfies the type's keywords beyond its model;
        raises ValueError (which pydantic reports as a validation error) otherwise."""
        if self._parts is None:
            self._parts = self._load("beyond_ir.json")
            SPELLED.update(self._load("patterns.json"))
            if (
                resources.files(self._package)
                .joinpath("linear_patterns.json")
                .is_file()
            ):
                for pattern in self._load("linear_patterns.json"):
                    LINEAR.setdefault(pattern, None)
        part = self._parts.get(type_name)
        if part is not None and not holds(part, value, self._resolve):
            # The deepest place that fails: the pointer and code (_issues.py).
            path, keyword = where(part, value, _evaluate, self._resolve)
            raise PydanticCustomError(
                "beyond",
                "does not satisfy the schema's `{keyword}`",
                {"keyword": keyword, "where": path},
            )
        return value
