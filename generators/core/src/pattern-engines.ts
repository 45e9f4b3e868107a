/**
 * A schema pattern (ECMAScript, unicode mode, after pattern-spelling.ts) written for the engines
 * the generated validators use: Go's `regexp` and Rust's `regex` (which pydantic-core runs), the
 * RE2 family, and Python's `re` (the evaluator of the keywords beyond the types). Their syntax is
 * ECMAScript's for most patterns, but some escapes read other sets of characters or are not read
 * at all, so those are written out as the explicit class ECMAScript means:
 * - `\d` and `\w` are ASCII in ECMAScript and in Go, Unicode-aware in Rust and Python;
 * - `\s` is ECMAScript's own list (Go's is five ASCII characters, Rust's is Unicode White_Space,
 *   which has U+0085 and lacks U+FEFF);
 * - `.` stops at \n, \r, U+2028 and U+2029 in ECMAScript, only at \n in the others;
 * - `\uXXXX` and `\u{X}` are `\x{X}` in the RE2 family (Go reads no `\u` at all).
 * A class holding `\S`, `\D` or `\W` cannot list that set as members, and Go has no nested
 * classes: such a class is written as the complement of the few characters it leaves out. The
 * empty class `[]` and `[^]` are written as classes the other engines read alike.
 * Every generated package is given these spellings: its runtime translates nothing.
 */

const SPACE_POINTS: readonly number[] = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007,
  0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
];
const DIGIT_POINTS = pointsOf("0123456789");
const WORD_POINTS = pointsOf("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
/** What each negated class escape leaves out. */
const LEFT_OUT: Readonly<Record<string, readonly number[]>> = { S: SPACE_POINTS, D: DIGIT_POINTS, W: WORD_POINTS };

const SPACE = writeSet(SPACE_POINTS);
const OUTSIDE: Readonly<Record<string, string>> = {
  d: "[0-9]",
  D: "[^0-9]",
  w: "[A-Za-z0-9_]",
  W: "[^A-Za-z0-9_]",
  s: `[${SPACE}]`,
  S: `[^${SPACE}]`,
};
// Inside a class the positive sets are written as members (and `\b` is a backspace there).
const INSIDE: Readonly<Record<string, string>> = { d: "0-9", w: "A-Za-z0-9_", s: SPACE, b: "\\x{8}" };
const ANY = "[^\\n\\r\\x{2028}\\x{2029}]";
const EVERYTHING = "\\x{0}-\\x{10FFFF}";

/** The pattern as Go's `regexp` and Rust's `regex` read what ECMAScript means by it. */
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
    if (char === "[" && !inClass) {
      const end = classEnd(pattern, i);
      const complement = end === -1 ? undefined : complementClass(pattern.slice(i + 1, end));
      if (complement !== undefined) {
        out += complement;
        i = end;
        continue;
      }
      inClass = true;
    } else if (char === "]" && inClass) inClass = false;
    out += char === "." && !inClass ? ANY : char;
  }
  return out;
}

/**
 * The pattern as Rust's `regex` (pydantic-core) reads what ECMAScript means by it: the RE2-family
 * spelling with ASCII word boundaries, as ECMAScript's and Go's are (Rust's are Unicode-aware).
 */
export function rustRegexPattern(pattern: string): string {
  return re2FamilyPattern(pattern).replace(/\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]/g, (token) =>
    token === "\\b" || token === "\\B" ? `(?-u:${token})` : token,
  );
}

/** The index of the `]` that closes the class opened at `open`, or -1. */
function classEnd(pattern: string, open: number): number {
  for (let j = open + 1; j < pattern.length; j++) {
    if (pattern[j] === "\\") j++;
    else if (pattern[j] === "]") return j;
  }
  return -1;
}

/**
 * A class body holding `\S`, `\D` or `\W` (or none at all), written as one class without them: the union of the
 * members and the negated sets is everything except the characters every negated set leaves out
 * and no other member matches (found with ECMAScript's own engine). Undefined for a class without
 * them, or whose other members ECMAScript does not read.
 */
function complementClass(body: string): string | undefined {
  const negated = body.startsWith("^");
  // ECMAScript's empty class matches nothing, and `[^]` any character; the other engines read
  // a "]" right after "[" or "[^" as a member.
  if (body === "" || body === "^") return negated ? `[${EVERYTHING}]` : `[^${EVERYTHING}]`;
  let rest = "";
  let left: readonly number[] | undefined;
  for (let k = negated ? 1 : 0; k < body.length; k++) {
    const char = body[k] as string;
    const next = body[k + 1] as string;
    if (char === "\\" && LEFT_OUT[next] !== undefined) {
      const out = LEFT_OUT[next] as readonly number[];
      left = left === undefined ? out : left.filter((c) => out.includes(c));
      k++;
    } else if (char === "\\") {
      rest += char + (next ?? "");
      k++;
    } else rest += char;
  }
  if (left === undefined) return undefined;
  if (rest !== "") {
    let members: RegExp;
    try {
      members = new RegExp(`[${rest}]`, "u");
    } catch {
      return undefined;
    }
    left = left.filter((c) => !members.test(String.fromCodePoint(c)));
  }
  const set = writeSet(left);
  if (set === "") return negated ? `[^${EVERYTHING}]` : `[${EVERYTHING}]`;
  return negated ? `[${set}]` : `[^${set}]`;
}

/** Code points as class members, consecutive ones as ranges: `\x{9}-\x{D}\x{20}`. */
function writeSet(points: readonly number[]): string {
  const sorted = [...points].sort((a, b) => a - b);
  let out = "";
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i] as number;
    while (sorted[i + 1] === (sorted[i] as number) + 1) i++;
    const last = sorted[i] as number;
    out += last === first ? hex(first) : last === first + 1 ? hex(first) + hex(last) : `${hex(first)}-${hex(last)}`;
  }
  return out;
}

function hex(point: number): string {
  return `\\x{${point.toString(16).toUpperCase()}}`;
}

function pointsOf(chars: string): number[] {
  return [...chars].map((c) => c.codePointAt(0) as number);
}
