/**
 * Regular-language reasoning about JSON Schema patterns (ECMAScript, `u` flag, search
 * semantics: a string is valid when the pattern matches somewhere in it). A pattern is read as
 * the language `[^]*(?:P)[^]*` with refa; anchors and other assertions are folded in by refa's
 * simplifier. What stays irregular (unresolvable backreferences, lookaround that cannot be
 * folded) is reported as undecidable with the reason, never guessed.
 */
import { createRequire } from "node:module";
import type * as Refa from "refa";
import type { DFA } from "refa";

// refa is loaded on the first pattern comparison: most runs compare no edited pattern.
const require = createRequire(import.meta.url);
let loaded: typeof Refa | undefined;
const refa = (): typeof Refa => (loaded ??= require("refa") as typeof Refa);

export type Language = { readonly dfa: DFA } | { readonly undecidable: string };

const cache = new Map<string, Language>();
/** refa's own limit on automaton size; past it the answer is "undecidable here", not a guess. */
const MAX_NODES = 20_000;

export function languageOf(pattern: string): Language {
  let hit = cache.get(pattern);
  if (hit === undefined) cache.set(pattern, (hit = build(pattern)));
  return hit;
}

function build(pattern: string): Language {
  try {
    new RegExp(pattern, "u");
  } catch {
    return { undecidable: `pattern ${JSON.stringify(pattern)} is not a valid ECMAScript regular expression` };
  }
  let parsed;
  try {
    parsed = refa()
      .JS.Parser.fromLiteral({ source: `[^]*(?:${pattern})[^]*`, flags: "u" })
      .parse({ backreferences: "throw", assertions: "parse" });
  } catch (error) {
    const message = (error as Error).message;
    if (/backreference/i.test(message))
      return { undecidable: `pattern ${JSON.stringify(pattern)} uses a backreference, which is not regular` };
    return { undecidable: `pattern ${JSON.stringify(pattern)} could not be read as a regular language (${message})` };
  }
  try {
    const { combineTransformers, DFA, NFA, transform, Transformers, visitAst } = refa();
    let expression = transform(Transformers.simplify(), parsed.expression);
    // At the ends of the whole string a negated assertion (`^`, `$`, `\b` beside the edge) always holds.
    let positive = false;
    visitAst(expression, {
      onAssertionEnter: (a) => {
        if (!a.negate) positive = true;
      },
    });
    if (positive)
      return { undecidable: `pattern ${JSON.stringify(pattern)} uses lookaround, which this checker cannot decide` };
    expression = transform(
      combineTransformers([Transformers.patternEdgeAssertions({ inline: false, remove: true })]),
      expression,
    );
    const nfa = NFA.fromRegex(
      expression,
      { maxCharacter: parsed.maxCharacter },
      { assertions: "throw" },
      new NFA.LimitedNodeFactory(MAX_NODES),
    );
    return { dfa: DFA.fromFA(nfa, new DFA.LimitedNodeFactory(MAX_NODES)) };
  } catch (error) {
    const message = (error as Error).message;
    if (/assertion/i.test(message))
      return { undecidable: `pattern ${JSON.stringify(pattern)} uses lookaround, which this checker cannot decide` };
    return { undecidable: `pattern ${JSON.stringify(pattern)} is too large to compare (${message})` };
  }
}

function complement(dfa: DFA): DFA {
  const c = dfa.copy();
  c.complement();
  return c;
}

/** The shortest string in `a` and not in `b`, or undefined when `a` ⊆ `b`. */
function difference(a: DFA, b: DFA): string | undefined {
  for (const word of refa().getIntersectionWords(a, complement(b), MAX_NODES))
    return refa().Words.fromUnicodeToString(word);
  return undefined;
}

export type Inclusion =
  | { readonly included: true }
  | { readonly included: false; readonly witness: string }
  | { readonly undecidable: string };

/** Is every string valid under all of `sub` valid under `sup`? (Patterns of one schema all apply.) */
export function patternInclusion(sub: readonly string[], sup: string): Inclusion {
  const target = languageOf(sup);
  if ("undecidable" in target) return target;
  let lang: DFA | undefined;
  for (const p of sub) {
    const l = languageOf(p);
    if ("undecidable" in l) return l;
    lang =
      lang === undefined
        ? l.dfa
        : refa().DFA.fromIntersection(lang, l.dfa, new (refa().DFA.LimitedNodeFactory)(MAX_NODES));
  }
  // No pattern on sub: every string.
  lang ??= refa().DFA.all({ maxCharacter: 0x10ffff });
  try {
    const witness = difference(lang, target.dfa);
    return witness === undefined ? { included: true } : { included: false, witness };
  } catch (error) {
    return { undecidable: `patterns too large to compare (${(error as Error).message})` };
  }
}

/** A string both patterns match, null when none exists, undefined when that cannot be decided. */
export function commonString(a: string, b: string): string | null | undefined {
  const x = languageOf(a);
  const y = languageOf(b);
  if ("undecidable" in x || "undecidable" in y) return undefined;
  try {
    for (const word of refa().getIntersectionWords(x.dfa, y.dfa, MAX_NODES))
      return refa().Words.fromUnicodeToString(word);
    return null;
  } catch {
    return undefined;
  }
}

/** A string the pattern matches (for building documents), undefined when none is known. */
export function sampleString(pattern: string, minLength = 0): string | undefined {
  const l = languageOf(pattern);
  if ("undecidable" in l) return undefined;
  let i = 0;
  for (const word of l.dfa.words()) {
    if (word.length >= minLength) return refa().Words.fromUnicodeToString(word);
    if (++i > 200) break;
  }
  return undefined;
}
