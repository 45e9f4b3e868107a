/**
 * Kotlin takes every name from Canon's resolver (core's memberNamesIn.kotlin and enum-member
 * policy), not quicktype's renaming: the names of a schema written to collide are pinned here.
 * The Kotlin packages of the repository's modules are compiled by scripts/native-tests.mjs.
 */
import { enumMemberNames, memberNamesIn } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { collidingNamesIR } from "./names-fixture.js";
import { kotlinGenerator } from "../src/index.js";

const ir = collidingNamesIR();

describe("kotlin names", () => {
  it("come from the resolver: fields, enum entries and type names", async () => {
    const files = await kotlinGenerator.generate(ir, kotlinGenerator.parseOptions({}), {
      outDir: "packages/demo/kotlin",
      vectors: [],
    });
    const types = files.find((f) => f.path.endsWith("/Types.kt"))?.content ?? "";
    const fields = [...types.matchAll(/^ {4}val (\w+):/gm)].map((m) => m[1]);
    const entries = [...types.matchAll(/^ {4}@SerialName\("[^"]*"\) (\w+)\(/gm)].map((m) => m[1]);
    const declared = [...types.matchAll(/^(?:data class|enum class) (\w+)/gm)].map((m) => m[1]);
    expect({ declared, fields, entries }).toEqual({
      declared: ["UrlSource", "JsonMode"],
      // quicktype sorts the fields; the names are the resolver's.
      fields: ["_1st", "documentationUrl", "in_", "mode", "pipTools", "pipTools2", "toJson_", "urlSource"],
      entries: ["AB", "AB2", "AB3", "V1St", "Empty", "String_", "A2A"],
    });
    const taken = new Set<string>();
    expect(["in", "to_json", "1st"].map((wire) => memberNamesIn.kotlin.field(wire, taken))).toEqual([
      "in_",
      "toJson_",
      "_1st",
    ]);
    expect(enumMemberNames("kotlin", ["a-b", "a_b"])).toEqual(["AB", "AB2"]);
    // Every renamed field keeps its wire name.
    expect(types).toContain('@SerialName("to_json")\n    val toJson_: String? = null');
  });
});
