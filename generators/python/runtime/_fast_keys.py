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

from typing import Any, Callable, Dict, Iterable, List, Optional, Set, Tuple, cast

import msgspec

from ._fast import Miss
from ._fast_length import length_block
from ._reading import MAX_DEPTH
from ._written_back import ESCAPED_COLON_BYTES, ESCAPED_COLON_STR, written_more

__all__ = ["Tallies", "Tally", "finisher"]

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


def _counting(
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


def _strings(struct: Any) -> List[Tuple[str, bool]]:
    """The struct's fields that may hold a string (a string, or a string or parts):
    (name, whether it always does)."""
    found = []
    for field in cast(Any, msgspec.inspect.type_info(struct)).fields:
        kinds = (
            field.type.types
            if isinstance(field.type, msgspec.inspect.UnionType)
            else (field.type,)
        )
        if any(isinstance(k, msgspec.inspect.StrType) for k in kinds):
            found.append(
                (
                    field.name,
                    field.required
                    and all(isinstance(k, msgspec.inspect.StrType) for k in kinds),
                )
            )
    return found


def _compiled(
    name: str, parameters: str, body: List[str], bound: Dict[str, Any]
) -> Any:
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
    body = _counting(struct, checks, bound, "depth + 1", "check")
    found: Tally = _compiled(
        "tally", "value, depth=1, check=True", [*body, "    return count"], bound
    )
    return found


def finisher(
    tallies: "Tallies",
    struct: Any,
    checks: Dict[str, Callable[[Any], Any]],
    rest: Callable[..., Any],
    accept: bool,
    into: Optional[List[Any]],
    learned: List[Any],
) -> Callable[[Any, Any], Any]:
    """(text, struct it decoded to) → parse's answer: the struct when its keys reach the
    text's colons (and `accept`: not a retired member), else rest(text, struct, keys,
    colons). The tally is written into it, one call less per document. With `into`, the
    answer is the value alone and the warnings are appended there. `learned[0]`, when
    set, is (text, struct, keys, colons) → the warning of the member's last unknown
    property when it is the only key the struct lacks (_fast_api), else None;
    `learned[1]` the same for the proof by length, (text, characters more) → warning."""
    bound: Dict[str, Any] = {
        "UNSET": msgspec.UNSET,
        "nested": tallies._nested,
        "rest": rest,
        "extend": into.extend if into is not None else None,
        "append": into.append if into is not None else None,
        "learned": learned,
        "escaped": ESCAPED_COLON_BYTES,
        "escaped_str": ESCAPED_COLON_STR,
    }
    body = _counting(struct, checks, bound, "2", "True")
    body.append("    text = data.count(':') if type(data) is str else data.count(b':')")
    answer = "value" if into is not None else "value, []"
    if accept and not _checked_below(struct, tallies._checks):
        # A long text (a run's input, a snapshot) is proven in C instead of by the walk
        # above: the struct written back has the text's colons (its keys and the colons
        # inside its strings, as _fast_api proves it), and the text is shallow and
        # holds no number past a float's range (what the walk refuses).
        # A newer producer's property at the end is proven the same way: the colons
        # beyond the struct's are its key's and its value's (keys < 0 tells the tail).
        bound["written"] = written_more
        body = [
            f"    if len(data) > {_LONG}:",
            "        more = written(data, value)",
            "        if more == 0:",
            f"            return {answer}",
            "        tail = learned[0]",
            "        if more > 0 and tail is not None:",
            "            warning = tail(data, value, -1, more)",
            "            if warning is not None:",
            *_answer_warned("                ", into),
            *body,
        ]
    if accept:
        # The proof by length comes first: one encode in C, where the walk above is
        # Python over every field and value (_fast_length).
        body = [
            *length_block(
                struct, checks, bound, answer, _answer_warned(" " * 20, into)
            ),
            *body,
        ]
        body += ["    if count == text:", f"        return {answer}"]
        # A newer producer adds the same property to every event of a kind: checked
        # before the strings below, which cannot explain it.
        body += [
            "    tail = learned[0]",
            "    if tail is not None:",
            "        warning = tail(data, value, count, text)",
            "        if warning is not None:",
        ]
        body += _answer_warned("            ", into)
        strings = _strings(struct)
        if strings:
            # Colons inside the struct's own strings (a JSON fragment, a URL): each is a
            # colon of the text unless the text escapes one, so the sum proves the same.
            body.append("    found = count")
            for name, required in strings:
                body.append(f"    v = value.{name}")
                if required:
                    body.append("    found += v.count(':')")
                else:
                    body += ["    if type(v) is str:", "        found += v.count(':')"]
            body += [
                "    if found == text and (escaped_str(data) if type(data) is str"
                " else escaped(data)) is None:",
                f"        return {answer}",
            ]
    if into is None:
        body.append("    return rest(data, value, count, text)")
    else:
        body += [
            "    value, found = rest(data, value, count, text)",
            "    if found:",
            "        extend(found)",
            "    return value",
        ]
    return _compiled("finish", "data, value", body, bound)  # type: ignore[no-any-return]


def _answer_warned(indent: str, into: Optional[List[Any]]) -> List[str]:
    """The finisher's return of the struct with one warning: appended to `into` when
    the decoder has one."""
    if into is not None:
        return [f"{indent}append(warning)", f"{indent}return value"]
    return [f"{indent}return value, [warning]"]


_LONG = 600
"""Texts longer than this are first proven by writing the struct back: for them that
costs less than the walk."""


def _checked_below(struct: Any, checks: Dict[Any, Any]) -> bool:
    """Whether the struct or one it may hold has checks msgspec cannot make."""
    seen: Set[Any] = set()
    todo: List[Any] = [msgspec.inspect.type_info(struct)]
    while todo:
        kind = todo.pop()
        if isinstance(kind, msgspec.inspect.StructType):
            if kind.cls in seen:
                continue
            seen.add(kind.cls)
            if checks.get(kind.cls):
                return True
            todo += [field.type for field in kind.fields]
        elif isinstance(kind, msgspec.inspect.UnionType):
            todo += kind.types
        elif isinstance(kind, (msgspec.inspect.ListType, msgspec.inspect.DictType)):
            todo.append(
                kind.item_type
                if isinstance(kind, msgspec.inspect.ListType)
                else kind.value_type
            )
        elif isinstance(kind, msgspec.inspect.Metadata):
            todo.append(kind.type)
    return False
