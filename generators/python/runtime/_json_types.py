"""The annotations that make the generated models read JSON as strictly as JSON Schema
does: integers that may be written 1.0, numbers that are not booleans, nulls only where
the schema allows them, exact literals, JSON arrays and objects with their sizes and
uniqueness, and string formats."""

from __future__ import annotations

import json
from typing import Annotated, Any, List, Optional, Tuple, Union, get_args, get_origin

from pydantic import GetCoreSchemaHandler, StrictBool, StrictStr, TypeAdapter
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from ._formats import FORMATS
from ._runtime import with_models_built

__all__ = [
    "Container",
    "ExactLiteral",
    "Format",
    "Integer",
    "NonNullJson",
    "NotNull",
    "Number",
]


class _Marker:
    """Base of the annotation markers below: a value compared, hashed and shown by its
    fields, as a frozen dataclass would be, without the code a dataclass generates when
    the module is imported."""

    __slots__: Tuple[str, ...] = ()

    def _values(self) -> Tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (
            isinstance(other, _Marker) and other._values() == self._values()
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


def _integral(value: float) -> int:
    # JSON Schema counts 1.0 as an integer; 1.5 is not one.
    if value.is_integer():
        return int(value)
    raise PydanticCustomError("int_from_float", "Input should be an integer")


class Integer(_Marker):
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


class Number(_Marker):
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


class NotNull(_Marker):
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
                if len(marked) == 2 and isinstance(marked[1], _Marker):
                    return marked[1].__get_pydantic_core_schema__(marked[0], handler)
                return handler.generate_schema(arms[0])
        schema = handler(source)
        return schema["schema"] if schema["type"] == "nullable" else schema


def _reject_null(value: object) -> object:
    if value is None:
        raise PydanticCustomError("none_forbidden", "Input should not be null")
    return value


class NonNullJson(_Marker):
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


class ExactLiteral(_Marker):
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


class Container(_Marker):
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


class Format(_Marker):
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
