import {
  buildReceiverPlan,
  compileModule,
  DEFAULT_UNKNOWN,
  createFixtureProject,
  findModule,
  GENERATED_MARK,
  loadConfig,
  type ModuleIR,
  schemaFile,
} from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { formatWithBiome } from "../src/format.js";
import { typescriptGenerator } from "../src/index.js";

const defs = {
  Shape: {
    title: "Shape",
    description: "A shape, by kind.",
    type: "object",
    oneOf: [{ $ref: "#/$defs/Circle" }, { $ref: "#/$defs/Square" }],
    discriminator: { propertyName: "kind" },
  },
  Circle: {
    title: "Circle",
    description: "A circle.",
    type: "object",
    properties: {
      kind: { type: "string", const: "circle", description: "Tag." },
      radius: { type: "number", exclusiveMinimum: 0, description: "Radius." },
      label: { type: ["string", "null"], pattern: "^[a-z]+$", description: "Label." },
      at: { type: "string", format: "date-time", description: "When." },
    },
    required: ["kind", "radius"],
    additionalProperties: false,
  },
  Square: {
    title: "Square",
    description: "A square.",
    deprecated: true,
    type: "object",
    properties: {
      kind: { type: "string", const: "square", description: "Tag." },
      side: { type: "integer", minimum: 1, description: "Side." },
      colour: { $ref: "#/$defs/Colour", description: "Colour." },
    },
    required: ["kind", "side"],
    additionalProperties: false,
  },
  Colour: { title: "Colour", description: "A colour.", type: "string", enum: ["red", "green"] },
};

function compile(schemaDefs: Record<string, unknown>): ModuleIR {
  const root = createFixtureProject({ "schemas/demo/events/shapes.schema.json": schemaFile(schemaDefs) });
  const compiled = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
  if (compiled.ir === undefined) throw new Error(JSON.stringify(compiled.errors));
  return compiled.ir;
}

const generate = (ir: ModuleIR) =>
  typescriptGenerator.generate(ir, typescriptGenerator.parseOptions({}), { outDir: "packages/demo/typescript" });

