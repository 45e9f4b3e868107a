import { describe, expect, it } from "vitest";
import { camelCase, escape, memberNamesIn, pascalCase, propertyNameIn, reservedTypeNamesFor, screamingSnakeCase, snakeCase, words } from "../src/naming.js";

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

  it("spells Rust fields: raw keywords, `_` where no raw form exists, numbers from 2 for a taken name", () => {
    const taken = new Set<string>();
    expect(["type", "self", "Self", "messageId", "message_id", "1st", "", "crate"].map((w) => memberNamesIn.rust.field(w, taken))).toEqual([
      "r#type", "self_", "self__2", "message_id", "message_id_2", "n_1st", "field", "crate_",
    ]);
  });

  it("spells Rust variants: upper case after a digit, prelude names and Self renamed, numbers from 2", () => {
    const taken = new Set<string>();
    expect(["a2a", "None", "Self", "ok", "a-b", "a_b", "A B", "1st", ""].map((v) => memberNamesIn.rust.variant(v, taken))).toEqual([
      "A2A", "None_", "Self_", "Ok_", "AB", "AB2", "AB3", "V1St", "Empty",
    ]);
  });

  it("spells Java fields and constants: keywords take `_`, a leading digit `_` before it, numbers from 2", () => {
    const fields = new Set<string>(["extra"]);
    expect(["class", "extra", "record", "2fa", "toolCallId", "tool_call_id"].map((w) => memberNamesIn.java.field(w, fields))).toEqual([
      "class_", "extra2", "record_", "_2fa", "toolCallId", "toolCallId2",
    ]);
    const constants = new Set<string>();
    expect(["a-b", "a_b", "A B", "1st", ""].map((v) => memberNamesIn.java.constant(v, constants))).toEqual(["A_B", "A_B2", "A_B3", "_1ST", "EMPTY"]);
  });

  it("reserves the names Rust and Java code uses unqualified, only for the targets generated", () => {
    for (const name of ["Result", "Option", "Box", "String", "Vec", "Self", "Unknown"]) expect(reservedTypeNamesFor(["rust"]).has(name), name).toBe(true);
    for (const name of ["Object", "String", "Record", "Error", "Exception", "Files", "Unknown"]) expect(reservedTypeNamesFor(["java"]).has(name), name).toBe(true);
    expect(reservedTypeNamesFor(["go"]).has("Record")).toBe(false);
  });
});
