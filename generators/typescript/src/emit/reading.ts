/**
 * reading.ts of every package: the one reading of JSON text (docs/json-reading.md) that every
 * entry point taking text goes through. JSON.parse keeps the last of two equal keys and turns
 * 1e400 into Infinity, so after it has checked the syntax, a count of keys proves most text free
 * of what it cannot report (duplicate keys, nesting, numbers beyond float range, lone surrogates);
 * any doubt goes to one pass over the text that skips string contents with indexOf.
 */
import { file, tsHeader } from "./text.js";

const body = String.raw`
/** Deepest nesting of arrays and objects a document may have (the top-level value counts as 1). */
export const MAX_DEPTH = 128;

export type Reading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly keyword: string; readonly message: string };

const refuse = (keyword: string, message: string): Reading => ({ ok: false, keyword, message });

/** A lone surrogate cannot be written as UTF-8; a string holding one is not JSON text. */
function wellFormed(text: string): boolean {
  const native = text as { isWellFormed?: () => boolean };
  if (native.isWellFormed !== undefined) return native.isWellFormed();
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Reads JSON text the one way every Canon SDK reads it; never throws. */
export function readJson(text: string): Reading {
  if (!wellFormed(text)) return refuse("json", "the text holds a lone surrogate");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse("json", ${"`"}not well-formed JSON: ${"${(error as Error).message}"}${"`"});
  }
  const keys = keyTokens(text);
  propertyCount = 0;
  if (keys !== -1 && withinLimits(value, 1) && keys === propertyCount && !escapedSurrogate(text)) return { ok: true, value };
  return scan(text) ?? { ok: true, value };
}

/** JSON.parse as it is, for parse's option { reading: "json-parse" }: only its syntax errors are refused. Never throws. */
export function readAsJsonParse(text: string): Reading {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return refuse("json", ${"`"}not well-formed JSON: ${"${(error as Error).message}"}${"`"});
  }
}

/**
 * The fast path proves what JSON.parse does not report by counting instead of reading the text
 * character by character. Every key in the text ends with a quote; when no colon has whitespace
 * before it (otherwise: the scan), every key is a quote directly followed by a colon, and a
 * quote-colon inside a string only adds to that count. The walk over what JSON.parse built counts
 * the keys it kept, and checks depth and numbers on the way. JSON.parse keeps one key of two equal
 * ones, so equal counts prove there was no duplicate; a higher text count goes to the scan, which
 * decides. Escapes cannot hide a key from the count, so only lone surrogate escapes need a look.
 */
let propertyCount = 0;

/**
 * One self-recursive function: split in two mutually recursive ones, the optimizing compiler
 * inlines each into the other and compiles for tens of milliseconds before the walk runs fast.
 */
function withinLimits(value: unknown, depth: number): boolean {
  if (typeof value !== "object") return typeof value !== "number" || Number.isFinite(value);
  if (value === null) return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!withinLimits(value[i], depth + 1)) return false;
    return true;
  }
  for (const key in value) {
    propertyCount++;
    if (!withinLimits((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * Colons right after a quote that is not escaped (an odd run of backslashes before it escapes it);
 * -1 when whitespace before a colon makes the count uncertain.
 */
function keyTokens(text: string): number {
  let count = 0;
  for (let at = text.indexOf(":"); at !== -1; at = text.indexOf(":", at + 1)) {
    const before = text.charCodeAt(at - 1);
    if (before === 0x22) {
      if (text.charCodeAt(at - 2) !== 0x5c || backslashesBefore(text, at - 1) % 2 === 0) count++;
    } else if (isSpace(before)) return -1;
  }
  return count;
}

function backslashesBefore(text: string, at: number): number {
  let run = 0;
  while (text.charCodeAt(at - 1 - run) === 0x5c) run++;
  return run;
}

/** Whether the text may hold a surrogate escape such as \uD800 (an escaped backslash before "u" also counts: the scan decides). */
function escapedSurrogate(text: string): boolean {
  return text.indexOf("\\") !== -1 && SURROGATE_ESCAPE.test(text);
}

/** Keys of the objects being read, innermost last; arrays hold ARRAY. */
const ARRAY = null;

/** One pass over text that JSON.parse accepted: what it reports is why the text is refused. */
function scan(text: string): Reading | undefined {
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
      if (escaped && SURROGATE_ESCAPE.test(raw) && !wellFormed(JSON.parse(raw) as string)) return refuse("json", "a string holds a lone surrogate escape");
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
      if (open.length > MAX_DEPTH) return refuse("depth", ${"`"}nesting exceeds ${"${MAX_DEPTH}"} levels${"`"});
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
      if ((!plain || end - i > 300) && !Number.isFinite(Number(text.slice(i, end)))) return refuse("json", "a number is beyond the range of a 64-bit float");
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

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function duplicate(key: string): Reading {
  return refuse("duplicateKey", ${"`"}the key ${"${JSON.stringify(key)}"} appears twice in one object${"`"});
}
`;

export function emitReading(schemaDir: string): string {
  return file([tsHeader(schemaDir), body]);
}
