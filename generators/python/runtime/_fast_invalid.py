"""The fast API's invalid lane: a text msgspec refused gets parse's answer without the
full pipeline when the refusal is a known top-level field of the wrong JSON kind.

msgspec names the first faulty field (`Expected `str`, got `int` - at `$.threadId``).
Such a field is fatal in every mode, unless the tolerant walk changes the document
first (a null read as absent, an unknown property stripped, an unknown or retired
member): so the lane decides only when the value is not null, the field holds no union
of members, and the text decodes to closed structs (unknown properties refused at every
depth) with that field read as raw JSON (a variant of each member's struct, built on
first use per field name). The rejection's issues are the full pipeline's, worked out
when first read; parse's own lane rejects the same way when the walk leaves a document
alone. Anything else takes the full pipeline."""

from __future__ import annotations

import typing
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Tuple, Union

import msgspec

from ._fast_builder import _Builder
from ._rejections import _Deferred
from ._runtime import ValidationError

__all__ = ["Invalid"]

_KINDS = frozenset({"str", "int", "float", "bool", "array", "object"})
"""JSON kinds msgspec names after `got`; `null` is not one of them here."""

_UNSET = type(msgspec.UNSET)
_UNPLANNED = object()


class Invalid:
    """Rejections of one type's decoder: fast when proven (the module), else parse."""

    def __init__(
        self,
        builder: Any,
        annotation: Any,
        retired: FrozenSet[Any],
        strict: bool,
        full: Callable[[Any, List[Any]], Any],
        into: Optional[List[Any]],
    ) -> None:
        self._into = into
        self._full = full
        self._annotation = annotation
        self._retired = frozenset(
            () if strict else (builder.models[struct] for struct in retired)
        )
        self._closed: Optional[Tuple[List[Any], FrozenSet[Any]]] = None
        self._variants: Dict[str, Any] = {}
        self._plans: Dict[str, Any] = {}
        """msgspec's message → the variant decoder for it (or None): the message
        names a field and two JSON kinds, never a value of the document."""

    def _arms(self) -> Tuple[List[Any], FrozenSet[Any]]:
        """The union's members as closed structs (an unknown property is an error
        there, at any depth), and those the lane leaves alone (retired, unreadable)."""
        if self._closed is None:
            closed = _Builder(lenient=False)
            union, _ = closed.top(self._annotation)
            arms = list(
                typing.get_args(union)
                if typing.get_origin(union) is typing.Union
                else (union,)
            )
            skip = frozenset(
                arm
                for arm in arms
                if arm in closed.placeholders
                or arm not in closed.models
                or closed.models[arm] in self._retired
            )
            self._closed = arms, skip
        return self._closed

    def plan(self, message: str) -> Optional[Tuple[Any, FrozenSet[Any]]]:
        """For msgspec's refusal, the variant decoder and its variant structs (or None:
        parse decides), remembered per message. The text is rejected as parse rejects
        it when it decodes to one of those variants: the walk leaves it as it is (no
        unknown property, no null read as absent, no unknown or retired member). A
        repeated key or a number past the reading's limits is refused by the reading,
        before the walk: a rejection all the same. The caller (_fast_api) raises
        _Refused then."""
        found = self._plans.get(message, _UNPLANNED)
        if found is _UNPLANNED:
            found = self._plan(message)
            if len(self._plans) < 1024:  # one per field and kind: the table stays small
                self._plans[message] = found
        return found  # type: ignore[no-any-return]

    def decide(self, data: Any) -> Any:
        """parse's answer: (value, warnings), or with the caller's warnings list the
        value alone."""
        return self._answer(self._slow(data))

    def _plan(self, message: str) -> Optional[Tuple[Any, FrozenSet[Any]]]:
        """The variant decoder for msgspec's refusal, when it names a top-level field
        and a JSON kind other than null."""
        head, _, field = message.rpartition(" - at `$.")
        if not field.endswith("`") or "got `" not in head:
            return None
        expected, _, got = head.rpartition("`, got `")
        name = field[:-1]
        if (
            got[:-1] not in _KINDS
            or not name.isidentifier()
            or (got == "float`" and "int" in expected)
        ):
            return None
        variant = self._variants.get(name, _UNPLANNED)
        if variant is _UNPLANNED:
            variant = self._variants[name] = self._variant(name)
        found: Optional[Tuple[Any, FrozenSet[Any]]] = variant
        return found

    def _variant(self, wire: str) -> Optional[Tuple[Any, FrozenSet[Any]]]:
        """A decoder of the closed union with the field read as raw JSON in every member
        that has it as a plain field, and those variants; None when no member does."""
        arms: List[Any] = []
        variants: List[Any] = []
        changed = False
        members, skip = self._arms()
        for arm in members:
            fields = msgspec.structs.fields(arm)
            found = next((f for f in fields if f.encode_name == wire), None)
            if arm in skip or found is None or not _plain(found.type):
                arms.append(arm)
                continue
            config = arm.__struct_config__
            variant = msgspec.defstruct(
                f"{arm.__name__}Variant",
                [_field(f, f is found) for f in fields],
                rename={f.name: f.encode_name for f in fields},
                tag_field=config.tag_field,
                tag=config.tag,
                forbid_unknown_fields=config.forbid_unknown_fields,
                kw_only=True,
                gc=False,
            )
            variants.append(variant)
            arms.append(variant)
            changed = True
        if not changed:
            return None
        union = arms[0] if len(arms) == 1 else typing.Union[tuple(arms)]
        return msgspec.json.Decoder(union).decode, frozenset(variants)

    def full(self, data: Any) -> Tuple[Any, List[Any]]:
        """parse's answer; with the caller's list, its warnings are appended there even
        when it raises.
        """
        return self._slow(data)

    def _answer(self, found: Tuple[Any, List[Any]]) -> Any:
        return found if self._into is None else found[0]

    def _slow(self, data: Any) -> Tuple[Any, List[Any]]:
        warnings: List[Any] = []
        try:
            return self._full(data, warnings), (
                [] if self._into is not None else warnings
            )
        finally:
            if self._into is not None:
                self._into.extend(warnings)


class _Refused(_Deferred):
    """A proven rejection, built without a Python __init__ (it is raised per invalid
    document): its args are the full pipeline and the text, run when first read."""

    __init__ = ValueError.__init__
    _found = None

    def _explain(self) -> ValidationError:
        self._run, self._data = self.args
        return super()._explain()


def _field(field: Any, raw: bool) -> Tuple[Any, ...]:
    """A struct field as defstruct takes it; `raw`: read as raw JSON."""
    if field.required:
        return (field.name, msgspec.Raw if raw else field.type)
    kind = Union[msgspec.Raw, msgspec.UnsetType] if raw else field.type
    return (field.name, kind, field.default)


def _plain(kind: Any) -> bool:
    """A field type whose wrong JSON kind no tolerant rule reads: scalars, arrays, maps
    and single structs; not a union of members, which the walk may drop or translate.
    """
    union = typing.get_origin(kind) is typing.Union
    arms = [
        arm
        for arm in (typing.get_args(kind) if union else (kind,))
        if arm is not _UNSET and arm is not type(None)
    ]
    structs = [
        arm for arm in arms if isinstance(arm, type) and issubclass(arm, msgspec.Struct)
    ]
    return len(arms) == 1 or not structs
