import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import type { ObjectType } from "../src/ir.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";
import { createBundleValidator, namesInheritedProperties } from "../src/validator.js";

function compile(schema: unknown) {
  const root = createFixtureProject({ "schemas/demo/schema.json": schema });
  return compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
}

// Parsed from text: in a JavaScript object literal, a `__proto__` key would set the prototype.
const schema = JSON.parse(`{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Prototype",
  "type": "object",
  "properties": {
    "__proto__": { "type": "number" },
    "constructor": { "type": "string" },
    "toString": { "type": "object", "properties": { "valueOf": { "type": "integer" } } }
  },
  "required": ["constructor"],
  "dependentRequired": { "__proto__": ["toString"] }
}`);

describe("property names every JavaScript object inherits", () => {
  const compiled = compile(schema);

  it("stay the schema's own properties, in the IR and in the bundle", () => {
    expect(compiled.errors).toEqual([]);
    const type = compiled.ir?.types.find((t) => t.name === "Prototype") as ObjectType;
    expect(type.properties.map((p) => p.wireName)).toEqual(["__proto__", "constructor", "toString"]);
    const defs = (compiled.ir?.bundle["$defs"] ?? {}) as Record<string, Record<string, object>>;
    const properties = defs["Prototype"]?.["properties"] as object;
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(Object.keys(properties)).toEqual(["__proto__", "constructor", "toString"]);
  });

  it("are present to the reference validator only when the document has them", () => {
    expect(namesInheritedProperties(compiled.ir?.bundle)).toBe(true);
    expect(namesInheritedProperties({ properties: { name: {} }, required: ["name"] })).toBe(false);
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    const verdict = (text: string) => validator.validate("Prototype", JSON.parse(text)).ok;
    expect(verdict("{}")).toBe(false); // `constructor` is required: `{}.constructor` is not the document's
    expect(verdict('{"constructor": "c"}')).toBe(true); // `toString` is optional and absent
    expect(verdict('{"constructor": "c", "__proto__": 1}')).toBe(false); // which asks for toString
    expect(verdict('{"constructor": "c", "__proto__": 1, "toString": {"valueOf": 2}}')).toBe(true);
    expect(verdict('{"constructor": "c", "toString": {"valueOf": "2"}}')).toBe(false);
  });
});

describe("keywords that have no effect where they stand", () => {
  it("are accepted: an `if` alone, a `then` without `if`, a `true` part of an allOf", () => {
    const compiled = compile({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: "Quiet",
      type: "object",
      properties: {
        lone: { type: "integer", if: { minimum: 10 } },
        orphan: { type: "integer", then: { maximum: 1 } },
        exactly: { allOf: [true, { type: "string" }] },
      },
    });
    expect(compiled.errors).toEqual([]);
    const type = compiled.ir?.types.find((t) => t.name === "Quiet") as ObjectType;
    // `allOf: [true, {"type": "string"}]` is a string, not any value.
    expect(type.properties.find((p) => p.wireName === "exactly")?.shape.kind).toBe("string");
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    expect(validator.validate("Quiet", { lone: 20, orphan: 5, exactly: "s" }).ok).toBe(true);
    expect(validator.validate("Quiet", { exactly: 1 }).ok).toBe(false);
  });
});
