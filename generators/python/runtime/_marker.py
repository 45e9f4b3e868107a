"""The base of the annotation markers the generated models carry (_json_types,
_json_numbers, _json_containers)."""

from __future__ import annotations

from typing import Any, Tuple

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema

__all__ = ["Marker"]


class Marker:
    """Base of the annotation markers below: a value compared, hashed and shown by its
    fields, as a frozen dataclass would be, without the code a dataclass generates when
    the module is imported."""

    __slots__: Tuple[str, ...] = ()

    def _values(self) -> Tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (
            isinstance(other, Marker) and other._values() == self._values()
        )

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        return handler(source)  # each marker below says what it changes
