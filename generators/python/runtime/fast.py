"""The fast API: JSON text decoded straight into msgspec Structs (needs the `fast`
extra).

`decode(type_name, data, mode)` answers as `parse` does — the same modes (tolerant by
default), the
same warnings with the same codes and pointers, the same ValidationError — but a valid
document
comes back as msgspec Structs mirroring the generated models, with no pydantic object
built. The
structs are derived from the models on first use (`struct_type` names them); they are
not emitted
as source, so a type checker sees `Any`. A field absent from the document is
`msgspec.UNSET`.

Whatever msgspec cannot decide (a retired shape to translate, a null read as absent, an
unknown
member, an invalid document) takes the full pipeline; its answer is converted to the
structs, or
returned as it is when no struct can hold it (an Unknown… value, a member msgspec cannot
read).
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Literal, Tuple, Union

from . import _fast, _receivers
from ._fast import Miss, Target, from_model
from ._reading import MAX_DEPTH
from ._receivers import ParseWarning
from .parse import _RETIRED, _UNKNOWN, RECEIVER
from .validate import TYPES, adapter

__all__ = ["AVAILABLE", "decode", "decoder", "struct_type"]

AVAILABLE = _fast.AVAILABLE
"""Whether msgspec is installed; without it `decode` raises RuntimeError."""

_TARGETS: Dict[str, Target] = {}
_SHORT = 2 * MAX_DEPTH

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
        found = _TARGETS[type_name] = Target(TYPES[type_name], keep=True)
    return found


def struct_type(type_name: str) -> Any:
    """The msgspec type a valid document of the type decodes to (a Struct, or a Union of
    them)."""
    target = _target(type_name)
    target._prepare()
    return target._struct


def decoder(
    type_name: str, mode: Literal["tolerant", "strict"] = "tolerant"
) -> Callable[[Union[str, bytes, bytearray]], Decoded]:
    """A function of JSON text → (value, warnings) for one type; the lookups are done
    once."""
    target = _target(type_name)
    target._prepare()
    models = target.models
    retired = frozenset(
        struct
        for struct, model in models.items()
        if model in _RETIRED.get(type_name, ())
    )
    strict = mode == "strict"
    unknown = _UNKNOWN.get(type_name)

    def decode_one(data: Union[str, bytes, bytearray]) -> Decoded:
        warnings: List[ParseWarning] = []
        unknown_property = False
        try:
            # Target.decode's own checks, inlined: this is the whole cost of a valid
            # document.
            if len(data) > _SHORT and not _fast._plain(data):
                raise Miss()
            value = target._decode_struct(data)
            if strict or type(value) not in retired:
                return value, warnings
        except Miss as miss:
            unknown_property = miss.unknown is not None
        if unknown_property and not strict:
            # A newer producer's extra property: the same lane (and warnings) as
            # parse's.
            found = _receivers._unknown_lane(
                RECEIVER, type_name, target, data, warnings
            )
            if found is not None:
                return found, warnings
        full = _receivers.parse(
            RECEIVER,
            type_name,
            target.adapter,
            unknown,
            data,
            mode,
            warnings,
            _RETIRED.get(type_name, ()),
        )
        return from_model(target, full), warnings

    return decode_one


def decode(
    type_name: str,
    data: Union[str, bytes, bytearray],
    mode: Literal["tolerant", "strict"] = "tolerant",
) -> Decoded:
    """(value, warnings) of JSON text of the named type; raises only ValidationError
    (and
    RuntimeError when msgspec is not installed)."""
    found = _DECODERS.get((type_name, mode))
    if found is None:
        found = _DECODERS[(type_name, mode)] = decoder(type_name, mode)
    return found(data)


_DECODERS: Dict[Tuple[str, str], Callable[[Union[str, bytes, bytearray]], Decoded]] = {}
