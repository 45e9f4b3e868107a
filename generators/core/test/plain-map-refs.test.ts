import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject, writeFixtureFile } from "../src/testkit.js";

// Published schemas keep shared parts in a plain object under $defs (not a schema keyword), and
// one part there refers to another with sibling keywords.
const schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "Project",
  type: "object",
  properties: { tool: { $ref: "#/$defs/parts/tool" }, plain: { $ref: "#/$defs/parts/alias" } },
  $defs: {
    parts: {
      generic: {
        type: "object",
        required: ["name"],
        properties: { name: { type: "string", examples: "written as a string" } },
      },
      tool: { type: "object", $ref: "#/$defs/parts/generic", unevaluatedProperties: false },
      alias: { $ref: "#/$defs/parts/generic", description: "the generic part" },
    },
  },
};

describe("$refs into a plain map of schemas", () => {
  it("names a target that holds a $ref with siblings, and the target that one refers to", () => {
    const root = createFixtureProject({ "schemas/demo/project.json": schema });
    writeFixtureFile(root, "canon.config.json", {
      modules: {
        demo: {
          version: "1.0.0",
          description: "x",
          schemas: "schemas/demo",
          targets: { schema: {} },
          compat: { mode: "backward", writers: "w", readers: "r", tolerantReceivers: false },
          lint: { CANON202: "off", CANON206: "off" },
        },
      },
    });
    const compiled = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.types.map((t) => t.name).sort()).toEqual(["Parts", "PartsGeneric", "PartsTool", "Project"]);
    const validator = compiled.validator;
    expect(validator?.validate("Project", { tool: { name: "x" }, plain: { name: "y" } }).ok).toBe(true);
    expect(validator?.validate("Project", { tool: { name: "x", other: 1 } }).ok).toBe(false);
    expect(validator?.validate("Project", { plain: { name: "y", other: 1 } }).ok).toBe(true);
  });
});
