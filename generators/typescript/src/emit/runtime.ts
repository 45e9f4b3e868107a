/**
 * runtime.ts of every package: the few helpers both the guards and the ajv standalone validators
 * call (string length in code points, JSON equality), written once so that the two always judge
 * alike and the package needs no runtime dependency. Formats have their own module (formats.ts).
 */
import { file, tsHeader } from "./text.js";

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
`;

export function emitRuntime(schemaDir: string): string {
  return file([tsHeader(schemaDir), body]);
}
