/**
 * The event streams of the round-trip test: what a 1.x producer sends (written through
 * `@ag-ui/encoder` 1.0.0 and through `ag-ui-protocol`'s EventEncoder), and a 0.x-style stream with
 * the legacy nulls and THINKING_* events, written here by hand from the protocol's description.
 */
export const modernEvents: readonly Record<string, unknown>[] = [
  { type: "RUN_STARTED", threadId: "t-1", runId: "r-1", timestamp: 1700000000000 },
  { type: "STEP_STARTED", stepName: "plan" },
  { type: "TEXT_MESSAGE_START", messageId: "m-1", role: "assistant" },
  { type: "TEXT_MESSAGE_CONTENT", messageId: "m-1", delta: "Hello" },
  { type: "TEXT_MESSAGE_END", messageId: "m-1" },
  { type: "TEXT_MESSAGE_CHUNK", messageId: "m-2", role: "assistant", delta: "chunk" },
  { type: "TOOL_CALL_START", toolCallId: "c-1", toolCallName: "search", parentMessageId: "m-1" },
  { type: "TOOL_CALL_ARGS", toolCallId: "c-1", delta: '{"q":"canon"}' },
  { type: "TOOL_CALL_END", toolCallId: "c-1" },
  { type: "TOOL_CALL_RESULT", messageId: "m-3", toolCallId: "c-1", content: "found", role: "tool" },
  { type: "TOOL_CALL_CHUNK", toolCallId: "c-2", toolCallName: "fetch", delta: "{}" },
  { type: "STATE_SNAPSHOT", snapshot: { todos: [{ title: "x", done: false }] } },
  { type: "STATE_DELTA", delta: [{ op: "replace", path: "/todos/0/done", value: true }] },
  {
    type: "MESSAGES_SNAPSHOT",
    messages: [
      {
        id: "u-1",
        role: "user",
        content: [
          { type: "text", text: "look" },
          { type: "image", source: { type: "url", value: "https://example.com/a.png", mimeType: "image/png" } },
        ],
      },
      {
        id: "a-1",
        role: "assistant",
        content: "ok",
        toolCalls: [{ id: "c-1", type: "function", function: { name: "search", arguments: "{}" } }],
      },
      { id: "tm-1", role: "tool", content: "found", toolCallId: "c-1" },
    ],
  },
  { type: "ACTIVITY_SNAPSHOT", messageId: "act-1", activityType: "PLAN", content: { steps: ["a"] }, replace: true },
  {
    type: "ACTIVITY_DELTA",
    messageId: "act-1",
    activityType: "PLAN",
    patch: [{ op: "add", path: "/steps/1", value: "b" }],
  },
  { type: "REASONING_START", messageId: "rs-1" },
  { type: "REASONING_MESSAGE_START", messageId: "rm-1", role: "reasoning" },
  { type: "REASONING_MESSAGE_CONTENT", messageId: "rm-1", delta: "thinking" },
  { type: "REASONING_MESSAGE_END", messageId: "rm-1" },
  { type: "REASONING_END", messageId: "rs-1" },
  { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "rm-1", encryptedValue: "b64==" },
  { type: "CUSTOM", name: "thumbs", value: { up: true } },
  { type: "RAW", event: { provider: "x" }, source: "openai" },
  { type: "STEP_FINISHED", stepName: "plan" },
  { type: "RUN_FINISHED", threadId: "t-1", runId: "r-1", result: { answer: 42 }, outcome: { type: "success" } },
  { type: "RUN_ERROR", message: "boom", code: "E1" },
];

/** A 0.x producer: legacy nulls, THINKING_* events, a binary part, and a newer producer's extras. */
export const legacyStream = [
  'data: {"type":"RUN_STARTED","threadId":"t-0","runId":"r-0"}',
  'data: {"type":"THINKING_START","title":"Planning"}',
  'data: {"type":"THINKING_TEXT_MESSAGE_START"}',
  'data: {"type":"THINKING_TEXT_MESSAGE_CONTENT","delta":"Let me think"}',
  'data: {"type":"THINKING_TEXT_MESSAGE_END"}',
  'data: {"type":"THINKING_END"}',
  'data: {"type":"TOOL_CALL_START","toolCallId":"c-0","toolCallName":"search","parentMessageId":null}',
  'data: {"type":"TOOL_CALL_CHUNK","toolCallId":"c-0","parentMessageId":null,"delta":"{}"}',
  'data: {"type":"TEXT_MESSAGE_START","messageId":"m-0","role":"assistant","futureField":1}',
  'data: {"type":"MESSAGES_SNAPSHOT","messages":[{"id":"u-0","role":"user","content":[{"type":"binary","mimeType":"image/png","data":"iVBORw0KGgo="}]}]}',
  'data: {"type":"RUN_FINISHED","threadId":"t-0","runId":"r-0","result":null,"outcome":null}',
]
  .map((line) => `${line}\n\n`)
  .join("");

/** The JSON documents of a server-sent-events stream, in order. */
export function sseData(stream: string): string[] {
  return stream
    .split("\n\n")
    .filter((frame) => frame.trim() !== "")
    .map((frame) =>
      frame
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n"),
    );
}
