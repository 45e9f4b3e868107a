import {
  compileModule,
  createFixtureProject,
  demoModule,
  fileAt,
  findModule,
  loadConfig,
  schemaFile,
} from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { resolverTypeNames } from "../src/others/kotlin-names.js";
import { csharpGenerator, dartGenerator, kotlinGenerator, quicktypeTarget, swiftGenerator } from "../src/index.js";

const { context, ir } = demoModule();
const file = fileAt;

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

  it("fail rather than refer to a record or enum quicktype did not declare under the IR's name", () => {
    const enums = ir.types.filter((t) => t.kind === "enum").map((t) => t.name);
    const records = ir.types.filter((t) => t.kind === "object").map((t) => t.name);
    const declared = [
      ...records.map((n) => `    public partial class ${n}`),
      ...enums.map((n) => `    public enum ${n} { A };`),
    ];
    expect(resolverTypeNames(ir, declared.join("\n"), "csharp")("Ping")).toBe("Ping");
    // A holder class under an enum's name (quicktype's C# `FromJson` holder) is not the enum.
    const holders = [
      ...records.map((n) => `    public partial class ${n}`),
      ...enums.map((n) => `    public class ${n}`),
    ];
    expect(enums).not.toEqual([]);
    expect(() => resolverTypeNames(ir, holders.join("\n"), "csharp")).toThrow(/did not declare/);
    expect(() => resolverTypeNames(ir, "", "swift")).toThrow(/under the resolver's name in swift/);
  });

  it("give untagged choices a serializer that goes by the JSON value's shape", async () => {
    const root = createFixtureProject({
      "schemas/demo/choice/choice.schema.json": schemaFile({
        Holder: {
          title: "Holder",
          description: "A record with an untagged choice.",
          type: "object",
          properties: {
            id: { description: "A number or a string.", anyOf: [{ type: "integer" }, { type: "string" }] },
          },
          additionalProperties: false,
        },
      }),
    });
    const choice = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false }).ir!;
    const files = await kotlinGenerator.generate(choice, kotlinGenerator.parseOptions({}), context);
    const types = files.find((f) => f.path.endsWith("/Types.kt"))?.content ?? "";
    expect(types).toMatch(/@Serializable\(with = (\w+)Serializer::class\)\nsealed class \1 \{/);
    expect(types).toContain("if (element is JsonPrimitive && element.isString) {");
  });
});

describe("any other quicktype language", () => {
  it("gives records and enums and warns about the unions", async () => {
    expect(quicktypeTarget("no-such-language")).toBeUndefined();
    const ruby = quicktypeTarget("ruby")!;
    const warnings: string[] = [];
    const files = await ruby.generate(ir, ruby.parseOptions({}), {
      ...context,
      warn: (message) => warnings.push(message),
    });
    expect(warnings.join("\n")).toMatch(/cannot represent discriminated unions; union Event is left as raw JSON/);
    expect(file(files, "types.rb")).toContain("class Ping");
    expect(file(files, "README.md")).toContain("the unions Event (raw JSON values)");
  });
});
