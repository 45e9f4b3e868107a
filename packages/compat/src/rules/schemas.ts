/** Short builders of the example schemas in the rules catalog. */
import type { Facts } from "../rules.js";

export const S = (extra: object = {}): object => ({ type: "string", ...extra });
export const N = (extra: object = {}): object => ({ type: "number", ...extra });
export const A = (extra: object = {}): object => ({ type: "array", ...extra });
export const O = (properties: object, extra: object = {}): object => ({ type: "object", properties, ...extra });
export const closed = (properties: object, extra: object = {}): object =>
  O(properties, { additionalProperties: false, ...extra });
export const n = (f: Facts): string => f.name ?? "";
