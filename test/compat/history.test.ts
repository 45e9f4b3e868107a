/** The seeds' own history as fixtures, with the exact rules each must give. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compare } from "@canon/compat";
import { describe, expect, it } from "vitest";

const load = (name: string, file: string): any => JSON.parse(readFileSync(join(import.meta.dirname, "history", name, `${file}.json`), "utf8"));
async function run(name: string) {
  const report = await compare(load(name, "base"), load(name, "head"), load(name, "options").options);
  const rules = (severity: string) => [...new Set(report.findings.filter((f) => f.severity === severity).map((f) => f.rule))].sort();
  return { report, breaking: rules("breaking"), info: rules("info") };
}

describe("seed history", () => {
  it("AG-UI draft reasoning (seed 000) against the released design (seeds 002, 004) is breaking", async () => {
    const { report, breaking } = await run("agui-reasoning-draft-to-released");
    expect(report.requiredBump).toBe("major");
    expect(breaking).toEqual(["CONST_CHANGED", "PROPERTY_REMOVED_FROM_CLOSED_MODEL", "TYPE_CHANGED"]);
    const messages = report.findings.filter((f) => f.severity === "breaking").map((f) => f.message).sort();
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
    expect(breaking).toEqual(["CONST_CHANGED", "PROPERTY_ADDED_TO_OPEN_MODEL", "PROPERTY_REMOVED_FROM_OPEN_MODEL", "UNION_MEMBER_REMOVED"]);
  });
});
