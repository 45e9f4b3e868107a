/**
 * One spelling of a schema pattern that every target's regex engine reads as ECMAScript (unicode
 * mode) means it, applied before any later stage reads the schema:
 * - a needless identity escape (`\:`, `\ `, `\@`: a backslash before a character that is neither
 *   a letter, a digit nor syntax) is the character itself in every dialect that accepts it, so the
 *   backslash goes; an escaped letter or digit means different things in different engines and
 *   is kept (the portability lint refuses it);
 * - a control escape (`\cC`, `\cc`: the letter's code modulo 32), which neither Python's `re` nor
 *   Go reads, becomes the hexadecimal escape of the same character (`\x03`), which all of them do;
 * - a Unicode general-category escape (`\p{Cc}`, `\P{Lu}`), which Python's `re` does not read and
 *   Go reads with other tables, becomes the explicit class ECMAScript's own tables give. Classes
 *   whose members cannot all be written portably (surrogates, unassigned, format and line
 *   separators beyond Latin-1) and properties other than general categories are kept, and refused.
 */

// ECMAScript's SyntaxCharacter and "/": the escapes unicode mode accepts, which stay escaped.
const SYNTAX = new Set("^$\\.*+?()[]{}|/");
const RANGES = new Map<string, readonly [number, number][] | undefined>();
// The categories whose members above Latin-1 are all printable, so they are written literally.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]$/u;

/** The pattern in its portable spelling (the same pattern when nothing needs rewriting). */
export function spellPattern(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "\\" && i + 1 < pattern.length) {
      const next = String.fromCodePoint(pattern.codePointAt(i + 1) as number);
      const property = /^[pP]\{([A-Za-z_=]+)\}/.exec(pattern.slice(i + 1));
      const expanded = property === null ? undefined : propertyClass(property, inClass);
      const control = /^c([A-Za-z])/.exec(pattern.slice(i + 1));
      if (expanded !== undefined) {
        out += expanded;
        i += (property as RegExpExecArray)[0].length;
      } else if (control !== null) {
        out += `\\x${((control[1] as string).charCodeAt(0) % 32).toString(16).toUpperCase().padStart(2, "0")}`;
        i += 2;
      } else if (needless(next, inClass)) {
        out += next;
        i += next.length;
      } else {
        out += char + next;
        i += next.length;
      }
      continue;
    }
    if (char === "[" && !inClass) inClass = true;
    else if (char === "]" && inClass) inClass = false;
    out += char;
  }
  return out;
}

function needless(char: string, inClass: boolean): boolean {
  if (/^[0-9A-Za-z]$/.test(char) || SYNTAX.has(char)) return false;
  // `\-` is the way to write a literal hyphen inside a class in unicode mode.
  return !(inClass && char === "-");
}

/** `\p{Name}` as class members (inside a class) or a class; undefined when kept as written. */
function propertyClass(match: RegExpExecArray, inClass: boolean): string | undefined {
  const negated = match[0].startsWith("P");
  const name = (match[1] as string).replace(/^(?:General_Category|gc)=/, "");
  const ranges = categoryRanges(name);
  if (ranges === undefined || (negated && inClass)) return undefined;
  const members = ranges.map(([a, b]) => (a === b ? spell(a) : `${spell(a)}-${spell(b)}`)).join("");
  if (inClass) return members;
  return negated ? `[^${members}]` : `[${members}]`;
}

function categoryRanges(name: string): readonly [number, number][] | undefined {
  if (RANGES.has(name)) return RANGES.get(name);
  let ranges: [number, number][] | undefined;
  try {
    const member = new RegExp(`^\\p{General_Category=${name}}$`, "u");
    ranges = [];
    for (let cp = 0; cp <= 0x10ffff && ranges !== undefined; cp++) {
      const char = String.fromCodePoint(cp);
      if (!member.test(char)) continue;
      if (cp > 0xff && !PRINTABLE.test(char)) ranges = undefined;
      else if (ranges.length > 0 && (ranges.at(-1) as [number, number])[1] === cp - 1)
        (ranges.at(-1) as [number, number])[1] = cp;
      else ranges.push([cp, cp]);
    }
  } catch {
    ranges = undefined; // not a general category: a script or binary property, kept and refused
  }
  RANGES.set(name, ranges);
  return ranges;
}

// Latin-1 as \xHH (read alike by ECMAScript, Python, Go RE2 and Rust), the rest literally.
function spell(cp: number): string {
  if (cp > 0xff) return String.fromCodePoint(cp);
  if (/^[0-9A-Za-z]$/.test(String.fromCharCode(cp))) return String.fromCharCode(cp);
  return `\\x${cp.toString(16).toUpperCase().padStart(2, "0")}`;
}
