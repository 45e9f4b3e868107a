"""Stream lifecycles: the module's lifecycle plan (from schemas/<module>/lifecycle.json) run over a
stream of events — the tolerant receiver first, then chunk expansion, verification and
application. The TypeScript and Go SDKs run the same plan the same way (docs/lifecycle.md)."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, AsyncIterable, AsyncIterator, Dict, Iterable, Iterator, List, Mapping, Optional, Tuple

from ._stream_chunks import Expander
from ._stream_patch import PatchFailed, apply_patch
from ._stream_pointer import lookup, place
from ._stream_receive import Received, Receiving
from ._stream_scopes import Fatal, Scopes

__all__ = ["EventStream", "Lifecycle", "StreamError", "StreamViolation", "StreamWarning", "VerifyReport", "aprocess", "process", "verify"]


@dataclass(frozen=True)
class StreamError:
    """Why a stream failed: a stable code, the input index, the event type, the rule that failed."""

    code: str
    index: int
    type: Optional[str]
    rule: str
    message: str


@dataclass(frozen=True)
class StreamWarning:
    """Something a stream survived: a stable code, the input index, a JSON Pointer, a message."""

    code: str
    index: int
    path: str
    message: str


@dataclass(frozen=True)
class VerifyReport:
    """What verify() found: every violation (each offending event skipped) and every warning."""

    ok: bool
    violations: Tuple[StreamError, ...]
    warnings: Tuple[StreamWarning, ...]


class StreamViolation(ValueError):
    """Raised by process() when the stream breaks a rule; `error` says which."""

    def __init__(self, error: StreamError) -> None:
        super().__init__(f"{error.code} at event {error.index}: {error.message}")
        self.error = error


class Lifecycle:
    """A module's compiled lifecycle plan with its receiver; one per generated package."""

    def __init__(self, plan: Mapping[str, Any], receiving: Receiving) -> None:
        self.plan = plan
        self.tag: str = plan["tag"]
        self.events: Mapping[str, Any] = plan["events"]
        self.apply: Mapping[str, Any] = plan["apply"]
        self.receiving = receiving
        paths = {op["path"] for ops in self.apply.values() for op in ops if op["op"] == "item.add"}
        self.item_paths: Tuple[str, ...] = tuple(sorted(paths))


