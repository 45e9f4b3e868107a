/**
 * The structure mirror, in two files for what each is. test/types.test-d.ts holds type-level
 * assertions that pin every type's keys, required keys, tags, consts and enum sets as the IR has
 * them: `tsc` checks them in the package's typecheck, and nothing runs them, so they are not
 * counted as run-time tests. test/structure.test.ts holds the run-time assertions that compare
 * the generated metadata with the bundled schema.
 */
import type { ModuleIR, NamedType, ObjectType } from "@canon-sdk/core";
import { byTagName, parserName, typeName } from "../names.js";
import { file, tsHeader } from "./text.js";

const union = (items: readonly string[]): string => (items.length === 0 ? "never" : items.join(" | "));

/** test/types.test-d.ts: checked by `tsc -p tsconfig.json` (the typecheck task), never executed. */
export function emitTypeMirror(ir: ModuleIR): string {
  const assertions = ir.types.map((t) => `// ${t.name}\n${typeAssertions(ir, t).join("\n")}\n`);
  const uses = (name: string) => assertions.some((a) => a.includes(name));
  // Only what the assertions use: the package's typecheck refuses unused names (noUnusedLocals).
  const helpers = Object.entries(typeHelpers)
    .filter(([name]) => uses(`${name}<`))
    .map(([, declaration]) => declaration);
  return file([
    tsHeader(ir.schemaDir),
    "// Type-level mirror of the schema: `tsc` (npm run typecheck) fails on any mismatch. Nothing here",
    "// runs, so vitest does not count these assertions as tests.",
    'import { expectTypeOf } from "vitest";',
    'import type * as T from "../src/types.js";',
    ...(uses("<C.") ? ['import type * as C from "../src/constants.js";'] : []),
    "",
    ...(helpers.length > 0 ? [...helpers, ""] : []),
    ...assertions,
  ]);
}

const typeHelpers: Readonly<Record<string, string>> = {
  Known: [
    "/** Keys without index signatures, keeping optional modifiers. */",
    "type Known<O> = { [K in keyof O as string extends K ? never : number extends K ? never : K]: O[K] };",
  ].join("\n"),
  // Not `{} extends Pick<O, K>`: `{}` has Object's members, so an optional `toString` or
  // `constructor` property would count as required.
  RequiredKeys:
    "type RequiredKeys<O> = { [K in keyof O]-?: Pick<O, K> extends Required<Pick<O, K>> ? K : never }[keyof O];",
  Value: "type Value<O, K extends keyof O> = Exclude<O[K], undefined | null>;",
};

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

function typeAssertions(ir: ModuleIR, type: NamedType): string[] {
  const T = `T.${typeName(type.name)}`;
  switch (type.kind) {
    case "object":
      // A type that also allows null: its keys are those of the object.
      return objectAssertions(ir, type, type.nullable === true ? `Exclude<${T}, null>` : T);
    case "union":
      return [
        `expectTypeOf<${T}>().toEqualTypeOf<${union(type.members.map((m) => `T.${typeName(m.typeName)}`))}>();`,
        ...type.members.map(
          (m) =>
            `expectTypeOf<C.${byTagName(type)}[${JSON.stringify(m.tagValue)}]>().toEqualTypeOf<T.${typeName(m.typeName)}>();`,
        ),
      ];
    case "enum":
      return [`expectTypeOf<${T}>().toEqualTypeOf<${union(type.values.map((v) => JSON.stringify(v)))}>();`];
    case "alias":
      return [`expectTypeOf<${T}>().not.toBeNever();`];
  }
}

function objectAssertions(ir: ModuleIR, type: ObjectType, T: string): string[] {
  const keys = type.properties.map((p) => JSON.stringify(p.wireName));
  const required = type.properties.filter((p) => p.required).map((p) => JSON.stringify(p.wireName));
  const keyOf = `keyof ${type.closed ? T : `Known<${T}>`}`;
  const variants = hasVariants(ir, type.name);
  // A property of a type spelled with variants is an intersection of their spellings: the same
  // values as the IR's, which only assignability both ways compares (not the exact type).
  const same = (actual: string, expected: string): string =>
    variants
      ? `expectTypeOf<${actual}>().toExtend<${expected}>();\nexpectTypeOf<${expected}>().toExtend<${actual}>();`
      : `expectTypeOf<${actual}>().toEqualTypeOf<${expected}>();`;
  const lines = variants
    ? [
        "// Its `anyOf`/`oneOf` variants name and require more keys, which the type spells as a union of them.",
        `expectTypeOf<${union(keys)}>().toExtend<${keyOf}>();`,
      ]
    : [
        `expectTypeOf<${keyOf}>().toEqualTypeOf<${union(keys)}>();`,
        `expectTypeOf<RequiredKeys<Known<${T}>>>().toEqualTypeOf<${union(required)}>();`,
      ];
  for (const p of type.properties) {
    const key = JSON.stringify(p.wireName);
    if (p.absent) {
      lines.push(`expectTypeOf<${T}[${key}]>().toEqualTypeOf<undefined>();`);
      continue;
    }
    const value = `Value<${T}, ${key}>`;
    if (p.shape.kind === "literal") lines.push(same(value, JSON.stringify(p.shape.value)));
    if (p.shape.kind === "ref") {
      const name = p.shape.name;
      const target = ir.types.find((t) => t.name === name);
      if (target?.kind === "enum") lines.push(same(value, union(target.values.map((v) => JSON.stringify(v)))));
      // Value drops null from the property; a named type that allows null keeps it.
      else lines.push(same(value, `Exclude<T.${typeName(name)}, undefined | null>`));
    }
    if (p.shape.nullable) lines.push(`expectTypeOf<null>().toExtend<${T}[${key}]>();`);
  }
  return lines;
}

/**
 * Whether an object's schema has `anyOf` or `oneOf` beside its properties (a choice of required
 * lists, say), itself or in a part it takes through `allOf` or an alias's `$ref`.
 */
function hasVariants(ir: ModuleIR, name: string): boolean {
  const defs = (ir.bundle["$defs"] ?? {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const varies = (schema: unknown): boolean => {
    if (typeof schema !== "object" || schema === null) return false;
    const s = schema as Record<string, unknown>;
    if (Array.isArray(s["anyOf"]) || Array.isArray(s["oneOf"])) return true;
    if (typeof s["$ref"] === "string") {
      const target = s["$ref"].replace("#/$defs/", "");
      if (seen.has(target)) return false;
      seen.add(target);
      return varies(defs[target]);
    }
    return Array.isArray(s["allOf"]) && s["allOf"].some(varies);
  };
  return varies(defs[name]);
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
    '    properties: Object.assign({}, ...parts.map((p) => p.properties), def["properties"] ?? {}),',
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
    '      expect(required.sort(), "required").toEqual([...wanted].sort());',
    '      expect(info["closed"], "closed").toBe(def["additionalProperties"] === false);',
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
