"""Runtime support for the generated models: JSON types as strict as JSON Schema, errors, parsing."""

from __future__ import annotations

import ipaddress
import json
import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any, ClassVar, Dict, List, Optional, Sequence, Tuple

import pydantic
from pydantic import BaseModel, ConfigDict, GetCoreSchemaHandler, JsonValue, TypeAdapter
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

__all__ = ["CanonModel", "Issue", "ValidationError", "Unknown", "JsonValue"]


@dataclass(frozen=True)
class Issue:
    """One reason a document was rejected: JSON pointer, JSON-Schema-like keyword, message."""

    path: str
    code: str
    message: str


class ValidationError(ValueError):
    """A document does not match its schema. `path`, `code` and `message` describe the first issue."""

    def __init__(self, issues: Sequence[Issue]) -> None:
        self.issues: Tuple[Issue, ...] = tuple(issues) or (Issue("", "invalid", "is invalid"),)
        first = self.issues[0]
        self.path: str = first.path
        self.code: str = first.code
        self.message: str = first.message
        super().__init__("; ".join(f"{issue.path or '/'}: {issue.message} ({issue.code})" for issue in self.issues))


class CanonModel(BaseModel):
    """Base of every generated model: wire names on output, both spellings accepted on input."""

    model_config = ConfigDict(validate_by_name=True, validate_by_alias=True, serialize_by_alias=True, protected_namespaces=())


@dataclass(frozen=True)
class Unknown:
    """A union member this SDK does not know (a newer protocol version): its tag and raw document."""

    tag: str
    raw: Dict[str, JsonValue] = field(repr=False)


# --- strict JSON types -------------------------------------------------------------------------


def _integral(value: float) -> int:
    # JSON Schema counts 1.0 as an integer; 1.5 is not one.
    if value.is_integer():
        return int(value)
    raise PydanticCustomError("int_from_float", "Input should be an integer")


@dataclass(frozen=True)
class Integer:
    """A JSON integer: no strings, no booleans, 1.0 accepted as 1; bounds as in the schema."""

    ge: Optional[int] = None
    le: Optional[int] = None
    gt: Optional[int] = None
    lt: Optional[int] = None
    multiple_of: Optional[int] = None

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        # Whole numbers pass the first branch without leaving Rust; only floats call _integral.
        # left_to_right stops at the first branch that accepts, the fastest union mode.
        whole = self._bounded()
        from_float = core_schema.chain_schema([core_schema.float_schema(strict=True), core_schema.no_info_plain_validator_function(_integral), self._bounded()])
        return core_schema.union_schema([whole, from_float], mode="left_to_right")

    def _bounded(self) -> CoreSchema:
        return core_schema.int_schema(strict=True, ge=self.ge, le=self.le, gt=self.gt, lt=self.lt, multiple_of=self.multiple_of)


@dataclass(frozen=True)
class Number:
    """A JSON number: no strings, no booleans, no NaN or infinities."""

    ge: Optional[float] = None
    le: Optional[float] = None
    gt: Optional[float] = None
    lt: Optional[float] = None
    multiple_of: Optional[float] = None

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.float_schema(strict=True, allow_inf_nan=False, ge=self.ge, le=self.le, gt=self.gt, lt=self.lt, multiple_of=self.multiple_of)


@dataclass(frozen=True)
class NotNull:
    """An optional property whose value may be absent but never null."""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        schema = handler(source)
        return schema["schema"] if schema["type"] == "nullable" else schema


def _reject_null(value: object) -> object:
    if value is None:
        raise PydanticCustomError("none_forbidden", "Input should not be null")
    return value


@dataclass(frozen=True)
class NonNullJson:
    """Any JSON value except null."""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_before_validator_function(_reject_null, handler(source))


def _exact_type(expected: object) -> Any:
    def check(value: object) -> object:
        # Python says True == 1; JSON Schema does not.
        if type(value) is not type(expected) and not (isinstance(expected, float) and type(value) is int):
            raise PydanticCustomError("literal_error", "Input should be {expected}", {"expected": repr(expected)})
        return value

    return check


@dataclass(frozen=True)
class ExactLiteral:
    """A number or boolean constant compared by JSON type as well as value."""

    value: object

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_before_validator_function(_exact_type(self.value), handler(source))


