/**
 * Docstrings and comments within ruff's 88 columns. A line too long is not wrapped alone: the
 * rest of its paragraph is filled with it, so the words it pushes down join the next line instead
 * of leaving a line of one or two words in the middle of a sentence (ruff format never rewraps
 * prose, so what is emitted here is what a reader sees).
 */

export const PYTHON_WIDTH = 88;
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|\p{Extended_Pictographic}/u;

/** Columns a line takes as ruff counts them: East Asian wide characters and emoji count two. */
export function pythonLineWidth(line: string): number {
  let width = 0;
  for (const ch of line) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

export const indentOf = (line: string): string => /^ */.exec(line)![0];
export const fits = (line: string): boolean => pythonLineWidth(line) <= PYTHON_WIDTH;

/** Words of `text` greedily filled into lines: the first after `first`, the rest after `next`. */
function fill(text: string, first: string, next: string): string[] {
  const words = text.split(" ").filter((w) => w !== "");
  const lines: string[] = [];
  let current = first;
  let empty = true;
  for (const word of words) {
    if (!empty && !fits(`${current} ${word}`)) {
      lines.push(current);
      current = next;
      empty = true;
    }
    current = empty ? `${current}${word}` : `${current} ${word}`;
    empty = false;
  }
  lines.push(current);
  return lines;
}

/** A line that starts something of its own: a list item, a fence, a quote, a table row. */
const STARTS_BLOCK = /^([-*+]|\d+[.)])\s|^(```|~~~|>|\|)/;
const DIRECTIVE = /^#\s*(type:|noqa|pragma|fmt:)/;

/** Whether a `# ` comment line is prose that may be refilled. */
const proseComment = (body: string): boolean => body.startsWith("# ") && !DIRECTIVE.test(body);

/**
 * How many lines, from `at`, one wrapped paragraph takes: the line itself and the lines after it
 * that continue its sentence (same indentation, no block of their own, docstring not closed).
 */
function paragraphLength(lines: readonly string[], at: number, docstring: boolean): number {
  const indent = indentOf(lines[at]!);
  const first = lines[at]!.slice(indent.length);
  const opened = /^[rRuU]?"""/.exec(first)?.[0].length ?? 0;
  if (docstring && first.slice(opened).includes('"""')) return 1;
  let length = 1;
  for (let next = at + 1; next < lines.length; next++) {
    const line = lines[next]!;
    const body = line.slice(indent.length);
    if (indentOf(line) !== indent || body.trim() === "") break;
    if (docstring) {
      if (body.startsWith('"""') || STARTS_BLOCK.test(body)) break;
    } else if (!proseComment(body) || STARTS_BLOCK.test(body.slice(2))) break;
    length++;
    if (docstring && body.includes('"""')) break;
  }
  return length;
}

/**
 * The paragraph starting at `at` (a line too long) filled again; `taken` is how many source
 * lines it replaces. Comments that are directives or not `# ` prose are left as written.
 */
export function wrapProse(
  lines: readonly string[],
  at: number,
  docstring: boolean,
): { readonly lines: string[]; readonly taken: number } {
  const line = lines[at]!;
  const indent = indentOf(line);
  const body = line.slice(indent.length);
  if (!docstring && !proseComment(body)) return { lines: [line], taken: 1 };
  const taken = paragraphLength(lines, at, docstring);
  const bodies = lines.slice(at, at + taken).map((l) => l.slice(indent.length));
  if (!docstring) {
    const words = bodies.map((b) => b.slice(2)).join(" ");
    return { lines: fill(words, `${indent}# `, `${indent}# `), taken };
  }
  const open = /^[rRuU]?"""/.exec(body)?.[0] ?? "";
  const words = [bodies[0]!.slice(open.length), ...bodies.slice(1)].join(" ");
  return { lines: fill(words, `${indent}${open}`, indent), taken };
}
