/** Which Go integer type a JSON Schema integer takes. */
import type { NumberConstraints } from "@canon-sdk/core";

/**
 * An integer the schema bounds on both sides within int64 is an `int64`. Any other is a
 * `json.Number` holding a JSON integer as written: JSON Schema's integers have no size limit
 * (1e+300 is one), and a Go type that cannot hold a valid document would disagree with every
 * other validator about it.
 */
export function fitsInt64(c: NumberConstraints): boolean {
  const lows = [c.minimum, c.exclusiveMinimum].filter((v) => v !== undefined);
  const highs = [c.maximum, c.exclusiveMaximum].filter((v) => v !== undefined);
  if (lows.length === 0 || highs.length === 0) return false;
  return Math.max(...lows) >= -(2 ** 63) && Math.min(...highs) < 2 ** 63;
}

/** An integer constant is an `int64` in Go, as an integer property is (JSON's 3.0 still reads as 3). */
export function integral(value: number): boolean {
  return Number.isSafeInteger(value);
}
