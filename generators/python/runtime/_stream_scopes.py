"""Verification: which scopes are open, who owns them, and whether an event may open,
continue or close one now. Every check runs before anything changes, so a rejected event
leaves the tracking as it was (verify() carries on after a violation).
docs/lifecycle.md, "Verify", is the algorithm."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Mapping, Optional

from ._stream_scope_checks import Fatal, ScopeChecks, _escape, _Instance

__all__ = ["Fatal", "Scopes"]


class Scopes(ScopeChecks):
    """Verification: checks each event (ScopeChecks), then records what it opened,
    continued or closed."""

    def still_open(self) -> List[str]:
        """Open instances of scopes some rule closes, in opening order (for end-of-input
        warnings)."""
        return [
            i.scope if i.id == "" else f"{i.scope} {json.dumps(i.id)}"
            for i in self._open.values()
            if i.scope in self._closable
        ]

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
