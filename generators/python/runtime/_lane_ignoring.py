"""The one-pass lane's first reading of a text whose member strips unknown properties
(an opened member, _lanes): pydantic-core drops them instead of keeping them aside,
which costs less, and this answer then proves there were none, or finds the one the
reader has learned to expect. Anything else is KEEP: the text is read again with the
unknown properties kept aside, to be named (_one_pass).

The learned property is the one last found unknown in a text of that member: a newer
producer adds the same property to every event of a kind, at the end. A text ending
with `,"name":` and a value before its last `}` has that property at the top level: a
quote right after a comma is never inside a string (there it would be escaped), and a
key deeper down leaves a closing bracket between its value and the end, which is then
no single JSON value. The keys the lane kept, that key and the value's keys reach the
text's colons (each key has one, so no part can have more keys than colons): nothing
else is there and nothing repeats; a string value's colons are the text's too, and so
are those of an object or array value that a writer writes exactly as the text has it.
With colons inside strings elsewhere, the text written as a writer writes it proves the
same when its object has one key more than the lane kept, that key among them; a nested
text is tried that way first, since counting the keys the lane kept there walks every
model it holds."""

from __future__ import annotations

from typing import Any, Callable, Dict, FrozenSet, List, Optional, Tuple

from pydantic_core import from_json

from ._key_proofs import NOT_REWRITTEN, counted_keys, keys, written_as
from ._lanes import Lane

__all__ = ["KEEP", "reader"]

KEEP = object()
"""The text needs its unknown properties kept aside: read it again."""

Settle = Callable[[Any, Any, Optional[List[Any]]], Any]
"""(text, the model the ignoring lane read, warnings) → the answer, or KEEP."""
Learn = Callable[[type, str, Any], None]
"""(member, the one unknown property of its text, its warning): expect it next time."""


def reader(
    lane: Lane,
    ordinary: FrozenSet[type],
    retired: FrozenSet[type],
    null_free: FrozenSet[type],
    full: Callable[[Any, Optional[List[Any]]], Any],
    report: Callable[[Any, Optional[List[Any]]], None],
    rewritten: Callable[[Any], Any],
) -> Tuple[Settle, Learn]:
    """The settle and learn functions of one reader; `full` is the full pipeline,
    `report` logs warnings when there is no list."""
    members, names, opened, spelling = (
        lane.members,
        lane.names,
        lane.opened,
        lane.hiding,
    )
    needles_text, needles_bytes = lane.open_needles, lane.open_needles_bytes
    tails: Dict[type, Tuple[str, bytes, int, Any, str]] = {}
    """Per member: the learned property's key token as text and as bytes, its length,
    the warning, the name."""

    def settle(data: Any, value: Any, warnings: Optional[List[Any]]) -> Any:
        cls = type(value)
        given = value.__pydantic_fields_set__
        flat = members[cls].isdisjoint(given)  # no container given: its keys are given
        colons = data.count(b":" if type(data) is bytes else ":")
        learned = None
        if not flat or len(given) != colons:
            learned = tails.get(cls)
            inside = -1  # the learned property's value: keys and colons, as written
            kept: Optional[int] = None  # the keys the lane kept, at every depth
            written: Any = None  # the text as a writer writes it, decoded, once tried
            if learned is not None:
                text = type(data) is str
                at = data.rfind(learned[0] if text else learned[1])
                if at >= 0 and not flat:
                    # A nested text written back whole proves it in C, below; only
                    # one written otherwise has the keys it kept walked, in Python.
                    written = rewritten(data)
                    if written is NOT_REWRITTEN:
                        kept = keys(value)
                elif at >= 0:
                    kept = len(given)
                if kept is not None:
                    rest = data[at + learned[2] : -1]
                    try:
                        item = from_json(rest)
                    except ValueError:  # no single value: deeper down, or not the end
                        item = None
                    kind = type(item)
                    if kind is str:
                        inside = (
                            0
                            if kept + 1 == colons
                            else rest.count(":" if text else b":")
                        )
                    elif kind is int or kind is bool:
                        inside = 0
                    elif kind is float:
                        inside = 0 if item - item == 0 else -1  # NaN, infinities
                    elif kind is dict or kind is list:
                        # Written as a writer writes it, its colons are all the text's
                        # (one encode in C); else its keys, walked in Python (below 0
                        # with a non-finite number).
                        inside = (
                            rest.count(":" if text else b":")
                            if written_as(item, rest)
                            else keys(item)
                        )
                    if inside >= 0 and kept + 1 + inside != colons:
                        inside = -1
            if inside < 0:
                if written is None:
                    written = rewritten(data)
                more = len(written) - len(given) if type(written) is dict else -1
                if more != 1 or learned is None or learned[4] not in written:
                    learned = None
                    # more == 0: written back whole, the text holds no other key. Only
                    # otherwise are the kept keys counted (a walk over a nested value).
                    if more != 0:
                        if kept is None:
                            kept = len(given) if flat else keys(value)
                        if not counted_keys(kept, data):
                            return KEEP
        if cls not in ordinary:
            if cls in retired:
                return full(
                    data, warnings
                )  # a valid retired member is still translated
            if cls in spelling:
                # find(), not `in`: on bytes, `in` first tries the needle as a number
                for needle in needles_text if type(data) is str else needles_bytes:
                    if data.find(needle) >= 0:
                        return full(data, warnings)  # a field's Python spelling
        if learned is not None:
            if (cls not in null_free or not flat) and data.find(
                b"null" if type(data) is bytes else "null"
            ) >= 0:
                return full(data, warnings)  # the walk may read a null as absent
            if warnings is not None:
                warnings.append(learned[3])
            else:
                report([learned[3]], None)
        return value

    def learn(cls: type, key: str, warning: Any) -> None:
        # Its token is then found as written: no character JSON escapes, no colon.
        if (
            cls in opened
            and key not in names
            and key.isascii()
            and key.isprintable()
            and not any(c in key for c in '"\\:')
        ):
            token = f',"{key}":'
            tails[cls] = (token, token.encode(), len(token), warning, key)

    return settle, learn
