"""What the fast API's struct builder (_fast_builder) reads of a pydantic model (its
fields, resolved without building it) and the converters it writes: the checks msgspec
cannot make, run on a decoded value, each returning the value and the JSON object keys
it was read from."""

from __future__ import annotations

import sys
import typing
from typing import Any, Callable, Dict, List, Optional, Set, Tuple, Type, Union

from pydantic import BaseModel, TypeAdapter
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

try:
    import msgspec
except ImportError:  # pragma: no cover - the `fast` extra is not installed
    msgspec = None  # type: ignore[assignment]


Convert = Callable[[Any], Tuple[Any, int]]
"""Decoded msgspec value → (the value, after the checks msgspec cannot make; the JSON
object keys it was read from).
"""


class Miss(Exception):
    """The fast API cannot decide this document; the full pipeline takes it."""


class _Unsupported(Exception):
    pass


def _checked(annotation: Any, convert: Optional[Convert]) -> Convert:
    """A leaf msgspec cannot check exactly (a pattern, a format): pydantic checks the
    decoded value.
    """
    # Built on the first value to check: a TypeAdapter costs milliseconds (the first
    # one also pydantic's plugin lookup), and most documents never hold such a field.
    validator: List[Callable[[Any], Any]] = []
    # The verdict on a string depends on the string alone, and a stream repeats its
    # values (JSON pointers, URLs): those pydantic accepted are remembered, a set lookup
    # instead of a validation.
    passed: Set[Any] = set()

    def check(value: Any) -> Tuple[Any, int]:
        if value not in passed:
            if not validator:
                validator.append(TypeAdapter(annotation).validate_python)
            try:
                validator[0](value)
            except Exception:  # noqa: BLE001 - pydantic says no: the full pipeline explains why
                raise Miss() from None
            if len(passed) < 4096 and type(value) is str:
                passed.add(value)
        return convert(value) if convert is not None else (value, 0)

    return check


_NON_NULL_JSON = Union[bool, int, float, str, list, dict]  # type: ignore[type-arg]


_FIELDS: Dict[type, Dict[str, FieldInfo]] = {}


def _fields(model: Type[BaseModel]) -> Dict[str, FieldInfo]:
    """The model's fields with their annotations resolved, without building its
    validator: the models are built on first use (defer_build), and a field naming a
    class defined further down stays unresolved until then. pydantic resolves it the
    same way when it builds the model."""
    found = _FIELDS.get(model)
    if found is None:
        found = dict(model.model_fields)
        if not getattr(model, "__pydantic_fields_complete__", True):
            hints = typing.get_type_hints(
                model, globalns=vars(sys.modules[model.__module__]), include_extras=True
            )
            found = {
                name: (
                    info
                    if getattr(info, "_complete", True)
                    else _resolved(hints[name], info)
                )
                for name, info in found.items()
            }
        _FIELDS[model] = found
    return found


def _resolved(annotation: Any, info: FieldInfo) -> FieldInfo:
    # The field's own assignment (`= Field(...)`) as written, kept by pydantic for this
    # rebuild.
    assigned = getattr(info, "_original_assignment", info)
    return (
        FieldInfo.from_annotation(annotation)
        if assigned is PydanticUndefined
        else FieldInfo.from_annotated_attribute(annotation, assigned)
    )


def _is_json_value(annotation: Any) -> bool:
    return getattr(annotation, "__name__", None) == "JsonValue" or repr(
        annotation
    ).endswith("JsonValue")


def _each(convert: Convert) -> Convert:
    def each(items: List[Any]) -> Tuple[Any, int]:
        out = []
        keys = 0
        for item in items:
            value, n = convert(item)
            out.append(value)
            keys += n
        return out, keys

    return each


def _entries(convert: Convert) -> Convert:
    def entries(items: Dict[str, Any]) -> Tuple[Any, int]:
        out = {}
        keys = len(items)
        for key, item in items.items():
            value, n = convert(item)
            out[key] = value
            keys += n
        return out, keys

    return entries


def _placeholder(model: Type[BaseModel], tag: str) -> Tuple[Any, Convert]:
    """A union member the fast path cannot read: decoding it is a miss, never a wrong
    answer.
    """
    value = next(
        typing.get_args(i.annotation)[0]
        for i in _fields(model).values()
        if (i.alias or "") == tag
    )

    def miss(_: Any) -> Tuple[Any, int]:
        raise Miss()

    return msgspec.defstruct(
        f"{model.__name__}Fallback", [], tag_field=tag, tag=value
    ), miss


def _build(
    model: Type[BaseModel],
    converters: List[Tuple[str, Convert]],
    tag_name: Optional[str],
) -> Convert:
    """The checks msgspec cannot make on a decoded struct of the model, and the JSON
    object keys it was read from: (the struct, its keys). Written out field by field and
    compiled once per model, because a generic loop costs more than msgspec's decode."""
    convert = dict(converters)
    required = {name for name, info in _fields(model).items() if info.is_required()}
    scope: Dict[str, Any] = {}
    # Names bound as defaults are local variables in the function: the fastest lookup
    # there is.
    bound: Dict[str, Any] = {"UNSET": msgspec.UNSET}
    given = sorted(required | ({tag_name} if tag_name else set()))
    body = [f"    keys = {len(given)}"]
    for i, name in enumerate(_fields(model)):
        if name == tag_name or (name not in convert and name in required):
            continue  # nothing to check or count beyond the required key counted
        body.append(f"    v{i} = struct.{name}")
        if name not in required:
            body += [f"    if v{i} is not UNSET:", "        keys += 1"]
        if name in convert:
            bound[f"c{i}"] = convert[name]
            indent = "    " if name in required else "        "
            body += [f"{indent}v{i}, n = c{i}(v{i})", f"{indent}keys += n"]
    body.append("    return struct, keys")
    source = (
        f"def build(struct, {', '.join(f'{k}={k}' for k in bound)}):\n"
        + "\n".join(body)
    )
    exec(source, dict(bound), scope)  # noqa: S102 - source built above from field names only
    built: Convert = scope["build"]
    return built
