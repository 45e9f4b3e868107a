import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import type { AliasType, ObjectType } from "../src/ir.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";

function compile(schema: unknown) {
  const root = createFixtureProject({ "schemas/demo/schema.json": schema });
  return compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
}

const byName = (compiled: ReturnType<typeof compile>, name: string) => compiled.ir?.types.find((t) => t.name === name);

describe("schemas as people write them become IR types", () => {
  const compiled = compile({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Tool call",
    type: "object",
    required: ["function"],
    properties: {
      function: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string" },
          args: { type: "array", items: { type: "object", properties: { key: { type: "string" } } } },
        },
      },
      result: {
        anyOf: [
          { type: "object", title: "Success", properties: { value: { type: "number" } } },
          { type: "object", properties: { error: { type: "string" } } },
          { type: "string" },
        ],
      },
      labels: {
        type: "object",
        patternProperties: { "^x-": { type: "string" } },
        additionalProperties: false,
        properties: { name: { type: "string" } },
      },
      window: {
        if: { type: "string" },
        then: { minLength: 2 },
        not: { const: "no" },
        "x-ui": "compact",
        format: "my-own-format",
      },
    },
    dependentRequired: { result: ["function"] },
    $defs: {
      base: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
      named: { allOf: [{ $ref: "#/$defs/base" }, { type: "object", properties: { label: { type: "string" } } }] },
    },
  });

  it("compiles without a problem", () => {
    expect(compiled.errors).toEqual([]);
  });

  it("names inline objects from their path", () => {
    expect(compiled.ir?.types.map((t) => `${t.kind}:${t.name}`)).toEqual([
      "object:Base",
      "object:Named",
      "object:ToolCall",
      "object:ToolCallFunction",
      "object:ToolCallResultSuccess",
      "object:ToolCallResultOption2",
      "object:ToolCallLabels",
      "object:ToolCallFunctionArgsItem",
    ]);
    const root = byName(compiled, "ToolCall") as ObjectType;
    expect(root.properties.find((p) => p.wireName === "function")?.shape).toEqual({
      kind: "ref",
      name: "ToolCallFunction",
      nullable: false,
    });
    expect(root.properties.find((p) => p.wireName === "result")?.shape).toEqual({
      kind: "choice",
      nullable: false,
      options: [
        { kind: "ref", name: "ToolCallResultSuccess", nullable: false },
        { kind: "ref", name: "ToolCallResultOption2", nullable: false },
        { kind: "string", constraints: {}, nullable: false },
      ],
    });
  });

  it("merges an allOf of plain objects, and the validator checks every part", () => {
    const named = byName(compiled, "Named") as ObjectType;
    expect(named.properties.map((p) => `${p.wireName}${p.required ? "!" : "?"}`)).toEqual(["id!", "label?"]);
    expect(compiled.validator?.validate("Named", { id: "a", label: "b" })).toEqual({ ok: true });
    expect(compiled.validator?.validate("Named", { label: "b" }).ok).toBe(false);
  });

  it("keeps an object open where patternProperties admit more", () => {
    expect((byName(compiled, "ToolCallLabels") as ObjectType).closed).toBe(false);
    expect(compiled.validator?.validate("ToolCallLabels", { name: "n", "x-a": "b" })).toEqual({ ok: true });
    expect(compiled.validator?.validate("ToolCallLabels", { other: "b" }).ok).toBe(false);
  });

  it("leaves to the validators what no type expresses, and keeps x-* and unknown formats as annotations", () => {
    const ok = { function: { name: "f" } };
    expect(compiled.validator?.validate("ToolCall", { ...ok, window: "ab" })).toEqual({ ok: true });
    expect(compiled.validator?.validate("ToolCall", { ...ok, window: "a" }).ok).toBe(false);
    expect(compiled.validator?.validate("ToolCall", { ...ok, window: "no" }).ok).toBe(false);
    expect(compiled.validator?.validate("ToolCall", { result: "x" }).ok).toBe(false);
  });

  it("reads `allOf: [{$ref}]` beside a description as the reference", () => {
    const alias = compile({
      $defs: { A: { type: "string" }, B: { description: "An A.", allOf: [{ $ref: "#/$defs/A" }] } },
    });
    expect((alias.ir!.types.find((t) => t.name === "B") as AliasType).shape).toEqual({
      kind: "ref",
      name: "A",
      nullable: false,
    });
  });
});

