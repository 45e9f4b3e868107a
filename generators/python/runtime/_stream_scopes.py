"""Verification: the scopes a stream opens, continues and closes, checked against the plan's rules.
check() only looks; the callable it returns makes the change, so a later failure of the same event
(a patch that cannot apply) leaves the stream as it was."""

from __future__ import annotations

import json
from typing import Any, Callable, Dict, List, Mapping, Optional

from ._stream_pointer import lookup

__all__ = ["Fatal", "Scopes"]


class Fatal(Exception):
    """A violated rule: the stream's error code, the event type, the rule's pointer, a message."""

    def __init__(self, code: str, type_: Optional[str], rule: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.type = type_
        self.rule = rule
        self.message = message


class _Instance:
    __slots__ = ("scope", "id", "owner", "order", "open", "counts")

    def __init__(self, scope: str, id_: str, owner: object, order: int) -> None:
        self.scope = scope
        self.id = id_
        self.owner = owner
        self.order = order
        self.open = True
        self.counts: Dict[str, int] = {}


def _text(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def _rule(kind: str) -> str:
    return "/events/" + kind.replace("~", "~0").replace("/", "~1")


class Scopes:
    def __init__(self, plan: Mapping[str, Any]) -> None:
        self._scopes: Mapping[str, Any] = plan["scopes"]
        self._instances: Dict[str, Dict[str, _Instance]] = {name: {} for name in self._scopes}
        self._state: Dict[str, str] = {name: "initial" for name in self._scopes}
        self._order = 0

    def still_open(self) -> List[str]:
        found = [i for instances in self._instances.values() for i in instances.values() if i.open]
        return [f"{i.scope} {i.id!r} still open" for i in sorted(found, key=lambda i: i.order)]

    def _open_single(self, scope: str) -> Optional[_Instance]:
        for instance in self._instances[scope].values():
            if instance.open:
                return instance
        return None

    def _id(self, scope: str, rule: Mapping[str, Any], event: Mapping[str, Any]) -> str:
        plan = self._scopes[scope]
        pointer = rule["key"] if rule["key"] is not None else plan["key"]
        key = _text(lookup(event, pointer)[1]) if pointer is not None else ""
        if plan["ownerInKey"]:
            has, owner = lookup(event, plan["owner"]) if plan["owner"] is not None else (False, None)
            return (_text(owner) if has else "") + "\u0000" + key
        return key

    def _owner(self, scope: str, event: Mapping[str, Any]) -> tuple[bool, object]:
        pointer = self._scopes[scope]["owner"]
        return lookup(event, pointer) if pointer is not None else (False, None)

    def check(self, kind: str, rule: Mapping[str, Any], event: Mapping[str, Any]) -> Callable[[], None]:
        where = _rule(kind)
        opens = rule.get("opens")
        if opens is not None and self._scopes[opens]["single"] and rule["ifOpen"] != "continue" and self._open_single(opens) is not None:
            raise Fatal("scope-already-open", kind, where, f"{opens} is already open")
        for scope in rule["requires"]:
            self._require(kind, scope, event, where)
        for reference in rule["references"]:
            self._reference(kind, reference, event, where)
        if opens is not None:
            return self._opens(kind, opens, rule, event, where)
        if rule.get("continues") is not None:
            return self._continues(kind, rule["continues"], rule, event, where)
        if rule.get("closes") is not None:
            return self._closes(kind, rule["closes"], rule, event, where)
        return lambda: None

    def _require(self, kind: str, scope: str, event: Mapping[str, Any], where: str) -> None:
        plan = self._scopes[scope]
        current = self._open_single(scope)
        if current is None:
            state = self._state[scope]
            if kind in plan["states"].get(state, ()):
                return
            if state == "initial":
                raise Fatal("outside-scope", kind, where, f"{kind} outside any {scope}")
            raise Fatal("after-close", kind, where, f"{kind} after the {scope} closed ({state})")
        if plan["key"] is not None:
            has, value = lookup(event, plan["key"])
            if has and _text(value) != current.id:
                raise Fatal("outside-scope", kind, where, f"{kind} names {scope} {_text(value)!r}, not the open {current.id!r}")

    def _reference(self, kind: str, reference: Mapping[str, Any], event: Mapping[str, Any], where: str) -> None:
        has, value = lookup(event, reference["key"])
        if not has:
            return
        scope = reference["scope"]
        plan = self._scopes[scope]
        target: Optional[_Instance] = None
        for instance in self._instances[scope].values():
            name = instance.id.split("\u0000")[-1] if plan["ownerInKey"] else instance.id
            if name == _text(value) and (target is None or instance.order < target.order):
                target = instance
        if target is None:
            if reference["mustExist"]:
                raise Fatal("unknown-reference", kind, where, f"{kind} refers to {scope} {_text(value)!r}, never opened")
            return
        if reference["sameOwner"]:
            has_owner, owner = self._owner(scope, event)
            if (owner if has_owner else None) != target.owner:
                raise Fatal("owner-mismatch", kind, where, f"{kind} is not attributed to the owner of {scope} {_text(value)!r}")

    def _check_owner(self, kind: str, instance: _Instance, event: Mapping[str, Any], where: str) -> None:
        has, owner = self._owner(instance.scope, event)
        if has and owner != instance.owner:
            raise Fatal("owner-mismatch", kind, where, f"{kind} is attributed to {_text(owner)!r}, the {instance.scope} to {_text(instance.owner)!r}")

    def _sequence(self, kind: str, instance: _Instance, rule: Mapping[str, Any], event: Mapping[str, Any], where: str) -> Callable[[], None]:
        sequence = rule["sequence"]
        if sequence is None:
            return lambda: None
        count = instance.counts.get(kind, 0)
        expected = sequence["start"] + count
        has, value = lookup(event, sequence["field"])
        if has and not (type(value) in (int, float) and value == expected):
            raise Fatal("sequence-mismatch", kind, where, f"{sequence['field']} is {_text(value)}, expected {expected}")

        def bump() -> None:
            instance.counts[kind] = count + 1

        return bump

    def _opens(self, kind: str, scope: str, rule: Mapping[str, Any], event: Mapping[str, Any], where: str) -> Callable[[], None]:
        plan = self._scopes[scope]
        id_ = self._id(scope, rule, event)
        existing = self._instances[scope].get(id_)
        if plan["single"]:
            current = self._open_single(scope)
            if current is not None:  # ifOpen "continue", or the check above would have failed
                return self._continue_open(kind, current, rule, event, where)
        elif existing is not None and existing.open:
            if rule["ifOpen"] == "continue":
                return self._continue_open(kind, existing, rule, event, where)
            raise Fatal("scope-already-open", kind, where, f"{scope} {id_!r} is already open")
        elif existing is not None and not plan["reopen"]:
            raise Fatal("scope-reused", kind, where, f"{scope} {id_!r} was used before")
        if plan["single"]:
            existing = None  # a single scope forgets its previous instance
        has_owner, owner = self._owner(scope, event)
        bump = self._sequence(kind, existing, rule, event, where) if existing is not None else None
        if existing is None and rule["sequence"] is not None:
            has, value = lookup(event, rule["sequence"]["field"])
            if has and not (type(value) in (int, float) and value == rule["sequence"]["start"]):
                raise Fatal("sequence-mismatch", kind, where, f"{rule['sequence']['field']} is {_text(value)}, expected {rule['sequence']['start']}")

        def commit() -> None:
            if plan["single"]:
                self._forget_inside(scope)
                self._instances[scope] = {}
            instance = self._instances[scope].get(id_)
            self._order += 1
            if instance is None:
                instance = _Instance(scope, id_, owner if has_owner else None, self._order)
                self._instances[scope][id_] = instance
                if rule["sequence"] is not None:
                    instance.counts[kind] = 1
            else:
                instance.open = True
                instance.owner = owner if has_owner else None
                instance.order = self._order
                if bump is not None:
                    bump()

        return commit

    def _continue_open(self, kind: str, instance: _Instance, rule: Mapping[str, Any], event: Mapping[str, Any], where: str) -> Callable[[], None]:
        self._check_owner(kind, instance, event, where)
        return self._sequence(kind, instance, rule, event, where)

    def _continues(self, kind: str, scope: str, rule: Mapping[str, Any], event: Mapping[str, Any], where: str) -> Callable[[], None]:
        plan = self._scopes[scope]
        instance = self._open_single(scope) if plan["single"] else self._instances[scope].get(self._id(scope, rule, event))
        if instance is None or not instance.open:
            if rule["ifNotOpen"] == "open":
                return self._opens(kind, scope, rule, event, where)
            raise Fatal("scope-not-open", kind, where, f"{scope} {self._id(scope, rule, event)!r} is not open")
        return self._continue_open(kind, instance, rule, event, where)

    def _closes(self, kind: str, scope: str, rule: Mapping[str, Any], event: Mapping[str, Any], where: str) -> Callable[[], None]:
        plan = self._scopes[scope]
        instance = self._open_single(scope) if plan["single"] else self._instances[scope].get(self._id(scope, rule, event))
        if instance is None or not instance.open:
            if rule["ifNotOpen"] == "ignore":
                return lambda: None
            if plan["single"]:
                state = self._state[scope]
                if kind in plan["states"].get(state, ()):
                    def moved() -> None:
                        self._state[scope] = rule["as"]

                    return moved
                code = "outside-scope" if state == "initial" else "after-close"
                raise Fatal(code, kind, where, f"{kind} while no {scope} is open ({state})")
            raise Fatal("scope-not-open", kind, where, f"{scope} {self._id(scope, rule, event)!r} is not open")
        self._check_owner(kind, instance, event, where)
        inside = sorted(self._open_inside(scope), key=lambda i: i.order)
        if not rule["abandon"]:
            left = [i for i in inside if self._scopes[i.scope]["mustClose"]]
            if left:
                first = left[0]
                raise Fatal("left-open", kind, f"/scopes/{first.scope}", f"{first.scope} {first.id!r} is still open")

        def commit() -> None:
            for i in inside:
                i.open = False
            instance.open = False
            if plan["single"]:
                self._state[scope] = rule["as"]

        return commit

    def _inside(self, scope: str) -> List[str]:
        found: List[str] = []
        for child in self._scopes[scope]["children"]:
            found.append(child)
            found.extend(self._inside(child))
        return found

    def _open_inside(self, scope: str) -> List[_Instance]:
        return [i for child in self._inside(scope) for i in self._instances[child].values() if i.open]

    def _forget_inside(self, scope: str) -> None:
        for child in self._inside(scope):
            self._instances[child] = {}
            self._state[child] = "initial"
