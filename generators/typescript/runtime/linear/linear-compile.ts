/**
 * The linear matcher's compiler (linear-pattern.ts runs the program): a pattern in the ECMAScript
 * `u`-mode syntax Canon accepts (no lookaround, no backreferences, no \p{..}) becomes a Thompson
 * NFA, as a list of ops.
 */

export type Ranges = readonly (readonly [number, number])[];
export type Op =
  | { readonly op: "char"; readonly ranges: Ranges; readonly negate: boolean }
  | { readonly op: "split"; readonly to: number; readonly alt: number }
  | { readonly op: "jump"; readonly to: number }
  | { readonly op: "assert"; readonly kind: "^" | "$" | "b" | "B" }
  | { readonly op: "match" };
/** A parsed pattern: a function that appends its code to a program. */
type Node = (program: Op[]) => void;

const MAX_PROGRAM = 20_000;
const DIGIT: Ranges = [[0x30, 0x39]];
export const WORD: Ranges = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
const SPACE: Ranges = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a],
  [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];
const LINE_ENDS: Ranges = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];
const CONTROL: Record<string, number> = { f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b, "0": 0 };
const CLASSES: Record<string, [Ranges, boolean]> = {
  d: [DIGIT, false], D: [DIGIT, true], w: [WORD, false], W: [WORD, true], s: [SPACE, false], S: [SPACE, true],
};

/** The program of a pattern, ending in its match op. */
export function compile(source: string): Op[] {
  const parser = new Parser(source);
  const node = parser.disjunction();
  if (parser.at < source.length) throw new SyntaxError(`unexpected ")" in ${source}`);
  const program: Op[] = [];
  node(program);
  program.push({ op: "match" });
  return program;
}

const emit = (ops: Op[], op: Op): number => {
  if (ops.length >= MAX_PROGRAM) throw new RangeError("pattern too large for the linear matcher");
  return ops.push(op) - 1;
};

/** Replaces the placeholder at `index` (emitted before its target was known). */
const patch = (ops: Op[], index: number, op: Op): void => {
  ops[index] = op;
};

class Parser {
  at = 0;
  constructor(private readonly source: string) {}

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private fail(what: string): never {
    throw new SyntaxError(`${what} at ${this.at} in ${this.source}`);
  }

  disjunction(): Node {
    const branches = [this.alternative()];
    while (this.peek() === "|") {
      this.at++;
      branches.push(this.alternative());
    }
    return branches.reduce((left, right) => (ops) => {
      const split = emit(ops, { op: "jump", to: 0 });
      left(ops);
      const jump = emit(ops, { op: "jump", to: 0 });
      patch(ops, split, { op: "split", to: split + 1, alt: ops.length });
      right(ops);
      patch(ops, jump, { op: "jump", to: ops.length });
    });
  }

  private alternative(): Node {
    const terms: Node[] = [];
    while (this.at < this.source.length && this.peek() !== "|" && this.peek() !== ")") terms.push(this.term());
    return (ops) => {
      for (const term of terms) term(ops);
    };
  }

  private term(): Node {
    const char = this.peek() as string;
    if (char === "^" || char === "$") {
      this.at++;
      return (ops) => void emit(ops, { op: "assert", kind: char });
    }
    if (char === "\\" && (this.source[this.at + 1] === "b" || this.source[this.at + 1] === "B")) {
      const kind = this.source[this.at + 1] as "b" | "B";
      this.at += 2;
      return (ops) => void emit(ops, { op: "assert", kind });
    }
    return this.quantified(this.atom());
  }

