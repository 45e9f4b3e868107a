/**
 * runtime.ts of every package: the few helpers both the guards and the ajv standalone validators
 * call (string length in code points, JSON equality, formats), written once so that the two
 * always judge alike and the package needs no runtime dependency.
 */
import { file, tsHeader } from "./text.js";

/** Formats the guards and validators implement; a schema using another one is refused. */
export const supportedFormats = ["date-time", "date", "time", "uuid"] as const;

const body = String.raw`
/** Length in Unicode code points, as JSON Schema counts \`minLength\` and \`maxLength\`. */
export function ucs2length(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    count++;
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

/** Code points within [min, max], counting only when UTF-16 length leaves it open. */
export function lengthWithin(text: string, min: number, max: number): boolean {
  if (text.length < min) return false;
  if (text.length <= max && text.length >= 2 * min) return true;
  const count = ucs2length(text);
  return count >= min && count <= max;
}

/** Equality of JSON values, as \`const\`, \`enum\` and \`uniqueItems\` need it. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  const left = Object.keys(a);
  if (left.length !== Object.keys(b).length) return false;
  for (const key of left) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** No two items equal, for \`uniqueItems\`. */
export function allDistinct(items: readonly unknown[]): boolean {
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) if (deepEqual(items[i], items[j])) return false;
  return true;
}

/**
 * Appends a referenced validator's errors in place. ajv's own code copies the whole array each
 * time (concat), which is quadratic in the number of errors; see validators.ts.
 */
export function appendErrors<E>(errors: E[] | null, more: readonly E[] | null | undefined): E[] | null {
  if (more === null || more === undefined) return errors;
  if (errors === null) return [...more];
  for (let i = 0; i < more.length; i++) errors.push(more[i] as E);
  return errors;
}

/** \`multipleOf\`: the quotient is a whole number. */
export function isMultipleOf(value: number, divisor: number): boolean {
  return Number.isInteger(value / divisor);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// The offset may be written +01:00, +0100 or +01, as ajv-formats' full mode accepts.
const TIME = /^(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:[zZ]|([+-])(\d{2})(?::?(\d{2}))?)$/;
const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
/** A date-time is split where ajv-formats splits it: at "T", "t" or any JavaScript whitespace. */
const DATE_TIME_SEPARATOR = /[tT\s]/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** RFC 3339 full-date with a real day of the month. */
export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

/**
 * RFC 3339 full-time as ajv-formats' full mode reads it: an offset is required; a leap second
 * (second 60) only where the time, moved to UTC by the offset, is 23:59.
 */
export function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (match === null) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  const sign = match[4] === "-" ? -1 : 1;
  const offsetHour = Number(match[5] ?? 0);
  const offsetMinute = Number(match[6] ?? 0);
  if (offsetHour > 23 || offsetMinute > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - offsetMinute * sign;
  const utcHour = hour - offsetHour * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

/** RFC 3339 date-time: exactly one separator between a date and a time with zone. */
export function isDateTime(text: string): boolean {
  const parts = text.split(DATE_TIME_SEPARATOR);
  return parts.length === 2 && isDate(parts[0] as string) && isTime(parts[1] as string);
}

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** The formats the schemas of this package use, by name. */
export const formats: Readonly<Record<string, (text: string) => boolean>> = /*#__PURE__*/ Object.freeze({
  "date-time": isDateTime,
  date: isDate,
  time: isTime,
  uuid: isUuid,
});
`;

export function emitRuntime(schemaDir: string): string {
  return file([tsHeader(schemaDir), body]);
}
