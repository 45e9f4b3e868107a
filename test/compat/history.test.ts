/** The seeds' own history as fixtures, with the exact rules each must give. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compare, formatReport } from "@canon-sdk/compat";
import { describe, expect, it } from "vitest";

const load = (name: string, file: string): any =>
  JSON.parse(readFileSync(join(import.meta.dirname, "history", name, `${file}.json`), "utf8"));
async function run(name: string) {
  const report = await compare(load(name, "base"), load(name, "head"), load(name, "options").options);
  const rules = (severity: string) =>
    [...new Set(report.findings.filter((f) => f.severity === severity).map((f) => f.rule))].sort();
  return { report, breaking: rules("breaking"), info: rules("info") };
}

describe("seed history", () => {
  it("AG-UI draft reasoning (seed 000) against the released design (seeds 002, 004) is breaking", async () => {
    const { report, breaking } = await run("agui-reasoning-draft-to-released");
    expect(report.requiredBump).toBe("major");
    expect(breaking).toEqual(["CONST_CHANGED", "PROPERTY_REMOVED_FROM_CLOSED_MODEL", "TYPE_CHANGED"]);
    const messages = report.findings
      .filter((f) => f.severity === "breaking")
      .map((f) => f.message)
      .sort();
    expect(messages).toEqual([
      'ReasoningMessage.*: property "encryptedContent" removed from a closed object',
      "ReasoningMessage.content: type changed from array to string",
      'ReasoningMessageStartEvent.role: const changed from "assistant" to "reasoning"',
      'ReasoningStartEvent.*: property "encryptedContent" removed from a closed object',
    ]);
  });
  it("OpenWOP RFC 0024 (seed 003) is additive: a minor bump", async () => {
    const { report, breaking, info } = await run("openwop-rfc-0024");
    expect(report.compatible).toBe(true);
    expect(report.requiredBump).toBe("minor");
    expect(breaking).toEqual([]);
    expect(info).toEqual(["TYPE_DEFINITION_ADDED", "UNION_MEMBER_ADDED"]);
  });
  it("MEUP dotted kinds and correlationId (seed 001) against slash kinds and correlation_id is breaking", async () => {
    const { report, breaking } = await run("meup-dotted-to-slash-kinds");
    expect(report.requiredBump).toBe("major");
    expect(breaking).toEqual([
      "CONST_CHANGED",
      "PROPERTY_ADDED_TO_OPEN_MODEL",
      "PROPERTY_REMOVED_FROM_OPEN_MODEL",
      "UNION_MEMBER_REMOVED",
    ]);
  });
  it("AG-UI messages, draft to released: a dropped anyOf branch and a changed branch target are told apart", async () => {
    const { report, breaking } = await run("agui-messages-draft-to-released");
    expect(breaking).toEqual([
      "PROPERTY_ADDED_TO_CLOSED_MODEL",
      "TYPE_CHANGED",
      "TYPE_DEFINITION_REMOVED",
      "UNION_MEMBER_ADDED",
      "UNION_MEMBER_REMOVED",
    ]);
    const removed = report.findings.find((f) => f.rule === "UNION_MEMBER_REMOVED");
    expect(removed?.message).toBe(
      'Message: union member "thinking" (anyOf branch 2, $ref #/$defs/ThinkingMessage) removed',
    );
    // ReasoningMessage stays a branch: its content change is reported once, with every type that reaches it.
    const changed = report.findings.filter((f) => f.rule === "TYPE_CHANGED");
    expect(changed.map((f) => [f.direction, f.message, f.types])).toEqual([
      [
        "backward",
        "ReasoningMessage.content: type changed from array to string",
        ["Message", "ReasoningMessage", "RunAgentInput"],
      ],
      [
        "forward",
        "ReasoningMessage.content: type changed from array to string",
        ["Message", "ReasoningMessage", "RunAgentInput"],
      ],
    ]);
    expect(report.findings.some((f) => f.rule === "UNION_BRANCH_REMOVED")).toBe(false);
  });
});

describe("release history as text", () => {
  const names = [
    "agui-messages-draft-to-released",
    "agui-reasoning-draft-to-released",
    "meup-dotted-to-slash-kinds",
    "openwop-rfc-0024",
  ];
  it.each(names)(
    "%s: no line twice, every union finding names its branch, every break shows its witness",
    async (name) => {
      const { report } = await run(name);
      const text = formatReport(report, "text");
      const lines = text.trimEnd().split("\n");
      expect(lines.filter((l, i) => lines.indexOf(l) !== i)).toEqual([]);
      for (const f of report.findings.filter((x) => x.rule.startsWith("UNION_")))
        expect(f.message).toMatch(/(anyOf|oneOf) branch \d+/);
      for (const f of report.findings.filter((x) => x.severity === "breaking" && x.category === "data")) {
        expect(text).toContain(
          `${f.severity} ${report.mode === "full" ? `${f.direction} ` : ""}${f.rule} ${f.message} [`,
        );
        expect(f.witness !== undefined && "document" in f.witness, `${f.rule} ${f.message}`).toBe(true);
      }
      expect(lines.at(-1)).toMatch(/^(not )?compatible \((backward|forward|full), (strict|lenient)\)/);
    },
  );
});