  private quantified(atom: Node): Node {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === "*" || char === "+" || char === "?") {
      this.at++;
      [min, max] = [char === "+" ? 1 : 0, char === "?" ? 1 : Number.POSITIVE_INFINITY];
    } else {
      const bounds = char === "{" ? /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at)) : null;
      if (bounds === null) return atom;
      this.at += bounds[0].length;
      min = Number(bounds[1]);
      max = bounds[2] === undefined ? min : bounds[3] === "" ? Number.POSITIVE_INFINITY : Number(bounds[3]);
      if (max < min) this.fail("numbers out of order in {} quantifier");
    }
    if (this.peek() === "?") this.at++; // laziness changes which match, never whether one exists
    return (ops) => repeat(ops, atom, min, max);
  }

  private atom(): Node {
    const char = this.peek() as string;
    if (char === "(") return this.group();
    if (char === "[") return this.charClass();
    if (char === ".") {
      this.at++;
      return single(LINE_ENDS, true);
    }
    if ("*+?{}])".includes(char)) this.fail(`nothing to repeat or unmatched "${char}"`);
    if (char === "\\") {
      this.at++;
      const known = CLASSES[this.peek() ?? ""];
      if (known !== undefined) {
        this.at++;
        return single(known[0], known[1]);
      }
      const code = this.escape();
      return single([[code, code]], false);
    }
    const code = this.source.codePointAt(this.at) as number;
    this.at += code > 0xffff ? 2 : 1;
    return single([[code, code]], false);
  }

  private group(): Node {
    this.at++;
    if (this.source.startsWith("?:", this.at)) this.at += 2;
    else if (this.peek() === "?") this.fail("lookaround and named groups are not read by the linear matcher");
    const inner = this.disjunction();
    if (this.peek() !== ")") this.fail('missing ")"');
    this.at++;
    return inner;
  }

  private charClass(): Node {
    this.at++;
    const negate = this.peek() === "^";
    if (negate) this.at++;
    const ranges: [number, number][] = [];
    while (this.peek() !== "]") {
      if (this.at >= this.source.length) this.fail('missing "]"');
      const low = this.classAtom();
      if (this.peek() === "-" && this.source[this.at + 1] !== "]" && typeof low === "number") {
        this.at++;
        const high = this.classAtom();
        if (typeof high !== "number" || high < low) this.fail("bad range in character class");
        ranges.push([low, high]);
      } else if (typeof low === "number") ranges.push([low, low]);
      else ranges.push(...low);
    }
    this.at++;
    return single(ranges, negate);
  }

  /** One code point, or a whole class (\d, \w, \s and their complements) inside [...]. */
  private classAtom(): number | [number, number][] {
    if (this.peek() !== "\\") {
      const code = this.source.codePointAt(this.at) as number;
      this.at += code > 0xffff ? 2 : 1;
      return code;
    }
    this.at++;
    const name = this.peek() as string;
    const known = CLASSES[name];
    if (known !== undefined) {
      this.at++;
      return known[1] ? complement(known[0]) : [...known[0]].map(([lo, hi]) => [lo, hi]);
    }
    if (name === "b") {
      this.at++;
      return 0x08;
    }
    if (name === "-") {
      this.at++;
      return 0x2d;
    }
    return this.escape();
  }

  /** The code point of an escape after its backslash (ECMAScript u-mode: no identity escapes of letters). */
  private escape(): number {
    const name = this.peek();
    if (name === undefined) this.fail("\\ at end of pattern");
    this.at++;
    if (name === "0" && /[0-9]/.test(this.peek() ?? "")) this.fail("octal escapes are not allowed");
    if (name in CONTROL) return CONTROL[name] as number;
    if (name === "c" && /[A-Za-z]/.test(this.peek() ?? "")) return (this.source.charCodeAt(this.at++) as number) % 32;
    if (name === "x") return this.hex(/^[0-9A-Fa-f]{2}/);
    if (name === "u") return this.unicodeEscape();
    if ("^$\\.*+?()[]{}|/".includes(name)) return name.charCodeAt(0);
    return this.fail(`escape \\${name} is not read by the linear matcher`);
  }

  private unicodeEscape(): number {
    if (this.peek() === "{") {
      const braced = /^\{([0-9A-Fa-f]+)\}/.exec(this.source.slice(this.at));
      if (braced === null || Number.parseInt(braced[1] as string, 16) > 0x10ffff) this.fail("bad \\u{...} escape");
      this.at += braced[0].length;
      return Number.parseInt(braced[1] as string, 16);
    }
    const high = this.hex(/^[0-9A-Fa-f]{4}/);
    // A surrogate pair written as two escapes is one code point in u mode.
    if (high >= 0xd800 && high <= 0xdbff && /^\\u[dD][c-fC-F][0-9A-Fa-f]{2}/.test(this.source.slice(this.at))) {
      this.at += 2;
      const low = this.hex(/^[0-9A-Fa-f]{4}/);
      return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
    }
    return high;
  }

  private hex(digits: RegExp): number {
    const found = digits.exec(this.source.slice(this.at));
    if (found === null) this.fail("bad hexadecimal escape");
    this.at += found[0].length;
    return Number.parseInt(found[0], 16);
  }
}

function single(ranges: Ranges, negate: boolean): Node {
  return (ops) => void emit(ops, { op: "char", ranges, negate });
}

function complement(ranges: Ranges): [number, number][] {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}

/** atom{min,max}: min copies, then either a loop (unbounded) or max − min optional copies. */
function repeat(ops: Op[], atom: Node, min: number, max: number): void {
  for (let i = 0; i < min; i++) atom(ops);
  if (max === Number.POSITIVE_INFINITY) {
    const split = emit(ops, { op: "jump", to: 0 });
    atom(ops);
    emit(ops, { op: "jump", to: split });
    patch(ops, split, { op: "split", to: split + 1, alt: ops.length });
    return;
  }
  const splits: number[] = [];
  for (let i = min; i < max; i++) {
    splits.push(emit(ops, { op: "jump", to: 0 }));
    atom(ops);
  }
  for (const split of splits) patch(ops, split, { op: "split", to: split + 1, alt: ops.length });
}
