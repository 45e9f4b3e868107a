/**
 * test/structure.test.ts, the run-time half of the structure mirror (test-structure.ts has the
 * type-level half): the generated metadata compared with the bundled schema, type by type.
 */
import type { ModuleIR } from "@canon-sdk/core";
import { parserName } from "../names.js";
import { file, tsHeader } from "./text.js";

/** test/structure.test.ts: run-time assertions only. */
export function emitStructureTests(ir: ModuleIR): string {
  return file([
    tsHeader(ir.schemaDir),
    'import { describe, expect, it } from "vitest";',
    'import { schema, typeInfo, typeNames } from "../src/index.js";',
    'import { exported } from "./support.js";',
    "",
    runtimeMirror(ir),
  ]);
}

function runtimeMirror(ir: ModuleIR): string {
  const unionParsers = ir.types.filter((t) => t.kind === "union").map((t) => JSON.stringify(parserName(t.name)));
  return [
    "type Json = Record<string, any>;",
    'const defs = (schema as Json)["$defs"] as Record<string, Json>;',
    "",
    // An object merged from `allOf` parts (plain objects or references) has their properties.
    "/** The properties and required names of an object definition, with those of its allOf parts. */",
    "function objectOf(def: Json): { properties: Record<string, Json>; required: string[] } {",
    '  const parts = ((def["allOf"] ?? []) as Json[]).map((part) =>',
    '    objectOf(part["$ref"] === undefined ? part : (defs[String(part["$ref"]).replace("#/$defs/", "")] as Json)),',
    "  );",
    "  return {",
    "    // Entries, not Object.assign: a property named __proto__ would set the prototype.",
    '    properties: Object.fromEntries([...parts, { properties: def["properties"] ?? {} }].flatMap((p) => Object.entries(p.properties))),',
    '    required: [...new Set([...parts.flatMap((p) => p.required), ...((def["required"] ?? []) as string[])])],',
    "  };",
    "}",
    "",
    'describe("metadata mirrors the bundled schema", () => {',
    '  it("has every type of the schema and no other", () => {',
    "    expect([...typeNames].sort()).toEqual(Object.keys(defs).sort());",
    "    expect(Object.keys(typeInfo).sort()).toEqual(Object.keys(defs).sort());",
    "  });",
    "",
    '  it.each([...typeNames])("%s: guard, validator and metadata exist and match", (name) => {',
    '    expect(exported(`is${name}`), `is${name}`).toBeTypeOf("function");',
    '    expect(exported(`validate${name}`), `validate${name}`).toBeTypeOf("function");',
    "    const info = typeInfo[name] as Json;",
    "    const def = defs[name] as Json;",
    '    expect(info["deprecated"], "deprecated").toBe(def["deprecated"] === true);',
    '    if (info["kind"] === "object") {',
    "      const { properties, required: wanted } = objectOf(def);",
    '      expect(Object.keys(info["properties"]).sort(), "wire names").toEqual(Object.keys(properties).sort());',
    '      const required = Object.entries(info["properties"] as Record<string, Json>).filter(([, p]) => p["required"]).map(([k]) => k);',
    // A required name without a property (a variant's, naming a key of the object it varies) is
    // the validator's to check: the metadata lists properties. Key patterns beside
    // additionalProperties: false admit the keys they match.
    '      expect(required.sort(), "required").toEqual(wanted.filter((k) => Object.hasOwn(properties, k)).sort());',
    '      const closed = def["additionalProperties"] === false && def["patternProperties"] === undefined;',
    '      expect(info["closed"], "closed").toBe(closed);',
    '      for (const [wire, p] of Object.entries(info["properties"] as Record<string, Json>)) {',
    "        const prop = properties[wire] as Json;",
    '        if (p["const"] !== undefined) expect(p["const"], `${wire} const`).toBe(prop["const"] ?? prop["enum"]?.[0]);',
    '        if (p["ref"] !== undefined) expect(JSON.stringify(prop), `${wire} ref`).toContain(`"#/$defs/${p["ref"]}"`);',
    '        if (p["enum"] !== undefined) expect(p["enum"], `${wire} enum`).toEqual((defs[p["ref"]] as Json)["enum"]);',
    '        expect(p["deprecated"], `${wire} deprecated`).toBe(prop["deprecated"] === true);',
    "      }",
    "    }",
    '    if (info["kind"] === "union") {',
    // Without a `discriminator` keyword, the tag is the property every member fixes (inferred by Canon).
    '      if (def["discriminator"] !== undefined) expect(info["tag"], "tag").toBe(def["discriminator"]["propertyName"]);',
    '      const members = ((def["oneOf"] ?? def["anyOf"]) as Json[]).map((m) => String(m["$ref"]).replace("#/$defs/", ""));',
    '      expect(Object.values(info["members"]).sort(), "members").toEqual([...members].sort());',
    '      for (const [tag, member] of Object.entries(info["members"] as Record<string, string>)) {',
    '        const fixed = (defs[member] as Json)["properties"][info["tag"]];',
    '        expect(fixed["const"] ?? fixed["enum"][0], `${member} tag`).toBe(tag);',
    "      }",
    "    }",
    '    if (info["kind"] === "enum") expect(info["values"], "enum values").toEqual(def["enum"]);',
    "  });",
    "",
    ...(unionParsers.length === 0
      ? []
      : [
          `  it.each([${unionParsers.join(", ")}])("%s exists", (name) => {`,
          '    expect(exported(name)).toBeTypeOf("function");',
          "  });",
        ]),
    "});",
  ].join("\n");
}
