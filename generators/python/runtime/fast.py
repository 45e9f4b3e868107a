"""The fast API: JSON text decoded straight into msgspec Structs (needs the `fast`
extra).

`decode(type_name, data, mode)` answers as `parse` does — the same modes (tolerant by
default), the same warnings with the same codes and pointers, the same ValidationError —
but a valid document comes back as msgspec Structs mirroring the generated models, with
no pydantic object built. The structs are derived from the models on first use
(`struct_type` names them); they are not emitted as source, so a type checker sees
`Any`. A field absent from the document is `msgspec.UNSET`.

Three lanes answer without the full pipeline (_fast_api.py): a valid document, unknown
properties at the top (tolerant mode), and a known top-level field of the wrong JSON
kind (_fast_invalid.py). Whatever else msgspec cannot decide (a retired shape to
translate, a null read as absent, an unknown member) takes the full pipeline; its answer
is converted to the structs, or returned as it is when no struct can hold it (an
Unknown… value, a member msgspec cannot read)."""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Literal, Optional, Tuple, Union

from . import _fast, _receivers
from ._fast import Target, from_model
from ._receivers import ParseWarning
from .parse import _RETIRED, _UNKNOWN, RECEIVER
from .validate import TYPES, adapter

__all__ = ["AVAILABLE", "decode", "decoder", "struct_type"]

AVAILABLE = _fast.AVAILABLE
"""Whether msgspec is installed; without it `decode` raises RuntimeError."""

_TARGETS: Dict[str, Target] = {}

Decoded = Tuple[Any, List[ParseWarning]]


def _target(type_name: str) -> Target:
    found = _TARGETS.get(type_name)
    if found is None:
        if type_name not in TYPES:
            adapter(type_name)  # raises the unknownType ValidationError
        if not AVAILABLE:
            raise RuntimeError(
                "the fast API needs msgspec: install the package's `fast` extra"
            )
        found = _TARGETS[type_name] = Target(TYPES[type_name])
    return found


def struct_type(type_name: str) -> Any:
    """The msgspec type a valid document of the type decodes to (a Struct, or a Union of
    them).
    """
    target = _target(type_name)
    target._prepare()
    return target._struct


def decoder(
    type_name: str,
    mode: Literal["tolerant", "strict"] = "tolerant",
    warnings: Optional[List[ParseWarning]] = None,
) -> Callable[[Union[str, bytes, bytearray]], Any]:
    """A function of JSON text → (value, warnings) for one type; the lookups are done
    once. With a `warnings` list, the function returns the value alone and appends the
    warnings to the list, as parse does."""
    target = _target(type_name)
    retired_models = _RETIRED.get(type_name, ())
    unknown = _UNKNOWN.get(type_name)

    def full(data: Union[str, bytes, bytearray], warnings: List[ParseWarning]) -> Any:
        return from_model(
            target,
            _receivers.parse(
                RECEIVER,
                type_name,
                target.adapter,
                unknown,
                data,
                mode,
                warnings,
                retired_models,
            ),
        )

    def slow(data: Union[str, bytes, bytearray]) -> Any:
        found: List[ParseWarning] = []
        value = full(data, found if warnings is None else warnings)
        return (value, found) if warnings is None else value

    if (mode != "tolerant" and mode != "strict") or not target._prepare():
        return (
            slow  # a wrong mode is parse's ValidationError; no structs: parse's answer
        )
    from ._fast_api import Lanes  # imports msgspec: only with the fast extra

    retired = frozenset(
        struct for struct, model in target.models.items() if model in retired_models
    )
    return Lanes(
        target,
        retired,
        mode == "strict",
        RECEIVER.strips_unknown_properties,
        full,
        warnings,
    ).decoder(warnings)


def decode(
    type_name: str,
    data: Union[str, bytes, bytearray],
    mode: Literal["tolerant", "strict"] = "tolerant",
) -> Decoded:
    """(value, warnings) of JSON text of the named type; raises only ValidationError
    (and RuntimeError when msgspec is not installed)."""
    found = _DECODERS.get((type_name, mode))
    if found is None:
        found = _DECODERS[(type_name, mode)] = decoder(type_name, mode)
    return found(data)


_DECODERS: Dict[Tuple[str, str], Callable[[Union[str, bytes, bytearray]], Decoded]] = {}
