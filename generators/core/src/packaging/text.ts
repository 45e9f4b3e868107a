/** Small text helpers shared by every language's emitter. */
import { pascalCase } from "../naming.js";

/** Wraps prose to comment lines of at most `width` characters, each starting with `prefix`. */
export function commentLines(text: string, prefix: string, width = 100): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter((w) => w.length > 0)) {
      if (line.length > 0 && prefix.length + line.length + 1 + word.length > width) {
        lines.push(`${prefix} ${line}`);
        line = word;
      } else {
        line = line.length === 0 ? word : `${line} ${word}`;
      }
    }
    if (line.length > 0) lines.push(`${prefix} ${line}`);
    lines.push(prefix);
  }
  if (lines.length > 0) lines.pop();
  return lines.map((l) => l.trimEnd());
}

/**
 * A double-quoted string literal. JSON escaping is valid in Java, Kotlin, C# and Dart once `$` is
 * escaped as a code point; Rust and Swift spell code points `\u{…}`.
 */
export function stringLiteral(value: string, codePoints: "uXXXX" | "u{}" = "uXXXX"): string {
  const json = JSON.stringify(value).replace(/\$/g, "\\u0024");
  return codePoints === "uXXXX" ? json : json.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => `\\u{${hex}}`);
}

/** Name of an inline construct (a literal or an untagged choice) from the place it appears. */
export function inlineName(owner: string, path: readonly string[]): string {
  return pascalCase([owner, ...path].join(" ")) || "Value";
}

/** Joins files' lines with LF and a final newline, with no trailing spaces. */
export function joinLines(lines: readonly string[]): string {
  return `${lines
    .map((l) => l.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}

/** The module's bundled schema as a JSON file, so every package ships the schema it was generated from. */
export function bundledSchemaFile(
  ir: { readonly module: string; readonly bundle: unknown },
  dir = "",
): { path: string; content: string } {
  return { path: `${dir}${ir.module}.schema.json`, content: `${JSON.stringify(ir.bundle, null, 2)}\n` };
}
