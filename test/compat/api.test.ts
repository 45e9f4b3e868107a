/**
 * The generated-API category, computed from both sides' IR: changes that leave every document
 * valid but change what the generated SDKs declare land in `api`, never in `data`.
 */
import { compare } from "@canon-sdk/compat";
import { describe, expect, it } from "vitest";

const file = (defs: object) => ({ $schema: "https://json-schema.org/draft/2020-12/schema", $defs: defs });
const obj = (properties: object) => ({ type: "object", properties, additionalProperties: false });

async function both(
  base: object,
  head: object,
  api: Parameters<typeof compare>[2] extends infer O ? (O extends { api?: infer A } ? A : never) : never = true,
) {
  const all = await compare(base, head, { mode: "full", api, category: "all" });
  const data = await compare(base, head, { mode: "full", api, category: "data" });
  return {
    all,
    data,
    rules: (c: string) => [...new Set(all.findings.filter((f) => f.category === c).map((f) => f.rule))].sort(),
  };
}

describe("api category", () => {
  it("an inline enum (a type named EventLevel from its path) moved into a $ref named Level changes the generated field type: api, not data", async () => {
    const base = file({ Event: obj({ level: { enum: ["info", "warn"] } }) });
    const head = file({ Level: { enum: ["info", "warn"] }, Event: obj({ level: { $ref: "#/$defs/Level" } }) });
    const { all, data, rules } = await both(base, head);
    expect(rules("data")).toEqual([]);
    expect(rules("api")).toEqual(["API_TYPE_CHANGED", "TYPE_DEFINITION_ADDED"]);
    expect(all.findings.find((f) => f.rule === "API_TYPE_CHANGED")?.message).toBe(
      'Event: field "level": generated type changed (TypeScript, Python, Go: EventLevel → Level)',
    );
    expect(all.verdicts).toEqual({
      data: { compatible: true, requiredBump: "none" },
      api: { compatible: false, requiredBump: "major" },
    });
    expect(all.compatible).toBe(false);
    expect(data.compatible).toBe(true);
    expect(data.findings).toEqual([]);
  });
  it("a definition renamed with the same wire shape: api (the type and every field that names it), data compatible", async () => {
    const base = file({ Usage: obj({ tokens: { type: "integer" } }), Run: obj({ usage: { $ref: "#/$defs/Usage" } }) });
    const head = file({
      TokenUsage: obj({ tokens: { type: "integer" } }),
      Run: obj({ usage: { $ref: "#/$defs/TokenUsage" } }),
    });
    const { all, data, rules } = await both(base, head);
    expect(rules("data")).toEqual([]);
    expect(rules("api")).toEqual(["API_TYPE_CHANGED", "TYPE_DEFINITION_RENAMED"]);
    expect(all.findings.find((f) => f.rule === "API_TYPE_CHANGED")?.message).toBe(
      'Run: field "usage": generated type changed (TypeScript, Python, Go: Usage → TokenUsage)',
    );
    expect(all.verdicts?.data.compatible).toBe(true);
    expect(all.verdicts?.api.compatible).toBe(false);
    expect(data.compatible).toBe(true);
  });
  it("a field renamed by configuration keeps its wire name: api, data untouched", async () => {
    const schema = file({ Message: obj({ messageId: { type: "string" } }) });
    const { all, data, rules } = await both(schema, schema, {
      head: { python: { "Message.messageId": "id" }, go: { "Message.messageId": "ID" } },
    });
    expect(rules("data")).toEqual([]);
    expect(rules("api")).toEqual(["API_NAME_CHANGED"]);
    expect(all.findings[0]?.message).toBe(
      'Message: field "messageId": generated name changed (Python: message_id → id; Go: MessageID → ID)',
    );
    expect(data.compatible).toBe(true);
  });
  it("a field added before one it shares a spelling with renames that one where the resolver numbers names (Kotlin, Swift, C#, Dart): api, major", async () => {
    const base = file({ Link: obj({ url: { type: "string" } }) });
    const head = file({ Link: obj({ URL: { type: "string" }, url: { type: "string" } }) });
    const report = await compare(base, head, { mode: "full", api: true, category: "api" });
    expect(report.findings.map((f) => f.message)).toEqual([
      'Link: field "url": generated name changed (Kotlin: url → url2; Swift: url → url2; C#: Url → Url2; Dart: url → url2)',
    ]);
    expect(report.verdicts?.api).toEqual({ compatible: false, requiredBump: "major" });
    expect(report.requiredBump).toBe("major");
  });
  it("an enum value added before one it shares a spelling with renames that member in the resolver's languages: api, major", async () => {
    const base = file({ Mode: { enum: ["a_b"] }, Run: obj({ mode: { $ref: "#/$defs/Mode" } }) });
    const head = file({ Mode: { enum: ["a-b", "a_b"] }, Run: obj({ mode: { $ref: "#/$defs/Mode" } }) });
    const report = await compare(base, head, { mode: "full", api: true, category: "api" });
    expect(report.findings.filter((f) => f.rule === "API_NAME_CHANGED").map((f) => f.message)).toEqual([
      'Mode: member "a_b": generated name changed (Kotlin: AB → AB2; Swift: aB → aB2; C#: AB → AB2; Dart: A_B → A_B_2)',
    ]);
    expect(report.verdicts?.api.requiredBump).toBe("major");
  });
  it("a field renamed by configuration in Swift alone asks for a major bump", async () => {
    const schema = file({ Message: obj({ messageId: { type: "string" } }) });
    const report = await compare(schema, schema, {
      mode: "full",
      api: { head: { swift: { "Message.messageId": "id" } } },
      category: "api",
    });
    expect(report.findings.map((f) => f.message)).toEqual([
      'Message: field "messageId": generated name changed (Swift: messageId → id)',
    ]);
    expect(report.verdicts?.api).toEqual({ compatible: false, requiredBump: "major" });
  });
  it("sides the IR cannot be built from say so, and the data verdict stands", async () => {
    // A dialect core does not read: compat still compares the documents, the API side cannot be built.
    const dialect = "https://example.com/custom-dialect";
    const report = await compare(
      { $schema: dialect, type: "string" },
      { $schema: dialect, type: "string", maxLength: 3 },
      { api: true },
    );
    expect(report.verdicts?.api.notComputed).toMatch(/IR cannot be built/);
    expect(report.verdicts?.data).toEqual({ compatible: false, requiredBump: "major" });
  });
});
