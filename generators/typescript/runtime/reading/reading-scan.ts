/**
 * The slow half of the shared reading (docs/json-reading.md): one pass over text that
 * JSON.parse has accepted, for the documents the counting proofs in reading.ts cannot settle.
 * It skips string contents with indexOf and reports why a text is refused, or nothing.
 */

/** Deepest nesting of arrays and objects a document may have (the top-level value counts as 1). */
export const MAX_DEPTH = 128;

export type Reading =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly keyword: string; readonly message: string };

export const refuse = (keyword: string, message: string): Reading => ({ ok: false, keyword, message });

/** A lone surrogate cannot be written as UTF-8; a string holding one is not JSON text. */
export function wellFormed(text: string): boolean {
  const native = text as { isWellFormed?: () => boolean };
  if (native.isWellFormed !== undefined) return native.isWellFormed();
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

export const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Keys of the objects being read, innermost last; arrays hold ARRAY. */
const ARRAY = null;

/** One pass over text that JSON.parse accepted: what it reports is why the text is refused. */
export function scan(text: string): Reading | undefined {
  const open: (string[] | Set<string> | null)[] = [];
  let backslash = text.indexOf("\\");
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let end = text.indexOf('"', i + 1);
      if (backslash !== -1 && backslash < i) backslash = text.indexOf("\\", i);
      const escaped = backslash !== -1 && backslash < end;
      if (escaped) end = closingQuote(text, end);
      const raw = escaped ? text.slice(i, end + 1) : "";
      if (escaped && SURROGATE_ESCAPE.test(raw) && !wellFormed(JSON.parse(raw) as string))
        return refuse("json", "a string holds a lone surrogate escape");
      const start = i + 1;
      i = end;
      let next = i + 1;
      while (next < length && isSpace(text.charCodeAt(next))) next++;
      if (text.charCodeAt(next) !== 0x3a) continue;
      const keys = open[open.length - 1];
      const key = escaped ? (JSON.parse(raw) as string) : text.slice(start, end);
      if (keys instanceof Set) {
        if (keys.has(key)) return duplicate(key);
        keys.add(key);
      } else if (keys !== ARRAY && keys !== undefined) {
        if (keys.includes(key)) return duplicate(key);
        keys.push(key);
        if (keys.length > 16) open[open.length - 1] = new Set(keys);
      }
    } else if (c === 0x7b || c === 0x5b) {
      open.push(c === 0x7b ? [] : ARRAY);
      if (open.length > MAX_DEPTH) return refuse("depth", `nesting exceeds ${MAX_DEPTH} levels`);
    } else if (c === 0x7d || c === 0x5d) {
      open.pop();
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let end = i + 1;
      let plain = true;
      for (; end < length; end++) {
        const d = text.charCodeAt(end);
        if (d >= 0x30 && d <= 0x39) continue;
        if (d === 0x2e || d === 0x2b || d === 0x2d) continue;
        if (d === 0x65 || d === 0x45) plain = false;
        else break;
      }
      if ((!plain || end - i > 300) && !Number.isFinite(Number(text.slice(i, end))))
        return refuse("json", "a number is beyond the range of a 64-bit float");
      i = end - 1;
    }
  }
  return undefined;
}

/** The quote that ends a string with escapes: one not preceded by an odd run of backslashes. */
function closingQuote(text: string, quote: number): number {
  for (;;) {
    if (backslashesBefore(text, quote) % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
}

export function backslashesBefore(text: string, at: number): number {
  let run = 0;
  while (text.charCodeAt(at - 1 - run) === 0x5c) run++;
  return run;
}

export function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function duplicate(key: string): Reading {
  return refuse("duplicateKey", `the key ${JSON.stringify(key)} appears twice in one object`);
}
