"""The array and map annotation of the generated models: exactly a JSON array or object,
its size, and uniqueness as JSON Schema defines it (1 and 1.0 equal, keys in any
order)."""

from __future__ import annotations

import json
from typing import Any, List, Optional

from pydantic import GetCoreSchemaHandler, TypeAdapter
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from ._marker import Marker
from ._runtime import with_models_built

__all__ = ["Container"]


class Container(Marker):
    """Arrays and maps: exactly a JSON array or object (no tuples, no generators),
    sizes, uniqueness."""

    __slots__ = ("min_size", "max_size", "unique")
    min_size: Optional[int]
    max_size: Optional[int]
    unique: bool

    def __init__(
        self,
        min_size: Optional[int] = None,
        max_size: Optional[int] = None,
        unique: bool = False,
    ) -> None:
        object.__setattr__(self, "min_size", min_size)
        object.__setattr__(self, "max_size", max_size)
        object.__setattr__(self, "unique", unique)

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        schema = dict(handler(source))
        if schema.get("type") not in ("list", "dict"):
            return handler(source)
        schema["strict"] = True
        if self.min_size is not None:
            schema["min_length"] = self.min_size
        if self.max_size is not None:
            schema["max_length"] = self.max_size
        built: CoreSchema = schema
        return (
            core_schema.no_info_after_validator_function(_unique, built)
            if self.unique
            else built
        )


def _integral_floats(value: object) -> object:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _integral_floats(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_integral_floats(item) for item in value]
    return value


def _canonical(value: object) -> str:
    # Equal JSON values (1 and 1.0, reordered keys) give equal text, as uniqueItems
    # requires.
    plain = _any().dump_python(
        with_models_built(value), mode="json", by_alias=True, exclude_unset=True
    )
    return json.dumps(_integral_floats(plain), sort_keys=True)


_ANY: List[TypeAdapter[Any]] = []


def _any() -> TypeAdapter[Any]:
    """TypeAdapter(Any), built on first use: importing the package stays cheap."""
    if not _ANY:
        _ANY.append(TypeAdapter(Any))
    return _ANY[0]


def _unique(items: List[Any]) -> List[Any]:
    seen = set()
    for item in items:
        key = _canonical(item)
        if key in seen:
            raise PydanticCustomError("unique_items", "Items should be unique")
        seen.add(key)
    return items
