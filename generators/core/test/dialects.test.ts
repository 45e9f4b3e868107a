import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import { formatDiagnostic } from "../src/diagnostics.js";
import type { AliasType, ObjectType } from "../src/ir.js";
import { compileModule } from "../src/project.js";
import { parseJsonSource } from "../src/json-source.js";
import { createFixtureProject, writeFixtureFile } from "../src/testkit.js";
import { upgradeSource } from "../src/upgrade.js";

function compile(files: Record<string, unknown>) {
  const root = createFixtureProject(files);
  return compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
}

const draft07 = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Build config",
  type: "object",
  required: ["name"],
  properties: {
    name: { type: "string" },
    level: { $ref: "#/definitions/level" },
    retries: { type: "integer", minimum: 0 },
  },
  definitions: { level: { type: "string", enum: ["low", "high"] } },
};

describe("dialects as authors write them", () => {
  it("reads draft-07 with definitions and a titled root schema from a file named schema.json", () => {
    const compiled = compile({ "schemas/demo/schema.json": draft07 });
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.types.map((t) => `${t.kind}:${t.name}`)).toEqual(["enum:Level", "object:BuildConfig"]);
    const root = compiled.ir?.types.find((t) => t.name === "BuildConfig") as ObjectType;
    expect(root.properties.find((p) => p.wireName === "level")?.shape).toEqual({
      kind: "ref",
      name: "Level",
      nullable: false,
    });
    expect(compiled.validator?.validate("BuildConfig", { name: "x", level: "low" })).toEqual({ ok: true });
    expect(compiled.validator?.validate("BuildConfig", { name: "x", level: "mid" }).ok).toBe(false);
  });

  it("names an untitled root after its file", () => {
    const { title: _title, ...untitled } = draft07;
    const compiled = compile({ "schemas/demo/build-config.json": untitled });
    expect(compiled.ir?.types.map((t) => t.name)).toContain("BuildConfig");
  });

  it("upgrades draft-04 ids and boolean exclusive bounds", () => {
    const compiled = compile({
      "schemas/demo/size.json": {
        $schema: "http://json-schema.org/draft-04/schema#",
        id: "https://example.test/size.json",
        title: "Size",
        type: "number",
        minimum: 0,
        exclusiveMinimum: true,
      },
    });
    expect(compiled.errors).toEqual([]);
    const size = compiled.ir?.types[0] as AliasType;
    expect(size.shape).toEqual({ kind: "number", constraints: { exclusiveMinimum: 0 }, nullable: false });
    expect(compiled.validator?.validate("Size", 0).ok).toBe(false);
    expect(compiled.validator?.validate("Size", 0.5)).toEqual({ ok: true });
  });

  it("reads draft-07's dependencies in every dialect, as ajv applies it, joined with dependent*", () => {
    const upgraded = (dialect: "draft-07" | "2019-09" | "2020-12", schema: object) => {
      const source = parseJsonSource(JSON.stringify(schema), "s.json").source;
      return source === undefined ? undefined : upgradeSource(source, dialect).value;
    };
    const schema = {
      dependencies: { a: ["b"], c: { required: ["d"] } },
      dependentRequired: { a: ["e"] },
      dependentSchemas: { c: { required: ["f"] } },
    };
    expect(upgraded("draft-07", { dependencies: schema.dependencies })).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      dependentRequired: { a: ["b"] },
      dependentSchemas: { c: { required: ["d"] } },
    });
    for (const dialect of ["2019-09", "2020-12"] as const) {
      expect(upgraded(dialect, schema), dialect).toMatchObject({
        dependentRequired: { a: expect.arrayContaining(["b", "e"]) },
        dependentSchemas: { c: { allOf: expect.arrayContaining([{ required: ["d"] }, { required: ["f"] }]) } },
      });
      expect(upgraded(dialect, schema), dialect).not.toHaveProperty("dependencies");
    }
    // An object listing "dependencies" as data stays as written.
    expect(upgraded("2020-12", { const: { dependencies: { a: ["b"] } } })).toEqual({
      const: { dependencies: { a: ["b"] } },
    });
  });

  it("keeps data keywords as data, and reads definitions and properties named like them as schemas", () => {
    const compiled = compile({
      "schemas/demo/config.json": {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        $defs: {
          default: { type: "string", maxLength: 3, $dynamicAnchor: "short" },
          Config: {
            type: "object",
            properties: { default: { $ref: "#/$defs/default" }, enum: { $dynamicRef: "#short" } },
            examples: [{ default: "abc", $ref: "#/$defs/default" }],
          },
          Listed: { enum: [{ $anchor: "a", $ref: "#/x" }] },
        },
      },
    });
    expect(compiled.errors).toEqual([]);
    expect(compiled.validator?.validate("Config", { default: "abc", enum: "ab" })).toEqual({ ok: true });
    expect(compiled.validator?.validate("Config", { default: "abcd" }).ok).toBe(false);
    expect(compiled.validator?.validate("Config", { enum: "abcd" }).ok).toBe(false);
    expect(compiled.validator?.validate("Listed", { $anchor: "a", $ref: "#/x" })).toEqual({ ok: true });
  });

  it("reads draft-06 and resolves refs by $id across files", () => {
    const compiled = compile({
      "schemas/demo/a.json": {
        $schema: "http://json-schema.org/draft-06/schema#",
        $id: "https://example.test/a.json",
        title: "A",
        type: "object",
        properties: { b: { $ref: "https://example.test/b.json" } },
      },
      "schemas/demo/b.json": {
        $schema: "http://json-schema.org/draft-06/schema#",
        $id: "https://example.test/b.json",
        title: "B",
        type: "string",
      },
    });
    expect(compiled.errors).toEqual([]);
    expect((compiled.ir!.types.find((t) => t.name === "A") as ObjectType).properties[0]?.shape).toEqual({
      kind: "ref",
      name: "B",
      nullable: false,
    });
  });

  it("reads 2019-09 anchors and 2020-12 anchors", () => {
    for (const $schema of [
      "https://json-schema.org/draft/2019-09/schema",
      "https://json-schema.org/draft/2020-12/schema",
    ]) {
      const compiled = compile({
        "schemas/demo/types.json": {
          $schema,
          $defs: {
            Id: { $anchor: "id", type: "string" },
            Thing: { type: "object", properties: { id: { $ref: "#id" } } },
          },
        },
      });
      expect(compiled.errors).toEqual([]);
      expect((compiled.ir!.types.find((t) => t.name === "Thing") as ObjectType).properties[0]?.shape).toEqual({
        kind: "ref",
        name: "Id",
        nullable: false,
      });
    }
  });

  it("turns draft-07 plain-name $id into an anchor", () => {
    const compiled = compile({
      "schemas/demo/types.json": {
        $schema: "http://json-schema.org/draft-07/schema#",
        definitions: {
          Id: { $id: "#id", type: "string" },
          Thing: { type: "object", properties: { id: { $ref: "#id" } } },
        },
      },
    });
    expect(compiled.errors).toEqual([]);
  });

  it("reports an unknown $schema with its position instead of throwing", () => {
    const compiled = compile({ "schemas/demo/x.json": { $schema: "https://example.test/my-dialect", type: "string" } });
    expect(compiled.errors.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^schemas\/demo\/x\.json:2:3 CANON108 \$schema "https:\/\/example\.test\/my-dialect" names no dialect/,
      ),
    ]);
  });

  it("meta-validates each file with its own dialect, at the position in the file as written", () => {
    const compiled = compile({ "schemas/demo/x.json": { ...draft07, definitions: { level: { type: "strin" } } } });
    expect(compiled.errors.length).toBeGreaterThan(0);
    expect(compiled.errors.every((d) => d.code === "CANON103" && d.message.includes("draft-07"))).toBe(true);
    // draft-04's exclusiveMinimum is a boolean, so a number there is wrong in draft-04 only.
    const draft04 = compile({
      "schemas/demo/x.json": {
        $schema: "http://json-schema.org/draft-04/schema#",
        type: "number",
        exclusiveMinimum: 1,
      },
    });
    expect(draft04.errors.map((d) => d.code)).toContain("CANON103");
  });

  it("locates problems inside definitions in the file as written", () => {
    const compiled = compile({
      "schemas/demo/x.json": { ...draft07, definitions: { level: { $ref: "https://example.test/remote.json" } } },
    });
    expect(compiled.errors.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^schemas\/demo\/x\.json:22:7 CANON105 .*never fetched/),
    ]);
  });

  it("refuses a $ref into the middle of a definition with a clear diagnostic", () => {
    const compiled = compile({
      "schemas/demo/x.json": { ...draft07, properties: { name: { $ref: "#/definitions/level/enum" } } },
    });
    expect(compiled.errors.map((d) => d.code)).toEqual(["CANON212"]);
  });
});

