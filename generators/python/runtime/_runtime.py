"""Runtime support for the generated models: JSON types as strict as JSON Schema,
errors, parsing."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import (
    Annotated,
    Any,
    Dict,
    List,
    Optional,
    Sequence,
    Tuple,
    Union,
    get_args,
    get_origin,
)

from pydantic import (
    BaseModel,
    ConfigDict,
    GetCoreSchemaHandler,
    JsonValue,
    StrictBool,
    StrictStr,
    TypeAdapter,
)
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

__all__ = ["CanonModel", "Issue", "ValidationError", "Unknown", "JsonValue"]


@dataclass(frozen=True)
class Issue:
    """One reason a document was rejected: JSON pointer, JSON-Schema-like keyword,
    message."""

    path: str
    code: str
    message: str


class ValidationError(ValueError):
    """A document does not match its schema. `path`, `code` and `message` describe the
    first issue."""

    def __init__(self, issues: Sequence[Issue]) -> None:
        self.issues: Tuple[Issue, ...] = tuple(issues) or (
            Issue("", "invalid", "is invalid"),
        )
        first = self.issues[0]
        self.path: str = first.path
        self.code: str = first.code
        self.message: str = first.message
        super().__init__(
            "; ".join(
                f"{issue.path or '/'}: {issue.message} ({issue.code})"
                for issue in self.issues
            )
        )


class CanonModel(BaseModel):
    """Base of every generated model: wire names on output, both spellings accepted on
    input."""

    model_config = ConfigDict(
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
        protected_namespaces=(),
        defer_build=True,
    )


@dataclass(frozen=True)
class Unknown:
    """A union member this SDK does not know (a newer protocol version): its tag and raw
    document."""

    tag: str
    raw: Dict[str, JsonValue] = field(repr=False)


# --- strict JSON types ----------------------------------------------------------------


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


def with_models_built(value: object) -> object:
    """The value, once every model class in it is built. A generated model is built on
    first use (defer_build); one met inside an untyped value (an item of a list checked
    for uniqueItems, a list given to to_json) is serialized by pydantic-core through its
    class, which must be built by then."""
    if isinstance(value, BaseModel):
        kind = type(value)
        if not kind.__pydantic_complete__:
            kind.model_rebuild()
    elif isinstance(value, (list, tuple)):
        for item in value:
            with_models_built(item)
    elif isinstance(value, dict):
        for item in value.values():
            with_models_built(item)
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


# --- formats --------------------------------------------------------------------------


class _Pattern:
    """A regular expression compiled on its first match: importing the package (which
    most programs do without meeting a format) compiles none."""

    __slots__ = ("_source", "_flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: Optional[re.Pattern[str]] = None

    def get(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self._source, self._flags)
        return compiled


_DATE = _Pattern(r"(\d{4})-(\d{2})-(\d{2})", re.ASCII)
# The offset may be written +01:00, +0100 or +01, as ajv-formats' full mode accepts.
_TIME = _Pattern(
    r"(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:[zZ]|([+-])(\d{2})(?::?(\d{2}))?)", re.ASCII
)
_UUID = _Pattern(
    r"(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}",
    re.ASCII | re.IGNORECASE,
)
_EMAIL = _Pattern(
    r"[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?",
    re.ASCII | re.IGNORECASE,
)
_URI = _Pattern(r"[a-z][a-z0-9+\-.]*:[^\s]*", re.ASCII | re.IGNORECASE)
_HOSTNAME = _Pattern(
    r"(?=.{1,253}\.?\Z)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?",
    re.ASCII | re.IGNORECASE,
)
# ajv-formats splits a date-time at "T", "t" or JavaScript's \s, which is wider than
# Python's.
_DATE_TIME_SEPARATOR = _Pattern(
    "[tT\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]"
)
_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

# Every pattern is matched with fullmatch: Python's `$` also matches before a final
# newline.


def _is_date(text: str) -> bool:
    match = _DATE.get().fullmatch(text)
    if match is None:
        return False
    year, month, day = int(match[1]), int(match[2]), int(match[3])
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return 1 <= month <= 12 and 1 <= day <= (
        29 if month == 2 and leap else _DAYS[month]
    )


def _is_time(text: str) -> bool:
    """RFC 3339 full-time as ajv-formats' full mode reads it: an offset is required; a
    leap second only where the time, moved to UTC by the offset, is 23:59."""
    match = _TIME.get().fullmatch(text)
    if match is None:
        return False
    hour, minute, second = int(match[1]), int(match[2]), float(match[3])
    sign = -1 if match[4] == "-" else 1
    tz_hour, tz_minute = int(match[5] or 0), int(match[6] or 0)
    if tz_hour > 23 or tz_minute > 59:
        return False
    if hour <= 23 and minute <= 59 and second < 60:
        return True
    utc_minute = minute - tz_minute * sign
    utc_hour = hour - tz_hour * sign - (1 if utc_minute < 0 else 0)
    return utc_hour in (23, -1) and utc_minute in (59, -1) and second < 61


def _is_date_time(text: str) -> bool:
    parts = _DATE_TIME_SEPARATOR.get().split(text)
    return len(parts) == 2 and _is_date(parts[0]) and _is_time(parts[1])


def _is_ip(version: int) -> Any:
    def check(text: str) -> bool:
        import ipaddress  # only where a schema has an ip format: kept off the import

        try:
            return ipaddress.ip_address(text).version == version
        except ValueError:
            return False

    return check


_FORMATS: Dict[str, Any] = {
    "date-time": _is_date_time,
    "date": _is_date,
    "time": _is_time,
    "uuid": lambda text: _UUID.get().fullmatch(text) is not None,
    "email": lambda text: _EMAIL.get().fullmatch(text) is not None,
    "uri": lambda text: _URI.get().fullmatch(text) is not None,
    "hostname": lambda text: _HOSTNAME.get().fullmatch(text) is not None,
    "ipv4": _is_ip(4),
    "ipv6": _is_ip(6),
}


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
        check = _FORMATS.get(self.name)
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
