/** Small text helpers shared by the emitters: headers, indentation, file assembly. */
import { readFileSync } from "node:fs";
import { blockCommentText, type GeneratedFile, headerLine } from "@canon-sdk/core";

export function tsHeader(schemaDir: string): string {
  return headerLine("//", schemaDir);
}

/** Joins lines into a file body that ends with exactly one newline. */
export function file(lines: readonly string[]): string {
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}

/** A doc comment from a description (and deprecation), indented. */
export function docComment(description: string, deprecated = false, indent = ""): string[] {
  const body = description.split("\n").map((l) => `${indent} * ${blockCommentText(l)}`.trimEnd());
  if (deprecated) body.push(`${indent} * @deprecated`);
  return [`${indent}/**`, ...body, `${indent} */`];
}

/**
 * Hand-written runtime files (generators/typescript/runtime/<folder>/), each copied whole into the
 * package's src/ under the generated header.
 */
export function copiedRuntime(folder: string, names: readonly string[], header: string): GeneratedFile[] {
  const dir = new URL(`../../runtime/${folder}/`, import.meta.url);
  return names.map((name) => ({
    path: `src/${name}`,
    content: file([header, readFileSync(new URL(name, dir), "utf8")]),
  }));
}
