/**
 * Enums: one variant per schema value, in schema order, each with an explicit `#[serde(rename)]`
 * (serde's `rename_all = "snake_case"` would spell a value such as `a2a` as `a2_a` on the wire).
 */
import { commentLines, type EnumType, pascalCase, stringLiteral } from "@canon-sdk/core";
import { attribute, openBrace } from "./format.js";

function variants(type: EnumType): [string, string][] {
  const used = new Set<string>();
  return type.values.map((value) => {
    // A letter after a digit is upper case (`a2a` → `A2A`), as type names are spelled.
    let name = pascalCase(value).replace(/([0-9])([a-z])/g, (_, d: string, l: string) => d + l.toUpperCase()) || "Empty";
    if (/^[0-9]/.test(name)) name = `V${name}`;
    while (used.has(name)) name = `${name}_`;
    used.add(name);
    return [name, value];
  });
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
