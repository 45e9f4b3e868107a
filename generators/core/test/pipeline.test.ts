import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import type { ObjectType, UnionType } from "../src/ir.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";
import { demoFiles } from "./fixtures.js";

function compileDemo(files: Record<string, unknown> = demoFiles) {
  const root = createFixtureProject(files);
  return compileModule(root, findModule(loadConfig(root), "demo"));
}

describe("compileModule on a clean module", () => {
  const compiled = compileDemo();

  it("reports nothing", () => {
    expect(compiled.errors).toEqual([]);
    expect(compiled.lint).toEqual([]);
  });

  it("lists named types in source order and leaves mixins out", () => {
    expect(compiled.ir?.types.map((t) => `${t.kind}:${t.name}`)).toEqual([
      "union:Event",
      "object:Started",
      "enum:Level",
      "object:Stopped",
    ]);
  });

  it("flattens the mixin into the member and closes it", () => {
    const started = compiled.ir?.types.find((t) => t.name === "Started") as ObjectType;
    expect(started.closed).toBe(true);
    expect(started.properties.map((p) => p.wireName)).toEqual([
      "timestamp",
      "type",
      "id",
      "note",
      "level",
      "payload",
      "content",
      "labels",
    ]);
    const bundled = (compiled.ir!.bundle["$defs"] as Record<string, Record<string, unknown>>)["Started"];
    expect(bundled).toMatchObject({ type: "object", additionalProperties: false, required: ["type", "id"] });
    expect(bundled).not.toHaveProperty("allOf");
    expect(bundled).not.toHaveProperty("unevaluatedProperties");
  });

  it("maps each inline construct to its shape", () => {
    const started = compiled.ir?.types.find((t) => t.name === "Started") as ObjectType;
    const shape = (name: string) => started.properties.find((p) => p.wireName === name)?.shape;
    expect(shape("type")).toEqual({ kind: "literal", value: "STARTED", nullable: false });
    expect(shape("note")).toEqual({ kind: "string", constraints: {}, nullable: true });
    expect(shape("id")).toEqual({
      kind: "string",
      constraints: { minLength: 1, pattern: "^[a-z0-9-]+$" },
      nullable: false,
    });
    expect(shape("level")).toEqual({ kind: "ref", name: "Level", nullable: false });
    expect(shape("payload")).toEqual({ kind: "any", nullable: false });
    expect(shape("content")?.kind).toBe("choice");
    expect(shape("labels")).toMatchObject({ kind: "map", values: { kind: "string" } });
    expect(started.properties.find((p) => p.wireName === "timestamp")?.required).toBe(false);
  });

  it("resolves cross-file refs and nullable refs", () => {
    const stopped = compiled.ir?.types.find((t) => t.name === "Stopped") as ObjectType;
    expect(stopped.closed).toBe(false);
    expect(stopped.properties[1]?.shape).toEqual({ kind: "ref", name: "Level", nullable: true });
    const union = compiled.ir?.types.find((t) => t.name === "Event") as UnionType;
    expect(union.members).toEqual([
      { typeName: "Started", tagValue: "STARTED" },
      { typeName: "Stopped", tagValue: "STOPPED" },
    ]);
    expect(JSON.stringify(compiled.ir?.bundle)).not.toContain(".schema.json");
  });

  it("validates with ajv against the bundle", () => {
    expect(compiled.validator?.validate("Event", { type: "STARTED", id: "x" })).toEqual({ ok: true });
    const result = compiled.validator?.validate("Event", { type: "STARTED", id: "x", extra: true });
    expect(result?.ok).toBe(false);
  });
});
