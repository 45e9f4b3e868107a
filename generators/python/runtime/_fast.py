"""The structs of the fast API (fast.py): msgspec Structs derived from the generated
pydantic models, on first use, that decode and check JSON text in one pass of C.

The translation (_fast_builder) only says in msgspec what it can say exactly. A field it
cannot express (a regex, a format, uniqueness) keeps msgspec's plain type and is checked
afterwards by pydantic itself (the struct's `checks`, run by _fast_keys); a model it
cannot express at all (deprecated, recursive) becomes a union member that always misses.
A miss sends the document down the full pipeline, so the fast API accepts only what that
pipeline accepts, with the same values. msgspec is optional (the package's `fast`
extra)."""

from __future__ import annotations

from typing import Any, Callable, Dict, FrozenSet, Optional, Type

from pydantic import BaseModel, TypeAdapter

try:
    import msgspec
except ImportError:  # pragma: no cover - the `fast` extra is not installed
    msgspec = None  # type: ignore[assignment]

from ._fast_builder import _Builder
from ._fast_convert import Miss, _fields, _Unsupported

__all__ = ["AVAILABLE", "Miss", "Target"]

AVAILABLE = msgspec is not None


def _unavailable(_: Any) -> bytes:  # pragma: no cover - never called without msgspec
    raise Miss()


_encode: Callable[[Any], bytes] = msgspec.json.encode if AVAILABLE else _unavailable
_RAW_OBJECT = msgspec.json.Decoder(Dict[str, msgspec.Raw]).decode if AVAILABLE else None


def _wire_names(kind: Any) -> FrozenSet[str]:
    """The JSON property names of a pydantic model or of a struct built here (its tag
    included).
    """
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return frozenset(info.alias or name for name, info in _fields(kind).items())
    config = kind.__struct_config__
    return frozenset(
        [
            *kind.__struct_encode_fields__,
            *([config.tag_field] if config.tag_field else []),
        ]
    )


def from_model(target: "Target", value: Any) -> Any:
    """A pydantic value the full pipeline returned, as the target's structs; the value
    itself when no struct can hold it (a member the fast API cannot read)."""
    if isinstance(value, BaseModel) and target._prepare():
        text = _encode(value.model_dump(mode="json", by_alias=True, exclude_unset=True))
        try:
            struct = target._decode(text)  # type: ignore[misc]
        except Exception:  # noqa: BLE001 - a member no struct reads: the model is the answer
            return value
        # An open model's extra properties would be lost in the struct: keep the model
        # then.
        return struct if _encode(struct).count(b":") == text.count(b":") else value
    return value


class Target:
    """One type of the module for the fast API: its pydantic TypeAdapter (the full
    pipeline's) and its msgspec structs, both built on first use so that importing the
    package stays cheap."""

    def __init__(
        self, annotation: Any, adapter: Optional[TypeAdapter[Any]] = None
    ) -> None:
        self.annotation = annotation
        self.models: Dict[Any, Type[BaseModel]] = {}
        self._adapter = adapter
        self._decode: Optional[Callable[[Any], Any]] = None
        self._struct: Any = None
        self._builder: Optional[_Builder] = None
        self._ready = False

    @property
    def adapter(self) -> TypeAdapter[Any]:
        if self._adapter is None:
            self._adapter = TypeAdapter(self.annotation)
        return self._adapter

    def _prepare(self) -> bool:
        if not self._ready:
            self._ready = True
            if AVAILABLE:
                try:
                    # The structs ignore unknown properties: the key tally finds them.
                    builder = self._builder = _Builder(lenient=True)
                    self._struct, _ = builder.top(self.annotation)
                    self.models = builder.models
                    self._decode = msgspec.json.Decoder(self._struct).decode
                except (_Unsupported, TypeError):
                    self._decode = None
        return self._decode is not None
