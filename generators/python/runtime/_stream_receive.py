"""The first stage of the stream processor: the union's tolerant receiver, giving the
event as a decoded JSON value (what every language's processor hands on), its warnings,
or why it failed."""

from __future__ import annotations

from typing import Any, Callable, List, NamedTuple, Optional, Tuple

import pydantic
from pydantic import TypeAdapter

from ._reading import read_json
from ._runtime import ValidationError
from ._walk import Receiver

__all__ = ["Received", "Receiving"]


class Received(NamedTuple):
    value: Optional[Any]  # None: dropped (an unknown event) or failed
    warnings: List[Tuple[str, str, str]]
    error: Optional[str]
    type: Optional[str] = None  # the tag of a rejected event, when it has one


class Receiving:
    """Reads one pushed input as the union's tolerant parse does."""

    def __init__(
        self,
        receiver: Receiver,
        union: str,
        adapter: Callable[[], TypeAdapter[Any]],
        retired: Tuple[type, ...],
        tag: str,
    ) -> None:
        self._receiver = receiver
        self._union = union
        # Built on first use: importing the package does not build the union's schema.
        self._adapter_of = adapter
        self._built: Optional[TypeAdapter[Any]] = None
        self._retired = retired
        self._walk_always = union in receiver.walk_always
        self._tag = tag

    @property
    def _adapter(self) -> TypeAdapter[Any]:
        if self._built is None:
            self._built = self._adapter_of()
        return self._built

    def receive(self, data: object) -> Received:
        if isinstance(data, (str, bytes, bytearray)):
            try:
                document: object = read_json(data)
            except ValidationError as error:
                return Received(None, [], str(error))
        else:
            document = data
        if not self._walk_always:
            # The fast path: a valid event is the document itself, unless it is a
            # retired member.
            try:
                value = self._adapter.validate_python(document)
                if not self._retired or not isinstance(value, self._retired):
                    return Received(document, [], None)
            except pydantic.ValidationError:
                pass
        tolerated, found, unknown_tag = self._receiver.tolerate(self._union, document)
        if unknown_tag is not None:
            dropped = (
                "unknown-event",
                "",
                f"dropped an event of unknown {self._tag} {unknown_tag!r}",
            )
            return Received(
                None,
                [
                    dropped
                    if (w.code, w.path) == ("unknown-member", "")
                    else (w.code, w.path, w.message)
                    for w in found
                ],
                None,
            )
        warnings = [(w.code, w.path, w.message) for w in found]
        try:
            self._adapter.validate_python(tolerated)
        except pydantic.ValidationError as error:
            first = error.errors()[0] if error.errors() else None
            where = (
                "/" + "/".join(str(p) for p in first["loc"])
                if first is not None
                else ""
            )
            tag = document.get(self._tag) if isinstance(document, dict) else None
            return Received(
                None,
                warnings,
                f"{where or '/'}: {first['msg'] if first is not None else 'invalid'}",
                tag if isinstance(tag, str) else None,
            )
        return Received(tolerated, warnings, None)
