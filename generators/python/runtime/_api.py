"""Validation, parsing and serialization over the generated models; never raises on
hostile input.
"""

from __future__ import annotations

import json
from typing import (
    Any,
    Dict,
    FrozenSet,
    List,
    Optional,
    Sequence,
    Tuple,
    Type,
    Union,
    cast,
)

import pydantic
from pydantic import BaseModel, TypeAdapter

from ._issues import documented, resolve, unexpected
from ._reading import json_value_problem, read, read_json
from ._runtime import Issue, Unknown, ValidationError, with_models_built

_MAX_STRIP_ROUNDS = 64


MODES = frozenset({"tolerant", "strict"})


def check(adapter: TypeAdapter[Any], data: object) -> Any:
    """Strict validation of an already decoded JSON value."""
    try:
        value = adapter.validate_python(data)
    except pydantic.ValidationError as error:
        raise documented(error, data) from None
    except ValidationError:
        raise
    except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
        raise unexpected(error) from None
    # What JSON text cannot hold (NaN, infinities, lone surrogates) is refused from
    # Python values too.
    problem = json_value_problem(data)
    if problem is not None:
        raise ValidationError([Issue("", "json", problem)])
    return value


def check_json(adapter: TypeAdapter[Any], data: Union[str, bytes, bytearray]) -> Any:
    """Strict validation of JSON text, read the one way every Canon SDK reads it."""
    if not isinstance(data, (str, bytes, bytearray)):
        raise ValidationError(
            [
                Issue(
                    "",
                    "type",
                    f"expected JSON text (str or bytes), not {type(data).__name__}",
                )
            ]
        )
    document = read(data)
    try:
        # pydantic's own JSON reader is the faster validator once the reading has
        # passed.
        return adapter.validate_json(data)
    except pydantic.ValidationError as error:
        raise documented(error, document) from None
    except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
        raise unexpected(error) from None


def _strip(document: object, path: Sequence[Union[str, int]]) -> object:
    """A copy of the document without the property at path; containers off the path are
    shared.
    """
    if not path:
        return document
    head, rest = path[0], path[1:]
    if isinstance(document, dict):
        copy = dict(document)
        if not rest:
            copy.pop(cast(str, head), None)
        else:
            copy[cast(str, head)] = _strip(copy[cast(str, head)], rest)
        return copy
    if isinstance(document, list) and isinstance(head, int):
        items = list(document)
        items[head] = _strip(items[head], rest)
        return items
    return document


def _tolerated(error: pydantic.ValidationError, document: object) -> Optional[object]:
    """The document without its unknown properties, when those are the only problems."""
    details = error.errors(include_url=False, include_input=False)
    if any(detail["type"] != "extra_forbidden" for detail in details):
        return None
    for detail in details:
        path, _ = resolve(document, detail["loc"], detail["type"])
        if not path:
            return None
        document = _strip(document, path)
    return document


def parse(
    adapter: TypeAdapter[Any],
    tag: str,
    known: FrozenSet[str],
    unknown: Type[Unknown],
    data: object,
    mode: str,
) -> Any:
    """Parses a union member from JSON text or a decoded value; see the generated parse
    functions.
    """
    if mode not in MODES:
        raise ValidationError(
            [Issue("", "mode", f"mode must be 'tolerant' or 'strict', not {mode!r}")]
        )
    try:
        if isinstance(data, (str, bytes, bytearray)):
            document = read_json(data)
            try:
                # pydantic's own JSON reader is the faster validator once the reading
                # has passed.
                return adapter.validate_json(data)
            except pydantic.ValidationError as error:
                if mode == "strict":
                    raise documented(error, document) from None
        else:
            document = data
            problem = json_value_problem(document)
            if problem is not None:
                raise ValidationError([Issue("", "json", problem)])
        try:
            return adapter.validate_python(document)
        except pydantic.ValidationError as error:
            failure = error
        if mode == "strict":
            raise documented(failure, document)
        if isinstance(document, dict):
            value = document.get(tag)
            if isinstance(value, str) and value not in known:
                return unknown(value, cast(Dict[str, Any], document))
        for _ in range(_MAX_STRIP_ROUNDS):
            stripped = _tolerated(failure, document)
            if stripped is None:
                break
            document = stripped
            try:
                return adapter.validate_python(document)
            except pydantic.ValidationError as error:
                failure = error
        raise documented(failure, document)
    except ValidationError:
        raise
    except Exception as error:  # noqa: BLE001
        raise unexpected(error) from None


_GUARDS: Dict[int, Tuple[TypeAdapter[Any], Any, bool]] = {}
"""Per adapter (by identity, the adapter kept alive here): its strict lane's
validate_python, or None, and whether a Python spelling of a field could matter."""


def _guard(adapter: TypeAdapter[Any]) -> Tuple[TypeAdapter[Any], Any, bool]:
    from ._lanes import build

    try:
        lane = build(adapter, None)
    except Exception:  # noqa: BLE001 - a schema the lane cannot copy: the adapter answers
        lane = None
    entry = (
        adapter,
        None if lane is None else lane.validate_python,
        lane is not None and bool(lane.names),
    )
    _GUARDS[id(adapter)] = entry
    return entry


_SPELLING = frozenset({"missing", "extra_forbidden"})


def accepts(adapter: TypeAdapter[Any], data: object) -> bool:
    """The guards' answer: the strict lane (wire names only, the faster validator)
    first; the adapter itself only when the lane cannot say, or when a rejection may
    be a field spelled by its Python name (which the adapter reads)."""
    entry = _GUARDS.get(id(adapter))
    if entry is None or entry[0] is not adapter:
        entry = _guard(adapter)
    _, validate, spellings = entry
    if validate is not None:
        try:
            validate(data)
            return True
        except pydantic.ValidationError as error:
            if not spellings or not any(
                detail["type"] in _SPELLING
                for detail in error.errors(
                    include_url=False, include_context=False, include_input=False
                )
            ):
                return False
        except Exception:  # noqa: BLE001 - a guard answers, it does not raise
            return False
    try:
        adapter.validate_python(data)
    except Exception:  # noqa: BLE001 - a guard answers, it does not raise
        return False
    return True


def to_json(value: object, adapter: Optional[TypeAdapter[Any]] = None) -> str:
    """Wire JSON: wire names, absent properties left out, explicit nulls kept."""
    if isinstance(value, Unknown):
        return json.dumps(value.raw, ensure_ascii=False, separators=(",", ":"))
    if isinstance(value, BaseModel):
        return value.model_dump_json(by_alias=True, exclude_unset=True)
    if adapter is None:
        return (
            _any()
            .dump_json(with_models_built(value), by_alias=True, exclude_unset=True)
            .decode("utf-8")
        )
    return adapter.dump_json(value, by_alias=True, exclude_unset=True).decode("utf-8")


_ANY: List[TypeAdapter[Any]] = []


def _any() -> TypeAdapter[Any]:
    """TypeAdapter(Any), built on first use: importing the package stays cheap."""
    if not _ANY:
        _ANY.append(TypeAdapter(Any))
    return _ANY[0]
