import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import { compileModule, loadModuleVectors } from "../src/project.js";
import { createFixtureProject, schemaFile } from "../src/testkit.js";
import { propertyNamesIn } from "../src/naming.js";
import { canonicalTypeName, resolveTypeNames } from "../src/type-names.js";

const none = { reserved: new Set<string>(), renames: {} };

describe("type names", () => {
  it.each([
    ["level", "Level"],
    ["tool-call", "ToolCall"],
    ["tool_call", "ToolCall"],
    ["URLSource", "URLSource"],
    ["1st", "Type1St"],
    ["Unity3d", "Unity3D"],
    ["", "Type"],
    ["Build config", "BuildConfig"],
  ])("spells %j as %j", (key, name) => expect(canonicalTypeName(key)).toBe(name));

  it("lets a key that is already canonical keep its name and numbers the one that yields", () => {
    expect(resolveTypeNames([{ key: "Foo_bar" }, { key: "FooBar" }, { key: "foobar" }], none)).toEqual([
      "FooBar2",
      "FooBar",
      "Foobar3",
    ]);
  });

  it("renames reserved names with a Type suffix, and config renames win", () => {
    const policy = { reserved: new Set(["Result", "Error"]), renames: { thing: "Widget" } };
    expect(
      resolveTypeNames([{ key: "Result" }, { key: "ResultType" }, { key: "Error" }, { key: "thing" }], policy),
    ).toEqual(["ResultType2", "ResultType", "ErrorType", "Widget"]);
  });
});

describe("type names in a module", () => {
  const defs = {
    Error: { type: "object", properties: { message: { type: "string" } } },
    Result: { type: "string" },
    level: { type: "string", enum: ["a"] },
  };

  function compile(targets: Record<string, unknown>, files: Record<string, unknown> = {}) {
    const root = createFixtureProject({ "schemas/demo/types.json": schemaFile(defs), ...files }, { targets });
    return { root, compiled: compileModule(root, findModule(loadConfig(root), "demo")) };
  }

  it("renames only what a generated language reserves", () => {
    expect(compile({ python: {} }).compiled.ir?.types.map((t) => t.name)).toEqual(["Error", "Result", "Level"]);
    expect(compile({ typescript: {} }).compiled.ir?.types.map((t) => t.name)).toEqual(["ErrorType", "Result", "Level"]);
    expect(compile({ rust: {} }).compiled.ir?.types.map((t) => t.name)).toEqual(["Error", "ResultType", "Level"]);
  });

  it("reads examples folders named by schema key or by generated name", () => {
    const { root, compiled } = compile(
      { schema: {} },
      { "schemas/demo/examples/level/valid/a.json": '"a"\n', "schemas/demo/examples/Result/valid/a.json": '"x"\n' },
    );
    const names = loadModuleVectors(root, compiled).vectors.map((v) => v.typeName);
    expect(names).toEqual(["Result", "Level"]);
    expect(compiled.lint.filter((d) => d.code === "CANON214")).toEqual([]);
  });

  it("never refuses properties whose names collide in a language: each language numbers the later one", () => {
    const clash = {
      "schemas/demo/types.json": schemaFile({
        Ping: { type: "object", properties: { user_id: { type: "string" }, userId: { type: "string" } } },
      }),
    };
    expect(compile({ python: {}, go: {} }, clash).compiled.errors).toEqual([]);
    expect(propertyNamesIn("python", ["user_id", "userId", "class"])).toEqual(["user_id", "user_id_2", "class_"]);
    expect(propertyNamesIn("go", ["user_id", "userId", "url"])).toEqual(["UserID", "UserID2", "URL"]);
  });
});
