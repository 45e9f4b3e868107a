/**
 * constants.ts: enum values and union tags as const objects (`EventType.TEXT_MESSAGE_START`),
 * tag-to-member maps (`EventByType`), every type name, and name-to-type maps.
 */
import type { ModuleIR, UnionType } from "@canon-sdk/core";
import { byTagName, constKeys, tagConstName, typeName } from "../names.js";
import { docComment, file, tsHeader } from "./text.js";

/** Type names that constants.ts re-declares (value and type under one name). */
export function constantNames(ir: ModuleIR): string[] {
  return ir.types.filter((t) => t.kind === "enum").map((t) => typeName(t.name));
}

export function emitConstants(ir: ModuleIR): string {
  const lines: string[] = [tsHeader(ir.schemaDir), 'import type * as T from "./types.js";', ""];
  for (const type of ir.types) {
    if (type.kind === "enum") {
      lines.push(
        ...docComment(type.description, type.deprecated),
        ...constObject(typeName(type.name), type.values),
        `export type ${typeName(type.name)} = T.${typeName(type.name)};`,
        "",
      );
    }
  }
  for (const union of ir.types.filter((t): t is UnionType => t.kind === "union")) {
    const name = tagConstName(ir, union);
    if (name !== undefined) {
      lines.push(
        ...docComment(`Every \`${union.tag}\` tag of ${typeName(union.name)}.`),
        ...constObject(
          name,
          union.members.map((m) => m.tagValue),
        ),
      );
      lines.push(`export type ${name} = (typeof ${name})[keyof typeof ${name}];`, "");
    }
    lines.push(
      ...docComment(`The member type of ${typeName(union.name)} for each \`${union.tag}\` tag.`),
      `export interface ${byTagName(union)} {`,
    );
    lines.push(...union.members.map((m) => `  ${JSON.stringify(m.tagValue)}: T.${typeName(m.typeName)};`), "}", "");
  }
  lines.push(
    "/** Every type of the module, in schema order. */",
    "export const typeNames = [",
    ...ir.types.map((t) => `  ${JSON.stringify(t.name)},`),
    "] as const;",
    "",
    "export type TypeName = (typeof typeNames)[number];",
    "",
    "/** Each type by its name, for `validate(typeName, value)`. */",
    "export interface TypesByName {",
    ...ir.types.map((t) => `  ${t.name}: T.${typeName(t.name)};`),
    "}",
  );
  return file(lines);
}

function constObject(name: string, values: readonly string[]): string[] {
  const keys = constKeys(values);
  return [`export const ${name} = {`, ...values.map((v, i) => `  ${keys[i]}: ${JSON.stringify(v)},`), "} as const;"];
}
