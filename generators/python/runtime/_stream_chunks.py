"""Chunk expansion: compact chunk events become the open/continue/close events they
stand for, so verification and application only ever see the explicit form. One chunk
stream is open per lane (the parent agent, or the owner a lane pointer names);
docs/lifecycle.md, "chunks", is the rule."""

from __future__ import annotations

import copy
import json
from typing import Any, Dict, List, Mapping, Optional, Sequence

from ._stream_pointer import get_at, key_text, set_at
from ._stream_scopes import Fatal

__all__ = ["Expander"]


class _Open:
    __slots__ = ("type", "key", "key_text", "established")

    def __init__(self, type_: str, key: object, established: Dict[str, object]) -> None:
        self.type = type_
        self.key = key
        self.key_text = key_text(key)
        # the value the opener set for each repeat pointer (None: none yet)
        self.established = established


def _same(a: object, b: object) -> bool:
    return a is b or json.dumps(
        a, separators=(",", ":"), ensure_ascii=False
    ) == json.dumps(b, separators=(",", ":"), ensure_ascii=False)


class Expander:
    def __init__(self, plan: Optional[Mapping[str, Any]], tag: str) -> None:
        self._plan = plan
        self._tag = tag
        self._lanes: Dict[
            str, _Open
        ] = {}  # lane -> its open chunk stream, in the order the streams opened

    def still_open(self) -> List[str]:
        return [f"{s.type} {s.key_text}" for s in self._lanes.values()]

    def expand(self, event: Dict[str, Any], kind: str) -> List[Dict[str, Any]]:
        plan = self._plan
        if plan is None or (not self._lanes and kind not in plan["types"]):
            return [event]
        out: List[Dict[str, Any]] = []
        chunk = plan["types"].get(kind)
        if chunk is not None:
            self._chunk(plan, chunk, kind, event, out)
            return out
        if kind in plan["closeAll"]:
            for lane in list(self._lanes):
                self._close(lane, out)
        elif kind in plan["closeLane"]:
            lane = get_at(event, plan["closeLane"][kind])
            if isinstance(lane, str):
                self._close(lane, out)
        elif kind not in plan["passive"]:
            self._close(self._lane_of(event), out)
        out.append(event)
        return out

    def _lane_of(self, event: Mapping[str, Any]) -> str:
        pointer = self._plan["lane"] if self._plan is not None else None
        lane = None if pointer is None else get_at(event, pointer)
        return lane if isinstance(lane, str) else ""

    def _close(self, lane: str, out: List[Dict[str, Any]]) -> None:
        stream = self._lanes.pop(lane, None)
        if stream is None or self._plan is None:
            return
        chunk = self._plan["types"][stream.type]
        out.append(self._build(chunk["end"], chunk, None, stream.key, ()))

    def _build(
        self,
        spec: Mapping[str, Any],
        chunk: Mapping[str, Any],
        source: Optional[Mapping[str, Any]],
        key: object,
        carry: Sequence[str],
    ) -> Dict[str, Any]:
        event: Dict[str, Any] = {
            self._tag: spec["type"],
            **copy.deepcopy(spec.get("value") or {}),
        }
        if source is not None:
            for pointer in [*spec["fields"], *carry]:
                value = get_at(source, pointer)
                if value is not None:
                    set_at(event, pointer, copy.deepcopy(value))
        set_at(event, chunk["key"], key)
        return event

    def _chunk(
        self,
        plan: Mapping[str, Any],
        chunk: Mapping[str, Any],
        kind: str,
        event: Dict[str, Any],
        out: List[Dict[str, Any]],
    ) -> None:
        rule = "/chunks/types/" + kind.replace("~", "~0").replace("/", "~1")
        key = get_at(event, chunk["key"])
        tagged = None if plan["lane"] is None else get_at(event, plan["lane"])
        lane = tagged if isinstance(tagged, str) else ""
        target: Optional[str] = None
        if key is not None:
            current = self._lanes.get(lane)
            if (
                current is not None
                and current.type == kind
                and current.key_text == key_text(key)
            ):
                target = lane
        elif isinstance(tagged, str):
            current = self._lanes.get(lane)
            if current is not None and current.type == kind:
                target = lane
        elif "" in self._lanes and self._lanes[""].type == kind:
            target = ""
        else:
            candidates = [name for name, s in self._lanes.items() if s.type == kind]
            if len(candidates) > 1:
                raise Fatal(
                    "chunk-ambiguous",
                    kind,
                    rule,
                    f"a {kind} without {chunk['key']} or {plan['lane']} "
                    f"continues one of {len(candidates)} open streams",
                )
            target = candidates[0] if candidates else None
        if target is not None:
            self._continue(chunk, kind, event, target, rule, out)
            return
        for pointer in chunk["first"]:
            if get_at(event, pointer) is None:
                raise Fatal(
                    "chunk-missing-field",
                    kind,
                    rule,
                    f"the first {kind} of an item must carry {pointer}",
                )
        self._close(lane, out)
        established: Dict[str, object] = {}
        for pointer, fallback in chunk["repeat"].items():
            value = get_at(event, pointer)
            established[pointer] = fallback if value is None else value
        self._lanes[lane] = _Open(kind, key, established)
        out.append(self._build(chunk["start"], chunk, event, key, chunk["carry"]))
        self._content(chunk, event, key, out)

    def _continue(
        self,
        chunk: Mapping[str, Any],
        kind: str,
        event: Dict[str, Any],
        lane: str,
        rule: str,
        out: List[Dict[str, Any]],
    ) -> None:
        stream = self._lanes[lane]
        for pointer in chunk["repeat"]:
            value = get_at(event, pointer)
            if value is None:
                continue
            established = stream.established.get(pointer)
            if established is None:
                stream.established[pointer] = value
            elif not _same(established, value):
                raise Fatal(
                    "chunk-conflict",
                    kind,
                    rule,
                    f"{kind} {stream.key_text} repeats {pointer} "
                    f"as {json.dumps(value)}; "
                    f"its first chunk established {json.dumps(established)}",
                )
        self._content(chunk, event, stream.key, out)

    def _content(
        self,
        chunk: Mapping[str, Any],
        event: Dict[str, Any],
        key: object,
        out: List[Dict[str, Any]],
    ) -> None:
        content = chunk["content"]
        if content is not None and (
            content.get("when") is None or get_at(event, content["when"]) is not None
        ):
            out.append(self._build(content, chunk, event, key, chunk["carry"]))
