/**
 * Python lines within ruff's 88 columns (E501), broken the way ruff format breaks them, so that
 * emitters write one statement per line and this pass lays it out: docstrings and comments are
 * wrapped at word boundaries; a long statement is split at a bracket (the last one whose head
 * fits), its contents on one indented line when they fit, else one element per line with a
 * trailing comma; a bracket holding a trailing comma is always exploded (ruff's magic comma); a
 * string literal still too long alone on its line becomes an implicit concatenation of pieces.
 * A line it cannot read (a trailing comment, a string spanning lines) is left as written.
 */
import { pythonCodeOnly } from "./python.js";
import { fits, indentOf, PYTHON_WIDTH as WIDTH, pythonLineWidth, wrapProse } from "./python-prose.js";
import { preferDoubleQuotes, splitPythonString } from "./python-strings.js";

export { pythonLineWidth } from "./python-prose.js";

interface Pair {
  readonly open: number;
  readonly close: number;
}

interface Scanned {
  /** Bracket pairs whose opening bracket is at depth 0 of the line. */
  readonly outer: Pair[];
  /** Pairs (at any depth) whose contents end with a trailing comma that ruff keeps exploded. */
  readonly magic: Pair[];
  /** Top-level commas of the line. */
  readonly commas: number[];
  /** Top-level boolean operators (` and `, ` or `) by their index. */
  readonly words: { at: number; word: string }[];
  /** The index of the top-level ` = ` of an assignment, or -1. */
  readonly assign: number;
}

const CLOSING: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** Brackets, commas and magic commas of one line of code; undefined when it cannot be read alone. */
function scan(line: string): Scanned | undefined {
  const stack: number[] = [];
  const outer: Pair[] = [];
  const magic: Pair[] = [];
  const commas: number[] = [];
  const words: { at: number; word: string }[] = [];
  let assign = -1;
  // A tail left by a split starts with the bracket it closes: `] = Field(…)`.
  for (let i = /^ *[)\]}]*/.exec(line)![0].length; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "#") return undefined;
    if (ch === '"' || ch === "'") {
      const triple = line.startsWith(ch.repeat(3), i);
      const quote = triple ? ch.repeat(3) : ch;
      let j = i + quote.length;
      while (j < line.length && !line.startsWith(quote, j)) j += line[j] === "\\" ? 2 : 1;
      if (j >= line.length) return undefined;
      i = j + quote.length - 1;
    } else if (ch in CLOSING) {
      stack.push(i);
    } else if (ch === ")" || ch === "]" || ch === "}") {
      const open = stack.pop();
      if (open === undefined || CLOSING[line[open]!] !== ch) return undefined;
      const inside = line.slice(open + 1, i).trimEnd();
      const single = line[open] === "(" && topLevelCommas(inside).length === 1;
      if (inside.endsWith(",") && !single) magic.push({ open, close: i });
      if (stack.length === 0) outer.push({ open, close: i });
    } else if (ch === "," && stack.length === 0) {
      commas.push(i);
    } else if (ch === " " && stack.length === 0) {
      const word = /^ (and|or|=) /.exec(line.slice(i))?.[1];
      if (word === "=" && assign === -1) assign = i;
      else if (word !== undefined && word !== "=") words.push({ at: i, word });
    }
  }
  return stack.length === 0 ? { outer, magic, commas, words, assign } : undefined;
}

function topLevelCommas(text: string): number[] {
  return scan(text)?.commas ?? [];
}

/** The elements of a bracket's contents, split at its top-level commas. */
function elements(body: string): { items: string[]; trailing: boolean } {
  // A comprehension's commas belong to its targets: it is one element.
  const cuts =
    /\sfor\s/.test(pythonCodeOnly(body)) && topLevelCommas(body).every((c) => !/\sfor\s/.test(body.slice(c)))
      ? []
      : topLevelCommas(body);
  const items: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    items.push(body.slice(from, cut).trim());
    from = cut + 1;
  }
  const last = body.slice(from).trim();
  if (last !== "") items.push(last);
  return { items, trailing: last === "" && cuts.length > 0 };
}

