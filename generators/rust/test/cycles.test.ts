import { compileModule, createFixtureProject, findModule, loadConfig, schemaFile } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { rustGenerator } from "../src/index.js";

describe("Rust containment cycles", () => {
  it("boxes references to types on a cycle, except inside Vec and maps", async () => {
    const root = createFixtureProject({
      "schemas/demo/tree.schema.json": schemaFile({
        Node: {
          title: "Node",
          description: "A node.",
          type: "object",
          properties: {
            parent: { description: "Up.", $ref: "#/$defs/Node" },
            children: { description: "Down.", type: "array", items: { $ref: "#/$defs/Node" } },
            leaf: { description: "A leaf.", $ref: "#/$defs/Leaf" },
          },
        },
        Leaf: {
          title: "Leaf",
          description: "A leaf.",
          type: "object",
          properties: { name: { description: "Name.", type: "string" } },
        },
      }),
    });
    const compiled = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
    const files = await rustGenerator.generate(compiled.ir!, rustGenerator.parseOptions({}), {
      outDir: "packages/demo/rust",
    });
    const lib = files.find((f) => f.path === "src/lib.rs")!.content;
    expect(lib).toMatch(/pub parent: Option<Box<Node>>,/);
    expect(lib).toMatch(/pub children: Option<Vec<Node>>,/);
    expect(lib).toMatch(/pub leaf: Option<Leaf>,/);
  });
});
