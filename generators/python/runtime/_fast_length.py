"""The fast API's proof by length: a decoded struct written back compactly is exactly as
long as its text when the text lost no key to it.

msgspec writes every part of a struct no longer than a compact text can: the same keys
and strings with the fewest escapes, integers digit for digit, a field the text lacks
not at all (every optional field defaults to UNSET). A key the struct dropped (repeated,
or unknown to it), white space or a longer escape leaves the text longer.

Only a number written with an exponent can be written back longer (1e5 as 100000.0),
and it can only be in a free-form value (JSON of any shape). Finding one in the text
costs more than the key tally it would replace: a digit before an "e" is common in
identifiers (a UUID's "550e8400"), so a search of the text would send most real
documents the long way. The proof is therefore made only when the document's free-form
fields are absent; the struct's other fields nest within the reading's depth and hold
no integer past 64 bits, so nothing else needs a look.

One encode costs about what the key tally costs on a three-field event, and much less
than proving colons inside strings (a tool call's JSON arguments)."""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Set, cast

import msgspec

from ._reading import MAX_DEPTH

__all__ = ["free_fields", "length_block"]

_FIXED = (
    msgspec.inspect.StrType,
    msgspec.inspect.BoolType,
    msgspec.inspect.NoneType,
    msgspec.inspect.LiteralType,
    msgspec.inspect.EnumType,
)
_ITEMS = (
    msgspec.inspect.ListType,
    msgspec.inspect.SetType,
    msgspec.inspect.FrozenSetType,
    msgspec.inspect.VarTupleType,
)


def _depth(kind: Any, within: Set[Any]) -> Optional[int]:
    """The containers a value of the type nests below itself, or None when it may hold a
    float, an integer past 64 bits, or nesting without bound (a free-form value, a
    recursive struct)."""
    if isinstance(kind, _FIXED):
        return 0
    if isinstance(kind, msgspec.inspect.IntType):
        bounded = (kind.ge is not None or kind.gt is not None) and (
            kind.le is not None or kind.lt is not None
        )
        return 0 if bounded else None
    if isinstance(kind, msgspec.inspect.Metadata):
        return _depth(kind.type, within)
    if isinstance(kind, msgspec.inspect.UnionType):
        arms = [_depth(arm, within) for arm in kind.types]
        return None if None in arms else max(cast(List[int], arms))
    if isinstance(kind, _ITEMS):
        inner = _depth(kind.item_type, within)
        return None if inner is None else inner + 1
    if isinstance(kind, msgspec.inspect.DictType):
        inner = _depth(kind.value_type, within)
        return None if inner is None else inner + 1
    if isinstance(kind, msgspec.inspect.StructType):
        if kind.cls in within:
            return None
        fields = [_depth(f.type, within | {kind.cls}) for f in kind.fields]
        return None if None in fields else max([0, *cast(List[int], fields)]) + 1
    return None  # Any, float, Raw, anything else: free-form


def _fills_absent(kind: Any, seen: Set[Any]) -> bool:
    """Whether a struct the type may hold has a field with a default other than UNSET:
    written back though the text lacks it, it could make up for a key the struct lost.
    The builder gives none (an optional field is UNSET when absent)."""
    if isinstance(kind, msgspec.inspect.Metadata):
        return _fills_absent(kind.type, seen)
    if isinstance(kind, msgspec.inspect.UnionType):
        return any(_fills_absent(arm, seen) for arm in kind.types)
    if isinstance(kind, _ITEMS):
        return _fills_absent(kind.item_type, seen)
    if isinstance(kind, msgspec.inspect.DictType):
        return _fills_absent(kind.value_type, seen)
    if isinstance(kind, msgspec.inspect.StructType) and kind.cls not in seen:
        seen.add(kind.cls)
        return any(
            f.default is not msgspec.NODEFAULT
            or f.default_factory is not msgspec.NODEFAULT
            or _fills_absent(f.type, seen)
            for f in kind.fields
        )
    return False


def free_fields(struct: Any) -> List[str]:
    """The struct's fields (Python names) that may hold a float, an integer past 64
    bits or nesting past the reading's depth: the proof waits for them to be absent."""
    info = cast(Any, msgspec.inspect.type_info(struct))
    found = []
    for field in info.fields:
        depth = _depth(field.type, {struct})
        if depth is None or depth + 1 > MAX_DEPTH:
            found.append(field.name)
    return found


def length_block(
    struct: Any,
    checks: Dict[str, Callable[[Any], Any]],
    bound: Dict[str, Any],
    answer: str,
    warned: List[str],
) -> List[str]:
    """The finisher's first statements: the answer when the text is exactly the struct
    written back, or the struct with the member's learned property when that is all the
    text has more (learned[1], _fast_tail.by_length); the struct's checks run before
    either answer, and only then. No statements for a struct that writes what its text
    lacks."""
    if _fills_absent(msgspec.inspect.type_info(struct), set()):
        return []
    bound["encode"] = msgspec.json.encode
    absent = " and ".join(
        f"(value.{name} is UNSET or value.{name} is None)"
        for name in free_fields(struct)
    )
    # A str is measured in characters, the struct written back in UTF-8 bytes.
    body = [
        f"    if {absent + ' and ' if absent else ''}"
        "(type(data) is not str or data.isascii()):",
        "        more = len(data) - len(encode(value))",
        "        warning = None",
        "        if more > 0:",
        "            tail = learned[1]",
        "            if tail is not None:",
        "                warning = tail(data, more)",
        "        if more == 0 or warning is not None:",
    ]
    for i, (name, check) in enumerate(checks.items()):
        bound[f"k{i}"] = check
        body += [
            f"            v = value.{name}",
            "            if v is not UNSET and v is not None:",
            f"                k{i}(v)",
        ]
    body += [
        "            if warning is None:",
        f"                return {answer}",
        *warned,
    ]
    return body
