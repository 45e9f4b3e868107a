// A deterministic AG-UI stream that follows the lifecycle: runs with a step, a streamed text
// message, a tool call with its result, a chunked message and a state delta each, so the
// processor does every kind of work it does in production (expand, verify, apply).
import { writeFileSync } from "node:fs";

export function lifecycleStream(runs) {
  const events = [];
  const push = (e) => events.push(JSON.stringify(e));
  push({ type: "RUN_STARTED", threadId: "t", runId: "r0" });
  push({ type: "STATE_SNAPSHOT", snapshot: { count: 0, phase: "start" } });
  push({ type: "RUN_FINISHED", threadId: "t", runId: "r0" });
  for (let r = 1; r <= runs; r++) {
    const m = `m${r}`;
    push({ type: "RUN_STARTED", threadId: "t", runId: `r${r}` });
    push({ type: "STEP_STARTED", stepName: "answer" });
    push({ type: "TEXT_MESSAGE_START", messageId: m, role: "assistant" });
    for (let i = 0; i < 8; i++) push({ type: "TEXT_MESSAGE_CONTENT", messageId: m, delta: `word ${i} of run ${r} ` });
    push({ type: "TEXT_MESSAGE_END", messageId: m });
    push({ type: "TOOL_CALL_START", toolCallId: `c${r}`, toolCallName: "search", parentMessageId: m });
    for (const piece of ['{"query":', '"weather', ' in Paris"', "}"])
      push({ type: "TOOL_CALL_ARGS", toolCallId: `c${r}`, delta: piece });
    push({ type: "TOOL_CALL_END", toolCallId: `c${r}` });
    push({ type: "TOOL_CALL_RESULT", messageId: `t${r}`, toolCallId: `c${r}`, content: "sunny, 21°C" });
    push({ type: "TEXT_MESSAGE_CHUNK", messageId: `k${r}`, delta: "It is " });
    for (let i = 0; i < 3; i++) push({ type: "TEXT_MESSAGE_CHUNK", delta: `sunny ${i} ` });
    push({
      type: "STATE_DELTA",
      delta: [
        { op: "replace", path: "/count", value: r },
        { op: "replace", path: "/phase", value: `run ${r}` },
      ],
    });
    push({ type: "STEP_FINISHED", stepName: "answer" });
    push({ type: "RUN_FINISHED", threadId: "t", runId: `r${r}` });
  }
  return events;
}

export function writeLifecycleStream(file, runs) {
  const events = lifecycleStream(runs);
  writeFileSync(file, `${events.join("\n")}\n`);
  return events.length;
}
