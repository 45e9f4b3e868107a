/**
 * The one reading of JSON text (docs/json-reading.md) that every entry point taking text goes
 * through. JSON.parse checks the syntax; it keeps the last of two equal keys, turns 1e400 into
 * Infinity and keeps lone surrogate escapes, so two proofs after it show most text free of what
 * it cannot report: first the text's length (writtenAsIs), then a count of its keys (keyTokens).
 * Any doubt goes to one pass over the text (reading-scan.ts), which decides.
 */
import { backslashesBefore, isSpace, MAX_DEPTH, type Reading, refuse, SURROGATE_ESCAPE, scan, wellFormed } from "./reading-scan.js";

export { MAX_DEPTH, type Reading } from "./reading-scan.js";

/** Reads JSON text the one way every Canon SDK reads it; never throws. */
export function readJson(text: string): Reading {
  if (!wellFormed(text)) return refuse("json", "the text holds a lone surrogate");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse("json", `not well-formed JSON: ${(error as Error).message}`);
  }
  if (writtenAsIs(text, value)) return { ok: true, value };
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
    return refuse("json", `not well-formed JSON: ${(error as Error).message}`);
  }
}

/**
 * The proof by length, for text written as writers write it: no whitespace, integers in plain
 * digits. The text's length, less what its escapes add (a \n is two characters for one, a \uXXXX
 * six), is what the value JSON.parse built takes written compactly (`compact`, counted by
 * `measure` with each integer at the fewest characters any JSON number for it can have). A key
 * JSON.parse dropped for a later equal one leaves its key, colon, value and comma in the text
 * and nothing in the value, and no other part of the text is shorter than its part of the value,
 * so equal lengths prove there was none, and no whitespace either. The walk checks depth and
 * numbers on the way; a surrogate escape, any other number or a longer text leaves the proof to
 * the count below.
 */
function writtenAsIs(text: string, value: unknown): boolean {
  compact = 0;
  if (!measure(value, 1)) return false;
  // Escapes only ever add: a text exactly as long as the value written compactly has none.
  if (text.length === compact) return true;
  const slash = text.indexOf("\\");
  const escapes = slash === -1 ? 0 : escapeLength(text, slash);
  return escapes !== -1 && text.length === compact + escapes;
}

let compact = 0;

/** One self-recursive function, as withinLimits below (why: there). */
function measure(value: unknown, depth: number): boolean {
  if (typeof value === "string") {
    compact += value.length + 2;
    return true;
  }
  if (typeof value === "number") {
    // A safe integer has one exact spelling in digits; with three trailing zeros or more, 1e3 is
    // shorter than 1000, so the fewest characters are not the digits' count: not measured.
    if (!Number.isSafeInteger(value)) return false;
    let n = value;
    if (n < 0) {
      compact++;
      n = -n;
    }
    if (n >= 1000 && n % 1000 === 0) return false;
    let digits = 1;
    for (let power = 10; power <= n; power *= 10) digits++;
    compact += digits;
    return true;
  }
  if (typeof value === "boolean") {
    compact += value ? 4 : 5;
    return true;
  }
  if (value === null) {
    compact += 4;
    return true;
  }
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    // Brackets and the commas between items.
    compact += value.length === 0 ? 2 : value.length + 1;
    for (let i = 0; i < value.length; i++) if (!measure(value[i], depth + 1)) return false;
    return true;
  }
  let members = 0;
  for (const key in value as object) {
    members++;
    compact += key.length + 3; // two quotes and a colon
    if (!measure((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  compact += members === 0 ? 2 : members + 1;
  return true;
}

/**
 * What the escapes from `at` on add to the text's length, or -1 at a surrogate escape (paired or
 * not: the count and the scan check those). JSON.parse accepted the text, so every backslash
 * starts an escape inside a string.
 */
function escapeLength(text: string, at: number): number {
  let added = 0;
  for (; at !== -1; at = text.indexOf("\\", at)) {
    if (text.charCodeAt(at + 1) !== 0x75) {
      added += 1;
      at += 2;
      continue;
    }
    const high = text.charCodeAt(at + 2);
    if ((high === 0x64 || high === 0x44) && text.charCodeAt(at + 3) >= 0x38) return -1; // \uD800–\uDFFF
    added += 5;
    at += 6;
  }
  return added;
}

/**
 * The proof by count, for any other text: every key in the text ends with a quote; when no colon
 * has whitespace before it (otherwise: the scan), every key is a quote directly followed by a
 * colon, and a quote-colon inside a string only adds to that count. The walk over what
 * JSON.parse built counts the keys it kept, and checks depth and numbers on the way. JSON.parse
 * keeps one key of two equal ones, so equal counts prove there was no duplicate; a higher text
 * count goes to the scan, which decides. Escapes cannot hide a key from the count, so only lone
 * surrogate escapes need a look.
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

/** Whether the text may hold a surrogate escape such as \uD800 (an escaped backslash before "u" also counts: the scan decides). */
function escapedSurrogate(text: string): boolean {
  return text.indexOf("\\") !== -1 && SURROGATE_ESCAPE.test(text);
}
