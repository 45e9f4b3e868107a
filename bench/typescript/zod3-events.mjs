// The peer an AG-UI 0.x user had: a zod 3 discriminated union over every event type, with a
// base of timestamp and rawEvent as 0.x declared it. Written here for the benchmark only.
import { z } from "zod3";

const base = { timestamp: z.number().optional(), rawEvent: z.any().optional() };
const event = (type, shape) => z.object({ type: z.literal(type), ...base, ...shape });
const role = z.enum(["developer", "system", "assistant", "user", "tool"]);
const toolCall = z.object({
  id: z.string(),
  type: z.literal("function"),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
const message = z.discriminatedUnion("role", [
  z.object({ id: z.string(), role: z.literal("developer"), content: z.string(), name: z.string().optional() }),
  z.object({ id: z.string(), role: z.literal("system"), content: z.string(), name: z.string().optional() }),
  z.object({
    id: z.string(),
    role: z.literal("assistant"),
    content: z.string().optional(),
    name: z.string().optional(),
    toolCalls: z.array(toolCall).optional(),
  }),
  z.object({ id: z.string(), role: z.literal("user"), content: z.string(), name: z.string().optional() }),
  z.object({
    id: z.string(),
    role: z.literal("tool"),
    content: z.string(),
    toolCallId: z.string(),
    error: z.string().optional(),
  }),
]);
const patch = z.object({
  op: z.enum(["add", "remove", "replace", "move", "copy", "test"]),
  path: z.string(),
  value: z.any().optional(),
  from: z.string().optional(),
});

export const Zod3EventSchema = z.discriminatedUnion("type", [
  event("TEXT_MESSAGE_START", { messageId: z.string(), role: role.optional() }),
  event("TEXT_MESSAGE_CONTENT", {
    messageId: z.string(),
    delta: z.string().refine((s) => s.length > 0, "delta must not be empty"),
  }),
  event("TEXT_MESSAGE_END", { messageId: z.string() }),
  event("TEXT_MESSAGE_CHUNK", {
    messageId: z.string().optional(),
    role: role.optional(),
    delta: z.string().optional(),
  }),
  event("TOOL_CALL_START", {
    toolCallId: z.string(),
    toolCallName: z.string(),
    parentMessageId: z.string().optional(),
  }),
  event("TOOL_CALL_ARGS", { toolCallId: z.string(), delta: z.string() }),
  event("TOOL_CALL_END", { toolCallId: z.string() }),
  event("TOOL_CALL_CHUNK", {
    toolCallId: z.string().optional(),
    toolCallName: z.string().optional(),
    parentMessageId: z.string().optional(),
    delta: z.string().optional(),
  }),
  event("TOOL_CALL_RESULT", {
    messageId: z.string(),
    toolCallId: z.string(),
    content: z.string(),
    role: z.literal("tool").optional(),
  }),
  event("STATE_SNAPSHOT", { snapshot: z.any() }),
  event("STATE_DELTA", { delta: z.array(patch) }),
  event("MESSAGES_SNAPSHOT", { messages: z.array(message) }),
  event("RAW", { event: z.any(), source: z.string().optional() }),
  event("CUSTOM", { name: z.string(), value: z.any() }),
  event("RUN_STARTED", { threadId: z.string(), runId: z.string() }),
  event("RUN_FINISHED", { threadId: z.string(), runId: z.string(), result: z.any().optional() }),
  event("RUN_ERROR", { message: z.string(), code: z.string().optional() }),
  event("STEP_STARTED", { stepName: z.string() }),
  event("STEP_FINISHED", { stepName: z.string() }),
]);
