"""The annotations that make the generated models read JSON as strictly as JSON Schema
does: nulls only where the schema allows them, exact literals and string formats here;
integers that may be written 1.0 and numbers that are not booleans (_json_numbers); JSON
arrays and objects with their sizes and uniqueness (_json_containers). The generated
models import all of them from this module."""

from __future__ import annotations

from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import GetCoreSchemaHandler, StrictBool, StrictStr
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from ._formats import FORMATS
from ._json_containers import Container
from ._json_numbers import Integer, Number
from ._marker import Marker

__all__ = [
    "Container",
    "ExactLiteral",
    "Format",
    "Integer",
    "NonNullJson",
    "NotNull",
    "Number",
]


class NotNull(Marker):
    """An optional property whose value may be absent but never null."""

    __slots__ = ()

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        # Optional[X] (the generated form, this marker innermost): X's own schema, the
        # schema handler(source) would wrap in "nullable". Building it directly spares
        # pydantic the union of every optional field, a fifth of the first parse's cost.
        if get_origin(source) is Union:
            arms = [arm for arm in get_args(source) if arm is not type(None)]
            if len(arms) == 1 and len(arms) < len(get_args(source)):
                # The strict scalars, most optional fields, are built here: pydantic
                # would apply their Strict() marker one by one.
                if arms[0] is StrictStr:
                    return core_schema.str_schema(strict=True)
                if arms[0] is StrictBool:
                    return core_schema.bool_schema(strict=True)
                # One of these markers on X: it builds X's schema itself (the handler
                # gives the schema of the type it is asked for).
                marked = get_args(arms[0]) if get_origin(arms[0]) is Annotated else ()
                if len(marked) == 2 and isinstance(marked[1], Marker):
                    return marked[1].__get_pydantic_core_schema__(marked[0], handler)
                return handler.generate_schema(arms[0])
        schema = handler(source)
        return schema["schema"] if schema["type"] == "nullable" else schema


def _reject_null(value: object) -> object:
    if value is None:
        raise PydanticCustomError("none_forbidden", "Input should not be null")
    return value


class NonNullJson(Marker):
    """Any JSON value except null."""

    __slots__ = ()

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        return core_schema.no_info_before_validator_function(
            _reject_null, handler(source)
        )


def _not_literal(expected: object) -> PydanticCustomError:
    """The error of a constant not met, worded as pydantic words its own Literal's."""
    return PydanticCustomError(
        "literal_error", "Input should be {expected}", {"expected": repr(expected)}
    )


def _exact_type(expected: object) -> Any:
    def check(value: object) -> object:
        # JSON Schema counts 2.0 as the integer 2, as ajv does.
        if type(expected) is int and type(value) is float and value.is_integer():
            return int(value)
        # Python says True == 1; JSON Schema does not.
        if type(value) is not type(expected) and not (
            isinstance(expected, float) and type(value) is int
        ):
            raise _not_literal(expected)
        return value

    return check


def _equal_to(expected: float) -> Any:
    def check(value: float) -> float:
        if value != expected:
            raise _not_literal(expected)
        return value

    return check


class ExactLiteral(Marker):
    """A number or boolean constant compared by JSON type as well as value. A
    fractional constant annotates a float (Literal takes none): it is compared here."""

    __slots__ = ("value",)
    value: object

    def __init__(self, value: object) -> None:
        object.__setattr__(self, "value", value)

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        inner = handler(source)
        if type(self.value) is float:
            inner = core_schema.no_info_after_validator_function(
                _equal_to(self.value), inner
            )
        return core_schema.no_info_before_validator_function(
            _exact_type(self.value), inner
        )


class Format(Marker):
    """A string `format` checked the way the reference validator checks it; unknown
    formats pass."""

    __slots__ = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        object.__setattr__(self, "name", name)

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        check = FORMATS.get(self.name)
        if check is None:
            return handler(source)
        name = self.name

        def validate(text: str) -> str:
            if not check(text):
                raise PydanticCustomError(
                    "format", "Input should be a valid {format}", {"format": name}
                )
            return text

        return core_schema.no_info_after_validator_function(validate, handler(source))