@dataclass(frozen=True)
class Container:
    """Arrays and maps: exactly a JSON array or object (no tuples, no generators), sizes, uniqueness."""

    min_size: Optional[int] = None
    max_size: Optional[int] = None
    unique: bool = False

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        schema = dict(handler(source))
        if schema.get("type") not in ("list", "dict"):
            return handler(source)
        schema["strict"] = True
        if self.min_size is not None:
            schema["min_length"] = self.min_size
        if self.max_size is not None:
            schema["max_length"] = self.max_size
        built: CoreSchema = schema
        return core_schema.no_info_after_validator_function(_unique, built) if self.unique else built


def _integral_floats(value: object) -> object:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _integral_floats(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_integral_floats(item) for item in value]
    return value


def _canonical(value: object) -> str:
    # Equal JSON values (1 and 1.0, reordered keys) give equal text, as uniqueItems requires.
    plain = _ANY.dump_python(value, mode="json", by_alias=True, exclude_unset=True)
    return json.dumps(_integral_floats(plain), sort_keys=True)


_ANY: TypeAdapter[Any] = TypeAdapter(Any)


def _unique(items: List[Any]) -> List[Any]:
    seen = set()
    for item in items:
        key = _canonical(item)
        if key in seen:
            raise PydanticCustomError("unique_items", "Items should be unique")
        seen.add(key)
    return items


# --- formats ---------------------------------------------------------------------------------

_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$", re.ASCII)
_TIME = re.compile(r"^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[zZ]|[+-](\d{2})(?::?(\d{2}))?)$", re.ASCII)
_UUID = re.compile(r"^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$", re.ASCII | re.IGNORECASE)
_EMAIL = re.compile(r"^[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$", re.ASCII | re.IGNORECASE)
_URI = re.compile(r"^[a-z][a-z0-9+\-.]*:[^\s]*$", re.ASCII | re.IGNORECASE)
_HOSTNAME = re.compile(r"^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$", re.ASCII | re.IGNORECASE)


def _is_date(text: str) -> bool:
    match = _DATE.match(text)
    if match is None:
        return False
    try:
        date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return False
    return True


def _is_time(text: str) -> bool:
    match = _TIME.match(text)
    if match is None:
        return False
    hour, minute, second = int(match[1]), int(match[2]), int(match[3])
    tz_hour, tz_minute = int(match[4] or 0), int(match[5] or 0)
    if hour > 23 or minute > 59 or tz_hour > 23 or tz_minute > 59:
        return False
    # A leap second is 23:59:60 in UTC, whatever the offset.
    return second <= 59 or (second == 60 and _utc_minute(hour, minute, text) == 23 * 60 + 59)


def _utc_minute(hour: int, minute: int, text: str) -> int:
    match = re.search(r"([+-])(\d{2})(?::?(\d{2}))?$", text)
    offset = 0 if match is None else (1 if match[1] == "+" else -1) * (int(match[2]) * 60 + int(match[3] or 0))
    return (hour * 60 + minute - offset) % (24 * 60)


def _is_date_time(text: str) -> bool:
    parts = re.split(r"[tT\s]", text, maxsplit=1)
    return len(parts) == 2 and _is_date(parts[0]) and _is_time(parts[1])


def _is_ip(version: int) -> Any:
    def check(text: str) -> bool:
        try:
            return ipaddress.ip_address(text).version == version
        except ValueError:
            return False

    return check


_FORMATS: Dict[str, Any] = {
    "date-time": _is_date_time,
    "date": _is_date,
    "time": _is_time,
    "uuid": lambda text: _UUID.match(text) is not None,
    "email": lambda text: _EMAIL.match(text) is not None,
    "uri": lambda text: _URI.match(text) is not None,
    "hostname": lambda text: _HOSTNAME.match(text) is not None,
    "ipv4": _is_ip(4),
    "ipv6": _is_ip(6),
}


@dataclass(frozen=True)
class Format:
    """A string `format` checked the way the reference validator checks it; unknown formats pass."""

    name: str

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        check = _FORMATS.get(self.name)
        if check is None:
            return handler(source)
        name = self.name

        def validate(text: str) -> str:
            if not check(text):
                raise PydanticCustomError("format", "Input should be a valid {format}", {"format": name})
            return text

        return core_schema.no_info_after_validator_function(validate, handler(source))
