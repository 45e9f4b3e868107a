/** One Markdown section per named type, grouped by kind, in source order within each group. */
import { type ModuleIR, memberships, type NamedType } from "@canon-sdk/core";
import { anchor, describeShape } from "./shapes.js";

/** Pipes and line breaks would end a table cell early. */
const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");

export function renderType(ir: ModuleIR, type: NamedType): string {
  const lines = [`### ${type.name}`, ""];
  if (type.deprecated) lines.push("> **Deprecated.**", "");
  lines.push(type.description, "", `Defined in \`${type.origin.file}\`.`, "");
  for (const { union, member } of memberships(ir, type.name))
    lines.push(
      `Member of [${union.name}](#${anchor(union.name)}) with \`${union.tag}\` = \`${JSON.stringify(member.tagValue)}\`.`,
      "",
    );
  lines.push(...body(type));
  return lines.join("\n");
}

function body(type: NamedType): string[] {
  switch (type.kind) {
    case "object": {
      const closure = type.closed
        ? "Closed: properties not listed here are rejected."
        : "Open: properties not listed here are allowed.";
      if (type.properties.length === 0) return [closure, ""];
      const rows = type.properties.map(
        (p) =>
          `| \`${p.wireName}\` | ${cell(describeShape(p.shape))} | ${p.required ? "yes" : "no"} | ${cell(p.description)}${p.deprecated ? " **Deprecated.**" : ""} |`,
      );
      return ["| property | type | required | description |", "| --- | --- | --- | --- |", ...rows, "", closure, ""];
    }
    case "union": {
      const rows = type.members.map(
        (m) => `| \`${JSON.stringify(m.tagValue)}\` | [${m.typeName}](#${anchor(m.typeName)}) |`,
      );
      return [`Discriminated on \`${type.tag}\`.`, "", `| \`${type.tag}\` | type |`, "| --- | --- |", ...rows, ""];
    }
    case "enum":
      return [`One of: ${type.values.map((v) => `\`${JSON.stringify(v)}\``).join(", ")}.`, ""];
    case "alias":
      return [`Type: ${describeShape(type.shape)}.`, ""];
  }
}
