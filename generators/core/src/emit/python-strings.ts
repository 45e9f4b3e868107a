/**
 * A plain string literal too long for its line, written as an implicit concatenation of pieces
 * one per line (the layout ruff format keeps for strings that cannot be joined within the
 * width). Pieces end after a space or comma where one is near, and never inside an escape.
 */
const LITERAL = /^( *)(["])((?:[^"\\]|\\.)*)"(,?)$|^( *)(['])((?:[^'\\]|\\.)*)'(,?)$/;

/** The cut nearest to `max` not inside an escape sequence, preferring after a space or comma. */
function cutAt(text: string, max: number): number {
  const safe = (i: number) => {
    let slashes = 0;
    for (let j = i - 1; j >= 0 && text[j] === "\\"; j--) slashes++;
    return slashes % 2 === 0;
  };
  for (let i = max; i > max / 2; i--) if ((text[i - 1] === " " || text[i - 1] === ",") && safe(i)) return i;
  for (let i = max; i > 0; i--) if (safe(i)) return i;
  return max;
}

/** The pieces of the literal alone on `line`, or undefined when the line is not one such literal. */
export function splitPythonString(
  line: string,
  indent: string,
  width: number,
  measure: (s: string) => number,
): string[] | undefined {
  const match = LITERAL.exec(line);
  if (match === null) return undefined;
  const [, spaces, quote, body, comma] = match[1] !== undefined ? match : [undefined, ...match.slice(5)];
  if (spaces !== indent) return undefined;
  let rest = body!;
  const room = width - indent.length - 2 - comma!.length;
  if (room < 16) return undefined;
  const pieces: string[] = [];
  while (measure(rest) > room) {
    let max = Math.min(rest.length, room);
    while (measure(rest.slice(0, max)) > room) max--;
    const cut = cutAt(rest, max);
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  // Each piece is a literal of its own, quoted the way ruff prefers for it.
  return pieces.map((p, i) => {
    const piece = `${indent}${quote}${p}${quote}${i === pieces.length - 1 ? comma : ""}`;
    return preferDoubleQuotes(piece) ?? piece;
  });
}

/** A one-line literal's body in ruff's quotes: double, unless single ones need fewer escapes. */
function preferredQuotes(body: string, quote: string): string {
  const quotes = [...body.matchAll(/\\[\s\S]|["']/g)].map((m) => m[0].slice(-1));
  const doubles = quotes.filter((q) => q === '"').length;
  const singles = quotes.filter((q) => q === "'").length;
  const chosen = doubles > singles ? "'" : '"';
  if (chosen === quote) return `${quote}${body}${quote}`;
  const requoted = body.replace(/\\[\s\S]|["']/g, (m) => {
    const q = m.slice(-1);
    if (m.length === 2 && q !== '"' && q !== "'") return m;
    return q === chosen ? `\\${q}` : q;
  });
  return `${chosen}${requoted}${chosen}`;
}

/**
 * The line with each one-line literal in the quotes ruff format writes (double, unless single
 * ones need fewer escapes); undefined when a string does not close on the line.
 */
export function preferDoubleQuotes(line: string): string | undefined {
  let out = "";
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "#") return out + line.slice(i);
    if (ch !== '"' && ch !== "'") {
      out += ch;
      continue;
    }
    const quote = line.startsWith(ch.repeat(3), i) ? ch.repeat(3) : ch;
    let j = i + quote.length;
    while (j < line.length && !line.startsWith(quote, j)) j += line[j] === "\\" ? 2 : 1;
    if (j >= line.length) return undefined;
    const body = line.slice(i + quote.length, j);
    // f-strings keep their quotes (before 3.12 the fields cannot hold the other kind escaped),
    // raw strings too (a backslash in them escapes nothing).
    const plain = quote.length === 1 && !/[fFrR]\w*$/.test(out);
    out += plain ? preferredQuotes(body, quote) : line.slice(i, j + quote.length);
    i = j + quote.length - 1;
  }
  return out;
}
