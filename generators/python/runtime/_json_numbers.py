"""The number annotations of the generated models: integers as JSON Schema counts them
(1.0 is one, 1.5 is not, booleans are not) with their bounds, and numbers that are not
booleans."""

from __future__ import annotations

from typing import Any, Optional

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from ._marker import Marker

__all__ = ["Integer", "Number"]


def _integral(value: float) -> int:
    # JSON Schema counts 1.0 as an integer; 1.5 is not one.
    if value.is_integer():
        return int(value)
    raise PydanticCustomError("int_from_float", "Input should be an integer")


class Integer(Marker):
    """A JSON integer: no strings, no booleans, 1.0 accepted as 1; bounds as in the
    schema."""

    __slots__ = ("ge", "le", "gt", "lt", "multiple_of")
    ge: Optional[int]
    le: Optional[int]
    gt: Optional[int]
    lt: Optional[int]
    multiple_of: Optional[int]

    def __init__(
        self,
        ge: Optional[int] = None,
        le: Optional[int] = None,
        gt: Optional[int] = None,
        lt: Optional[int] = None,
        multiple_of: Optional[int] = None,
    ) -> None:
        for name, value in zip(self.__slots__, (ge, le, gt, lt, multiple_of)):
            object.__setattr__(self, name, value)

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        # Whole numbers pass the first branch without leaving Rust; only floats call
        # _integral.
        # left_to_right stops at the first branch that accepts, the fastest union mode.
        whole = self._bounded()
        from_float = core_schema.chain_schema(
            [
                core_schema.float_schema(strict=True),
                core_schema.no_info_plain_validator_function(_integral),
                self._bounded(),
            ]
        )
        return core_schema.union_schema([whole, from_float], mode="left_to_right")

    def _bounded(self) -> CoreSchema:
        return core_schema.int_schema(
            strict=True,
            ge=self.ge,
            le=self.le,
            gt=self.gt,
            lt=self.lt,
            multiple_of=self.multiple_of,
        )


class Number(Marker):
    """A JSON number: no strings, no booleans, no NaN or infinities."""

    __slots__ = ("ge", "le", "gt", "lt", "multiple_of")
    ge: Optional[float]
    le: Optional[float]
    gt: Optional[float]
    lt: Optional[float]
    multiple_of: Optional[float]

    def __init__(
        self,
        ge: Optional[float] = None,
        le: Optional[float] = None,
        gt: Optional[float] = None,
        lt: Optional[float] = None,
        multiple_of: Optional[float] = None,
    ) -> None:
        for name, value in zip(self.__slots__, (ge, le, gt, lt, multiple_of)):
            object.__setattr__(self, name, value)

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        return core_schema.float_schema(
            strict=True,
            allow_inf_nan=False,
            ge=self.ge,
            le=self.le,
            gt=self.gt,
            lt=self.lt,
            multiple_of=self.multiple_of,
        )
