import { demoModule, fileAt } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { fixUntaggedChoices } from "../src/others/kotlin-untagged.js";
import { quicktypeNames } from "../src/others/names.js";
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

  it("refer to quicktype's spelling of member records", () => {
    const name = quicktypeNames("data class URLSource (\n)\nenum class Role(val value: String) {\n}\n", "kotlin");
    expect(name("UrlSource")).toBe("URLSource");
    expect(name("Role")).toBe("Role");
    expect(name("Missing")).toBe("Missing");
  });

  it("give untagged choices a serializer that goes by the JSON value's shape", () => {
    const fixed = fixUntaggedChoices(
      "@Serializable\nsealed class ID {\n    class IntegerValue(val value: Long)  : ID()\n    class StringValue(val value: String) : ID()\n}\n",
    );
    expect(fixed).toContain("@Serializable(with = IDSerializer::class)");
    expect(fixed).toContain("if (element is JsonPrimitive && element.isString) {");
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
