import { describe, expect, it } from "vitest";
import { camelCase, escape, pascalCase, propertyNameIn, screamingSnakeCase, snakeCase, words } from "../src/naming.js";

describe("naming", () => {
  it.each([
    ["TextMessageStartEvent", ["Text", "Message", "Start", "Event"]],
    ["correlation_id", ["correlation", "id"]],
    ["agent.reasoning.delta", ["agent", "reasoning", "delta"]],
    ["HTTPServer", ["HTTP", "Server"]],
    ["toolCallId", ["tool", "Call", "Id"]],
  ])("splits %s into words", (name, expected) => {
    expect(words(name)).toEqual(expected);
  });

  it("converts between cases", () => {
    expect(pascalCase("tool_call_id")).toBe("ToolCallId");
    expect(camelCase("TOOL_CALL_START")).toBe("toolCallStart");
    expect(snakeCase("RunAgentInput")).toBe("run_agent_input");
    expect(screamingSnakeCase("textMessageStart")).toBe("TEXT_MESSAGE_START");
  });

  it("escapes reserved words per language", () => {
    expect(escape("from", "python")).toBe("from_");
    expect(escape("type", "go")).toBe("type_");
    expect(escape("name", "python")).toBe("name");
    expect(propertyNameIn.python("from")).toBe("from_");
    expect(propertyNameIn.python("threadId")).toBe("thread_id");
  });
});
