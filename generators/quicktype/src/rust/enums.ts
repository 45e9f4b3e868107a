/**
 * Enums: quicktype's variant names and docs are kept, but not its `#[serde(rename_all =
 * "snake_case")]`, which spells a value such as `a2a` as `a2_a` on the wire. Canon writes an
 * explicit rename on every variant instead, matched to the schema's values; when a variant cannot
 * be matched, Canon emits the whole enum itself.
 */
import type { EnumType } from "@canon-sdk/core";
import { pascalCase } from "@canon-sdk/core";
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

function ownVariants(type: EnumType): [string, string][] {
  const used = new Set<string>();
  return type.values.map((value) => {
    let name = pascalCase(value) || "Empty";
    if (/^[0-9]/.test(name)) name = `V${name}`;
    while (used.has(name)) name = `${name}_`;
    used.add(name);
    return [name, value];
  });
}

export function enumLines(type: EnumType, rendered: RenderedItem | undefined): string[] {
  const fromQuicktype = rendered?.keyword === "enum" ? quicktypeVariants(type, rendered) : undefined;
  const variants = fromQuicktype ?? ownVariants(type);
  const docs = fromQuicktype !== undefined && rendered !== undefined && rendered.docs.length > 0 ? rendered.docs : commentLines(type.description, "///");
  return [
    ...docs,
    "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]",
    `pub enum ${type.name} {`,
    ...variants.flatMap(([name, wire]) => [`    #[serde(rename = ${stringLiteral(wire, "u{}")})]`, `    ${name},`]),
    "}",
  ];
}
