/**
 * The benchmark fixtures cannot rot: every valid line is an AG-UI Event to ajv, every invalid line
 * is rejected by ajv and by the generated parser (tolerant, the default), every unknown-property
 * line is rejected by ajv and accepted by the parser with exactly one warning; and the committed
 * files are exactly what `bench/fixtures/make.mjs` writes.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEvent } from "@canon-sdk/agui";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";

const fixtures = join(repoRoot, "bench/fixtures");
const schema = JSON.parse(readFileSync(join(repoRoot, "packages/agui/schema/agui.schema.json"), "utf8")) as {
  $defs: Record<string, unknown>;
};
const ajv = new Ajv2020({ strict: false, allErrors: false, discriminator: false });
ajv.addSchema(schema, "agui");
const isEvent = ajv.compile({ $ref: "agui#/$defs/Event" });
const lines = (name: string): string[] =>
  readFileSync(join(fixtures, `${name}.jsonl`), "utf8")
    .trimEnd()
    .split("\n");

describe.each(["stream", "rich"])("bench fixture %s", (fixture) => {
  it("has between 1,000 and 3,000 events per stream, the same count in each", () => {
    const counts = ["valid", "invalid", "unknown"].map((stream) => lines(`${fixture}.${stream}`).length);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThanOrEqual(1000);
    expect(counts[0]).toBeLessThanOrEqual(3000);
  });

  it("valid: every line is an Event to ajv and parses without warnings", () => {
    for (const [index, line] of lines(`${fixture}.valid`).entries()) {
      expect(isEvent(JSON.parse(line)), `line ${index + 1}: ${JSON.stringify(isEvent.errors)}`).toBe(true);
      const result = parseEvent(line);
      expect(result.ok && result.warnings.length === 0, `line ${index + 1}`).toBe(true);
    }
  });

  it("invalid: every line is rejected by ajv and by the tolerant parser", () => {
    for (const [index, line] of lines(`${fixture}.invalid`).entries()) {
      expect(isEvent(JSON.parse(line)), `line ${index + 1}`).toBe(false);
      expect(parseEvent(line).ok, `line ${index + 1}`).toBe(false);
    }
  });

  it("unknown: every line is rejected by ajv and read by the tolerant parser with one warning", () => {
    for (const [index, line] of lines(`${fixture}.unknown`).entries()) {
      expect(isEvent(JSON.parse(line)), `line ${index + 1}`).toBe(false);
      const result = parseEvent(line);
      expect(result.ok, `line ${index + 1}`).toBe(true);
      expect(
        result.warnings.map((w) => w.path),
        `line ${index + 1}`,
      ).toEqual(["/futureField"]);
    }
  });

  it("covers the rich surface", () => {
    const types = new Set(lines(`${fixture}.valid`).map((line) => (JSON.parse(line) as { type: string }).type));
    const expected =
      fixture === "stream"
        ? [
            "RUN_STARTED",
            "TEXT_MESSAGE_CONTENT",
            "TOOL_CALL_ARGS",
            "TOOL_CALL_RESULT",
            "STATE_DELTA",
            "MESSAGES_SNAPSHOT",
          ]
        : [
            "RUN_STARTED",
            "ACTIVITY_SNAPSHOT",
            "ACTIVITY_DELTA",
            "REASONING_MESSAGE_CONTENT",
            "TOOL_CALL_RESULT",
            "STATE_DELTA",
            "MESSAGES_SNAPSHOT",
            "CUSTOM",
            "RUN_ERROR",
          ];
    for (const type of expected) expect(types).toContain(type);
  });
});

it("the committed fixtures are what bench/fixtures/make.mjs writes", async () => {
  const make = (await import(join(fixtures, "make.mjs"))) as { writeFixtures: (dir: string) => string[] };
  const dir = mkdtempSync(join(tmpdir(), "canon-fixtures-"));
  const written = make.writeFixtures(dir);
  expect(written).toHaveLength(6);
  for (const file of written) {
    const name = file.split("/").pop() as string;
    expect(readFileSync(file, "utf8"), name).toBe(readFileSync(join(fixtures, name), "utf8"));
  }
});