class EventStream:
    """One stream's processor: push events (decoded or JSON text) in order, read what was delivered."""

    def __init__(self, lifecycle: Lifecycle) -> None:
        self._lifecycle = lifecycle
        self._scopes = Scopes(lifecycle.plan)
        self._chunks = Expander(lifecycle.plan["chunks"], lifecycle.tag)
        self._pushed = 0
        self._events: List[Dict[str, Any]] = []
        self._warnings: List[StreamWarning] = []
        self._error: Optional[StreamError] = None
        self._state: Any = {}
        self._messages: List[Dict[str, Any]] = []
        self._items: Dict[str, Tuple[str, str]] = {}  # item id -> (message id, array path)
        self._skip_violations = False
        self._violations: List[StreamError] = []

    @property
    def events(self) -> List[Dict[str, Any]]:
        return self._events

    @property
    def warnings(self) -> List[StreamWarning]:
        return self._warnings

    @property
    def error(self) -> Optional[StreamError]:
        return self._error

    @property
    def state(self) -> Any:
        return self._state

    @property
    def messages(self) -> List[Dict[str, Any]]:
        return self._messages

    def push(self, event: object) -> List[Dict[str, Any]]:
        """Processes one input; returns the events it delivered (none once the stream failed)."""
        index = self._pushed
        self._pushed += 1
        if self._error is not None:
            return []
        received: Received = self._lifecycle.receiving.receive(event)
        for code, path, message in received.warnings:
            self._warnings.append(StreamWarning(code, index, path, message))
        if received.error is not None:
            self._fail(StreamError("invalid-event", index, None, "", received.error))
            return []
        document = received.value
        if document is None:
            return []  # an unknown event, dropped with its warning
        delivered: List[Dict[str, Any]] = []
        try:
            expanded = self._chunks.expand(document)
        except Fatal as fatal:
            self._fail(StreamError(fatal.code, index, fatal.type, fatal.rule, fatal.message))
            return delivered
        for item in expanded:
            try:
                self._process(item, index)
            except Fatal as fatal:
                self._fail(StreamError(fatal.code, index, fatal.type, fatal.rule, fatal.message))
                if not self._skip_violations:
                    break
                continue
            delivered.append(item)
        self._events.extend(delivered)
        return delivered

    def end(self) -> List[StreamWarning]:
        """The input is over: a warning for every scope instance and chunk stream still open."""
        found = [StreamWarning("stream-truncated", self._pushed, "", m) for m in self._scopes.still_open() + self._chunks.still_open()]
        self._warnings.extend(found)
        return found

    def _fail(self, error: StreamError) -> None:
        if self._skip_violations:
            self._violations.append(error)
        else:
            self._error = error

    def _process(self, event: Dict[str, Any], index: int) -> None:
        kind = event.get(self._lifecycle.tag)
        if not isinstance(kind, str):
            return
        rule = self._lifecycle.events.get(kind)
        if rule is not None:
            self._scopes.check(kind, rule, event)()
        for op in self._lifecycle.apply.get(kind, ()):
            self._run(op, event, index)

    def _patched(self, op: Mapping[str, Any], target: object, event: Dict[str, Any], index: int) -> object:
        """The patched copy of target, or _UNCHANGED with a patch-failed warning: the spec skips such patches."""
        found, patch = lookup(event, op["from"])
        if not found:
            return _UNCHANGED
        try:
            return apply_patch(target, patch)
        except PatchFailed as failed:
            self._warnings.append(StreamWarning("patch-failed", index, op["from"], str(failed)))
            return _UNCHANGED

    def _run(self, op: Mapping[str, Any], event: Dict[str, Any], index: int) -> None:
        name = op["op"]
        if name == "state.replace":
            found, value = lookup(event, op["from"])
            if found:
                self._state = copy.deepcopy(value)
        elif name == "state.patch":
            patched = self._patched(op, self._state, event, index)
            if patched is not _UNCHANGED:
                self._state = patched
        elif name in ("message.create", "message.put"):
            self._put(op, event, name == "message.put")
        elif name == "message.append":
            message = self._message(event, op["id"])
            found, text = lookup(event, op["from"])
            if message is not None and found and isinstance(text, str):
                _append(message, op["path"], text)
        elif name == "message.patch":
            message = self._message(event, op["id"])
            if message is None:
                self._warnings.append(StreamWarning("patch-failed", index, op["id"], "no message to patch"))
            else:
                patched = self._patched(op, lookup(message, op["path"])[1], event, index)
                if patched is not _UNCHANGED:
                    _set(message, op["path"], patched)
        elif name == "item.add":
            self._add_item(op, event)
        elif name == "item.append":
            self._append_item(op, event)
        elif name == "messages.reconcile":
            self._reconcile(op, event)
        if name != "messages.reconcile" and "merge" in op and name.startswith(("message.", "item.add")):
            self._merge(op, event)

    def _message(self, event: Dict[str, Any], id_pointer: str) -> Optional[Dict[str, Any]]:
        found, id_value = lookup(event, id_pointer)
        if not found:
            return None
        return self._by_id(id_value)

    def _by_id(self, id_value: object) -> Optional[Dict[str, Any]]:
        for message in self._messages:
            if message.get("id") == id_value:
                return message
        return None

    def _put(self, op: Mapping[str, Any], event: Dict[str, Any], replace: bool) -> None:
        found, id_value = lookup(event, op["id"])
        if not found:
            return
        existing = self._by_id(id_value)
        if existing is None:
            self._messages.append(_build(op, event, id_value))
            return
        keep = lookup(event, op["replace"]) if "replace" in op else (False, None)
        if replace and not (keep[0] and keep[1] is False):
            position = self._messages.index(existing)
            self._messages[position] = _build(op, event, id_value)
            return
        for target, source in op.get("set", {}).items():
            has, value = lookup(event, source)
            if has and not lookup(existing, target)[0]:
                place(existing, target, copy.deepcopy(value))

    def _merge(self, op: Mapping[str, Any], event: Dict[str, Any]) -> None:
        found, extra = lookup(event, op["merge"])
        if not found or not isinstance(extra, dict):
            return
        pointer = op["parent"] if op["op"] == "item.add" else op["id"]
        message = self._message(event, pointer) if op["op"] != "item.add" else self._item_message(event, op)
        if message is None:
            return
        metadata = message.get("metadata")
        if not isinstance(metadata, dict):
            metadata = message["metadata"] = {}
        for key, value in extra.items():
            metadata[key] = copy.deepcopy(value)

    def _item_message(self, event: Dict[str, Any], op: Mapping[str, Any]) -> Optional[Dict[str, Any]]:
        found, item_id = lookup(event, op["id"])
        where = self._items.get(_id_key(item_id)) if found else None
        return None if where is None else self._by_id(where[0])

    def _add_item(self, op: Mapping[str, Any], event: Dict[str, Any]) -> None:
        found, item_id = lookup(event, op["id"])
        if not found:
            return
        has_parent, parent_id = lookup(event, op["parent"]) if op.get("parent") else (False, None)
        message = self._by_id(parent_id) if has_parent else None
        if message is None:
            message = copy.deepcopy(op.get("parentValue", {}))
            message["id"] = copy.deepcopy(parent_id if has_parent else item_id)
            self._messages.append(message)
        found_items, items = lookup(message, op["path"])
        if not found_items or not isinstance(items, list):
            items = []
            place(message, op["path"], items)
        if not any(isinstance(i, dict) and i.get("id") == item_id for i in items):
            item = copy.deepcopy(op.get("value", {}))
            item["id"] = copy.deepcopy(item_id)
            for target, source in op.get("set", {}).items():
                has, value = lookup(event, source)
                if has:
                    place(item, target, copy.deepcopy(value))
            items.append(item)
        self._items[_id_key(item_id)] = (message["id"], op["path"])

    def _append_item(self, op: Mapping[str, Any], event: Dict[str, Any]) -> None:
        found, item_id = lookup(event, op["id"])
        has_text, text = lookup(event, op["from"])
        if not found or not has_text or not isinstance(text, str):
            return
        where = self._items.get(_id_key(item_id))
        message = None if where is None else self._by_id(where[0])
        if message is None or where is None:
            return
        _, items = lookup(message, where[1])
        for item in items if isinstance(items, list) else ():
            if isinstance(item, dict) and item.get("id") == item_id:
                _append(item, op["path"], text)
                return

    def _reconcile(self, op: Mapping[str, Any], event: Dict[str, Any]) -> None:
        found, snapshot = lookup(event, op["from"])
        if not found or not isinstance(snapshot, list):
            return
        incoming = [copy.deepcopy(m) for m in snapshot if isinstance(m, dict)]
        ids: Dict[str, Dict[str, Any]] = {}
        for m in incoming:
            ids.setdefault(_id_key(m.get("id")), m)
        keep = op.get("keep")
        # Client-only messages (say, a role the agent never sends) survive a snapshot that has none of their kind.
        spared = set()
        if keep is not None:
            present = {_id_key(lookup(m, keep["field"])[1]) for m in incoming if lookup(m, keep["field"])[0]}
            spared = {_id_key(v) for v in keep["values"]} - present
        kept: List[Dict[str, Any]] = []
        seen = set()
        for message in self._messages:
            key = _id_key(message.get("id"))
            if key in ids and key not in seen:
                kept.append(ids[key])
                seen.add(key)
            elif key not in ids and keep is not None:
                has, value = lookup(message, keep["field"])
                if has and _id_key(value) in spared:
                    kept.append(message)
        for message in incoming:
            key = _id_key(message.get("id"))
            if key not in seen:
                kept.append(message)
                seen.add(key)
        self._messages = kept
        self._items = {}
        for message in kept:
            for path in self._lifecycle.item_paths:
                _, items = lookup(message, path)
                for item in items if isinstance(items, list) else ():
                    if isinstance(item, dict) and "id" in item:
                        self._items[_id_key(item["id"])] = (message["id"], path)