describe("references into the middle of a schema", () => {
  it("name the subschema they point at, in draft-07 and 2020-12 spelling", () => {
    const compiled = compile({
      $schema: "http://json-schema.org/draft-07/schema#",
      title: "Workflow",
      type: "object",
      properties: {
        on: { type: "object", properties: { branches: { type: "array", items: { type: "string" } } } },
        also: { $ref: "#/properties/on/properties/branches" },
        perm: { $ref: "#/definitions/permissions/definitions/level" },
      },
      definitions: {
        permissions: { type: "object", definitions: { level: { type: "string", enum: ["read", "write"] } } },
      },
    });
    expect(compiled.errors).toEqual([]);
    const root = compiled.ir?.types.find((t) => t.name === "Workflow") as ObjectType;
    const shape = (name: string) => root.properties.find((p) => p.wireName === name)?.shape;
    expect(shape("also")).toEqual({ kind: "ref", name: "WorkflowOnBranches", nullable: false });
    expect(shape("perm")).toEqual({ kind: "ref", name: "PermissionsLevel", nullable: false });
    expect(compiled.validator?.validate("Workflow", { perm: "read", also: ["main"] })).toEqual({ ok: true });
    expect(compiled.validator?.validate("Workflow", { perm: "admin" }).ok).toBe(false);
  });
});

describe("inline string enums", () => {
  const schema = {
    $defs: {
      ResumeEntry: {
        type: "object",
        required: ["status"],
        properties: {
          status: {
            type: "string",
            enum: ["resolved", "cancelled"],
            description: "How it ended.",
            default: "resolved",
          },
          kind: { enum: ["only"] },
          levels: { type: "array", items: { enum: ["low", "high"] } },
        },
      },
    },
  };

  it("become enum types named from their path, the use site keeping its annotations", () => {
    const compiled = compile(schema);
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.types.map((t) => `${t.kind}:${t.name}`)).toEqual([
      "object:ResumeEntry",
      "enum:ResumeEntryStatus",
      "enum:ResumeEntryLevelsItem",
    ]);
    const entry = byName(compiled, "ResumeEntry") as ObjectType;
    const status = entry.properties.find((p) => p.wireName === "status");
    expect(status).toMatchObject({
      description: "How it ended.",
      default: "resolved",
      shape: { kind: "ref", name: "ResumeEntryStatus" },
    });
    // A single value is a constant, not an enum.
    expect(entry.properties.find((p) => p.wireName === "kind")?.shape).toEqual({
      kind: "literal",
      value: "only",
      nullable: false,
    });
    expect(byName(compiled, "ResumeEntryStatus")).toMatchObject({ kind: "enum", values: ["resolved", "cancelled"] });
    expect(compiled.validator?.validate("ResumeEntry", { status: "resolved", kind: "only", levels: ["low"] })).toEqual({
      ok: true,
    });
    expect(compiled.validator?.validate("ResumeEntry", { status: "done", kind: "only" }).ok).toBe(false);
  });

  it("take the name the config gives them", () => {
    const root = createFixtureProject({ "schemas/demo/schema.json": schema });
    const path = `${root}/canon.config.json`;
    const config = JSON.parse(readFileSync(path, "utf8"));
    config.modules.demo.names = { ResumeEntryStatus: "ResumeOutcome" };
    writeFileSync(path, JSON.stringify(config));
    const compiled = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
    expect(compiled.ir?.types.map((t) => t.name)).toContain("ResumeOutcome");
  });
});

