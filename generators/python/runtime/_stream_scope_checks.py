"""What the lifecycle verification (_stream_scopes) knows and checks before an event
changes anything: the open scope instances and their owners, and the rules an event must
meet to name, continue or reference them. A failed check raises Fatal; nothing here
changes the tracking."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Mapping, Optional

from ._stream_pointer import get_at, key_text

__all__ = ["Fatal", "ScopeChecks"]

_ABSENT: Any = None


class Fatal(Exception):
    """A violated rule: the stream's error code, the event type, the rule's pointer, a
    message."""

    def __init__(
        self, code: str, type_: Optional[str], rule: str, message: str
    ) -> None:
        super().__init__(message)
        self.code = code
        self.type = type_
        self.rule = rule
        self.message = message


class _Instance:
    __slots__ = ("scope", "id", "owner", "counts")

    def __init__(self, scope: str, id_: str, owner: object) -> None:
        self.scope = scope
        self.id = id_
        self.owner = owner
        self.counts: Dict[str, int] = {}


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _same(a: object, b: object) -> bool:
    """Strict equality of decoded JSON scalars (True is not 1)."""
    return type(a) is type(b) and a == b


class ScopeChecks:
    """The tracking state of a stream's scopes, its lookups and its checks."""

    def __init__(self, plan: Mapping[str, Any]) -> None:
        self._plan = plan
        self._scopes: Mapping[str, Any] = plan["scopes"]
        # "scope\x01id" -> open instance, in opening order
        self._open: Dict[str, _Instance] = {}
        # "scope\x01id" -> owner, for every instance opened in the current parent
        self._seen: Dict[str, object] = {}
        self._states: Dict[str, str] = {}
        self._descendants = {name: self._collect(name) for name in self._scopes}
        self._closable = {rule.get("closes") for rule in plan["events"].values()}

    def _collect(self, name: str) -> List[str]:
        found: List[str] = []
        for child in self._scopes[name]["children"]:
            found.append(child)
            found.extend(self._collect(child))
        return found

    def _owner_of(self, scope: Mapping[str, Any], event: Mapping[str, Any]) -> object:
        return _ABSENT if scope["owner"] is None else get_at(event, scope["owner"])

    def _id_of(
        self,
        scope: Mapping[str, Any],
        rule: Optional[Mapping[str, Any]],
        event: Mapping[str, Any],
    ) -> str:
        if scope["single"] and scope["key"] is None:
            return ""
        pointer = (
            rule["key"]
            if rule is not None and rule["key"] is not None
            else scope["key"]
        )
        key = key_text(get_at(event, "" if pointer is None else pointer))
        if not scope["ownerInKey"]:
            return key
        owner = self._owner_of(scope, event)
        return f"{owner if isinstance(owner, str) else ''}\u0000{key}"

    def _first_open(self, name: str) -> Optional[_Instance]:
        return next((i for i in self._open.values() if i.scope == name), None)

    def _require_open(
        self, name: str, event: Mapping[str, Any], kind: str, at: str
    ) -> None:
        scope = self._scopes[name]
        current = self._first_open(name)
        if current is not None:
            if scope["key"] is None:
                return
            key = get_at(event, scope["key"])
            if key is None or key_text(key) == current.id:
                return
            raise Fatal(
                "outside-scope",
                kind,
                at,
                f"{kind} names {name} {json.dumps(key)}, "
                f"but {name} {json.dumps(current.id)} is open",
            )
        self._closed_single(name, scope, kind, at)

    def _closed_single(
        self, name: str, scope: Mapping[str, Any], kind: str, at: str
    ) -> None:
        state = self._states.get(name, "initial")
        if kind in scope["states"].get(state, ()):
            return
        if state == "initial":
            raise Fatal("outside-scope", kind, at, f"{kind} before any {name} started")
        raise Fatal(
            "after-close", kind, at, f"{kind} after the {name} closed ({state})"
        )

    def _reference(
        self, ref: Mapping[str, Any], event: Mapping[str, Any], kind: str, at: str
    ) -> None:
        value = get_at(event, ref["key"])
        if value is None:
            return
        scope = self._scopes[ref["scope"]]
        slot = f"{ref['scope']}\u0001{key_text(value)}"
        if slot not in self._seen:
            if ref["mustExist"]:
                raise Fatal(
                    "unknown-reference",
                    kind,
                    at,
                    f"{kind} {ref['key']} names {ref['scope']} {json.dumps(value)}, "
                    "which was never opened",
                )
            return
        owner = self._owner_of(scope, event)
        if (
            ref["sameOwner"]
            and owner is not None
            and not _same(owner, self._seen[slot])
        ):
            raise Fatal(
                "owner-mismatch",
                kind,
                at,
                f"{kind} is attributed to {json.dumps(owner)}, "
                f"but {ref['scope']} {json.dumps(value)} "
                f"belongs to {json.dumps(self._seen[slot])}",
            )

    def _owner_check(
        self,
        instance: _Instance,
        scope: Mapping[str, Any],
        event: Mapping[str, Any],
        kind: str,
        at: str,
    ) -> None:
        owner = self._owner_of(scope, event)
        if owner is None or _same(owner, instance.owner):
            return
        raise Fatal(
            "owner-mismatch",
            kind,
            at,
            f"{kind} is attributed to {json.dumps(owner)}, "
            f"but {instance.scope} {json.dumps(instance.id)} "
            f"was opened by {json.dumps(instance.owner)}",
        )

    def _sequence(
        self,
        instance: Optional[_Instance],
        rule: Mapping[str, Any],
        event: Mapping[str, Any],
        kind: str,
        at: str,
    ) -> None:
        sequence = rule["sequence"]
        if sequence is None:
            return
        expected = sequence["start"] + (
            instance.counts.get(kind, 0) if instance is not None else 0
        )
        actual = get_at(event, sequence["field"])
        if (
            isinstance(actual, (int, float))
            and not isinstance(actual, bool)
            and actual == expected
        ):
            return
        raise Fatal(
            "sequence-mismatch",
            kind,
            f"{at}/sequence",
            f"{kind} {sequence['field']} is {json.dumps(actual)}, expected {expected}",
        )
