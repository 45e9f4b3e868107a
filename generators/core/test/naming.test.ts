import { describe, expect, it } from "vitest";
import {
  camelCase,
  escape,
  pascalCase,
  propertyNameIn,
  reservedTypeNamesFor,
  screamingSnakeCase,
  snakeCase,
  words,
} from "../src/naming.js";
import { enumMemberNames } from "../src/enum-members.js";
import { memberNamesIn } from "../src/member-names.js";

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
    expect(
      ["type", "self", "Self", "messageId", "message_id", "1st", "", "crate"].map((w) =>
        memberNamesIn.rust.field(w, taken),
      ),
    ).toEqual(["r#type", "self_", "self__2", "message_id", "message_id_2", "n_1st", "field", "crate_"]);
  });

  it("spells Java fields: keywords take `_`, a leading digit `_` before it, numbers from 2", () => {
    const fields = new Set<string>(["extra"]);
    expect(
      ["class", "extra", "record", "2fa", "toolCallId", "tool_call_id"].map((w) => memberNamesIn.java.field(w, fields)),
    ).toEqual(["class_", "extra2", "record_", "_2fa", "toolCallId", "toolCallId2"]);
  });

  it("spells Kotlin fields: keywords and quicktype's reserved names take `_`, a leading digit `_` before it, numbers from 2", () => {
    const fields = new Set<string>();
    expect(
      ["in", "to_json", "object", "1st", "pip-tools", "pipTools", "messageID"].map((w) =>
        memberNamesIn.kotlin.field(w, fields),
      ),
    ).toEqual(["in_", "toJson_", "object_", "_1st", "pipTools", "pipTools2", "messageId"]);
  });

  it("spells Swift, C# and Dart fields: each language's keywords and quicktype's own members take `_`, numbers from 2", () => {
    const wires = ["in", "to_json", "1st", "pip-tools", "pipTools", "get", "holder"];
    const spell = (field: (w: string, taken: Set<string>, type?: string) => string) => {
      const taken = new Set<string>();
      return wires.map((w) => field(w, taken, "Holder"));
    };
    expect(spell(memberNamesIn.swift.field)).toEqual([
      "in_",
      "toJson",
      "_1st",
      "pipTools",
      "pipTools2",
      "get_",
      "holder",
    ]);
    // C#: a member named as its enclosing type is a compile error, so it takes `_`.
    expect(spell(memberNamesIn.csharp.field)).toEqual([
      "In",
      "ToJson_",
      "_1st",
      "PipTools",
      "PipTools2",
      "Get",
      "Holder_",
    ]);
    // Dart: a leading `_` would make the field private, so a digit takes `v`.
    expect(spell(memberNamesIn.dart.field)).toEqual([
      "in_",
      "toJson_",
      "v1st",
      "pipTools",
      "pipTools2",
      "get_",
      "holder",
    ]);
  });

  it("spells Swift, C# and Dart enum members in each language's case, with the one collision policy", () => {
    const values = ["a-b", "a_b", "1st", "", "default", "a2a"];
    expect(enumMemberNames("swift", values)).toEqual(["aB", "aB2", "v1st", "empty", "default_", "a2a"]);
    expect(enumMemberNames("csharp", values)).toEqual(["AB", "AB2", "V1St", "Empty", "Default", "A2A"]);
    expect(enumMemberNames("dart", values)).toEqual(["A_B", "A_B_2", "V_1ST", "EMPTY", "DEFAULT", "A2A"]);
  });

  it("reserves the names Rust and Java code uses unqualified, only for the targets generated", () => {
    for (const name of ["Result", "Option", "Box", "String", "Vec", "Self", "Unknown"])
      expect(reservedTypeNamesFor(["rust"]).has(name), name).toBe(true);
    for (const name of ["Object", "String", "Record", "Error", "Exception", "Files", "Unknown"])
      expect(reservedTypeNamesFor(["java"]).has(name), name).toBe(true);
    for (const name of ["JsonElement", "JsonObject", "KSerializer", "CanonJson", "Unknown", "Enum"])
      expect(reservedTypeNamesFor(["kotlin"]).has(name), name).toBe(true);
    expect(reservedTypeNamesFor(["go"]).has("Record")).toBe(false);
  });
});

describe("enum member names", () => {
  const odd = ["a-b", "a_b", "A B", "1st", "", "self", "Self", "ab2", "é"];

  it("follow one policy in every language: case, EMPTY, a V prefix for digits, keywords, numbered collisions", () => {
    expect(enumMemberNames("typescript", odd)).toEqual([
      "A_B",
      "A_B_2",
      "A_B_3",
      "V_1ST",
      "EMPTY",
      "SELF",
      "SELF_2",
      "AB2",
      "EMPTY_2",
    ]);
    expect(enumMemberNames("python", odd)).toEqual(enumMemberNames("java", odd));
    expect(enumMemberNames("rust", odd)).toEqual([
      "AB",
      "AB2",
      "AB3",
      "V1St",
      "Empty",
      "Self_",
      "Self2",
      "Ab22",
      "Empty2",
    ]);
    expect(enumMemberNames("go", odd)).toEqual([
      "AB",
      "AB2",
      "AB3",
      "V1st",
      "Empty",
      "Self",
      "Self2",
      "Ab22",
      "Empty2",
    ]);
    expect(enumMemberNames("kotlin", [...odd, "string"])).toEqual([
      "AB",
      "AB2",
      "AB3",
      "V1St",
      "Empty",
      "Self",
      "Self2",
      "Ab22",
      "Empty2",
      "String_",
    ]);
  });
});
