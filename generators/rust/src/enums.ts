/**
 * Enums: one variant per schema value, in schema order, each with an explicit `#[serde(rename)]`
 * (serde's `rename_all = "snake_case"` would spell a value such as `a2a` as `a2_a` on the wire).
 * Variant names follow core's one enum-member policy (`enumMemberNames`), as in every language.
 */
import { commentLines, type EnumType, enumMemberNames, stringLiteral } from "@canon-sdk/core";
import { attribute, openBrace } from "./format.js";

function variants(type: EnumType): [string, string][] {
  const names = enumMemberNames("rust", type.values);
  return type.values.map((value, i) => [names[i] as string, value]);
}

export function enumLines(type: EnumType): string[] {
  return [
    ...commentLines(type.description, "///"),
    "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]",
    ...openBrace(`pub enum ${type.name}`),
    ...variants(type).flatMap(([name, wire]) => [
      ...attribute("    ", "serde", [`rename = ${stringLiteral(wire, "u{}")}`]),
      `    ${name},`,
    ]),
    "}",
  ];
}
