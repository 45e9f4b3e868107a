/** Python source text: literals, docstrings and indentation. */
import { pythonDocstringText } from "@canon-sdk/core";

/** A Python string literal. JSON escapes are all valid Python escapes. */
export const pyString = (value: string): string => JSON.stringify(value);

export function pyValue(value: string | number | boolean): string {
  if (typeof value === "string") return pyString(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  return String(value);
}

/** A docstring body, safe inside triple double quotes. */
export function docstring(text: string, indent: string): string {
  const body = pythonDocstringText(text.trim() || "No description.");
  const lines = body.split("\n");
  if (lines.length === 1) return `${indent}"""${lines[0]}"""`;
  return [
    `${indent}"""${lines[0]}`,
    ...lines.slice(1).map((l) => (l.trim() ? `${indent}${l}` : "")),
    `${indent}"""`,
  ].join("\n");
}

export const indentLines = (text: string, indent: string): string =>
  text
    .split("\n")
    .map((l) => (l ? indent + l : l))
    .join("\n");
