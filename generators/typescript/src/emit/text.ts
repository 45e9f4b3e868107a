/** Small text helpers shared by the emitters: headers, indentation, file assembly. */
import { headerLine } from "@canon-sdk/core";

export function tsHeader(schemaDir: string): string {
  return headerLine("//", schemaDir);
}

/** Re-indents brace-structured code that was emitted flat (two spaces per level). */
export function indentBraces(code: string): string {
  let depth = 0;
  const out: string[] = [];
  for (const raw of code.split("\n")) {
    const line = raw.trim();
    if (line === "") {
      out.push("");
      continue;
    }
    if (/^[}\])]/.test(line)) depth = Math.max(0, depth - 1);
    const extra = line.startsWith("*") ? " " : "";
    out.push(`${"  ".repeat(depth)}${extra}${line}`);
    if (/[{[(]$/.test(line)) depth++;
  }
  return out.join("\n");
}

/** Joins lines into a file body that ends with exactly one newline. */
export function file(lines: readonly string[]): string {
  return `${lines.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}

/** A doc comment from a description (and deprecation), indented. */
export function docComment(description: string, deprecated = false, indent = ""): string[] {
  const body = description.split("\n").map((l) => `${indent} * ${l.replace(/\*\//g, "*\\/")}`.trimEnd());
  if (deprecated) body.push(`${indent} * @deprecated`);
  return [`${indent}/**`, ...body, `${indent} */`];
}
