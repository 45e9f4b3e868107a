"""Stream lifecycles: the module's lifecycle plan (from schemas/<module>/lifecycle.json)
run over a stream of events — the tolerant receiver first, then chunk expansion,
verification and application. The TypeScript and Go SDKs run the same plan the same way
(docs/lifecycle.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import (
    Any,
    AsyncIterable,
    AsyncIterator,
    Dict,
    Iterable,
    Iterator,
    List,
    Mapping,
    Optional,
    Tuple,
)

from ._stream_apply import Application
from ._stream_chunks import Expander
from ._stream_receive import Received, Receiving
from ._stream_scopes import Fatal, Scopes

__all__ = [
    "EventStream",
    "Lifecycle",
    "StreamError",
    "StreamViolation",
    "StreamWarning",
    "VerifyReport",
    "aprocess",
    "process",
    "verify",
]


@dataclass(frozen=True)
class StreamError:
    """Why a stream failed: a stable code, the input index, the event type, the rule
    that failed."""

    code: str
    index: int
    type: Optional[str]
    rule: str
    message: str


@dataclass(frozen=True)
class StreamWarning:
    """Something a stream survived: a stable code, the input index, a JSON Pointer, a
    message."""

    code: str
    index: int
    path: str
    message: str


@dataclass(frozen=True)
class VerifyReport:
    """What verify() found: every violation (each offending event skipped) and every
    warning."""

    ok: bool
    violations: Tuple[StreamError, ...]
    warnings: Tuple[StreamWarning, ...]


class StreamViolation(ValueError):
    """Raised by process() when the stream breaks a rule; `error` says which."""

    def __init__(self, error: StreamError) -> None:
        super().__init__(f"{error.code} at event {error.index}: {error.message}")
        self.error = error


class Lifecycle:
    """A module's compiled lifecycle plan with its receiver; one per generated
    package."""

    def __init__(self, plan: Mapping[str, Any], receiving: Receiving) -> None:
        self.plan = plan
        self.tag: str = plan["tag"]
        self.receiving = receiving


class EventStream:
    """One stream's processor: push events (decoded or JSON text) in order, read what
    was delivered."""

    def __init__(self, lifecycle: Lifecycle, recover: bool = False) -> None:
        self._lifecycle = lifecycle
        self._plan = lifecycle.plan
        self._tag = lifecycle.tag
        self._recover = (
            recover  # verify(): record each violation, skip the event, carry on
        )
        self._scopes = Scopes(lifecycle.plan)
        self._chunks = Expander(lifecycle.plan["chunks"], lifecycle.tag)
        self._view = Application(lifecycle.plan)
        self._count = 0
        self._events: List[Dict[str, Any]] = []
        self._warnings: List[StreamWarning] = []
        self._error: Optional[StreamError] = None
        self.violations: List[StreamError] = []

    @property
    def events(self) -> List[Dict[str, Any]]:
        """Every event delivered so far, as decoded JSON values."""
        return self._events

    @property
    def warnings(self) -> List[StreamWarning]:
        return self._warnings

    @property
    def error(self) -> Optional[StreamError]:
        """The violation that failed the stream; once set, push delivers nothing
        more."""
        return self._error

    @property
    def state(self) -> Any:
        return self._view.state

    @property
    def messages(self) -> List[Dict[str, Any]]:
        return self._view.messages

    def push(self, event: object) -> List[Dict[str, Any]]:
        """Processes one input (a decoded value or JSON text); returns the events it
        delivered. Never raises."""
        index = self._count
        self._count += 1
        if self._error is not None:
            return []
        received: Received = self._lifecycle.receiving.receive(event)
        for code, path, message in received.warnings:
            self._warnings.append(StreamWarning(code, index, path, message))
        if received.error is not None:
            return self._fail(index, received.type, "invalid-event", "", received.error)
        document = received.value
        if document is None:
            return []  # an event of an unknown type, dropped with its warning
        kind = document[self._tag]
        try:
            expanded = self._chunks.expand(document, kind)
        except Fatal as fatal:
            return self._fail(index, kind, fatal.code, fatal.rule, fatal.message)
        delivered: List[Dict[str, Any]] = []
        for item in expanded:
            item_kind = item[self._tag]
            rule = self._plan["events"].get(item_kind)
            if rule is not None:
                try:
                    self._scopes.check(item, item_kind, rule)
                except Fatal as fatal:
                    self._fail(index, item_kind, fatal.code, fatal.rule, fatal.message)
                    break
            self._view.apply(
                item, item_kind, lambda code, message: self._warn(code, index, message)
            )
            delivered.append(item)
            self._events.append(item)
        return delivered

    def end(self) -> List[StreamWarning]:
        """The input is over: a warning for every scope instance and chunk stream still
        open."""
        if self._error is not None:
            return []  # a failed stream is over already
        found = [
            StreamWarning(
                "stream-truncated", self._count, "", f"the input ended with {o} open"
            )
            for o in self._scopes.still_open() + self._chunks.still_open()
        ]
        self._warnings.extend(found)
        return found

    def _warn(self, code: str, index: int, message: str) -> None:
        self._warnings.append(StreamWarning(code, index, "", message))

    def _fail(
        self, index: int, kind: Optional[str], code: str, rule: str, message: str
    ) -> List[Dict[str, Any]]:
        error = StreamError(code, index, kind, rule, message)
        self.violations.append(error)
        if not self._recover:
            self._error = error
        return []


def verify(lifecycle: Lifecycle, events: Iterable[object]) -> VerifyReport:
    """Every violation of a stream (each offending event skipped), for producers'
    tests."""
    stream = EventStream(lifecycle, recover=True)
    for event in events:
        stream.push(event)
    stream.end()
    return VerifyReport(
        not stream.violations, tuple(stream.violations), tuple(stream.warnings)
    )


def process(stream: EventStream, inputs: Iterable[object]) -> Iterator[Dict[str, Any]]:
    """Pushes each input and yields each delivered event; raises StreamViolation on
    failure."""
    for item in inputs:
        yield from stream.push(item)
        if stream.error is not None:
            raise StreamViolation(stream.error)
    stream.end()


async def aprocess(
    stream: EventStream, inputs: AsyncIterable[object]
) -> AsyncIterator[Dict[str, Any]]:
    """process() for an async source (an SSE client, a websocket)."""
    async for item in inputs:
        for event in stream.push(item):
            yield event
        if stream.error is not None:
            raise StreamViolation(stream.error)
    stream.end()