describe("unions without a discriminator keyword", () => {
  const member = (tag: unknown, extra: object = {}) => ({
    type: "object",
    required: ["kind"],
    properties: { kind: tag, ...extra },
  });

  it("are tagged when every member requires one property fixed to a string of its own", () => {
    const compiled = compile({
      $defs: {
        Shape: { anyOf: [{ $ref: "#/$defs/Circle" }, { $ref: "#/$defs/Square" }] },
        Circle: member({ const: "circle" }),
        Square: member({ enum: ["square"] }),
      },
    });
    expect(compiled.errors).toEqual([]);
    expect(byName(compiled, "Shape")).toMatchObject({
      kind: "union",
      tag: "kind",
      members: [
        { typeName: "Circle", tagValue: "circle" },
        { typeName: "Square", tagValue: "square" },
      ],
    });
    expect(compiled.validator?.validate("Shape", { kind: "square" })).toEqual({ ok: true });
    expect(compiled.validator?.validate("Shape", { kind: "oval" }).ok).toBe(false);
  });

  it("stay untagged when a tag is shared, missing or not required", () => {
    const shared = compile({
      $defs: {
        Shape: { oneOf: [{ $ref: "#/$defs/A" }, { $ref: "#/$defs/B" }] },
        A: member({ const: "x" }),
        B: member({ const: "x" }),
      },
    });
    expect(byName(shared, "Shape")).toMatchObject({ kind: "alias", shape: { kind: "choice" } });
    const optional = compile({
      $defs: {
        Shape: { oneOf: [{ $ref: "#/$defs/A" }, { $ref: "#/$defs/B" }] },
        A: member({ const: "a" }),
        B: { type: "object", properties: { kind: { const: "b" } } },
      },
    });
    expect(byName(optional, "Shape")).toMatchObject({ kind: "alias" });
  });
});

describe("values of keys an object does not list", () => {
  const compiled = compile({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Workflow",
    type: "object",
    properties: {
      jobs: {
        type: "object",
        patternProperties: {
          "^[a-z]+$": { type: "object", required: ["run"], properties: { run: { type: "string" } } },
        },
        additionalProperties: false,
      },
      env: {
        type: "object",
        patternProperties: { "^[A-Z]+$": { type: "string" }, "^n_": { type: "integer" } },
        additionalProperties: { type: "boolean" },
      },
      loose: { type: "object", patternProperties: { "^a": { type: "string" } } },
      labels: {
        type: "object",
        properties: { name: { type: "string" } },
        patternProperties: { "^x-": { type: "string" } },
        additionalProperties: false,
      },
    },
  });
  const shape = (name: string) =>
    (byName(compiled, "Workflow") as ObjectType).properties.find((p) => p.wireName === name)?.shape;

  it("compiles without a problem", () => {
    expect(compiled.errors).toEqual([]);
  });

  it("types a pattern's values when no other key is allowed, an inline object named from its path", () => {
    expect(shape("jobs")).toMatchObject({ kind: "map", values: { kind: "ref", name: "WorkflowJobsValue" } });
    expect(byName(compiled, "WorkflowJobsValue")?.kind).toBe("object");
    expect(compiled.validator?.validate("Workflow", { jobs: { a: { run: "x" } } })).toEqual({ ok: true });
    expect(compiled.validator?.validate("Workflow", { jobs: { A: { run: "x" } } }).ok).toBe(false);
  });

  it("types them as a choice of every pattern's schema and additionalProperties", () => {
    expect(shape("env")).toMatchObject({
      kind: "map",
      values: { kind: "choice", options: [{ kind: "string" }, { kind: "integer" }, { kind: "boolean" }] },
    });
  });

  it("leaves them untyped where any key may hold anything", () => {
    expect(shape("loose")).toMatchObject({ kind: "map", values: { kind: "any" } });
  });

  it("types the unlisted keys of an object with properties the same way", () => {
    expect((byName(compiled, "WorkflowLabels") as ObjectType).additional).toMatchObject({ kind: "string" });
  });
});

