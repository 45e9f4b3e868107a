/**
 * Makes a schema pattern mean in pydantic's regex engine what it means in ECMAScript: `\d` and
 * `\w` are ASCII there but Unicode-aware in Rust's `regex` and Python's `re`, so they become
 * explicit ASCII classes.
 */
const outside: Record<string, string> = { d: "[0-9]", D: "[^0-9]", w: "[A-Za-z0-9_]", W: "[^A-Za-z0-9_]" };
const inside: Record<string, string> = { d: "0-9", w: "A-Za-z0-9_" };

export function portablePattern(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "\\" && i + 1 < pattern.length) {
      const next = pattern[i + 1] as string;
      const table = inClass ? inside : outside;
      out += table[next] ?? `\\${next}`;
      i++;
      continue;
    }
    if (char === "[" && !inClass) inClass = true;
    else if (char === "]" && inClass) inClass = false;
    out += char;
  }
  return out;
}
