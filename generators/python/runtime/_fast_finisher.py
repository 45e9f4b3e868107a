"""The finisher of a fast API struct: generated code that turns (text, the struct
msgspec decoded from it) into parse's answer, one per struct class, built on its first
document.

It proves the struct holds every key of its text the cheapest way it can: by length
(_fast_length) when the document's free-form fields are absent, by writing the struct
back for a long text (_written_back), else by the key tally (_fast_keys) against the
text's colons, with the colons inside the struct's own strings added when they differ.
A newer producer's property at the end is recognised once learned (_fast_tail).
Anything it cannot prove goes to `rest`: the lane of _fast_unknown."""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Set, Tuple, cast

import msgspec

from ._fast_keys import Tallies, compiled, counting
from ._fast_length import length_block
from ._written_back import ESCAPED_COLON_BYTES, ESCAPED_COLON_STR, written_more

__all__ = ["finisher"]


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


def finisher(
    tallies: "Tallies",
    struct: Any,
    checks: Dict[str, Callable[[Any], Any]],
    rest: Callable[..., Any],
    accept: bool,
    into: Optional[List[Any]],
    learned: List[Any],
) -> Callable[[Any, Any], Any]:
    """(text, struct it decoded to) → parse's answer: the struct when it is as long as
    the text written back (_fast_length) or its keys reach the text's colons (and
    `accept`: not a retired member), else rest(text, struct, keys, colons). The tally is
    written into it, one call less per document. With `into`, the answer is the value
    alone and the warnings are appended there. `learned[0]`, when set, is (text,
    struct, keys, colons) → the warning of the member's last unknown property when it
    is the only key the struct lacks (_fast_api), else None; `learned[1]` the same for
    the proof by length, (text, characters more) → warning."""
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
    body = counting(struct, checks, bound, "2", "True")
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
                struct, checks, bound, answer, _answer_warned(" " * 12, into)
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
    return compiled("finish", "data, value", body, bound)  # type: ignore[no-any-return]


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