// Compose-style schemas declare a part as `type: ["object", "null"]`: null is a valid value of
// every property that refers to it, so every language's types must take it.
describe("an object type that also allows null", () => {
  const compiled = compile({
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
  });

  it("is marked nullable, and every reference to it accepts null", () => {
    expect(compiled.errors).toEqual([]);
    expect((byName(compiled, "Development") as ObjectType).nullable).toBe(true);
    expect((byName(compiled, "Plain") as ObjectType).nullable).toBeUndefined();
    const shapes = Object.fromEntries(
      (byName(compiled, "Service") as ObjectType).properties.map((p) => [p.wireName, p.shape]),
    );
    expect(shapes["develop"]).toEqual({ kind: "ref", name: "Development", nullable: true });
    expect(shapes["history"]).toMatchObject({ kind: "array", items: { kind: "ref", nullable: true } });
    // A choice holds the null, not its option.
    expect(shapes["either"]).toMatchObject({ kind: "choice", nullable: true });
    expect(shapes["either"]?.kind === "choice" && shapes["either"].options.every((o) => !o.nullable)).toBe(true);
    expect(shapes["plain"]).toEqual({ kind: "ref", name: "Plain", nullable: false });
    // What the validator, built from the schema, accepts.
    expect(compiled.validator?.validate("Service", { develop: null, history: [null], either: null }).ok).toBe(true);
    expect(compiled.validator?.validate("Service", { plain: null }).ok).toBe(false);
  });
});

describe("a type of several kinds, one of them a described object", () => {
  const compiled = compile({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Network",
    type: "object",
    properties: {
      external: {
        description: "Made outside.",
        type: ["boolean", "string", "object", "null"],
        minLength: 2,
        properties: { name: { type: "string" } },
        additionalProperties: false,
      },
    },
  });

  it("becomes a choice of its kinds, whose object is a type of its own", () => {
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.types.map((t) => `${t.kind}:${t.name}`)).toEqual([
      "object:Network",
      "alias:NetworkExternal",
      "object:NetworkExternalObject",
    ]);
    expect((byName(compiled, "NetworkExternal") as AliasType).shape).toEqual({
      kind: "choice",
      options: [
        { kind: "boolean", nullable: false },
        { kind: "string", constraints: { minLength: 2 }, nullable: false },
        { kind: "ref", name: "NetworkExternalObject", nullable: false },
      ],
      nullable: true,
    });
    const object = byName(compiled, "NetworkExternalObject") as ObjectType;
    expect(object.properties.map((p) => p.wireName)).toEqual(["name"]);
    expect(object.closed).toBe(true);
    expect(object.origin.pointer).toBe("/properties/external");
  });

  it("validates what the schema as written does", () => {
    for (const external of [true, "ab", { name: "n" }, null])
      expect(compiled.validator?.validate("Network", { external })).toEqual({ ok: true });
    for (const external of ["a", 3, { other: "n" }, []])
      expect(compiled.validator?.validate("Network", { external }).ok).toBe(false);
  });
});

describe("a `type` beside `anyOf` or `oneOf`", () => {
  const compiled = compile({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Step",
    type: "object",
    properties: {
      shell: { type: "string", anyOf: [{ $comment: "any shell" }, { enum: ["bash", "sh"] }] },
      size: { type: "integer", oneOf: [{ minimum: 10 }, { type: "null" }, { maximum: 1 }] },
      either: { anyOf: [{}, { type: "null" }] },
    },
  });

  it("holds for each option that names no kind of its own", () => {
    expect(compiled.errors).toEqual([]);
    const shapes = Object.fromEntries(
      (byName(compiled, "Step") as ObjectType).properties.map((p) => [p.wireName, p.shape]),
    );
    expect(shapes["shell"]).toEqual({
      kind: "choice",
      options: [
        { kind: "string", constraints: {}, nullable: false },
        { kind: "ref", name: "StepShellOption2", nullable: false },
      ],
      nullable: false,
    });
    // A null option is none beside a type that is not null; two options of one shape are one.
    expect(shapes["size"]).toEqual({ kind: "choice", options: expect.any(Array), nullable: false });
    expect(shapes["size"]?.kind === "choice" && shapes["size"].options.map((o) => o.kind)).toEqual([
      "integer",
      "integer",
    ]);
    expect(shapes["either"]).toEqual({ kind: "any", nullable: true });
    expect(compiled.validator?.validate("Step", { shell: "zsh", size: 12 })).toEqual({ ok: true });
    expect(compiled.validator?.validate("Step", { shell: null }).ok).toBe(false);
    expect(compiled.validator?.validate("Step", { size: null }).ok).toBe(false);
  });
});