_UNCHANGED = object()


def _token(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _id_key(value: object) -> str:
    return value if isinstance(value, str) else repr(value)


def _build(op: Mapping[str, Any], event: Dict[str, Any], id_value: object) -> Dict[str, Any]:
    message: Dict[str, Any] = copy.deepcopy(op.get("value", {}))
    message["id"] = copy.deepcopy(id_value)
    for target, source in op.get("set", {}).items():
        has, value = lookup(event, source)
        if has:
            place(message, target, copy.deepcopy(value))
    return message


def _append(target: Dict[str, Any], path: str, text: str) -> None:
    found, current = lookup(target, path)
    place(target, path, (current if found and isinstance(current, str) else "") + text)


def _set(target: Dict[str, Any], path: str, value: object) -> None:
    if path == "":
        return
    place(target, path, value)


def verify(lifecycle: Lifecycle, events: Iterable[object]) -> VerifyReport:
    """Every violation of a stream (each offending event skipped), for producers' tests."""
    stream = EventStream(lifecycle)
    stream._skip_violations = True  # noqa: SLF001 - verify is the stream's own mode
    for event in events:
        stream.push(event)
    stream.end()
    violations = tuple(stream._violations)  # noqa: SLF001
    return VerifyReport(not violations, violations, tuple(stream.warnings))


def process(stream: EventStream, inputs: Iterable[object]) -> Iterator[Dict[str, Any]]:
    """Pushes each input and yields each delivered event; raises StreamViolation on failure."""
    for item in inputs:
        yield from stream.push(item)
        if stream.error is not None:
            raise StreamViolation(stream.error)
    stream.end()



async def aprocess(stream: EventStream, inputs: AsyncIterable[object]) -> AsyncIterator[Dict[str, Any]]:
    """process() for an async source (an SSE client, a websocket)."""
    async for item in inputs:
        for event in stream.push(item):
            yield event
        if stream.error is not None:
            raise StreamViolation(stream.error)
    stream.end()
