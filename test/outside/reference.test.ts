/** The reference of the check-jsonschema suite reads each file with its own dialect's semantics. */
import { describe, expect, it } from "vitest";
import { reference } from "./reference.js";

describe("reference verdicts", () => {
  it("reads draft-04's boolean exclusiveMaximum and its `id`", () => {
    const ref = reference({
      $schema: "http://json-schema.org/draft-04/schema#",
      id: "https://example.com/a.json",
      type: "number",
      maximum: 5,
      exclusiveMaximum: true,
    });
    expect(ref.dialect).toBe("draft-04");
    expect([ref.judge("", 4), ref.judge("", 5)]).toEqual([true, false]);
  });

  it("reads draft-06 and draft-07 with Ajv's own meta-schemas", () => {
    const six = reference({
      $schema: "http://json-schema.org/draft-06/schema#",
      type: "object",
      propertyNames: { maxLength: 2 },
    });
    expect([six.dialect, six.judge("", { ab: 1 }), six.judge("", { abc: 1 })]).toEqual(["draft-06", true, false]);
    const seven = reference({
      $schema: "http://json-schema.org/draft-07/schema#",
      definitions: { d: { if: { const: 1 }, then: false } },
      $ref: "#/definitions/d",
    });
    expect([seven.judge("/definitions/d", 2), seven.judge("/definitions/d", 1)]).toEqual([true, false]);
  });

  it("ignores the keywords beside $ref up to draft-07, and applies them from 2019-09", () => {
    const definitions = { word: { type: "string" } };
    const seven = reference({
      $schema: "http://json-schema.org/draft-07/schema#",
      definitions,
      properties: { clean: { enum: ["true", "false"], $ref: "#/definitions/word" } },
    });
    expect([seven.judge("", { clean: "example" }), seven.judge("", { clean: 1 })]).toEqual([true, false]);
    const nineteen = reference({
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $defs: definitions,
      properties: { clean: { enum: ["true", "false"], $ref: "#/$defs/word" } },
    });
    expect([nineteen.judge("", { clean: "example" }), nineteen.judge("", { clean: "true" })]).toEqual([false, true]);
  });

  it("reads 2019-09 and 2020-12 keywords, and 2020-12 when $schema is absent", () => {
    const nineteen = reference({
      $schema: "https://json-schema.org/draft/2019-09/schema",
      dependentRequired: { a: ["b"] },
    });
    expect([nineteen.judge("", { a: 1, b: 2 }), nineteen.judge("", { a: 1 })]).toEqual([true, false]);
    const twenty = reference({ $defs: { pair: { prefixItems: [{ type: "string" }], items: false } } });
    expect(twenty.dialect).toBe("2020-12");
    expect([twenty.judge("/$defs/pair", ["a"]), twenty.judge("/$defs/pair", ["a", 1])]).toEqual([true, false]);
  });

  it("checks the formats ajv-formats knows and takes any other as an annotation", () => {
    const ref = reference({ properties: { when: { format: "date" }, tag: { format: "x-made-up" } } });
    expect([
      ref.judge("", { when: "2024-02-29" }),
      ref.judge("", { when: "2023-02-29" }),
      ref.judge("", { tag: "anything" }),
    ]).toEqual([true, false, true]);
  });

  it("shares ajv's one known defect, which the suite's tolerated list names: __proto__ counts as evaluated", () => {
    // When unevaluatedProperties depends on which branch matched, ajv records the evaluated names in
    // a plain object at run time, where "__proto__" always reads as present. The spec rejects it,
    // as Python and Go do. If this starts failing, ajv is fixed: drop compose-spec's tolerated entry.
    const ref = reference({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      anyOf: [{ properties: { a: {} } }, { properties: { c: {} } }],
      unevaluatedProperties: false,
    });
    expect([
      ref.judge("", JSON.parse('{"a": 1, "__proto__": 1}')),
      ref.judge("", JSON.parse('{"a": 1, "zz": 1}')),
    ]).toEqual([true, false]);
  });
});
