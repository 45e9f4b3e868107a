/**
 * Enums: one variant per schema value, in schema order, each with an explicit `#[serde(rename)]`
 * (serde's `rename_all = "snake_case"` would spell a value such as `a2a` as `a2_a` on the wire).
 * Variant names come from core's resolver (`memberNamesIn.rust.variant`).
 */
import { commentLines, type EnumType, memberNamesIn, stringLiteral } from "@canon-sdk/core";
import { attribute, openBrace } from "./format.js";

function variants(type: EnumType): [string, string][] {
  const taken = new Set<string>();
  return type.values.map((value) => [memberNamesIn.rust.variant(value, taken), value]);
}

export function enumLines(type: EnumType): string[] {
  return [
    ...commentLines(type.description, "///"),
    "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]",
    ...openBrace(`pub enum ${type.name}`),
    ...variants(type).flatMap(([name, wire]) => [...attribute("    ", "serde", [`rename = ${stringLiteral(wire, "u{}")}`]), `    ${name},`]),
    "}",
  ];
}
