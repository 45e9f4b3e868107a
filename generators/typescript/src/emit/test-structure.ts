/**
 * The structure mirror, in two files for what each is. test/types.test-d.ts holds type-level
 * assertions that pin every type's keys, required keys, tags, consts and enum sets as the IR has
 * them: `tsc` checks them in the package's typecheck, and nothing runs them, so they are not
 * counted as run-time tests. test/structure.test.ts (test-structure-runtime.ts) holds the
 * run-time assertions that compare the generated metadata with the bundled schema.
 */
import { type ModuleIR, type NamedType, type ObjectType, refusesEveryValue } from "@canon-sdk/core";
import { byTagName, typeName } from "../names.js";
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
    case "alias": {
      // A schema that refuses every value (`false`, `{"not": {}}`) is `never`, and only it.
      const schema = (ir.bundle["$defs"] as Record<string, unknown> | undefined)?.[type.name];
      return [`expectTypeOf<${T}>()${refusesEveryValue(schema) ? "" : ".not"}.toBeNever();`];
    }
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
