/**
 * A schema pattern (ECMAScript, unicode mode) as Python's `re` reads what ECMAScript means by it,
 * for the Python evaluator of the keywords beyond the types: the RE2-family spelling
 * (pattern-engines.ts: the same explicit classes) with what `re` writes otherwise:
 * - `\x{X}` is `\uXXXX` or `\UXXXXXXXX`;
 * - `$` outside a class is `\Z` (`re`'s `$` also matches before a final newline);
 * - `\b` and `\B` are ASCII word boundaries, as in ECMAScript (`re`'s are Unicode-aware);
 * - a named group `(?<name>…)` is `(?P<name>…)`, and `\k<name>` is `(?P=name)`.
 */
import { re2FamilyPattern } from "./pattern-engines.js";

export function pythonRePattern(pattern: string): string {
  const spelled = re2FamilyPattern(pattern);
  let out = "";
  let inClass = false;
  for (let i = 0; i < spelled.length; i++) {
    const char = spelled[i] as string;
    if (char === "\\") {
      const rest = spelled.slice(i);
      const code = /^\\x\{([0-9A-Fa-f]+)\}/.exec(rest);
      const named = inClass ? null : /^\\k<([A-Za-z_][A-Za-z0-9_]*)>/.exec(rest);
      const next = spelled[i + 1] ?? "";
      if (code !== null) {
        const point = Number.parseInt(code[1] as string, 16);
        out += point <= 0xffff ? `\\u${hexDigits(point, 4)}` : `\\U${hexDigits(point, 8)}`;
        i += code[0].length - 1;
      } else if (named !== null) {
        out += `(?P=${named[1] as string})`;
        i += named[0].length - 1;
      } else {
        out += !inClass && (next === "b" || next === "B") ? `(?a:\\${next})` : `\\${next}`;
        i++;
      }
    } else if (inClass) {
      inClass = char !== "]";
      out += char;
    } else if (char === "[") {
      inClass = true;
      out += char;
    } else if (char === "$") out += "\\Z";
    else if (char === "(" && /^\(\?<[A-Za-z_]/.test(spelled.slice(i))) {
      out += "(?P<";
      i += 2;
    } else out += char;
  }
  return out;
}

function hexDigits(point: number, width: number): string {
  return point.toString(16).toUpperCase().padStart(width, "0");
}
