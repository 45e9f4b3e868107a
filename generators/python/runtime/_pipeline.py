"""The full pipeline of parse(): the reading, the walk, strict validation. It defines
the answer; the one-pass reader (_one_pass) decides only what it proves to agree."""

from __future__ import annotations

from typing import Any, List, Optional, Tuple, Type

import pydantic
from pydantic import TypeAdapter

from . import _issues
from ._reading import json_value_problem, read
from ._rejections import _Rejected
from ._runtime import Issue, Unknown, ValidationError
from ._walk import Receiver
from ._warnings import ParseWarning, _report


def _full(
    receiver: Receiver,
    type_name: str,
    adapter: TypeAdapter[Any],
    unknown: Optional[Type[Unknown]],
    data: object,
    mode: str,
    warnings: Optional[List[ParseWarning]],
    retired: Tuple[type, ...],
) -> Any:
    """The full pipeline: the reading, the walk, strict validation; the definition of
    the answer.
    """
    try:
        text = isinstance(data, (str, bytes, bytearray))
        walk = mode != "strict" and type_name in receiver.walk_always
        # Text is read the one way every Canon SDK reads it (duplicate keys, NaN, depth,
        # ...) before anything else looks at it; decoded values get the same checks.
        if text:
            document = read(data)  # type: ignore[arg-type]
        else:
            document = data
            problem = json_value_problem(document)
            if problem is not None:
                raise ValidationError([Issue("", "json", problem)])
        failure: Optional[pydantic.ValidationError] = None
        tolerant = mode != "strict" and receiver.tolerates(type_name)
        walked = (
            receiver.tolerate(type_name, document) if tolerant and not walk else None
        )
        # A document the walk leaves as it is gets one strict pass, not two.
        if not walk and (walked is None or walked[1] or walked[2] is not None):
            # One pass of pydantic-core, whose own JSON reader is the faster validator
            # once the reading has passed.
            try:
                value = (
                    adapter.validate_json(data)  # type: ignore[arg-type]
                    if text
                    else adapter.validate_python(data)
                )
                # A valid retired member at the top (retired, listed by the caller) is
                # still translated.
                if mode == "strict" or not retired or not isinstance(value, retired):
                    return value
            except pydantic.ValidationError as error:
                failure = error
        if failure is not None and not tolerant:
            raise _Rejected(failure, document)
        value, found, unknown_tag = (
            walked if walked is not None else receiver.tolerate(type_name, document)
        )
        _report(found, warnings)
        if unknown_tag is not None and unknown is not None:
            return unknown(unknown_tag, document)  # type: ignore[arg-type]
        try:
            return adapter.validate_python(value)
        except pydantic.ValidationError as error:
            raise _Rejected(error, value) from None
    except ValidationError:
        raise
    except Exception as error:  # noqa: BLE001 - the contract is "ValidationError or a value"
        raise _issues.unexpected(error) from None