/** Splits one line of code at `pair`: head, contents, tail. */
function splitAt(line: string, pair: Pair, indent: string, forced: boolean): string[] {
  const head = line.slice(0, pair.open + 1);
  const tail = `${indent}${line.slice(pair.close)}`;
  const inner = `${indent}    `;
  const { items, trailing } = elements(line.slice(pair.open + 1, pair.close));
  const tuple = line[pair.open] === "(" && items.length === 1 && trailing;
  const explode = (trailing && !tuple) || (forced && items.length > 1);
  const oneLine = `${inner}${items.join(", ")}${tuple ? "," : ""}`;
  const rest = fitPythonLine(tail);
  const operands =
    items.length === 1 && !trailing && !/[\w\])]$/.test(head.slice(0, -1)) ? booleanOperands(items[0]!) : undefined;
  if (operands !== undefined && !fits(oneLine))
    return [head, ...operands.flatMap((o) => fitPythonLine(`${inner}${o}`)), ...rest];
  if (!explode && (fits(oneLine) || items.length === 1)) return [head, ...fitPythonLine(oneLine), ...rest];
  return [head, ...items.flatMap((item) => fitPythonLine(`${inner}${item},`)), ...rest];
}

/** `name="long text",` as a call's argument: the string's pieces one per line at the same indent. */
function splitKeywordString(line: string, indent: string): string[] | undefined {
  const keyword = /^( *)(\w+=)(["'].*)$/.exec(line);
  if (keyword === null) return undefined;
  const pieces = splitPythonString(`${indent}${keyword[3]}`, indent, WIDTH - keyword[2]!.length, pythonLineWidth);
  return pieces?.map((p, i) => (i === 0 ? `${indent}${keyword[2]}${p.slice(indent.length)}` : p));
}

/** The operands of a boolean expression, the operator leading each after the first (`or` binds loosest). */
function booleanOperands(expression: string): string[] | undefined {
  const words = scan(expression)?.words ?? [];
  const word = words.some((w) => w.word === "or") ? "or" : "and";
  const cuts = words.filter((w) => w.word === word).map((w) => w.at);
  if (cuts.length === 0) return undefined;
  return [0, ...cuts].map((from, i) => expression.slice(from, cuts[i] ?? expression.length).trim());
}

/**
 * An assignment or return whose value is parenthesized on lines of its own, as ruff does when
 * the value fits there and splitting its own last bracket would not fit or it is a call chain.
 */
function parenthesizedValue(
  line: string,
  scanned: Scanned,
  indent: string,
  lastHeadFits: boolean,
): string[] | undefined {
  const assignment = scanned.assign >= 0;
  const at = assignment ? scanned.assign + 3 : /^ *return /.test(line) ? indent.length + 7 : -1;
  if (at < 0 || !fits(`${line.slice(0, at)}(`)) return undefined;
  const value = line.slice(at);
  const inner = `${indent}    ${value}`;
  const chain = /\)\.\w+\(/.test(pythonCodeOnly(value));
  // An assignment whose target leaves no room for the value's own bracket: the value moves.
  if (assignment && !lastHeadFits) return [`${line.slice(0, at)}(`, ...fitPythonLine(inner), `${indent})`];
  if (!fits(inner) || (lastHeadFits && !chain)) return undefined;
  return [`${line.slice(0, at)}(`, inner, `${indent})`];
}

/** One line of code laid out within the width, as ruff format would, where this pass knows how. */
export function fitPythonLine(written: string): string[] {
  const line = preferDoubleQuotes(written) ?? written;
  const scanned = scan(line);
  if (scanned === undefined) return [line];
  const indent = indentOf(line);
  const magicOuter = scanned.outer.filter((p) => scanned.magic.some((m) => m.open >= p.open && m.close <= p.close));
  if (fits(line) && magicOuter.length === 0) return [line];
  if (scanned.outer.length === 0)
    return splitPythonString(line, indent, WIDTH, pythonLineWidth) ?? splitKeywordString(line, indent) ?? [line];
  const definition = /^\s*(async\s+)?(def|class)\s/.test(line);
  const candidates =
    magicOuter.length > 0 ? [magicOuter.at(-1)!] : definition ? [scanned.outer[0]!] : [...scanned.outer].reverse();
  const nonEmpty = candidates.filter((p) => line.slice(p.open + 1, p.close).trim() !== "");
  if (nonEmpty.length === 0) return [line];
  const last = nonEmpty[0]!;
  if (magicOuter.length === 0 && !definition) {
    const value = parenthesizedValue(line, scanned, indent, fits(line.slice(0, last.open + 1)));
    if (value !== undefined) return value;
  }
  const chosen = nonEmpty.find((p) => fits(line.slice(0, p.open + 1))) ?? last;
  return splitAt(line, chosen, indent, false);
}

/**
 * Every line of a Python source within ruff's line length: docstrings, comments and statements
 * wrapped as the module comment says. Strings that span lines and are not docstrings are kept.
 */
export function fitPythonLines(source: string): string {
  const out: string[] = [];
  let open: { docstring: boolean } | undefined;
  // An empty collection written over lines (`{`, nothing, `}`) is `{}` in ruff's layout.
  const joined = source.replace(/([([{])\n(?:[ \t]*\n)*[ \t]*([)\]}])/g, "$1$2");
  const lines = joined.split("\n");
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const body = line.trimStart();
    if (open !== undefined) {
      if (open.docstring && !fits(line)) {
        const wrapped = wrapProse(lines, at, true);
        out.push(...wrapped.lines);
        at += wrapped.taken - 1;
        if (lines.slice(at - wrapped.taken + 1, at + 1).some((l) => l.includes('"""'))) open = undefined;
        continue;
      }
      out.push(line);
      if (line.includes('"""')) open = undefined;
      continue;
    }
    const docstring = /^[rRuU]?"""/.exec(body);
    if (docstring !== null) {
      const closes = body.slice(docstring[0].length).includes('"""');
      if (!closes) open = { docstring: true };
      if (fits(line)) {
        out.push(line);
        continue;
      }
      const wrapped = wrapProse(lines, at, true);
      out.push(...wrapped.lines);
      if (wrapped.taken > 1 && lines[at + wrapped.taken - 1]!.includes('"""')) open = undefined;
      at += wrapped.taken - 1;
    } else if (body.startsWith("#")) {
      if (fits(line)) {
        out.push(line);
        continue;
      }
      const wrapped = wrapProse(lines, at, false);
      out.push(...wrapped.lines);
      at += wrapped.taken - 1;
    } else if ((line.match(/"""/g) ?? []).length % 2 === 1) {
      open = { docstring: false };
      out.push(line);
    } else {
      out.push(...fitPythonLine(line));
    }
  }
  return oneBlankAfterModuleDocstring(out)
    .join("\n")
    .replace(/\n{4,}(?=\S)/g, "\n\n\n")
    .replace(/\n{3,}(?= )/g, "\n\n");
}

/**
 * ruff format keeps one empty line after a module docstring, two only before a class or def;
 * the caller allows two empty lines at most at the top level and one inside a block.
 */
function oneBlankAfterModuleDocstring(lines: string[]): string[] {
  const start = lines.findIndex((l) => l.trim() !== "" && !l.startsWith("#"));
  if (start < 0 || !/^[rRuU]?"""/.test(lines[start]!)) return lines;
  let end = start;
  const oneLine = (lines[start]!.match(/"""/g) ?? []).length >= 2;
  if (!oneLine) while (end + 1 < lines.length && !lines[++end]!.includes('"""'));
  let next = end + 1;
  while (next < lines.length && lines[next] === "") next++;
  if (next - end - 1 < 2 || next >= lines.length || /^(class |def |async def |@)/.test(lines[next]!)) return lines;
  return [...lines.slice(0, end + 1), "", ...lines.slice(next)];
}
