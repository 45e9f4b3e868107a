/**
 * The stream processor of a module with a lifecycle (docs/lifecycle.md): `lifecycle_plan.py` holds
 * the compiled plan as data, `stream.py` binds it to the module's event union and receiver.
 */
import { headerLine, type LifecyclePlan, type ModuleIR } from "@canon-sdk/core";
import { className } from "../names.js";
import { pyString } from "./text.js";

export function lifecyclePlanFile(ir: ModuleIR, plan: LifecyclePlan): string {
  return `${headerLine("#", ir.schemaDir)}
"""The module's stream lifecycle, compiled from schemas/${ir.module}/lifecycle.json (docs/lifecycle.md)."""

import json
from typing import Any, Mapping

LIFECYCLE_PLAN: Mapping[str, Any] = json.loads(${JSON.stringify(JSON.stringify(plan))})
`;
}

export function streamFile(ir: ModuleIR, plan: LifecyclePlan): string {
  const union = pyString(plan.union);
  return `${headerLine("#", ir.schemaDir)}
"""Stream processing for ${ir.module} events: every pushed event is read by the tolerant parser of
${className(plan.union)}, chunks are expanded, and the stream's lifecycle is verified and applied to
a client's view (state and messages). Events are delivered as decoded JSON values."""

from __future__ import annotations

from typing import Any, AsyncIterable, AsyncIterator, Dict, Iterable, Iterator

from . import _lifecycle
from ._lifecycle import VerifyReport
from ._stream_receive import Receiving
from .lifecycle_plan import LIFECYCLE_PLAN
from .parse import RECEIVER, retired_members
from .validate import adapter

LIFECYCLE = _lifecycle.Lifecycle(LIFECYCLE_PLAN, Receiving(RECEIVER, ${union}, lambda: adapter(${union}), retired_members(${union}), LIFECYCLE_PLAN["tag"]))


class EventStream(_lifecycle.EventStream):
    """One ${ir.module} stream: \`push(event_or_text)\` returns the events delivered, \`end()\` marks the
    end of input; \`events\`, \`warnings\`, \`error\`, \`state\` and \`messages\` say where it stands."""

    def __init__(self) -> None:
        super().__init__(LIFECYCLE)


def process(inputs: Iterable[object]) -> Iterator[Dict[str, Any]]:
    """Yields every delivered event of a stream; raises StreamViolation when it breaks a rule."""
    return _lifecycle.process(EventStream(), inputs)


def aprocess(inputs: AsyncIterable[object]) -> AsyncIterator[Dict[str, Any]]:
    """process() for an async source."""
    return _lifecycle.aprocess(EventStream(), inputs)


def verify(events: Iterable[object]) -> VerifyReport:
    """Every violation in a stream (each offending event skipped) and every warning: for producers' tests."""
    return _lifecycle.verify(LIFECYCLE, events)
`;
}
