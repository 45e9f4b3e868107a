import { describe, expect, it } from "vitest";
import { QuicktypeProjection } from "../src/projection.js";

describe("the schema quicktype reads", () => {
  const projection = new QuicktypeProjection({
    Obj: { type: "object", properties: { a: { type: "string" } } },
    Text: { type: "string" },
  });

  it("leaves out properties no value satisfies, and their required entries", () => {
    const projected = projection.type({
      type: "object",
      required: ["gone", "never", "kept"],
      properties: {
        gone: false,
        never: { type: "array", anyOf: [{ $ref: "#/$defs/Obj" }, { type: "string" }] },
        kept: { type: "array", anyOf: [{ $ref: "#/$defs/Obj" }, { type: "array" }] },
        number: { type: "number", anyOf: [{ type: "integer" }] },
      },
    });
    expect(Object.keys(projected["properties"] as object)).toEqual(["kept", "number"]);
    expect(projected["required"]).toEqual(["kept"]);
  });

  it("drops items:false, keeps additionalProperties:false and $ref siblings only at a type's root", () => {
    const projected = projection.type({
      type: "object",
      additionalProperties: false,
      properties: {
        t: { type: "array", prefixItems: [{ type: "string" }], items: false },
        r: { $ref: "#/$defs/Text", description: "x" },
      },
    });
    expect(projected).toEqual({
      type: "object",
      additionalProperties: false,
      properties: { t: { type: "array", prefixItems: [{ type: "string" }] }, r: { $ref: "#/$defs/Text" } },
    });
    expect(projection.type({ $ref: "#/$defs/Text", description: "alias" })).toEqual({
      $ref: "#/$defs/Text",
      description: "alias",
    });
  });

  it("keeps extra-property schemas unless the emitter types fields from the IR", () => {
    const schema = { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "integer" } };
    expect(projection.type(schema)["additionalProperties"]).toEqual({ type: "integer" });
    expect(new QuicktypeProjection({}, true).type(schema)["additionalProperties"]).toBeUndefined();
  });
});
