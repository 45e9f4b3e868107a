import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import type { ObjectType } from "../src/ir.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject, writeFixtureFile } from "../src/testkit.js";

// Compose-style schemas declare a part as `type: ["object", "null"]`: null is a valid value of
// every property that refers to it, so every language's types must take it.
const schema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "Service",
  type: "object",
  properties: {
    develop: { $ref: "#/$defs/development" },
    history: { type: "array", items: { $ref: "#/$defs/development" } },
    either: { anyOf: [{ type: "string" }, { $ref: "#/$defs/development" }] },
    plain: { $ref: "#/$defs/plain" },
  },
  $defs: {
    development: { type: ["object", "null"], properties: { watch: { type: "boolean" } } },
    plain: { type: "object", properties: { watch: { type: "boolean" } } },
  },
};

function compiled() {
  const root = createFixtureProject({ "schemas/demo/service.json": schema });
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
  return compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
}

describe("an object type that also allows null", () => {
  it("is marked nullable, and every reference to it accepts null", () => {
    const { ir, errors, validator } = compiled();
    expect(errors).toEqual([]);
    const type = (name: string) => ir?.types.find((t) => t.name === name) as ObjectType;
    expect(type("Development").nullable).toBe(true);
    expect(type("Plain").nullable).toBeUndefined();
    const shapes = Object.fromEntries(type("Service").properties.map((p) => [p.wireName, p.shape]));
    expect(shapes["develop"]).toEqual({ kind: "ref", name: "Development", nullable: true });
    expect(shapes["history"]).toMatchObject({ kind: "array", items: { kind: "ref", nullable: true } });
    // A choice holds the null, not its option.
    expect(shapes["either"]).toMatchObject({ kind: "choice", nullable: true });
    expect(shapes["either"]?.kind === "choice" && shapes["either"].options.every((o) => !o.nullable)).toBe(true);
    expect(shapes["plain"]).toEqual({ kind: "ref", name: "Plain", nullable: false });
    // What the validator, built from the schema, accepts.
    expect(validator?.validate("Service", { develop: null, history: [null], either: null }).ok).toBe(true);
    expect(validator?.validate("Service", { plain: null }).ok).toBe(false);
  });
});
