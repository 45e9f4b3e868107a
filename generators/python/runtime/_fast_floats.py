"""The float hook of the fast API's proof by length (_fast_length): which floats msgspec
writes back longer than their text, and where a struct may hold a float the hook does
not meet.

msgspec calls float_hook for every float of a free-form value (JSON of any shape) it
decodes, never for a field typed to hold a float; a struct decoded with the hook holds
no float written back longer, except in such typed fields."""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Set, Tuple, cast

import msgspec

from ._reading import MAX_DEPTH

__all__ = [
    "FIXED",
    "HOOKED",
    "ITEMS",
    "LEAVES",
    "Lengthened",
    "float_fields",
    "float_hook",
    "hooked_condition",
]

HOOKED = 2 * MAX_DEPTH
"""Texts up to this length are decoded with float_hook. They cannot nest past the
reading's depth (each level takes two characters) nor hold an integer past a float's
range (309 digits), and a call per float costs at most a few microseconds."""

_ENCODE = msgspec.json.encode
_INFINITE = (float("inf"), float("-inf"))


class Lengthened(Exception):
    """A float msgspec writes back longer than its text, or past a float's range."""


def float_hook(text: str) -> float:
    """msgspec's hook for a float of a free-form value: the float, unless it would make
    the struct written back longer than its text. Only a literal with an exponent, or
    one past 1e16 (which msgspec writes with an exponent), can be: below that msgspec
    writes the integer digits as they are and no more fraction digits than the text
    has, or an exponent shorter than the zeros it replaces."""
    value = float(text)
    if -1e16 < value < 1e16 and "e" not in text and "E" not in text:
        return value
    if value in _INFINITE or len(_ENCODE(value)) > len(text):
        raise Lengthened(text)
    return value


FIXED = (
    msgspec.inspect.StrType,
    msgspec.inspect.BoolType,
    msgspec.inspect.NoneType,
    msgspec.inspect.LiteralType,
    msgspec.inspect.EnumType,
)
ITEMS = (
    msgspec.inspect.ListType,
    msgspec.inspect.SetType,
    msgspec.inspect.FrozenSetType,
    msgspec.inspect.VarTupleType,
)


def _float_place(kind: Any, seen: Set[Any]) -> int:
    """Where the type may hold a float the hook does not meet (a typed float, or a kind
    this module does not know): 0 nowhere, 1 as the value itself, 2 inside it."""
    if isinstance(kind, (*FIXED, msgspec.inspect.IntType, msgspec.inspect.AnyType)):
        return 0
    if isinstance(kind, msgspec.inspect.FloatType):
        return 1
    if isinstance(kind, msgspec.inspect.Metadata):
        return _float_place(kind.type, seen)
    if isinstance(kind, msgspec.inspect.UnionType):
        return max(_float_place(arm, seen) for arm in kind.types)
    if isinstance(kind, ITEMS):
        return 2 if _float_place(kind.item_type, seen) else 0
    if isinstance(kind, msgspec.inspect.DictType):
        inner = _float_place(kind.key_type, seen) or _float_place(kind.value_type, seen)
        return 2 if inner else 0
    if isinstance(kind, msgspec.inspect.StructType):
        if kind.cls in seen:
            return 0
        seen.add(kind.cls)
        return 2 if any(_float_place(f.type, seen) for f in kind.fields) else 0
    return 2


def float_fields(struct: Any) -> List[Tuple[str, bool]]:
    """The struct's fields (Python names) that may hold a float the hook does not meet,
    each with whether that float can only be the field's value itself: with a hooked
    decode, the proof waits for those to hold no float and for the others to hold
    nothing inside them."""
    info = cast(Any, msgspec.inspect.type_info(struct))
    places = [(f.name, _float_place(f.type, {struct})) for f in info.fields]
    return [(name, place == 1) for name, place in places if place]


def _walks(kind: Any) -> bool:
    """Whether a value of the type may be a container: a check of it walks it."""
    if isinstance(kind, msgspec.inspect.Metadata):
        return _walks(kind.type)
    if isinstance(kind, msgspec.inspect.UnionType):
        return any(_walks(arm) for arm in kind.types)
    return not isinstance(kind, (*FIXED, msgspec.inspect.IntType))


LEAVES = frozenset({str, int, bool, type(None), msgspec.UnsetType})
"""The types of a decoded value that holds nothing inside it: absent, or a scalar other
than a float."""


def hooked_condition(struct: Any, checks: Dict[str, Callable[[Any], Any]]) -> str:
    """The condition under which a text decoded with the float hook is proven with its
    free-form fields present, or "" when the key tally costs less: a check that walks a
    container makes the tally's walk anyway."""
    types = {f.name: f.type for f in msgspec.structs.fields(struct)}
    if any(_walks(types[name]) for name in checks):
        return ""
    parts = [f"len(data) <= {HOOKED}"]
    for name, itself in float_fields(struct):
        # A float inside the value can only be in a container or a struct.
        parts.append(
            f"type(value.{name}) is not float"
            if itself
            else f"type(value.{name}) in leaves"
        )
    return " and ".join(parts)
