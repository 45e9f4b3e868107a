"""Tolerant reading, the entry point of every generated parse…(): strict is the schema
and nothing else; tolerant is the module's receiver plan walked over the document
(_walk), then strict validation of what remains (_pipeline). Most documents are read in
one pass (_one_pass)."""

from __future__ import annotations

from typing import Any, List, Optional, Tuple, Type, Union

from pydantic import TypeAdapter

from ._lanes import Target
from ._one_pass import _built_on_next_use
from ._pipeline import _full
from ._runtime import Issue, Unknown, ValidationError
from ._walk import Receiver
from ._warnings import ParseWarning

__all__ = ["ParseWarning", "Receiver", "Target", "parse"]


def parse(
    receiver: Receiver,
    type_name: str,
    target: Union[Target, TypeAdapter[Any]],
    unknown: Optional[Type[Unknown]],
    data: object,
    mode: str,
    warnings: Optional[List[ParseWarning]],
    retired: Tuple[type, ...] = (),
) -> Any:
    """Strict: the schema, nothing else. Tolerant: the plan's walk, then strict
    validation of the result. A Target reads most documents in one pass first; a
    TypeAdapter is the full pipeline."""
    if mode != "tolerant" and mode != "strict":
        raise ValidationError(
            [Issue("", "mode", f"mode must be 'tolerant' or 'strict', not {mode!r}")]
        )
    if isinstance(target, Target):
        read = target.readers.get(mode)
        if read is not None:
            return read(data, warnings)
        # A target's first document takes the full pipeline: the one-pass reader
        # compiles a second validator, which a process reading one document (or a type
        # it rarely sees) should not pay for. The next document builds it.
        target.readers[mode] = _built_on_next_use(
            receiver, type_name, target, unknown, mode, retired
        )
        target = target.adapter
    # _full keeps the contract itself: a ValidationError or a value.
    return _full(receiver, type_name, target, unknown, data, mode, warnings, retired)
