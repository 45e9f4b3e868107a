/**
 * A schema pattern (ECMAScript, unicode mode, after pattern-spelling.ts) written for the engines
 * of the RE2 family that the generated validators use: Go's `regexp` and Rust's `regex` (which
 * pydantic-core runs). Their syntax is ECMAScript's for most patterns, but some escapes read
 * other sets of characters or are not read at all, so those are written out as the explicit
 * class ECMAScript means:
 * - `\d` and `\w` are ASCII in ECMAScript and in Go, Unicode-aware in Rust;
 * - `\s` is ECMAScript's own list (Go's is five ASCII characters, Rust's is Unicode White_Space,
 *   which has U+0085 and lacks U+FEFF);
 * - `.` stops at \n, \r, U+2028 and U+2029 in ECMAScript, only at \n in both engines;
 * - `\uXXXX` and `\u{X}` are `\x{X}` there (Go reads no `\u` at all).
 */

const SPACE =
  "\\t\\n\\v\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}";
const OUTSIDE: Readonly<Record<string, string>> = {
  d: "[0-9]",
  D: "[^0-9]",
  w: "[A-Za-z0-9_]",
  W: "[^A-Za-z0-9_]",
  s: `[${SPACE}]`,
  S: `[^${SPACE}]`,
};
// Inside a class only the positive sets can be written as members.
const INSIDE: Readonly<Record<string, string>> = { d: "0-9", w: "A-Za-z0-9_", s: SPACE };
const ANY = "[^\\n\\r\\x{2028}\\x{2029}]";

export function re2FamilyPattern(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "\\" && i + 1 < pattern.length) {
      const next = pattern[i + 1] as string;
      const unicode = next === "u" ? /^u(?:\{([0-9A-Fa-f]+)\}|([0-9A-Fa-f]{4}))/.exec(pattern.slice(i + 1)) : null;
      if (unicode !== null) {
        out += `\\x{${(unicode[1] ?? unicode[2]) as string}}`;
        i += unicode[0].length;
        continue;
      }
      out += (inClass ? INSIDE : OUTSIDE)[next] ?? `\\${next}`;
      i++;
      continue;
    }
    if (char === "[" && !inClass) inClass = true;
    else if (char === "]" && inClass) inClass = false;
    out += char === "." && !inClass ? ANY : char;
  }
  return out;
}
