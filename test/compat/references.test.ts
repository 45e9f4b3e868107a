/**
 * References compat follows as canon generate does: anchors (2019-09 `$anchor`, draft-07
 * `$id: "#name"`) and the dialects' meta-schemas, which a field that holds a schema names.
 */
import { compare } from "@canon-sdk/compat";
import { describe, expect, it } from "vitest";

const file = (schema: string, defs: object) => ({ $schema: schema, $defs: defs });
const obj = (properties: object) => ({ type: "object", properties, additionalProperties: false });
const D2020 = "https://json-schema.org/draft/2020-12/schema";
const D07 = "http://json-schema.org/draft-07/schema#";

const rules = (result: Awaited<ReturnType<typeof compare>>) => [...new Set(result.findings.map((f) => f.rule))].sort();

describe("compat follows references as generate reads them", () => {
  it("an anchor, 2020-12 or draft-07 spelling: a value removed behind it is found", async () => {
    for (const [schema, anchor] of [
      [D2020, { $anchor: "level" }],
      [D07, { $id: "#level" }],
    ] as const) {
      const side = (values: string[]) =>
        file(schema, { Level: { ...anchor, enum: values }, Event: obj({ level: { $ref: "#level" } }) });
      const same = await compare(side(["info", "warn"]), side(["info", "warn"]), {
        mode: "backward",
        category: "data",
      });
      expect(same.findings, schema).toEqual([]);
      const narrowed = await compare(side(["info", "warn"]), side(["info"]), { mode: "backward", category: "data" });
      expect(narrowed.compatible, schema).toBe(false);
      expect(narrowed.findings.map((f) => f.message).join("\n"), schema).toContain("warn");
    }
  });

  it("a field that holds a schema (a $ref to the meta-schema) compares equal to itself, and changes beside it are found", async () => {
    for (const meta of [D07, "https://json-schema.org/draft/2020-12/schema"]) {
      const tool = (nameLimit?: number) =>
        file(D2020, {
          Tool: obj({
            name: { type: "string", ...(nameLimit === undefined ? {} : { maxLength: nameLimit }) },
            parameters: { $ref: meta },
          }),
        });
      const same = await compare(tool(), tool(), { mode: "full", category: "data" });
      expect(same.findings, meta).toEqual([]);
      const limited = await compare(tool(), tool(10), { mode: "backward", category: "data" });
      expect(limited.compatible, meta).toBe(false);
      expect(
        limited.findings.every((f) => f.message.includes("name")),
        JSON.stringify(rules(limited)),
      ).toBe(true);
      // Replacing the meta-schema is a real comparison against it (seconds of work): once is enough.
      if (meta !== D07) continue;
      const swapped = await compare(
        tool(),
        file(D2020, { Tool: obj({ name: { type: "string" }, parameters: { type: "object" } }) }),
        { mode: "backward", category: "data" },
      );
      expect(swapped.compatible, meta).toBe(false);
    }
  });
});
