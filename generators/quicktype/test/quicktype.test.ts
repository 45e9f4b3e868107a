import { compileModule, createFixtureProject, findModule, loadConfig, loadVectors, schemaFile } from "@canon-sdk/core";
import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixUntaggedChoices } from "../src/others/kotlin-untagged.js";
import { quicktypeNames } from "../src/others/names.js";
import { csharpGenerator, dartGenerator, kotlinGenerator, quicktypeTarget, swiftGenerator } from "../src/index.js";

const root = createFixtureProject({
  "schemas/demo/events/events.schema.json": schemaFile({
    Event: { title: "Event", description: "Any event.", oneOf: [{ $ref: "#/$defs/Ping" }, { $ref: "#/$defs/Pong" }], discriminator: { propertyName: "type" } },
    Ping: {
      title: "Ping",
      description: "A ping.",
      type: "object",
      properties: {
        type: { description: "Tag.", const: "PING" },
        pattern: { description: "A property named like a keyword.", type: "string", pattern: "^p" },
        note: { description: "A note that may be null.", type: ["string", "null"] },
        mode: { description: "The transport.", $ref: "#/$defs/Transport" },
      },
      required: ["type", "pattern"],
      additionalProperties: false,
    },
    Pong: { title: "Pong", description: "A pong.", type: "object", properties: { type: { description: "Tag.", const: "PONG" } }, required: ["type"] },
    Transport: { title: "Transport", description: "How it travels.", type: "string", enum: ["a2a", "http-sse"] },
  }),
});
const vector = (type: string, kind: string, name: string, value: unknown) => {
  mkdirSync(join(root, "schemas/demo/examples", type, kind), { recursive: true });
  writeFileSync(join(root, "schemas/demo/examples", type, kind, `${name}.json`), JSON.stringify(value));
};
vector("Ping", "invalid", "pattern-mismatch", { type: "PING", pattern: "x" });
vector("Ping", "invalid", "missing-pattern", { type: "PING" });
vector("Event", "invalid", "unknown-tag", { type: "NEW" });
vector("Event", "invalid", "numeric-tag", { type: 5 });
const config = findModule(loadConfig(root), "demo");
const ir = compileModule(root, config, { withVectors: false }).ir!;
const vectors = loadVectors(root, config.schemas).vectors;
const context = { outDir: "packages/demo/x", vectors };
const file = (files: { path: string; content: string }[], path: string) => files.find((f) => f.path === path)?.content ?? "";

describe("kotlin, swift, c# and dart", () => {
  it("add union glue for every union beside quicktype's records", async () => {
    const expectations: [typeof kotlinGenerator, string, string][] = [
      [kotlinGenerator, "src/main/kotlin/org/canon/demo/Unions.kt", "data class Unknown(val raw: JsonObject) : Event"],
      [swiftGenerator, "Sources/CanonDemo/Unions.swift", "case unknown(CanonJSON)"],
      [csharpGenerator, "Unions.cs", "public sealed record Unknown(JsonElement Raw) : Event;"],
      [dartGenerator, "lib/src/unions.dart", "final class EventUnknown extends Event"],
    ];
    for (const [generator, path, text] of expectations) {
      const files = await generator.generate(ir, generator.parseOptions({}), context);
      expect(file(files, path), generator.target).toContain(text);
      expect(file(files, "README.md")).toContain("What was verified");
    }
  });

  it("make the Kotlin package a Maven project with the serialization plugin and a vectors test", async () => {
    const files = await kotlinGenerator.generate(ir, kotlinGenerator.parseOptions({}), context);
    expect(file(files, "pom.xml")).toContain("<plugin>kotlinx-serialization</plugin>");
    expect(file(files, "src/test/kotlin/org/canon/demo/VectorsTest.kt")).toContain("fun unknownEventTagIsKept()");
  });

  it("refer to quicktype's spelling of member records", () => {
    const name = quicktypeNames("data class URLSource (\n)\nenum class Role(val value: String) {\n}\n", "kotlin");
    expect(name("UrlSource")).toBe("URLSource");
    expect(name("Role")).toBe("Role");
    expect(name("Missing")).toBe("Missing");
  });

  it("give untagged choices a serializer that goes by the JSON value's shape", () => {
    const fixed = fixUntaggedChoices("@Serializable\nsealed class ID {\n    class IntegerValue(val value: Long)  : ID()\n    class StringValue(val value: String) : ID()\n}\n");
    expect(fixed).toContain("@Serializable(with = IDSerializer::class)");
    expect(fixed).toContain("if (element is JsonPrimitive && element.isString) {");
  });
});

describe("any other quicktype language", () => {
  it("gives records and enums and warns about the unions", async () => {
    expect(quicktypeTarget("no-such-language")).toBeUndefined();
    const ruby = quicktypeTarget("ruby")!;
    const warnings: string[] = [];
    const files = await ruby.generate(ir, ruby.parseOptions({}), { ...context, warn: (message) => warnings.push(message) });
    expect(warnings.join("\n")).toMatch(/cannot represent discriminated unions; union Event is left as raw JSON/);
    expect(file(files, "types.rb")).toContain("class Ping");
    expect(file(files, "README.md")).toContain("the unions Event (raw JSON values)");
  });
});
