"""canon_agui.fast against parse_event over JSON text lines read from stdin: for each line, the
outcome of both fast APIs (each called twice, since a lane may be prepared by the first call)
and of parse_event: the value as JSON, the warnings, or the rejection with every issue. Prints
one JSON line: how many lines, how many agreed, and the first disagreements."""

import json
import sys
from typing import Any, List

import msgspec
from canon_agui import ValidationError, fast, parse_event, to_json
from canon_agui._runtime import Unknown


def outcome(run: Any) -> Any:
    try:
        value, warnings = run()
    except ValidationError as error:
        return ["rejected", [[i.path, i.code, i.message] for i in error.issues], str(error)]
    if isinstance(value, Unknown):
        shown: Any = ["unknown", value.tag, value.raw]
    elif isinstance(value, msgspec.Struct):
        shown = json.loads(msgspec.json.encode(value))
    else:
        shown = json.loads(to_json(value))
    return ["value", shown, [[w.code, w.path, w.message] for w in warnings]]


def parsed(text: bytes) -> Any:
    warnings: List[Any] = []
    found = outcome(lambda: (parse_event(text, warnings=warnings), warnings))
    return found if found[0] == "value" else [*found, [[w.code, w.path, w.message] for w in warnings]]


into: List[Any] = []
listing = fast.decoder("Event", warnings=into)


def listed(text: bytes) -> Any:
    del into[:]
    found = outcome(lambda: (listing(text), list(into)))
    return found if found[0] == "value" else [*found, [[w.code, w.path, w.message] for w in into]]


lines = [line for line in sys.stdin.buffer.read().splitlines() if line.strip()]
disagree = []
for line in lines:
    expected = parsed(line)
    plain = expected if expected[0] == "value" else expected[:3]
    for _ in range(2):
        if outcome(lambda: fast.decode("Event", line)) != plain or listed(line) != expected:
            disagree.append(line.decode("utf-8", "replace"))
            break
print(json.dumps({"lines": len(lines), "agreed": len(lines) - len(disagree), "first": disagree[:3]}))
