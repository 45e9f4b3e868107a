/**
 * Enums: variant names come from the core's enum-member policy (the one every language uses), each
 * with an explicit `#[serde(rename)]` to its schema value — never quicktype's `rename_all =
 * "snake_case"`, which spells a value such as `a2a` as `a2_a` on the wire. quicktype's variant
 * order and docs are kept when its variants match the schema's values one to one.
 */
import type { EnumType } from "@canon-sdk/core";
import { enumMemberNames } from "@canon-sdk/core";
import type { RenderedItem } from "../items.js";
import { commentLines, stringLiteral } from "../text.js";

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

function quicktypeVariants(type: EnumType, rendered: RenderedItem): [string, string][] | undefined {
  const byKey = new Map(type.values.map((v) => [key(v), v]));
  const pairs: [string, string][] = [];
  let explicit: string | undefined;
  for (const line of rendered.lines) {
    const rename = /^\s+#\[serde\(rename = "((?:[^"\\]|\\.)*)"\)\]/.exec(line);
    if (rename !== null) explicit = JSON.parse(`"${rename[1]}"`) as string;
    const variant = /^\s+(\w+),\s*$/.exec(line);
    if (variant === null) continue;
    const wire = explicit ?? byKey.get(key(variant[1] as string));
    explicit = undefined;
    if (wire === undefined || !type.values.includes(wire)) return undefined;
    pairs.push([variant[1] as string, wire]);
  }
  const covered = new Set(pairs.map(([, wire]) => wire));
  return pairs.length === type.values.length && covered.size === type.values.length ? pairs : undefined;
}

export function enumLines(type: EnumType, rendered: RenderedItem | undefined): string[] {
  const fromQuicktype = rendered?.keyword === "enum" ? quicktypeVariants(type, rendered) : undefined;
  const names = enumMemberNames("rust", type.values);
  const order = fromQuicktype?.map(([, wire]) => wire) ?? type.values;
  const variants = order.map((wire): [string, string] => [names[type.values.indexOf(wire)] as string, wire]);
  const docs = fromQuicktype !== undefined && rendered !== undefined && rendered.docs.length > 0 ? rendered.docs : commentLines(type.description, "///");
  return [
    ...docs,
    "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]",
    `pub enum ${type.name} {`,
    ...variants.flatMap(([name, wire]) => [`    #[serde(rename = ${stringLiteral(wire, "u{}")})]`, `    ${name},`]),
    "}",
  ];
}