describe("which files make a module", () => {
  it("reports a missing schema folder", () => {
    const root = createFixtureProject({});
    const compiled = compileModule(root, findModule(loadConfig(root), "demo"));
    expect(compiled.errors.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/CANON109 schema folder schemas\/demo does not exist/),
    ]);
  });

  it("reports a folder where no file matches, and leaves examples out", () => {
    const root = createFixtureProject({
      "schemas/demo/README.md": "no schemas here",
      "schemas/demo/examples/A/valid/a.json": { a: 1 },
    });
    const compiled = compileModule(root, findModule(loadConfig(root), "demo"));
    expect(compiled.errors.map((d) => d.code)).toEqual(["CANON109"]);
  });

  it("takes include and exclude globs from the config", () => {
    const root = createFixtureProject({
      "schemas/demo/keep/a.json": { title: "A", type: "string" },
      "schemas/demo/drop/b.json": { title: "B", type: "string" },
    });
    const config = loadConfig(root);
    const module = { ...findModule(config, "demo"), include: ["keep/**/*.json", "drop/*.json"], exclude: ["drop/**"] };
    expect(compileModule(root, module).ir?.types.map((t) => t.name)).toEqual(["A"]);
    writeFixtureFile(root, "canon.config.json", {
      modules: {
        demo: {
          version: "1.0.0",
          description: "x",
          schemas: "schemas/demo",
          include: ["keep/*.json"],
          targets: {},
          compat: { mode: "backward", writers: "w", readers: "r", tolerantReceivers: false },
        },
      },
    });
    expect(findModule(loadConfig(root), "demo").include).toEqual(["keep/*.json"]);
  });
});
