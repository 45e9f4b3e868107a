import { describe, expect, it } from "vitest";
import { beyondIR } from "../src/beyond-ir.js";
import { findModule, loadConfig } from "../src/config.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";

function ir(schema: unknown) {
  const root = createFixtureProject({ "schemas/demo/schema.json": schema });
  const compiled = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
  if (compiled.ir === undefined) throw new Error("does not compile");
  return compiled.ir;
}

describe("beyondIR: each type's schema part the IR does not state", () => {
  const module = ir({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Doc",
    type: "object",
    properties: {
      name: { type: "string", minLength: 1 },
      mode: { type: "string", not: { const: "off" } },
      child: { $ref: "#/$defs/Child" },
      plain: { $ref: "#/$defs/Plain" },
    },
    dependentRequired: { mode: ["name"] },
    $defs: {
      Child: {
        type: "object",
        properties: { a: { type: "string" } },
        anyOf: [{ required: ["a"] }, { required: ["b"] }],
      },
      Plain: {
        type: "object",
        properties: { n: { type: "integer", minimum: 0 }, s: { anyOf: [{ type: "string" }, { type: "null" }] } },
      },
    },
  });

  it("keeps only what the types leave out, and leaves out types that state everything", () => {
    const parts = beyondIR(module);
    expect(Object.fromEntries(parts)).toEqual({
      Doc: { properties: { mode: { not: { const: "off" } } }, dependentRequired: { mode: ["name"] } },
      Child: { anyOf: [{ required: ["a"] }, { required: ["b"] }] },
    });
  });

  it("marks nested values of such types for a whole-document check", () => {
    const parts = beyondIR(module, { marks: true });
    expect(parts.get("Doc")?.["properties"]).toEqual({
      mode: { not: { const: "off" } },
      child: { "x-canon-beyond": "Child" },
    });
    expect(parts.has("Plain")).toBe(false);
  });

  it("keeps a $ref whole beside unevaluatedProperties, which judges by what the $ref evaluates", () => {
    const closed = ir({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: {
        Base: { type: "object", properties: { name: { type: "string" } } },
        Closed: { type: "object", $ref: "#/$defs/Base", unevaluatedProperties: false },
      },
    });
    expect(beyondIR(closed).get("Closed")).toEqual({
      type: "object",
      $ref: "#/$defs/Base",
      unevaluatedProperties: false,
    });
  });

  it("checks the names of keys closed off beside a key pattern, and leaves the values the IR types exactly", () => {
    const module = ir({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: "Compose",
      type: "object",
      properties: {
        services: {
          type: "object",
          patternProperties: { "^[a-z]+$": { $ref: "#/$defs/Service" } },
          additionalProperties: false,
        },
        labels: {
          type: "object",
          patternProperties: { "^a": { type: "string" }, "^b": { type: "integer" } },
          additionalProperties: false,
        },
      },
      patternProperties: { "^x-": {} },
      additionalProperties: false,
      $defs: {
        Service: { type: "object", properties: { image: { type: "string" } }, not: { required: ["build"] } },
        Overlap: {
          type: "object",
          properties: { ab: {} },
          patternProperties: { "^a": { type: "string" } },
          additionalProperties: false,
        },
      },
    });
    const parts = beyondIR(module, { marks: true });
    expect(parts.get("Compose")).toEqual({
      properties: {
        // One pattern: the IR's map holds services, so only the mark of Service's own part is left.
        services: { patternProperties: { "^[a-z]+$": { "x-canon-beyond": "Service" } }, additionalProperties: false },
        // Two patterns: the IR's values are either type, so each pattern's schema stays whole.
        labels: {
          patternProperties: { "^a": { type: "string" }, "^b": { type: "integer" } },
          additionalProperties: false,
        },
      },
      patternProperties: { "^x-": true },
      additionalProperties: false,
    });
    // A declared name the pattern matches must satisfy the pattern's schema too.
    expect(parts.get("Overlap")).toEqual({
      properties: { ab: true },
      patternProperties: { "^a": { type: "string" } },
      additionalProperties: false,
    });
  });

  it("leaves out the keywords of a kind the type excludes, which apply to no value it allows", () => {
    const module = ir({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: {
        BranchName: { type: "string", properties: {}, minItems: 1 },
        Count: { type: "integer", minLength: 2, multipleOf: 2 },
      },
    });
    expect(Object.fromEntries(beyondIR(module))).toEqual({});
  });
});
