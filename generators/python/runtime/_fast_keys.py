"""Key tallies for the fast API's structs: the proof that a decoded struct holds every
key its text had.

msgspec keeps the last of two equal keys, and the fast API's structs ignore properties
they do not know, so a struct may hold fewer keys than its text. Every key is followed
by a colon, so the keys of the text are at most its colons; a struct whose keys reach
that count lost nothing. The tally of a struct is written out per struct class (required
fields counted once, then a test per optional field, and a walk of the fields that can
hold objects), because a generic walk costs more than msgspec's decode.

The same pass makes the checks msgspec cannot (patterns, formats), and refuses what the
shared reading refuses but msgspec reads: nesting past MAX_DEPTH and integers past a
float's range inside free-form values. A refusal is a Miss: the full pipeline decides.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Iterable, List, cast

import msgspec

from ._fast import Miss
from ._reading import MAX_DEPTH

__all__ = ["Tallies", "Tally", "counting", "compiled"]

Tally = Callable[[Any, int, bool], int]
"""(struct, its depth, whether to run the checks) → the JSON object keys it holds, at
every depth.
"""

_BIGGEST = 2**1024 - 2**970 - 1
"""The largest integer a 64-bit float holds without overflowing: the shared reading
refuses more.
"""

_SCALARS = (
    msgspec.inspect.StrType,
    msgspec.inspect.IntType,
    msgspec.inspect.BoolType,
    msgspec.inspect.FloatType,
    msgspec.inspect.LiteralType,
    msgspec.inspect.EnumType,
    msgspec.inspect.NoneType,
)


def _scalar(kind: Any) -> bool:
    if isinstance(kind, msgspec.inspect.UnionType):
        return all(_scalar(arm) for arm in kind.types)
    return isinstance(kind, _SCALARS)


class Tallies(Dict[Any, Tally]):
    """A tally per struct class; `checks` holds, per class, the field checks msgspec
    cannot make.
    """

    def __init__(
        self, structs: Iterable[Any], checks: Dict[Any, Dict[str, Callable[[Any], Any]]]
    ) -> None:
        super().__init__()
        self._nested = _nested(self)
        self._checks = checks
        for struct in structs:
            self.add(struct, checks.get(struct, {}))

    def add(self, struct: Any, checks: Dict[str, Callable[[Any], Any]]) -> None:
        # A tally is compiled on the struct's first count: a decoder's first document
        # then pays for the structs it holds, not for every struct of the package.
        def first(value: Any, depth: int = 1, check: bool = True) -> int:
            compiled = self[struct] = _tally(struct, checks, self._nested)
            return compiled(value, depth, check)

        self[struct] = first


def _nested(table: Dict[Any, Tally]) -> Callable[[Any, int, bool], int]:
    raw = msgspec.Raw

    def nested(value: Any, depth: int, check: bool) -> int:
        kind = type(value)
        if kind is dict or kind is list:
            if depth > MAX_DEPTH:
                raise Miss()
            count = len(value) if kind is dict else 0
            deeper = depth + 1
            for item in value.values() if kind is dict else value:
                kind = type(item)
                if kind is str or kind is bool or kind is float or item is None:
                    continue
                if kind is int:
                    if -_BIGGEST <= item <= _BIGGEST:
                        continue
                    raise Miss()
                found = table.get(kind)
                count += (
                    found(item, deeper, check)
                    if found is not None
                    else nested(item, deeper, check)
                )
            return count
        if kind is int:
            if -_BIGGEST <= value <= _BIGGEST:
                return 0
            raise Miss()
        found = table.get(kind)
        if found is not None:
            return found(value, depth, check)
        if (
            kind is raw
        ):  # an invalid field's text, kept verbatim: its colons bound its keys
            return bytes(value).count(b":")
        return 0

    return nested


def counting(
    struct: Any,
    checks: Dict[str, Callable[[Any], Any]],
    bound: Dict[str, Any],
    depth: str,
    check: str,
) -> List[str]:
    """The statements that leave in `count` the keys a struct (`value`) holds, its
    checks run.
    """
    fields = cast(Any, msgspec.inspect.type_info(struct)).fields
    tagged = struct.__struct_config__.tag_field is not None
    # A field whose checks all sit in the structs it holds (a list of JSON Patch
    # operations) is checked by their tallies, in the walk that counts it: its own
    # converter would walk it a second time.
    checks = {
        name: c
        for name, c in checks.items()
        if not _in_structs(next(f.type for f in fields if f.name == name))
    }
    # A required field is always there; an optional one is there unless UNSET.
    body = [f"    count = {sum(f.required for f in fields) + tagged}"]
    if checks:
        body.append(f"    if {check}:")
    for i, field in enumerate(fields):
        if field.name in checks:
            bound[f"c{i}"] = checks[field.name]
            body += [
                f"        v = value.{field.name}",
                "        if v is not UNSET and v is not None:",
                f"            c{i}(v)",
            ]
    for field in fields:
        scalar = _scalar(field.type)
        if scalar and field.required:
            continue
        # A checked field's checks ran above, over its whole value: the tally only
        # counts there.
        again = "False" if field.name in checks else check
        body.append(f"    v = value.{field.name}")
        inner = "    "
        if not field.required:
            body += ["    if v is not UNSET:", "        count += 1"]
            inner = "        "
        if not scalar:
            body += [
                f"{inner}if v is not None:",
                f"{inner}    count += nested(v, {depth}, {again})",
            ]
    return body


def _in_structs(kind: Any) -> bool:
    """Whether every string a value of this type may hold sits inside a struct: then
    the structs' own checks are all a field of the type needs."""
    if isinstance(kind, msgspec.inspect.StructType):
        return True
    if isinstance(kind, msgspec.inspect.StrType):
        return False
    if isinstance(kind, msgspec.inspect.UnionType):
        return all(_in_structs(arm) for arm in kind.types)
    if isinstance(kind, msgspec.inspect.ListType):
        return _in_structs(kind.item_type)
    if isinstance(kind, msgspec.inspect.DictType):
        return _in_structs(kind.value_type)
    if isinstance(kind, msgspec.inspect.Metadata):
        return _in_structs(kind.type)
    return isinstance(kind, _SCALARS)  # no string; anything else: its converter


def compiled(name: str, parameters: str, body: List[str], bound: Dict[str, Any]) -> Any:
    source = (
        f"def {name}({parameters}, {', '.join(f'{k}={k}' for k in bound)}):\n"
        + "\n".join(body)
    )
    scope: Dict[str, Any] = {}
    exec(source, dict(bound), scope)  # noqa: S102 - source built above from field names only
    return scope[name]


def _tally(
    struct: Any,
    checks: Dict[str, Callable[[Any], Any]],
    nested: Callable[[Any, int, bool], int],
) -> Tally:
    bound: Dict[str, Any] = {"UNSET": msgspec.UNSET, "nested": nested}
    body = counting(struct, checks, bound, "depth + 1", "check")
    found: Tally = compiled(
        "tally", "value, depth=1, check=True", [*body, "    return count"], bound
    )
    return found