describe("typescript generator", () => {
  const ir = compile(defs);
  const files = generate(ir);
  const byPath = new Map(files.map((f) => [f.path, f.content]));

  it("is deterministic", () => {
    expect(generate(compile(defs))).toEqual(files);
  });

  it("marks every file as generated within its first kilobyte", () => {
    for (const f of files) expect(f.content.slice(0, 1024).toLowerCase(), f.path).toContain(GENERATED_MARK);
  });

  it("emits types named from the schema, closed objects without index signatures, deprecations", () => {
    const types = byPath.get("src/types.ts") ?? "";
    expect(types).toContain("export type Shape = Circle | Square;");
    expect(types).toMatch(/@deprecated\n\s*\* A square\./);
    expect(types).not.toMatch(/\b(Circle|Square|Shape)1\b/);
    expect(types).not.toContain("[k: string]");
  });

  it("emits a recursive type whose own options stand beside its allOf parts (as the meta-schemas do)", () => {
    // json-schema-to-typescript crashed on this shape ("reading 'push'"): Node's parts refer back to it.
    const recursive = compile({
      Node: { allOf: [{ $ref: "#/$defs/Base" }], type: ["object", "boolean"] },
      Base: { type: ["object", "boolean"], properties: { child: { $ref: "#/$defs/Node" } } },
      Either: { allOf: [{ $ref: "#/$defs/Node" }], anyOf: [{ required: ["child"] }, { type: "boolean" }] },
    });
    const types = new Map(generate(recursive).map((f) => [f.path, f.content])).get("src/types.ts") ?? "";
    expect(types).toMatch(/export type Node = Base & \(\{\} \| boolean\);/);
    expect(types).toMatch(/export type Either = Node &/);
    expect(types).toContain("child?: Node;");
  });

  it("lays types out as Biome does, whatever brackets descriptions hold", () => {
    const braced = structuredClone(defs) as Record<string, Record<string, Record<string, Record<string, unknown>>>>;
    braced["Circle"]!["properties"]!["radius"]!["description"] = 'Radius, as in {\n  "radius": 2 }, ending {';
    braced["Circle"]!["properties"]!["label"]!["description"] = "Label: [ or ( or {";
    const types = new Map(generate(compile(braced)).map((f) => [f.path, f.content])).get("src/types.ts") ?? "";
    expect(formatWithBiome("src/types.ts", types)).toBe(types);
    expect(types).toMatch(/\n {2}\/\*\*\n {3}\* Radius, as in \{\n[\s\S]*?\n {2}radius: number;\n/);
    expect(types).toMatch(/\n {3}\* Label: \[ or \( or \{\n {3}\*\/\n {2}label\?: string \| null;\n/);
  });

  it("switches on the tag in guards and emits pure ESM validators", () => {
    expect(byPath.get("src/guards.ts")).toContain("switch (value.kind) {");
    const standalone = byPath.get("src/standalone.ts") ?? "";
    expect(standalone).not.toMatch(/require\(/);
    expect(standalone).toContain('import { appendErrors, deepEqual, ucs2length } from "./runtime.js";');
    expect(standalone).toContain('import { isDateTime } from "./formats.js";');
  });

  it("appends referenced validators' errors in place, never with concat (quadratic on many errors)", () => {
    const standalone = byPath.get("src/standalone.ts") ?? "";
    expect(standalone).toContain("vErrors = appendErrors(vErrors, ");
    expect(standalone).not.toContain(".concat(");
  });

  it("types every ajv export, so that tsc's declaration emit never infers a validator from ajv's code", () => {
    for (const path of ["src/standalone.ts", "src/explain.ts"]) {
      const exports = (byPath.get(path) ?? "").split("\n").filter((line) => /^export const /.test(line));
      expect(exports.length, path).toBe(ir.types.length);
      for (const line of exports) expect(line, path).toMatch(/^export const validate\w+: Validator = validate\d+;$/);
    }
  });

  it("reads JSON text through one reader in every entry point that takes text, parse's opt-in aside", () => {
    expect(byPath.get("src/reading.ts")).toContain("export function readJson(text: string): Reading {");
    expect(byPath.get("src/parse.ts")).toMatch(
      /if \(typeof input === "string"\) \{\n.*\n\s+const decoded =\s+reading === undefined \|\| reading === "canon"\s+\? readJson\(input\)\s+: reading === "json-parse"\s+\? readAsJsonParse\(input\)/,
    );
    expect(byPath.get("src/validators.ts")).toContain("const read = readJson(text);");
  });

  it("checks a valid union document's tag against its retired tags by name, and only where a member is retired", () => {
    expect(byPath.get("src/parse.ts")).not.toContain("retirementChecks");
    const retiring: ModuleIR = {
      ...ir,
      receivers: buildReceiverPlan(ir, {
        unknown: DEFAULT_UNKNOWN,
        retired: [{ union: "Shape", tag: "oblong", to: "square" }],
      }),
    };
    const parse = generate(retiring).find((f) => f.path === "src/parse.ts")?.content ?? "";
    // As the formatter lays it out, compared without white space.
    expect(parse.replace(/\s+/g, "")).toContain(
      'constretiredShape=/*#__PURE__*/((tags:readonlyunknown[])=>(value:unknown):boolean=>tags.includes((valueas{readonlykind:unknown}).kind))(["oblong"]);',
    );
    expect(parse).toContain('parseAs("Shape", isShape, input, options, retiredShape)');
    expect(parse).toContain('parseAs("Circle", isCircle, input, options)');
    expect(parse).toContain("return parseAs(typeName, guard, input, options, retirementChecks[typeName]);");
  });

  it("exposes tag constants and tag maps", () => {
    const constants = byPath.get("src/constants.ts") ?? "";
    expect(constants).toContain("export const ShapeKind = {");
    expect(constants).toContain("export interface ShapeByKind {");
    expect(constants).toContain("export const Colour = {");
  });

  it("keeps a format it does not check as an annotation, in guards and validators", () => {
    const withUnknown = {
      ...defs,
      Circle: {
        ...defs.Circle,
        properties: { ...defs.Circle.properties, at: { type: "string", format: "x-colour", description: "Link." } },
      },
    };
    const files = new Map(generate(compile(withUnknown)).map((f) => [f.path, f.content]));
    expect(files.has("src/formats.ts")).toBe(false);
    expect(files.get("src/guards.ts")).not.toContain("formats");
    expect(files.get("src/standalone.ts")).not.toMatch(/require\(/);
  });

  it("rejects unknown options with CANON405", () => {
    expect(() => typescriptGenerator.parseOptions({ nope: true })).toThrow(/nope/);
  });
});
