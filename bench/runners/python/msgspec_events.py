"""The msgspec peer: plain msgspec Structs for the AG-UI events, written the way a msgspec user
would write them (tagged on "type", types and required fields, unknown fields ignored, no bounds,
no null rules). It reads the same events as the other contenders and checks less than they do."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Union

import msgspec


class _Event(msgspec.Struct, tag_field="type", kw_only=True):
    timestamp: Optional[int] = None
    rawEvent: Any = None
    metadata: Optional[Dict[str, Any]] = None


class TextMessageStart(_Event, tag="TEXT_MESSAGE_START"):
    messageId: str
    role: Optional[str] = None
    name: Optional[str] = None


class TextMessageContent(_Event, tag="TEXT_MESSAGE_CONTENT"):
    messageId: str
    delta: str


class TextMessageEnd(_Event, tag="TEXT_MESSAGE_END"):
    messageId: str


class TextMessageChunk(_Event, tag="TEXT_MESSAGE_CHUNK"):
    messageId: Optional[str] = None
    role: Optional[str] = None
    delta: Optional[str] = None
    name: Optional[str] = None


class ToolCallStart(_Event, tag="TOOL_CALL_START"):
    toolCallId: str
    toolCallName: str
    parentMessageId: Optional[str] = None


class ToolCallArgs(_Event, tag="TOOL_CALL_ARGS"):
    toolCallId: str
    delta: str


class ToolCallEnd(_Event, tag="TOOL_CALL_END"):
    toolCallId: str


class ToolCallChunk(_Event, tag="TOOL_CALL_CHUNK"):
    toolCallId: Optional[str] = None
    toolCallName: Optional[str] = None
    parentMessageId: Optional[str] = None
    delta: Optional[str] = None


class Source(msgspec.Struct, kw_only=True):
    type: str
    value: str
    mimeType: Optional[str] = None
    provider: Optional[str] = None


class Part(msgspec.Struct, kw_only=True):
    type: str
    text: Optional[str] = None
    id: Optional[str] = None
    source: Optional[Source] = None
    metadata: Optional[Dict[str, Any]] = None


class ToolCallResult(_Event, tag="TOOL_CALL_RESULT"):
    messageId: str
    toolCallId: str
    content: Union[str, List[Part]]
    role: Optional[str] = None


class FunctionCall(msgspec.Struct):
    name: str
    arguments: str


class ToolCall(msgspec.Struct, kw_only=True):
    id: str
    type: str
    function: FunctionCall


class Message(msgspec.Struct, kw_only=True):
    id: str
    role: str
    content: Union[str, List[Part], None, Any] = None
    name: Optional[str] = None
    toolCalls: Optional[List[ToolCall]] = None
    toolCallId: Optional[str] = None
    error: Optional[str] = None
    activityType: Optional[str] = None


class StateSnapshot(_Event, tag="STATE_SNAPSHOT"):
    snapshot: Any


class PatchOp(msgspec.Struct, kw_only=True):
    op: Literal["add", "remove", "replace", "move", "copy", "test"]
    path: str
    value: Any = None
    # "from" is a Python keyword
    from_: Optional[str] = msgspec.field(default=None, name="from")


class StateDelta(_Event, tag="STATE_DELTA"):
    delta: List[PatchOp]


class MessagesSnapshot(_Event, tag="MESSAGES_SNAPSHOT"):
    messages: List[Message]


class ActivitySnapshot(_Event, tag="ACTIVITY_SNAPSHOT"):
    messageId: str
    activityType: str
    content: Any
    replace: Optional[bool] = None


class ActivityDelta(_Event, tag="ACTIVITY_DELTA"):
    messageId: str
    activityType: str
    patch: List[PatchOp]


class Raw(_Event, tag="RAW"):
    event: Any
    source: Optional[str] = None


class Custom(_Event, tag="CUSTOM"):
    name: str
    value: Any


class RunStarted(_Event, tag="RUN_STARTED"):
    threadId: str
    runId: str
    parentRunId: Optional[str] = None
    input: Any = None


class RunFinished(_Event, tag="RUN_FINISHED"):
    threadId: str
    runId: str
    result: Any = None
    outcome: Any = None


class RunError(_Event, tag="RUN_ERROR"):
    message: str
    code: Optional[str] = None


class StepStarted(_Event, tag="STEP_STARTED"):
    stepName: str


class StepFinished(_Event, tag="STEP_FINISHED"):
    stepName: str


class ReasoningStart(_Event, tag="REASONING_START"):
    messageId: str


class ReasoningMessageStart(_Event, tag="REASONING_MESSAGE_START"):
    messageId: str
    role: str


class ReasoningMessageContent(_Event, tag="REASONING_MESSAGE_CONTENT"):
    messageId: str
    delta: str


class ReasoningMessageEnd(_Event, tag="REASONING_MESSAGE_END"):
    messageId: str


class ReasoningEnd(_Event, tag="REASONING_END"):
    messageId: str


Event = Union[
    TextMessageStart,
    TextMessageContent,
    TextMessageEnd,
    TextMessageChunk,
    ToolCallStart,
    ToolCallArgs,
    ToolCallEnd,
    ToolCallChunk,
    ToolCallResult,
    StateSnapshot,
    StateDelta,
    MessagesSnapshot,
    ActivitySnapshot,
    ActivityDelta,
    Raw,
    Custom,
    RunStarted,
    RunFinished,
    RunError,
    StepStarted,
    StepFinished,
    ReasoningStart,
    ReasoningMessageStart,
    ReasoningMessageContent,
    ReasoningMessageEnd,
    ReasoningEnd,
]


class Box(msgspec.Struct):
    """Holds one event: msgspec.convert re-plans a bare Union on every call, a Struct keeps its plan."""

    event: Event  # type: ignore[valid-type]
