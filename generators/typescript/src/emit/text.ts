/** Small text helpers shared by the emitters: headers, indentation, file assembly. */
import { blockCommentText, headerLine } from "@canon-sdk/core";

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
