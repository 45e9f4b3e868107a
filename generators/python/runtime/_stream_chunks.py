"""Chunk expansion: compact events that stand for a start/content/end triple become those events,
per lane, as the plan's `chunks` declares. expand() works out everything before it changes
anything, so a chunk that breaks a rule leaves the open streams as they were."""

from __future__ import annotations

import copy
import json
from typing import Any, Dict, List, Mapping, Optional

from ._stream_pointer import lookup, place
from ._stream_scopes import Fatal

__all__ = ["Expander"]


class _Open:
    __slots__ = ("type", "key", "opener", "order")

    def __init__(self, type_: str, key: object, opener: Mapping[str, Any], order: int) -> None:
        self.type = type_
        self.key = key
        self.opener = opener
        self.order = order


def _text(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def _rule(kind: str) -> str:
    return "/chunks/types/" + kind.replace("~", "~0").replace("/", "~1")


class Expander:
    def __init__(self, plan: Optional[Mapping[str, Any]], tag: str) -> None:
        self._plan = plan
        self._tag = tag
        self._lanes: Dict[str, _Open] = {}
        self._order = 0

    def still_open(self) -> List[str]:
        return [f"chunk stream {s.type} {_text(s.key)} still open" for s in sorted(self._lanes.values(), key=lambda s: s.order)]

    def _lane(self, event: Mapping[str, Any]) -> Optional[str]:
        pointer = self._plan["lane"] if self._plan is not None else None
        if pointer is None:
            return None
        has, value = lookup(event, pointer)
        return _text(value) if has else None

    def _synthesize(self, shape: Mapping[str, Any], source: Mapping[str, Any], carry: List[str]) -> Dict[str, Any]:
        out: Dict[str, Any] = {self._tag: shape["type"]}
        for name, value in (shape.get("value") or {}).items():
            out[name] = copy.deepcopy(value)
        for pointer in [*shape["fields"], *carry]:
            has, value = lookup(source, pointer)
            if has:
                place(out, pointer, copy.deepcopy(value))
        return out

    def _end(self, stream: _Open) -> Dict[str, Any]:
        assert self._plan is not None
        return self._synthesize(self._plan["types"][stream.type]["end"], stream.opener, [])

    def expand(self, event: Dict[str, Any]) -> List[Dict[str, Any]]:
        plan = self._plan
        if plan is None:
            return [event]
        kind = event.get(self._tag)
        lanes = dict(self._lanes)
        out: List[Dict[str, Any]] = []

        def close(lane: str) -> None:
            stream = lanes.pop(lane, None)
            if stream is not None:
                out.append(self._end(stream))

        if kind in plan["closeAll"]:
            for lane, _ in sorted(lanes.items(), key=lambda e: e[1].order):
                close(lane)
        elif isinstance(kind, str) and kind in plan["closeLane"]:
            has, value = lookup(event, plan["closeLane"][kind])
            if has:
                close(_text(value))
        elif isinstance(kind, str) and kind in plan["types"]:
            self._chunk(kind, plan["types"][kind], event, lanes, out, close)
            self._lanes = lanes
            return out
        elif kind not in plan["passive"]:
            close(self._lane(event) or "")
        self._lanes = lanes
        out.append(event)
        return out

    def _chunk(self, kind: str, shape: Mapping[str, Any], chunk: Dict[str, Any], lanes: Dict[str, _Open], out: List[Dict[str, Any]], close: Any) -> None:
        lane = self._lane(chunk)
        has_key, key = lookup(chunk, shape["key"])
        target: Optional[str] = None  # the lane of the stream this chunk continues
        if has_key:
            at = lane or ""
            stream = lanes.get(at)
            if stream is not None and stream.type == kind and stream.key == key:
                target = at
        elif lane is not None:
            stream = lanes.get(lane)
            target = lane if stream is not None and stream.type == kind else None
        else:
            parent = lanes.get("")
            if parent is not None and parent.type == kind:
                target = ""
            else:
                candidates = [name for name, s in lanes.items() if s.type == kind]
                if len(candidates) > 1:
                    raise Fatal("chunk-ambiguous", kind, _rule(kind), f"{kind} without an id could continue {len(candidates)} streams")
                target = candidates[0] if candidates else None
        if target is not None:
            stream = lanes[target]
            for pointer, default in shape["repeat"].items():
                has, value = lookup(chunk, pointer)
                has_first, first = lookup(stream.opener, pointer)
                if has and value != (first if has_first else default):
                    raise Fatal("chunk-conflict", kind, _rule(kind), f"{pointer} differs from the first chunk of {_text(stream.key)}")
            if not has_key:  # an id-less continuation names its item through the stream it continues
                chunk = dict(chunk)
                place(chunk, shape["key"], copy.deepcopy(stream.key))
            self._content(shape, chunk, out)
            return
        for pointer in shape["first"]:
            if not lookup(chunk, pointer)[0]:
                raise Fatal("chunk-missing-field", kind, _rule(kind), f"the first {kind} of an item needs {pointer}")
        at = lane or ""
        close(at)
        self._order += 1
        lanes[at] = _Open(kind, key, chunk, self._order)
        out.append(self._synthesize(shape["start"], chunk, list(shape["carry"])))
        self._content(shape, chunk, out)

    def _content(self, shape: Mapping[str, Any], chunk: Dict[str, Any], out: List[Dict[str, Any]]) -> None:
        content = shape["content"]
        if content is None:
            return
        when = content.get("when")
        if when is not None and not lookup(chunk, when)[0]:
            return
        out.append(self._synthesize(content, chunk, list(shape["carry"])))
