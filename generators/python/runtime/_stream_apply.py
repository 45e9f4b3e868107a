"""Application: the client's view a stream builds — `state` and `messages` — by the
plan's `apply` operations (docs/lifecycle.md, "apply"). JSON Patch is RFC 6902 through
jsonpatch, applied to a copy, so a patch that does not apply changes nothing (a
`patch-failed` warning)."""

from __future__ import annotations

import copy
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

from ._stream_patch import PatchFailed, apply_patch
from ._stream_pointer import get_at, set_at

__all__ = ["Application"]

Warn = Callable[[str, str], None]


def _patched(target: object, patch: object) -> Optional[Tuple[object]]:
    if not isinstance(patch, list):
        return None
    try:
        return (apply_patch(target, patch),)
    except PatchFailed:
        return None


class Application:
    def __init__(self, plan: Mapping[str, Any]) -> None:
        self._plan = plan
        self.state: Any = {}
        self.messages: List[Dict[str, Any]] = []
        self._by_id: Dict[str, Dict[str, Any]] = {}
        self._items: Dict[
            str, Tuple[str, str]
        ] = {}  # item id -> (message id, array path)
        paths = [
            op["path"]
            for ops in plan["apply"].values()
            for op in ops
            if op["op"] == "item.add"
        ]
        self._item_paths = list(dict.fromkeys(paths))

    def apply(self, event: Dict[str, Any], kind: str, warn: Warn) -> None:
        for op in self._plan["apply"].get(kind, ()):
            self._run(op, event, kind, warn)

    def _run(
        self, op: Mapping[str, Any], event: Dict[str, Any], kind: str, warn: Warn
    ) -> None:
        name = op["op"]
        if name == "state.replace":
            self.state = copy.deepcopy(get_at(event, op["from"]))
        elif name == "state.patch":
            result = _patched(self.state, get_at(event, op["from"]))
            if result is None:
                warn(
                    "patch-failed",
                    f"{kind}: the state patch does not apply; state is unchanged",
                )
            else:
                self.state = result[0]
        elif name in ("message.create", "message.put"):
            self._create(op, event)
        elif name == "message.append":
            message = self._message(event, op["id"])
            text = get_at(event, op["from"])
            if message is None or not isinstance(text, str):
                return
            current = get_at(message, op["path"])
            set_at(
                message,
                op["path"],
                (current if isinstance(current, str) else "") + text,
            )
            self._merge(message, op, event)
        elif name == "message.patch":
            message = self._message(event, op["id"])
            result = (
                None
                if message is None
                else _patched(get_at(message, op["path"]), get_at(event, op["from"]))
            )
            if message is None or result is None:
                warn(
                    "patch-failed",
                    f"{kind}: the patch of message {get_at(event, op['id'])!r} "
                    "does not apply; it is unchanged",
                )
            else:
                set_at(message, op["path"], result[0])
        elif name == "item.add":
            self._add_item(op, event)
        elif name == "item.append":
            item = self._item(get_at(event, op["id"]))
            text = get_at(event, op["from"])
            if item is None or not isinstance(text, str):
                return
            current = get_at(item, op["path"])
            set_at(
                item, op["path"], (current if isinstance(current, str) else "") + text
            )
        elif name == "messages.reconcile":
            self._reconcile(op, event)

    def _message(
        self, event: Mapping[str, Any], pointer: str
    ) -> Optional[Dict[str, Any]]:
        id_ = get_at(event, pointer)
        return self._by_id.get(id_) if isinstance(id_, str) else None

    @staticmethod
    def _merge(
        message: Dict[str, Any], op: Mapping[str, Any], event: Mapping[str, Any]
    ) -> None:
        if not isinstance(op.get("merge"), str):
            return
        extra = get_at(event, op["merge"])
        if not isinstance(extra, dict):
            return
        metadata = message.get("metadata")
        message["metadata"] = {
            **(metadata if isinstance(metadata, dict) else {}),
            **copy.deepcopy(extra),
        }

    @staticmethod
    def _build(
        op: Mapping[str, Any], event: Mapping[str, Any], id_: str
    ) -> Dict[str, Any]:
        message: Dict[str, Any] = {"id": id_, **copy.deepcopy(op.get("value") or {})}
        message["id"] = id_
        for target, source in (op.get("set") or {}).items():
            value = get_at(event, source)
            if value is not None:
                set_at(message, target, copy.deepcopy(value))
        return message

    def _create(self, op: Mapping[str, Any], event: Mapping[str, Any]) -> None:
        id_ = get_at(event, op["id"])
        if not isinstance(id_, str):
            return
        existing = self._by_id.get(id_)
        if existing is None:
            message = self._build(op, event, id_)
            self.messages.append(message)
            self._by_id[id_] = message
            self._merge(message, op, event)
            return
        replace = (
            get_at(event, op["replace"]) if isinstance(op.get("replace"), str) else None
        )
        if op["op"] == "message.put" and replace is not False:
            message = self._build(op, event, id_)
            self.messages[self.messages.index(existing)] = message
            self._by_id[id_] = message
            return
        if op["op"] == "message.create":
            for target, source in (op.get("set") or {}).items():
                value = get_at(event, source)
                if value is not None and get_at(existing, target) is None:
                    set_at(existing, target, copy.deepcopy(value))
            self._merge(existing, op, event)

    def _add_item(self, op: Mapping[str, Any], event: Mapping[str, Any]) -> None:
        id_ = get_at(event, op["id"])
        if not isinstance(id_, str):
            return
        parent = (
            get_at(event, op["parent"]) if isinstance(op.get("parent"), str) else None
        )
        message_id = parent if isinstance(parent, str) else id_
        message = self._by_id.get(message_id)
        if message is None:
            message = {"id": message_id, **copy.deepcopy(op.get("parentValue") or {})}
            message["id"] = message_id
            self.messages.append(message)
            self._by_id[message_id] = message
        path = op["path"]
        found = get_at(message, path)
        items = found if isinstance(found, list) else []
        if not isinstance(found, list):
            set_at(message, path, items)
        if not any(isinstance(i, dict) and i.get("id") == id_ for i in items):
            items.append(self._build(op, event, id_))
        self._items[id_] = (message_id, path)
        self._merge(message, op, event)

    def _item(self, id_: object) -> Optional[Dict[str, Any]]:
        if not isinstance(id_, str):
            return None
        where = self._items.get(id_)
        found = None if where is None else get_at(self._by_id.get(where[0]), where[1])
        if not isinstance(found, list):
            return None
        return next(
            (i for i in found if isinstance(i, dict) and i.get("id") == id_), None
        )

    def _reconcile(self, op: Mapping[str, Any], event: Mapping[str, Any]) -> None:
        snapshot = get_at(event, op["from"])
        if not isinstance(snapshot, list):
            return
        incoming: Dict[str, Dict[str, Any]] = {}
        for m in snapshot:
            if isinstance(m, dict) and isinstance(m.get("id"), str):
                incoming[m["id"]] = (
                    m  # the last of a repeated id wins, at the first one's place
                )
        keep = op.get("keep")
        kept = set()
        if keep is not None:
            kept = {
                v
                for v in keep["values"]
                if not any(
                    _strict(get_at(m, keep["field"]), v) for m in incoming.values()
                )
            }
        following: List[Dict[str, Any]] = []
        for m in self.messages:
            replacement = incoming.get(m["id"])
            if replacement is not None:
                following.append(copy.deepcopy(replacement))
            elif (
                keep is not None
                and isinstance(get_at(m, keep["field"]), str)
                and get_at(m, keep["field"]) in kept
            ):
                following.append(m)
        present = {m["id"] for m in following}
        for id_, m in incoming.items():
            if id_ not in present:
                following.append(copy.deepcopy(m))
        self.messages[:] = following
        self._by_id.clear()
        self._items.clear()
        for m in following:
            self._by_id[m["id"]] = m
            for path in self._item_paths:
                found = get_at(m, path)
                for i in found if isinstance(found, list) else ():
                    if isinstance(i, dict) and isinstance(i.get("id"), str):
                        self._items[i["id"]] = (m["id"], path)


def _strict(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b
