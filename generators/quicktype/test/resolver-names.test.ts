/**
 * Swift, C# and Dart take every name from Canon's resolver (core's memberNamesIn and enum-member
 * policy, the IR's type names), not quicktype's renaming: the names of a schema written to collide
 * are pinned here, per language, beside Kotlin's in kotlin-names.test.ts.
 */
import { describe, expect, it } from "vitest";
import { collidingNamesIR } from "./names-fixture.js";
import { csharpGenerator, dartGenerator, swiftGenerator } from "../src/index.js";

const ir = collidingNamesIR();

async function types(generator: typeof swiftGenerator, file: RegExp): Promise<string> {
  const files = await generator.generate(ir, generator.parseOptions({}), { outDir: "out", vectors: [] });
  return files.find((f) => file.test(f.path))?.content ?? "";
}
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);

describe("swift, c# and dart names come from the resolver", () => {
  it("swift: camelCase fields, lowerCamelCase cases, the IR's type names", async () => {
    const swift = await types(swiftGenerator, /Types\.swift$/);
    expect({
      declared: all(swift, /^public (?:struct|enum) (\w+)/gm),
      fields: all(swift, /^ {4}public let (\w+):/gm),
      cases: all(swift, /^ {4}case (\w+) = "/gm),
    }).toEqual({
      declared: ["UrlSource", "JsonMode"],
      // quicktype sorts fields and cases; the names are the resolver's.
      fields: ["_1st", "documentationUrl", "in_", "mode", "pipTools", "pipTools2", "toJson", "urlSource"],
      cases: ["a2a", "aB", "aB2", "aB3", "empty", "string", "v1st"],
    });
  });

  it("c#: PascalCase members, a field named as its type renamed, the enum under its IR name", async () => {
    const csharp = await types(csharpGenerator, /Types\.cs$/);
    expect({
      declared: all(csharp, /^ {4}public (?:partial class|enum) (\w+)/gm),
      fields: all(csharp, /^ {8}public \S+ (\w+) \{ get; set; \}/gm),
      members: csharp.match(/public enum JsonMode \{ (.*) \};/)?.[1]?.split(", "),
    }).toEqual({
      declared: ["UrlSource", "JsonMode", "UrlSource"],
      fields: ["DocumentationUrl", "In", "Mode", "PipTools", "PipTools2", "ToJson_", "UrlSource_", "_1st"],
      members: ["A2A", "AB", "AB2", "AB3", "Empty", "String", "V1St"],
    });
  });

  it("dart: camelCase fields (no leading `_`: that is private), SCREAMING_SNAKE members", async () => {
    const dart = await types(dartGenerator, /types\.dart$/);
    expect({
      declared: all(dart, /^(?:class|enum) (\w+)/gm),
      fields: all(dart, /^ {4}final \S+ (\w+);/gm),
      members: all(dart, /^ {4}([A-Z0-9_]+),?$/gm),
    }).toEqual({
      declared: ["UrlSource", "JsonMode", "EnumValues"],
      fields: ["documentationUrl", "in_", "mode", "pipTools", "pipTools2", "toJson_", "urlSource", "v1st"],
      members: ["A2A", "A_B", "A_B_2", "A_B_3", "EMPTY", "STRING", "V_1ST"],
    });
  });
});
