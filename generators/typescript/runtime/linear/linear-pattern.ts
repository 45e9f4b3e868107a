/**
 * A pattern matcher that takes time linear in the text, for the schema patterns a backtracking
 * engine could take exponential time on (like `^(.+\/)+x$`). The pattern is compiled to a
 * Thompson NFA and run as a Pike VM: every position advances a set of states, each state at most
 * once, so the work is bounded by pattern size × text length whatever the text. It reads the
 * ECMAScript `u`-mode syntax Canon accepts (no lookaround, no backreferences, no \p{..}).
 */

import { compile, type Op, type Ranges, WORD } from "./linear-compile.js";

/** The compiled matcher; `steps` is the number of NFA states the last `test` visited. */
export interface LinearPattern {
  test(text: string): boolean;
  readonly steps: number;
}

export function linearPattern(source: string): LinearPattern {
  const program = compile(source);
  const marks = new Int32Array(program.length).fill(-1);
  const self = {
    steps: 0,
    test(text: string): boolean {
      const chars = Array.from(text, (c) => c.codePointAt(0) as number);
      let current: number[] = [];
      let steps = 0;
      marks.fill(-1);
      const add = (list: number[], pc: number, at: number): boolean => {
        if (marks[pc] === at) return false;
        marks[pc] = at;
        steps++;
        const op = program[pc] as Op;
        if (op.op === "match") return true;
        if (op.op === "jump") return add(list, op.to, at);
        if (op.op === "split") return add(list, op.to, at) || add(list, op.alt, at);
        if (op.op === "assert") return holds(op.kind, chars, at) && add(list, pc + 1, at);
        list.push(pc);
        return false;
      };
      for (let at = 0; ; at++) {
        // A search: a new thread starts at every position (the lowest priority one).
        if (add(current, 0, at)) return done(self, steps, true);
        if (at === chars.length) return done(self, steps, false);
        const next: number[] = [];
        const char = chars[at] as number;
        for (const pc of current) {
          const op = program[pc] as Extract<Op, { op: "char" }>;
          if (inRanges(op.ranges, char) !== op.negate && add(next, pc + 1, at + 1)) return done(self, steps, true);
        }
        current = next;
      }
    },
  };
  return self;
}

function done(self: { steps: number }, steps: number, result: boolean): boolean {
  self.steps = steps;
  return result;
}

function inRanges(ranges: Ranges, char: number): boolean {
  for (const [lo, hi] of ranges) if (char >= lo && char <= hi) return true;
  return false;
}

function holds(kind: "^" | "$" | "b" | "B", chars: readonly number[], at: number): boolean {
  if (kind === "^") return at === 0;
  if (kind === "$") return at === chars.length;
  const before = at > 0 && inRanges(WORD, chars[at - 1] as number);
  const after = at < chars.length && inRanges(WORD, chars[at] as number);
  return (before !== after) === (kind === "b");
}