describe("`properties` beside a `type` that is not an object", () => {
  it("describe no value, and make no object type", () => {
    const compiled = compile({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: {
        BranchName: { title: "Branch Name", type: "string", properties: {} },
        Rule: { type: "object", properties: { name: { type: "string", properties: { a: { type: "string" } } } } },
      },
    });
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.types.map((t) => `${t.kind}:${t.name}`)).toEqual(["alias:BranchName", "object:Rule"]);
    expect((byName(compiled, "BranchName") as AliasType).shape).toEqual({
      kind: "string",
      constraints: {},
      nullable: false,
    });
    expect((byName(compiled, "Rule") as ObjectType).properties[0]?.shape).toMatchObject({ kind: "string" });
  });
});

describe("a property the schema refuses every value of", () => {
  const compiled = compile({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Final step",
    type: "object",
    properties: {
      name: { type: "string" },
      secret: false,
      deployment: { description: "Not on a final step.", not: {} },
      other: { not: { type: "string" } },
    },
  });

  it("is marked absent, and only such a property", () => {
    expect(compiled.errors).toEqual([]);
    const absent = (byName(compiled, "FinalStep") as ObjectType).properties
      .filter((p) => p.absent)
      .map((p) => p.wireName);
    expect(absent).toEqual(["secret", "deployment"]);
  });

  it("is valid only when left out", () => {
    expect(compiled.validator?.validate("FinalStep", { name: "n", other: 3 })).toEqual({ ok: true });
    for (const wrong of [{ secret: "s" }, { deployment: null }, { other: "s" }])
      expect(compiled.validator?.validate("FinalStep", wrong).ok).toBe(false);
  });
});

describe("properties without a type beside an anyOf of kinds, one of them a bare object", () => {
  const compiled = compile({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Workflow",
    type: "object",
    properties: {
      rules: {
        type: "array",
        items: {
          anyOf: [{ type: "object" }, { type: "array", minItems: 1, items: { type: "string" } }],
          properties: { when: { type: "string", enum: ["always", "never"] } },
          additionalProperties: false,
        },
      },
    },
  });

  it("becomes a choice of the kinds, whose object is a type of its own", () => {
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.types.map((t) => `${t.kind}:${t.name}`)).toEqual([
      "object:Workflow",
      "alias:WorkflowRulesItem",
      "object:WorkflowRulesItemObject",
      "enum:WorkflowRulesItemWhen",
    ]);
    expect((byName(compiled, "WorkflowRulesItem") as AliasType).shape).toMatchObject({
      kind: "choice",
      options: [
        { kind: "ref", name: "WorkflowRulesItemObject" },
        { kind: "array", items: { kind: "string" }, minItems: 1 },
      ],
    });
    expect((byName(compiled, "WorkflowRulesItemObject") as ObjectType).closed).toBe(true);
  });

  it("validates what the schema as written does", () => {
    for (const rule of [{ when: "always" }, {}, ["a"]])
      expect(compiled.validator?.validate("Workflow", { rules: [rule] })).toEqual({ ok: true });
    for (const rule of [{ when: "often" }, { other: 1 }, [], [3], "a"])
      expect(compiled.validator?.validate("Workflow", { rules: [rule] }).ok).toBe(false);
  });
});
