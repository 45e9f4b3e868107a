import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";
import { createBundleValidator } from "../src/validator.js";

function compile(schema: unknown) {
  const root = createFixtureProject({ "schemas/demo/schema.json": schema });
  return compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
}

const DIALECT = "https://json-schema.org/draft/2020-12/schema";

describe("resources within a file (subschemas with an $id of their own)", () => {
  it("are named by their URI, and the references inside them resolve against it", () => {
    const compiled = compile({
      $schema: DIALECT,
      $id: "https://example.com/tree",
      title: "Tree",
      type: "object",
      properties: { meta: { type: "string" }, nodes: { type: "array", items: { $ref: "node" } } },
      required: ["meta", "nodes"],
      $defs: {
        node: {
          $id: "https://example.com/node",
          type: "object",
          properties: { value: { type: "number" }, subtree: { $ref: "tree" } },
          required: ["value"],
        },
      },
    });
    expect(compiled.errors).toEqual([]);
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    const tree = (value: unknown) => ({
      meta: "root",
      nodes: [{ value: 1, subtree: { meta: "child", nodes: [{ value }] } }],
    });
    expect(validator.validate("Tree", tree(1.5)).ok).toBe(true);
    expect(validator.validate("Tree", tree("1.5")).ok).toBe(false);
  });

  it("take a fragment reference inside them as a place in the resource, not in the file", () => {
    const compiled = compile({
      $schema: DIALECT,
      $id: "https://example.com/outer.json",
      title: "Outer",
      type: "object",
      properties: { foo: { $id: "inner.json", $defs: { bar: { type: "string" } }, $ref: "#/$defs/bar" } },
    });
    expect(compiled.errors).toEqual([]);
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    expect(validator.validate("Outer", { foo: "x" }).ok).toBe(true);
    expect(validator.validate("Outer", { foo: 1 }).ok).toBe(false);
  });

  it("hold their own anchors, which a reference names through the resource's URI, at any depth", () => {
    const compiled = compile({
      $schema: DIALECT,
      $id: "https://example.com/root",
      title: "Root",
      type: "object",
      properties: {
        number: { $ref: "child1#shared" },
        text: { $ref: "https://example.com/child2#shared" },
        here: { $ref: "#shared" },
      },
      $defs: {
        A: {
          $id: "child1",
          allOf: [
            { $id: "child2", $anchor: "shared", type: "string" },
            { $anchor: "shared", type: "number" },
          ],
        },
        B: { $anchor: "shared", type: "boolean" },
      },
    });
    expect(compiled.errors).toEqual([]);
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    expect(validator.validate("Root", { number: 1, text: "a", here: true }).ok).toBe(true);
    for (const wrong of [{ number: "1" }, { text: 1 }, { here: 1 }])
      expect(validator.validate("Root", wrong).ok, JSON.stringify(wrong)).toBe(false);
  });

  it("resolve a fragment inside a resource named by a URN against the URN", () => {
    const urn = "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66";
    const compiled = compile({
      $schema: DIALECT,
      title: "Wrapper",
      type: "object",
      properties: { value: { $ref: urn } },
      $defs: { foo: { $id: urn, $defs: { bar: { type: "string" } }, $ref: "#/$defs/bar" } },
    });
    expect(compiled.errors).toEqual([]);
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    expect(validator.validate("Wrapper", { value: "x" }).ok).toBe(true);
    expect(validator.validate("Wrapper", { value: 1 }).ok).toBe(false);
  });
});
