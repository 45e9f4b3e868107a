/** The canonical unions list exactly the protocol's members: nothing missing, nothing invented. */
import { compileModule, findModule, loadConfig, type UnionType } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./workspace.js";

function unionTags(module: string, union: string): string[] {
  const compiled = compileModule(repoRoot, findModule(loadConfig(repoRoot), module), { withVectors: false });
  const type = compiled.ir?.types.find((t) => t.name === union) as UnionType | undefined;
  return (type?.members.map((m) => m.tagValue) ?? []).sort();
}

const aguiEvents = [
  // lifecycle
  "RUN_STARTED",
  "RUN_FINISHED",
  "RUN_ERROR",
  "STEP_STARTED",
  "STEP_FINISHED",
  // text and tool calls, with their chunk forms
  "TEXT_MESSAGE_START",
  "TEXT_MESSAGE_CONTENT",
  "TEXT_MESSAGE_END",
  "TEXT_MESSAGE_CHUNK",
  "TOOL_CALL_START",
  "TOOL_CALL_ARGS",
  "TOOL_CALL_END",
  "TOOL_CALL_CHUNK",
  "TOOL_CALL_RESULT",
  // state, activity, special
  "STATE_SNAPSHOT",
  "STATE_DELTA",
  "MESSAGES_SNAPSHOT",
  "ACTIVITY_SNAPSHOT",
  "ACTIVITY_DELTA",
  "RAW",
  "CUSTOM",
  // reasoning
  "REASONING_START",
  "REASONING_MESSAGE_START",
  "REASONING_MESSAGE_CONTENT",
  "REASONING_MESSAGE_END",
  "REASONING_MESSAGE_CHUNK",
  "REASONING_END",
  "REASONING_ENCRYPTED_VALUE",
  // deprecated thinking events, kept for old producers
  "THINKING_START",
  "THINKING_END",
  "THINKING_TEXT_MESSAGE_START",
  "THINKING_TEXT_MESSAGE_CONTENT",
  "THINKING_TEXT_MESSAGE_END",
  // subagents (AG-UI 1.x)
  "SUBAGENT_STARTED",
  "SUBAGENT_FINISHED",
  "SUBAGENT_ERROR",
];

describe("protocol member lists", () => {
  it("AG-UI Event has the 33 event types of the seeds' era plus the three subagent events", () => {
    expect(aguiEvents).toHaveLength(36);
    expect(unionTags("agui", "Event")).toEqual([...aguiEvents].sort());
  });

  it("AG-UI Message has every role", () => {
    expect(unionTags("agui", "Message")).toEqual([
      "activity",
      "assistant",
      "developer",
      "reasoning",
      "system",
      "tool",
      "user",
    ]);
  });

  it("AG-UI content parts, sources, outcomes and JSON Patch operations are complete", () => {
    expect(unionTags("agui", "ContentPart")).toEqual(["audio", "document", "image", "text", "video"]);
    expect(unionTags("agui", "PartSource")).toEqual(["data", "file", "url"]);
    expect(unionTags("agui", "JsonPatchOperation")).toEqual(["add", "copy", "move", "remove", "replace", "test"]);
    expect(unionTags("agui", "RunFinishedOutcome")).toEqual(["cancelled", "interrupt", "success"]);
  });

  it("MEUP Message has every kind, with slash names", () => {
    expect(unionTags("meup", "Message")).toEqual([
      "capability/grant",
      "capability/grant-ack",
      "capability/revoke",
      "chat",
      "mcp/proposal",
      "mcp/reject",
      "mcp/request",
      "mcp/response",
      "mcp/withdraw",
      "reasoning/cancel",
      "reasoning/conclusion",
      "reasoning/start",
      "reasoning/thought",
      "space/invite",
      "space/kick",
      "system/error",
      "system/presence",
      "system/welcome",
    ]);
  });

  it("OpenWOP run events include both reasoning events of RFC 0024", () => {
    expect(unionTags("openwop", "KnownRunEvent")).toEqual(
      expect.arrayContaining(["agent.reasoned", "agent.reasoning.delta", "run.started", "run.completed"]),
    );
  });
});
