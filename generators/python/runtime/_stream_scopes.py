"""Verification: which scopes are open, who owns them, and whether an event may open,
continue or close one now. Every check runs before anything changes, so a rejected event
leaves the tracking as it was (verify() carries on after a violation).
docs/lifecycle.md, "Verify", is the algorithm."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Mapping, Optional

from ._stream_pointer import get_at, key_text

__all__ = ["Fatal", "Scopes"]

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


class Scopes:
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

    def still_open(self) -> List[str]:
        """Open instances of scopes some rule closes, in opening order (for end-of-input
        warnings)."""
        return [
            i.scope if i.id == "" else f"{i.scope} {json.dumps(i.id)}"
            for i in self._open.values()
            if i.scope in self._closable
        ]

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

    def check(self, event: Dict[str, Any], kind: str, rule: Mapping[str, Any]) -> None:
        """Checks event against its rule and, when it passes, records what it opened,
        continued or closed."""
        at = f"/events/{_escape(kind)}"
        for name in rule["requires"]:
            self._require_open(name, event, kind, at)
        for i, ref in enumerate(rule["references"]):
            self._reference(ref, event, kind, f"{at}/references/{i}")
        target = rule.get("opens") or rule.get("continues") or rule.get("closes")
        if target is None:
            return
        scope = self._scopes[target]
        if rule.get("opens") is not None:
            self._opens(target, scope, rule, event, kind, at)
        elif rule.get("continues") is not None:
            self._continues(target, scope, rule, event, kind, at)
        else:
            self._closes(target, scope, rule, event, kind, at)

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

    def _opens(
        self,
        name: str,
        scope: Mapping[str, Any],
        rule: Mapping[str, Any],
        event: Dict[str, Any],
        kind: str,
        at: str,
    ) -> None:
        id_ = self._id_of(scope, rule, event)
        slot = f"{name}\u0001{id_}"
        current = self._first_open(name) if scope["single"] else self._open.get(slot)
        if current is not None:
            if rule["ifOpen"] == "continue" and not scope["single"]:
                self._continues(name, scope, rule, event, kind, at)
                return
            raise Fatal(
                "scope-already-open",
                kind,
                at,
                f"{kind} opens {name} {json.dumps(current.id)}, which is already open",
            )
        if not scope["single"] and not scope["reopen"] and slot in self._seen:
            raise Fatal(
                "scope-reused",
                kind,
                at,
                f"{kind} reuses {name} {json.dumps(id_)}, which already ended",
            )
        self._sequence(None, rule, event, kind, at)
        if scope["single"]:
            self._forget(name)
        instance = _Instance(name, id_, self._owner_of(scope, event))
        if rule["sequence"] is not None:
            instance.counts[kind] = 1
        self._open.pop(slot, None)
        self._open[slot] = instance
        self._seen.pop(slot, None)
        self._seen[slot] = instance.owner
        if scope["single"]:
            self._states[name] = "open"

    def _forget(self, name: str) -> None:
        inside = set(self._descendants[name])
        for table in (self._open, self._seen):
            for slot in [s for s in table if s[: s.index("\u0001")] in inside]:
                del table[slot]

    def _target(
        self, name: str, scope: Mapping[str, Any], id_: str, kind: str, at: str
    ) -> Optional[_Instance]:
        """The open instance an event continues or closes; a keyed single scope's only
        instance must be the one named."""
        if not scope["single"]:
            return self._open.get(f"{name}\u0001{id_}")
        current = self._first_open(name)
        if current is None or scope["key"] is None or id_ == "" or id_ == current.id:
            return current
        raise Fatal(
            "outside-scope",
            kind,
            at,
            f"{kind} names {name} {json.dumps(id_)}, "
            f"but {name} {json.dumps(current.id)} is open",
        )

    def _continues(
        self,
        name: str,
        scope: Mapping[str, Any],
        rule: Mapping[str, Any],
        event: Dict[str, Any],
        kind: str,
        at: str,
    ) -> None:
        id_ = self._id_of(scope, rule, event)
        instance = self._target(name, scope, id_, kind, at)
        if instance is None:
            if rule["ifNotOpen"] == "open":
                self._opens(name, scope, {**rule, "ifOpen": "error"}, event, kind, at)
                return
            raise Fatal(
                "scope-not-open",
                kind,
                at,
                f"{kind} continues {name} {json.dumps(id_)}, which is not open",
            )
        self._owner_check(instance, scope, event, kind, at)
        self._sequence(instance, rule, event, kind, at)
        if rule["sequence"] is not None:
            instance.counts[kind] = instance.counts.get(kind, 0) + 1

    def _closes(
        self,
        name: str,
        scope: Mapping[str, Any],
        rule: Mapping[str, Any],
        event: Dict[str, Any],
        kind: str,
        at: str,
    ) -> None:
        id_ = self._id_of(scope, rule, event)
        instance = self._target(name, scope, id_, kind, at)
        if instance is None:
            if scope["single"]:
                self._closed_single(name, scope, kind, at)
                self._states[name] = rule["as"]
                return
            if rule["ifNotOpen"] == "ignore":
                return
            raise Fatal(
                "scope-not-open",
                kind,
                at,
                f"{kind} closes {name} {json.dumps(id_)}, which is not open",
            )
        self._owner_check(instance, scope, event, kind, at)
        inside = set(self._descendants[name])
        within = [i for i in self._open.values() if i.scope in inside]
        if not rule["abandon"]:
            left = next((i for i in within if self._scopes[i.scope]["mustClose"]), None)
            if left is not None:
                raise Fatal(
                    "left-open",
                    kind,
                    f"/scopes/{_escape(left.scope)}",
                    f"{kind} closes {name} "
                    f"while {left.scope} {json.dumps(left.id)} is still open",
                )
        for i in within:
            del self._open[f"{i.scope}\u0001{i.id}"]
        del self._open[f"{name}\u0001{instance.id}"]
        if scope["single"]:
            self._states[name] = rule["as"]
