/**
 * The rules catalog: every finding's rule, as data. A subset check reports a violation *kind*
 * ("sup is stricter than sub in this way"); the kind has one rule name when found checking
 * old-in-new (backward) and another when found checking new-in-old (forward).
 * docs/compat-rules.md is generated from this table.
 */
import type { Category, CompareOptions } from "./types.js";

export type Verdict = "breaking" | "compatible" | "depends";

export interface Facts {
  readonly base?: string;
  readonly head?: string;
  readonly name?: string;
}

export interface Rule {
  readonly id: string;
  readonly purpose: string;
  readonly category: Category;
  /** Breaking when found in the direction(s) marked; "depends" explains itself in `note`. */
  readonly backward: Verdict;
  readonly forward: Verdict;
  /** Proof failed rather than a break found: reported as a warning, counted as breaking. */
  readonly unprovable?: boolean;
  readonly note?: string;
  readonly message: (f: Facts) => string;
  /** A base/head pair and the exact rules `compare` reports for it in full mode. */
  readonly example: { readonly base: unknown; readonly head: unknown; readonly expect: readonly string[]; readonly options?: CompareOptions };
  /** A rule no longer reported; `replacement` names the rule that says it now. */
  readonly deprecated?: boolean;
  readonly replacement?: string;
}

const S = (extra: object = {}): object => ({ type: "string", ...extra });
const N = (extra: object = {}): object => ({ type: "number", ...extra });
const A = (extra: object = {}): object => ({ type: "array", ...extra });
const O = (properties: object, extra: object = {}): object => ({ type: "object", properties, ...extra });
const closed = (properties: object, extra: object = {}): object => O(properties, { additionalProperties: false, ...extra });
const n = (f: Facts): string => f.name ?? "";

export const RULES: readonly Rule[] = [
  {
    id: "SCHEMA_BECAME_FALSE", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A schema that accepted documents now accepts none.",
    message: () => "schema became false and rejects every document",
    example: { base: S(), head: false, expect: ["SCHEMA_BECAME_FALSE"] },
  },
  {
    id: "SCHEMA_NO_LONGER_FALSE", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A schema that rejected everything now accepts documents.",
    message: () => "schema was false and now accepts documents",
    example: { base: false, head: S(), expect: ["SCHEMA_NO_LONGER_FALSE"] },
  },
  {
    id: "TYPE_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A type constraint was put on a value that allowed any type.",
    message: (f) => `type constrained from any to ${f.head}`,
    example: { base: {}, head: S(), expect: ["TYPE_ADDED"] },
  },
  {
    id: "TYPE_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A type constraint was dropped, so any type is allowed.",
    message: (f) => `type constraint ${f.base} removed`,
    example: { base: S(), head: {}, expect: ["TYPE_REMOVED"] },
  },
  {
    id: "TYPE_NARROWED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "Fewer types are allowed (a union member dropped, number to integer).",
    message: (f) => `type narrowed from ${f.base} to ${f.head}`,
    example: { base: { type: ["string", "number"] }, head: S(), expect: ["TYPE_NARROWED"] },
  },
  {
    id: "TYPE_WIDENED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "More types are allowed (a type added to the list, integer to number).",
    message: (f) => `type widened from ${f.base} to ${f.head}`,
    example: { base: { type: "integer" }, head: N(), expect: ["TYPE_WIDENED"] },
  },
  {
    id: "TYPE_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "The type changed to one with no values in common.",
    message: (f) => `type changed from ${f.base} to ${f.head}`,
    example: { base: S(), head: N(), expect: ["TYPE_CHANGED"] },
  },
  {
    id: "NULL_REMOVED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "null is no longer allowed.",
    message: (f) => `null no longer allowed (type ${f.base} became ${f.head})`,
    example: { base: { type: ["string", "null"] }, head: S(), expect: ["NULL_REMOVED"] },
  },
  {
    id: "NULL_ADDED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "null became allowed.",
    message: (f) => `null allowed (type ${f.base} became ${f.head})`,
    example: { base: S(), head: { type: ["string", "null"] }, expect: ["NULL_ADDED"] },
  },
  {
    id: "ENUM_VALUE_REMOVED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A value was removed from an enum.",
    message: (f) => `enum value ${n(f)} removed`,
    example: { base: { enum: ["a", "b"] }, head: { enum: ["a"] }, expect: ["ENUM_VALUE_REMOVED"] },
  },
  {
    id: "ENUM_VALUE_ADDED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A value was added to an enum.",
    message: (f) => `enum value ${n(f)} added`,
    example: { base: { enum: ["a"] }, head: { enum: ["a", "b"] }, expect: ["ENUM_VALUE_ADDED"] },
  },
  {
    id: "ENUM_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A free value was restricted to an enum.",
    message: (f) => `value restricted to enum [${f.head}]`,
    example: { base: S(), head: S({ enum: ["a", "b"] }), expect: ["ENUM_ADDED"] },
  },
  {
    id: "ENUM_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "An enum restriction was dropped.",
    message: (f) => `enum [${f.base}] removed`,
    example: { base: S({ enum: ["a", "b"] }), head: S(), expect: ["ENUM_REMOVED"] },
  },
  {
    id: "CONST_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A value was fixed with const.",
    message: (f) => `value fixed to const ${f.head}`,
    example: { base: S(), head: S({ const: "a" }), expect: ["CONST_ADDED"] },
  },
  {
    id: "CONST_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A const was dropped.",
    message: (f) => `const ${f.base} removed`,
    example: { base: S({ const: "a" }), head: S(), expect: ["CONST_REMOVED"] },
  },
  {
    id: "CONST_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "A const changed value (numbers compare by value).",
    message: (f) => `const changed from ${f.base} to ${f.head}`,
    example: { base: { const: "assistant" }, head: { const: "reasoning" }, expect: ["CONST_CHANGED"] },
  },
  {
    id: "MIN_LENGTH_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "minLength was added.",
    message: (f) => `minLength ${f.head} added`,
    example: { base: S(), head: S({ minLength: 1 }), expect: ["MIN_LENGTH_ADDED"] },
  },
  {
    id: "MIN_LENGTH_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "minLength was removed.",
    message: (f) => `minLength ${f.base} removed`,
    example: { base: S({ minLength: 1 }), head: S(), expect: ["MIN_LENGTH_REMOVED"] },
  },
  {
    id: "MIN_LENGTH_INCREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "minLength was raised.",
    message: (f) => `minLength increased from ${f.base} to ${f.head}`,
    example: { base: S({ minLength: 1 }), head: S({ minLength: 2 }), expect: ["MIN_LENGTH_INCREASED"] },
  },
  {
    id: "MIN_LENGTH_DECREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "minLength was lowered.",
    message: (f) => `minLength decreased from ${f.base} to ${f.head}`,
    example: { base: S({ minLength: 2 }), head: S({ minLength: 1 }), expect: ["MIN_LENGTH_DECREASED"] },
  },
  {
    id: "MAX_LENGTH_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "maxLength was added.",
    message: (f) => `maxLength ${f.head} added`,
    example: { base: S(), head: S({ maxLength: 9 }), expect: ["MAX_LENGTH_ADDED"] },
  },
  {
    id: "MAX_LENGTH_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "maxLength was removed.",
    message: (f) => `maxLength ${f.base} removed`,
    example: { base: S({ maxLength: 9 }), head: S(), expect: ["MAX_LENGTH_REMOVED"] },
  },
  {
    id: "MAX_LENGTH_DECREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "maxLength was lowered.",
    message: (f) => `maxLength decreased from ${f.base} to ${f.head}`,
    example: { base: S({ maxLength: 9 }), head: S({ maxLength: 5 }), expect: ["MAX_LENGTH_DECREASED"] },
  },
  {
    id: "MAX_LENGTH_INCREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "maxLength was raised.",
    message: (f) => `maxLength increased from ${f.base} to ${f.head}`,
    example: { base: S({ maxLength: 5 }), head: S({ maxLength: 9 }), expect: ["MAX_LENGTH_INCREASED"] },
  },
  {
    id: "PATTERN_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A pattern was added.",
    message: (f) => `pattern ${JSON.stringify(f.head)} added`,
    example: { base: S(), head: S({ pattern: "^a" }), expect: ["PATTERN_ADDED"] },
  },
  {
    id: "PATTERN_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A pattern was removed.",
    message: (f) => `pattern ${JSON.stringify(f.base)} removed`,
    example: { base: S({ pattern: "^a" }), head: S(), expect: ["PATTERN_REMOVED"] },
  },
  {
    id: "PATTERN_NARROWED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A pattern was edited so that it matches fewer strings (decided on the regular language of both patterns).",
    message: (f) => `pattern narrowed from ${JSON.stringify(f.base)} to ${JSON.stringify(f.head)} (${JSON.stringify(f.name)} no longer matches)`,
    example: { base: S({ pattern: "^[ab]" }), head: S({ pattern: "^a" }), expect: ["PATTERN_NARROWED"] },
  },
  {
    id: "PATTERN_WIDENED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A pattern was edited so that it matches more strings; an equivalent rewrite is no change at all.",
    message: (f) => `pattern widened from ${JSON.stringify(f.base)} to ${JSON.stringify(f.head)} (${JSON.stringify(f.name)} now matches)`,
    example: { base: S({ pattern: "^a" }), head: S({ pattern: "^[ab]" }), expect: ["PATTERN_WIDENED"] },
  },
  {
    id: "PATTERN_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "A pattern was edited and neither pattern's strings include the other's.",
    note: "Patterns that are not regular (backreferences, lookaround) cannot be compared: UNCLASSIFIED_CHANGE says so.",
    message: (f) => `pattern changed from ${JSON.stringify(f.base)} to ${JSON.stringify(f.head)} (${JSON.stringify(f.name)} no longer matches)`,
    example: { base: S({ pattern: "^a" }), head: S({ pattern: "^b" }), expect: ["PATTERN_CHANGED"] },
  },
  {
    id: "FORMAT_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A format was added (asserted, as ajv-formats does).",
    message: (f) => `format "${f.head}" added`,
    example: { base: S(), head: S({ format: "date-time" }), expect: ["FORMAT_ADDED"] },
  },
  {
    id: "FORMAT_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A format was removed.",
    message: (f) => `format "${f.base}" removed`,
    example: { base: S({ format: "date-time" }), head: S(), expect: ["FORMAT_REMOVED"] },
  },
  {
    id: "FORMAT_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "A format was replaced by another.",
    message: (f) => `format changed from "${f.base}" to "${f.head}"`,
    example: { base: S({ format: "date" }), head: S({ format: "uri" }), expect: ["FORMAT_CHANGED"] },
  },
  {
    id: "MINIMUM_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A lower bound (minimum or exclusiveMinimum) was added.",
    message: (f) => `lower bound ${f.head} added`,
    example: { base: N(), head: N({ minimum: 0 }), expect: ["MINIMUM_ADDED"] },
  },
  {
    id: "MINIMUM_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A lower bound was removed.",
    message: (f) => `lower bound ${f.base} removed`,
    example: { base: N({ minimum: 0 }), head: N(), expect: ["MINIMUM_REMOVED"] },
  },
  {
    id: "MINIMUM_INCREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A lower bound was raised (integer bounds compare as inclusive).",
    message: (f) => `lower bound raised from ${f.base} to ${f.head}`,
    example: { base: N({ minimum: 0 }), head: N({ exclusiveMinimum: 0 }), expect: ["MINIMUM_INCREASED"] },
  },
  {
    id: "MINIMUM_DECREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A lower bound was lowered.",
    message: (f) => `lower bound lowered from ${f.base} to ${f.head}`,
    example: { base: N({ minimum: 1 }), head: N({ minimum: 0 }), expect: ["MINIMUM_DECREASED"] },
  },
  {
    id: "MAXIMUM_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "An upper bound (maximum or exclusiveMaximum) was added.",
    message: (f) => `upper bound ${f.head} added`,
    example: { base: N(), head: N({ maximum: 9 }), expect: ["MAXIMUM_ADDED"] },
  },
  {
    id: "MAXIMUM_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "An upper bound was removed.",
    message: (f) => `upper bound ${f.base} removed`,
    example: { base: N({ maximum: 9 }), head: N(), expect: ["MAXIMUM_REMOVED"] },
  },
  {
    id: "MAXIMUM_DECREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "An upper bound was lowered.",
    message: (f) => `upper bound lowered from ${f.base} to ${f.head}`,
    example: { base: N({ maximum: 9 }), head: N({ maximum: 5 }), expect: ["MAXIMUM_DECREASED"] },
  },
  {
    id: "MAXIMUM_INCREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "An upper bound was raised.",
    message: (f) => `upper bound raised from ${f.base} to ${f.head}`,
    example: { base: N({ maximum: 5 }), head: N({ maximum: 9 }), expect: ["MAXIMUM_INCREASED"] },
  },
  {
    id: "MULTIPLE_OF_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "multipleOf was added.",
    message: (f) => `multipleOf ${f.head} added`,
    example: { base: N(), head: N({ multipleOf: 2 }), expect: ["MULTIPLE_OF_ADDED"] },
  },
  {
    id: "MULTIPLE_OF_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "multipleOf was removed.",
    message: (f) => `multipleOf ${f.base} removed`,
    example: { base: N({ multipleOf: 2 }), head: N(), expect: ["MULTIPLE_OF_REMOVED"] },
  },
  {
    id: "MULTIPLE_OF_EXPANDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "multipleOf became a multiple of the old divisor (5 to 10).",
    message: (f) => `multipleOf expanded from ${f.base} to ${f.head}`,
    example: { base: N({ multipleOf: 5 }), head: N({ multipleOf: 10 }), expect: ["MULTIPLE_OF_EXPANDED"] },
  },
  {
    id: "MULTIPLE_OF_REDUCED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "multipleOf became a divisor of the old one (10 to 5).",
    message: (f) => `multipleOf reduced from ${f.base} to ${f.head}`,
    example: { base: N({ multipleOf: 10 }), head: N({ multipleOf: 5 }), expect: ["MULTIPLE_OF_REDUCED"] },
  },
  {
    id: "MULTIPLE_OF_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "multipleOf changed and neither divides the other.",
    message: (f) => `multipleOf changed from ${f.base} to ${f.head}`,
    example: { base: N({ multipleOf: 2 }), head: N({ multipleOf: 3 }), expect: ["MULTIPLE_OF_CHANGED"] },
  },
  {
    id: "MIN_ITEMS_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "minItems was added.",
    message: (f) => `minItems ${f.head} added`,
    example: { base: A(), head: A({ minItems: 1 }), expect: ["MIN_ITEMS_ADDED"] },
  },
  {
    id: "MIN_ITEMS_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "minItems was removed.",
    message: (f) => `minItems ${f.base} removed`,
    example: { base: A({ minItems: 1 }), head: A(), expect: ["MIN_ITEMS_REMOVED"] },
  },
  {
    id: "MIN_ITEMS_INCREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "minItems was raised.",
    message: (f) => `minItems increased from ${f.base} to ${f.head}`,
    example: { base: A({ minItems: 1 }), head: A({ minItems: 2 }), expect: ["MIN_ITEMS_INCREASED"] },
  },
  {
    id: "MIN_ITEMS_DECREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "minItems was lowered.",
    message: (f) => `minItems decreased from ${f.base} to ${f.head}`,
    example: { base: A({ minItems: 2 }), head: A({ minItems: 1 }), expect: ["MIN_ITEMS_DECREASED"] },
  },
  {
    id: "MAX_ITEMS_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "maxItems was added.",
    message: (f) => `maxItems ${f.head} added`,
    example: { base: A(), head: A({ maxItems: 3 }), expect: ["MAX_ITEMS_ADDED"] },
  },
  {
    id: "MAX_ITEMS_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "maxItems was removed.",
    message: (f) => `maxItems ${f.base} removed`,
    example: { base: A({ maxItems: 3 }), head: A(), expect: ["MAX_ITEMS_REMOVED"] },
  },
  {
    id: "MAX_ITEMS_DECREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "maxItems was lowered.",
    message: (f) => `maxItems decreased from ${f.base} to ${f.head}`,
    example: { base: A({ maxItems: 3 }), head: A({ maxItems: 2 }), expect: ["MAX_ITEMS_DECREASED"] },
  },
  {
    id: "MAX_ITEMS_INCREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "maxItems was raised.",
    message: (f) => `maxItems increased from ${f.base} to ${f.head}`,
    example: { base: A({ maxItems: 2 }), head: A({ maxItems: 3 }), expect: ["MAX_ITEMS_INCREASED"] },
  },
  {
    id: "ITEMS_CONSTRAINED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "An item schema was put on an array whose items were unconstrained.",
    message: (f) => `${n(f)} constrained`,
    example: { base: A(), head: A({ items: S() }), expect: ["ITEMS_CONSTRAINED"] },
  },
  {
    id: "ITEMS_UNCONSTRAINED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "An array's item schema was removed.",
    message: (f) => `${n(f)} no longer constrained`,
    example: { base: A({ items: S() }), head: A(), expect: ["ITEMS_UNCONSTRAINED"] },
  },
  {
    id: "ADDITIONAL_ITEMS_FORBIDDEN", category: "data", backward: "breaking", forward: "compatible",
    purpose: "Items beyond the tuple (or any items) are no longer allowed.",
    message: (f) => `${n(f)} forbidden`,
    example: { base: A({ prefixItems: [S()] }), head: A({ prefixItems: [S()], items: false }), expect: ["ADDITIONAL_ITEMS_FORBIDDEN"] },
  },
  {
    id: "ADDITIONAL_ITEMS_ALLOWED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "Items beyond the tuple became allowed.",
    message: (f) => `${n(f)} allowed`,
    example: { base: A({ prefixItems: [S()], items: false }), head: A({ prefixItems: [S()] }), expect: ["ADDITIONAL_ITEMS_ALLOWED"] },
  },
  {
    id: "TUPLE_ITEM_ADDED_TO_OPEN_TUPLE", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A typed tuple position was added where any item was allowed.",
    message: (f) => `tuple ${n(f)} added to an open tuple`,
    example: { base: A({ prefixItems: [S()] }), head: A({ prefixItems: [S(), N()] }), expect: ["TUPLE_ITEM_ADDED_TO_OPEN_TUPLE"] },
  },
  {
    id: "TUPLE_ITEM_REMOVED_FROM_OPEN_TUPLE", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A tuple position was removed and the tuple stays open.",
    message: (f) => `tuple ${n(f)} removed from an open tuple`,
    example: { base: A({ prefixItems: [S(), N()] }), head: A({ prefixItems: [S()] }), expect: ["TUPLE_ITEM_REMOVED_FROM_OPEN_TUPLE"] },
  },
  {
    id: "TUPLE_ITEM_REMOVED_FROM_CLOSED_TUPLE", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A tuple position was removed from a closed tuple.",
    message: (f) => `tuple ${n(f)} removed from a closed tuple`,
    example: { base: A({ prefixItems: [S(), N()], items: false }), head: A({ prefixItems: [S()], items: false }), expect: ["TUPLE_ITEM_REMOVED_FROM_CLOSED_TUPLE"] },
  },
  {
    id: "TUPLE_ITEM_ADDED_TO_CLOSED_TUPLE", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A tuple position was added to a closed tuple.",
    message: (f) => `tuple ${n(f)} added to a closed tuple`,
    example: { base: A({ prefixItems: [S()], items: false }), head: A({ prefixItems: [S(), N()], items: false }), expect: ["TUPLE_ITEM_ADDED_TO_CLOSED_TUPLE"] },
  },
  {
    id: "UNIQUE_ITEMS_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "uniqueItems was added.",
    message: () => "uniqueItems added",
    example: { base: A(), head: A({ uniqueItems: true }), expect: ["UNIQUE_ITEMS_ADDED"] },
  },
  {
    id: "UNIQUE_ITEMS_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "uniqueItems was removed.",
    message: () => "uniqueItems removed",
    example: { base: A({ uniqueItems: true }), head: A(), expect: ["UNIQUE_ITEMS_REMOVED"] },
  },
  {
    id: "CONTAINS_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "contains (or a higher minContains) was added.",
    message: () => "contains constraint added",
    example: { base: A(), head: A({ contains: S() }), expect: ["CONTAINS_ADDED"] },
  },
  {
    id: "CONTAINS_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "contains was removed.",
    message: () => "contains constraint removed",
    example: { base: A({ contains: S() }), head: A(), expect: ["CONTAINS_REMOVED"] },
  },
  {
    id: "CONTAINS_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "contains, minContains or maxContains changed in a way not proved compatible.",
    unprovable: true,
    message: () => "contains constraint changed",
    example: { base: A({ contains: S() }), head: A({ contains: N() }), expect: ["CONTAINS_CHANGED"] },
  },
  {
    id: "PROPERTY_ADDED_TO_OPEN_MODEL", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A typed optional property was added to an object that allowed any extra property (old documents may carry that name with another value).",
    note: "Compatible under the lenient policy (writers emit only declared properties).",
    message: (f) => `property "${n(f)}" added to an open object`,
    example: { base: O({ a: S() }), head: O({ a: S(), b: N() }), expect: ["PROPERTY_ADDED_TO_OPEN_MODEL"] },
  },
  {
    id: "PROPERTY_REMOVED_FROM_OPEN_MODEL", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A property was removed from an open object, so new writers may put any value under that name.",
    note: "Compatible under the lenient policy.",
    message: (f) => `property "${n(f)}" removed from an open object`,
    example: { base: O({ a: S(), b: N() }), head: O({ a: S() }), expect: ["PROPERTY_REMOVED_FROM_OPEN_MODEL"] },
  },
  {
    id: "PROPERTY_ADDED_TO_CLOSED_MODEL", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A property was added to a closed object: old readers reject documents that use it.",
    message: (f) => `property "${n(f)}" added to a closed object`,
    example: { base: closed({ a: S() }), head: closed({ a: S(), b: N() }), expect: ["PROPERTY_ADDED_TO_CLOSED_MODEL"] },
  },
  {
    id: "PROPERTY_REMOVED_FROM_CLOSED_MODEL", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A property was removed from a closed object: documents that carry it are now rejected.",
    note: "Stays breaking under the lenient policy: writers did emit the declared property.",
    message: (f) => `property "${n(f)}" removed from a closed object`,
    example: { base: closed({ a: S(), b: N() }), head: closed({ a: S() }), expect: ["PROPERTY_REMOVED_FROM_CLOSED_MODEL"] },
  },
  {
    id: "PROPERTY_ADDED_NOT_COVERED", category: "data", backward: "depends", forward: "depends",
    purpose: "A property was added (or removed) whose schema does not accept what the catch-all schema (additionalProperties, patternProperties) accepted.",
    note: "Breaking in the direction it is reported.",
    message: (f) => `property "${n(f)}" no longer covered by the catch-all schema`,
    example: { base: O({}, { additionalProperties: S() }), head: O({ a: N() }, { additionalProperties: S() }), expect: ["PROPERTY_ADDED_NOT_COVERED"] },
  },
  {
    id: "PROPERTY_REMOVED_NOT_COVERED", category: "data", backward: "depends", forward: "depends",
    purpose: "A property was removed (or added) and the catch-all schema does not accept its values.",
    note: "Breaking in the direction it is reported.",
    message: (f) => `property "${n(f)}" removed and not covered by the catch-all schema`,
    example: { base: O({ a: N() }, { additionalProperties: S() }), head: O({}, { additionalProperties: S() }), expect: ["PROPERTY_REMOVED_NOT_COVERED"] },
  },
  {
    id: "PROPERTY_BECAME_REQUIRED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "An existing property became required.",
    message: (f) => `property "${n(f)}" became required`,
    example: { base: O({ a: S() }), head: O({ a: S() }, { required: ["a"] }), expect: ["PROPERTY_BECAME_REQUIRED"] },
  },
  {
    id: "PROPERTY_BECAME_OPTIONAL", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A required property became optional.",
    message: (f) => `property "${n(f)}" became optional`,
    example: { base: O({ a: S() }, { required: ["a"] }), head: O({ a: S() }), expect: ["PROPERTY_BECAME_OPTIONAL"] },
  },
  {
    id: "REQUIRED_PROPERTY_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A new required property was added (a default does not help: validation never fills it in).",
    message: (f) => `required property "${n(f)}" added`,
    example: { base: closed({ a: S() }), head: closed({ a: S(), b: S({ default: "x" }) }, { required: ["b"] }), expect: ["PROPERTY_ADDED_TO_CLOSED_MODEL", "REQUIRED_PROPERTY_ADDED"] },
  },
  {
    id: "REQUIRED_PROPERTY_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A required property was removed.",
    message: (f) => `required property "${n(f)}" removed`,
    example: { base: O({ a: S(), b: S() }, { required: ["b"] }), head: O({ a: S() }), expect: ["REQUIRED_PROPERTY_REMOVED"] },
  },
  {
    id: "ADDITIONAL_PROPERTIES_FORBIDDEN", category: "data", backward: "breaking", forward: "compatible",
    purpose: "The object was closed (additionalProperties or unevaluatedProperties false).",
    note: "Compatible under the lenient policy.",
    message: (f) => `object closed with ${n(f)}: false`,
    example: { base: O({ a: S() }), head: closed({ a: S() }), expect: ["ADDITIONAL_PROPERTIES_FORBIDDEN"] },
  },
  {
    id: "ADDITIONAL_PROPERTIES_ALLOWED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A closed object was opened.",
    note: "Compatible under the lenient policy.",
    message: (f) => `object opened (${n(f)} no longer false)`,
    example: { base: closed({ a: S() }), head: O({ a: S() }), expect: ["ADDITIONAL_PROPERTIES_ALLOWED"] },
  },
  {
    id: "ADDITIONAL_PROPERTIES_NARROWED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "The schema for undeclared properties was narrowed.",
    note: "Compatible under the lenient policy.",
    message: (f) => `${n(f)} schema narrowed`,
    example: { base: O({}, { additionalProperties: true }), head: O({}, { additionalProperties: S() }), expect: ["ADDITIONAL_PROPERTIES_NARROWED"] },
  },
  {
    id: "ADDITIONAL_PROPERTIES_WIDENED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "The schema for undeclared properties was widened.",
    note: "Compatible under the lenient policy.",
    message: (f) => `${n(f)} schema widened`,
    example: { base: O({}, { additionalProperties: S() }), head: O({}, { additionalProperties: true }), expect: ["ADDITIONAL_PROPERTIES_WIDENED"] },
  },
  {
    id: "PATTERN_PROPERTY_ADDED", category: "data", backward: "depends", forward: "depends",
    purpose: "A patternProperties entry was added (constrains names that were free in an open object, or admits names a closed object rejected).",
    note: "Breaking backward on an open object, forward on a closed one.",
    message: (f) => `patternProperties "${n(f)}" added`,
    example: { base: O({}), head: O({}, { patternProperties: { "^x-": S() } }), expect: ["PATTERN_PROPERTY_ADDED"] },
  },
  {
    id: "PATTERN_PROPERTY_REMOVED", category: "data", backward: "depends", forward: "depends",
    purpose: "A patternProperties entry was removed.",
    note: "Breaking forward on an open object, backward on a closed one.",
    message: (f) => `patternProperties "${n(f)}" removed`,
    example: { base: O({}, { patternProperties: { "^x-": S() } }), head: O({}), expect: ["PATTERN_PROPERTY_REMOVED"] },
  },
  {
    id: "PROPERTY_NAMES_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "propertyNames was added.",
    message: () => "propertyNames constraint added",
    example: { base: O({}), head: O({}, { propertyNames: S({ maxLength: 3 }) }), expect: ["PROPERTY_NAMES_ADDED"] },
  },
  {
    id: "PROPERTY_NAMES_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "propertyNames was removed.",
    message: () => "propertyNames constraint removed",
    example: { base: O({}, { propertyNames: S({ maxLength: 3 }) }), head: O({}), expect: ["PROPERTY_NAMES_REMOVED"] },
  },
  {
    id: "PROPERTY_NAMES_NARROWED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "propertyNames was narrowed.",
    message: () => "propertyNames narrowed",
    example: { base: O({}, { propertyNames: S({ maxLength: 5 }) }), head: O({}, { propertyNames: S({ maxLength: 3 }) }), expect: ["PROPERTY_NAMES_NARROWED"] },
  },
  {
    id: "PROPERTY_NAMES_WIDENED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "propertyNames was widened.",
    message: () => "propertyNames widened",
    example: { base: O({}, { propertyNames: S({ maxLength: 3 }) }), head: O({}, { propertyNames: S({ maxLength: 5 }) }), expect: ["PROPERTY_NAMES_WIDENED"] },
  },
  {
    id: "MIN_PROPERTIES_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "minProperties was added.",
    message: (f) => `minProperties ${f.head} added`,
    example: { base: O({}), head: O({}, { minProperties: 1 }), expect: ["MIN_PROPERTIES_ADDED"] },
  },
  {
    id: "MIN_PROPERTIES_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "minProperties was removed.",
    message: (f) => `minProperties ${f.base} removed`,
    example: { base: O({}, { minProperties: 1 }), head: O({}), expect: ["MIN_PROPERTIES_REMOVED"] },
  },
  {
    id: "MIN_PROPERTIES_INCREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "minProperties was raised.",
    message: (f) => `minProperties increased from ${f.base} to ${f.head}`,
    example: { base: O({}, { minProperties: 1 }), head: O({}, { minProperties: 2 }), expect: ["MIN_PROPERTIES_INCREASED"] },
  },
  {
    id: "MIN_PROPERTIES_DECREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "minProperties was lowered.",
    message: (f) => `minProperties decreased from ${f.base} to ${f.head}`,
    example: { base: O({}, { minProperties: 2 }), head: O({}, { minProperties: 1 }), expect: ["MIN_PROPERTIES_DECREASED"] },
  },
  {
    id: "MAX_PROPERTIES_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "maxProperties was added.",
    message: (f) => `maxProperties ${f.head} added`,
    example: { base: O({}), head: O({}, { maxProperties: 3 }), expect: ["MAX_PROPERTIES_ADDED"] },
  },
  {
    id: "MAX_PROPERTIES_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "maxProperties was removed.",
    message: (f) => `maxProperties ${f.base} removed`,
    example: { base: O({}, { maxProperties: 3 }), head: O({}), expect: ["MAX_PROPERTIES_REMOVED"] },
  },
  {
    id: "MAX_PROPERTIES_DECREASED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "maxProperties was lowered.",
    message: (f) => `maxProperties decreased from ${f.base} to ${f.head}`,
    example: { base: O({}, { maxProperties: 3 }), head: O({}, { maxProperties: 2 }), expect: ["MAX_PROPERTIES_DECREASED"] },
  },
  {
    id: "MAX_PROPERTIES_INCREASED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "maxProperties was raised.",
    message: (f) => `maxProperties increased from ${f.base} to ${f.head}`,
    example: { base: O({}, { maxProperties: 2 }), head: O({}, { maxProperties: 3 }), expect: ["MAX_PROPERTIES_INCREASED"] },
  },
  {
    id: "DEPENDENT_REQUIRED_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A dependentRequired (draft-07 array dependencies) entry was added or extended.",
    message: (f) => `dependent requirement ${n(f)} added`,
    example: { base: O({ a: S(), b: S() }), head: O({ a: S(), b: S() }, { dependentRequired: { a: ["b"] } }), expect: ["DEPENDENT_REQUIRED_ADDED"] },
  },
  {
    id: "DEPENDENT_REQUIRED_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A dependentRequired entry was removed or narrowed.",
    message: (f) => `dependent requirement ${n(f)} removed`,
    example: { base: O({ a: S(), b: S() }, { dependentRequired: { a: ["b"] } }), head: O({ a: S(), b: S() }), expect: ["DEPENDENT_REQUIRED_REMOVED"] },
  },
  {
    id: "DEPENDENT_SCHEMA_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A dependentSchemas (draft-07 schema dependencies) entry was added.",
    message: (f) => `dependent schema for "${n(f)}" added`,
    example: { base: O({ a: S() }), head: O({ a: S() }, { dependentSchemas: { a: { required: ["b"] } } }), expect: ["DEPENDENT_SCHEMA_ADDED"] },
  },
  {
    id: "DEPENDENT_SCHEMA_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A dependentSchemas entry was removed.",
    message: (f) => `dependent schema for "${n(f)}" removed`,
    example: { base: O({ a: S() }, { dependentSchemas: { a: { required: ["b"] } } }), head: O({ a: S() }), expect: ["DEPENDENT_SCHEMA_REMOVED"] },
  },
  {
    id: "DEPENDENT_SCHEMA_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "A dependentSchemas entry changed in a way not proved compatible.",
    unprovable: true,
    message: (f) => `dependent schema for "${n(f)}" changed`,
    example: { base: O({ a: S() }, { dependentSchemas: { a: { required: ["b"] } } }), head: O({ a: S() }, { dependentSchemas: { a: { required: ["c"] } } }), expect: ["DEPENDENT_SCHEMA_CHANGED"] },
  },
  {
    id: "UNION_MEMBER_REMOVED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A member of a discriminated union was removed (its tag is no longer accepted).",
    message: (f) => `union member ${n(f)} removed`,
    example: { base: { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] }), closed({ type: { const: "B" } }, { required: ["type"] })] }, head: { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] })] }, expect: ["UNION_MEMBER_REMOVED"] },
  },
  {
    id: "UNION_MEMBER_ADDED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A member was added to a discriminated union: old readers cannot parse it.",
    note: "Compatible for forward when the module declares tolerantReceivers (receivers skip unknown members); reported as info then.",
    message: (f) => `union member ${n(f)} added`,
    example: { base: { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] })] }, head: { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] }), closed({ type: { const: "B" } }, { required: ["type"] })] }, expect: ["UNION_MEMBER_ADDED"] },
  },
  {
    id: "UNION_BRANCH_REMOVED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "An anyOf/oneOf branch was removed or narrowed so that some old value matches no branch.",
    message: (f) => `${n(f)} removed`,
    example: { base: { anyOf: [S(), N()] }, head: { anyOf: [S(), { type: "boolean" }] }, expect: ["UNION_BRANCH_ADDED", "UNION_BRANCH_REMOVED"] },
  },
  {
    id: "UNION_BRANCH_ADDED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "An anyOf/oneOf branch was added that accepts values no old branch did.",
    message: (f) => `${n(f)} added`,
    example: { base: { anyOf: [S(), N()] }, head: { anyOf: [S(), N(), { type: "boolean" }] }, expect: ["UNION_BRANCH_ADDED"] },
  },
  {
    id: "ONE_OF_BRANCHES_OVERLAP", category: "data", backward: "breaking", forward: "breaking",
    purpose: "A oneOf gained a branch that overlaps another, so values matching both are now rejected.",
    note: "Reported in the direction whose new schema holds the overlapping pair.",
    message: (f) => `oneOf branches ${n(f)} overlap`,
    example: { base: { oneOf: [S({ maxLength: 3 })] }, head: { oneOf: [S({ maxLength: 3 }), S({ minLength: 1 })] }, expect: ["MAX_LENGTH_REMOVED", "ONE_OF_BRANCHES_OVERLAP"] },
  },
  {
    id: "NOT_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "A not constraint was added.",
    message: () => "not constraint added",
    example: { base: S(), head: S({ not: { const: "" } }), expect: ["NOT_ADDED"] },
  },
  {
    id: "NOT_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "A not constraint was removed.",
    message: () => "not constraint removed",
    example: { base: S({ not: { const: "" } }), head: S(), expect: ["NOT_REMOVED"] },
  },
  {
    id: "NOT_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "A not subschema changed in a way not proved compatible.",
    unprovable: true,
    message: () => "not constraint changed",
    example: { base: S({ not: { const: "" } }), head: S({ not: { const: "x" } }), expect: ["NOT_CHANGED"] },
  },
  {
    id: "CONDITIONAL_ADDED", category: "data", backward: "breaking", forward: "compatible",
    purpose: "An if/then/else was added.",
    message: () => "if/then/else added",
    example: { base: O({ a: S() }), head: O({ a: S() }, { if: { required: ["a"] }, then: { required: ["b"] } }), expect: ["CONDITIONAL_ADDED"] },
  },
  {
    id: "CONDITIONAL_REMOVED", category: "data", backward: "compatible", forward: "breaking",
    purpose: "An if/then/else was removed.",
    message: () => "if/then/else removed",
    example: { base: O({ a: S() }, { if: { required: ["a"] }, then: { required: ["b"] } }), head: O({ a: S() }), expect: ["CONDITIONAL_REMOVED"] },
  },
  {
    id: "CONDITIONAL_CHANGED", category: "data", backward: "breaking", forward: "breaking",
    purpose: "An if/then/else changed in a way not proved compatible.",
    unprovable: true,
    message: () => "if/then/else changed",
    example: { base: O({}, { if: { required: ["a"] }, then: { required: ["b"] } }), head: O({}, { if: { required: ["a"] }, then: { required: ["c"] } }), expect: ["CONDITIONAL_CHANGED"] },
  },
  {
    id: "UNCLASSIFIED_CHANGE", category: "data", backward: "breaking", forward: "breaking",
    purpose: "A change this checker cannot prove compatible; counted as breaking unless --allow-unclassified.",
    unprovable: true,
    message: (f) => `change not classified: ${n(f)}`,
    example: { base: S({ contentSchema: {} , "x-y": 1, unknownKeyword: 1 }), head: S({ unknownKeyword: 2 }), expect: ["UNCLASSIFIED_CHANGE"] },
  },
  {
    id: "TYPE_DEFINITION_REMOVED", category: "api", backward: "breaking", forward: "breaking",
    purpose: "A named type was removed: generated code loses it, and documents of that type lose their schema.",
    message: (f) => `type ${n(f)} removed`,
    example: { base: { $defs: { A: S(), B: N() } }, head: { $defs: { A: S() } }, expect: ["TYPE_DEFINITION_REMOVED"] },
  },
  {
    id: "TYPE_DEFINITION_ADDED", category: "api", backward: "compatible", forward: "compatible",
    purpose: "A named type was added.",
    message: (f) => `type ${n(f)} added`,
    example: { base: { $defs: { A: S() } }, head: { $defs: { A: S(), B: N() } }, expect: ["TYPE_DEFINITION_ADDED"] },
  },
  {
    id: "TYPE_DEFINITION_RENAMED", category: "api", backward: "breaking", forward: "breaking",
    purpose: "A named type was renamed with an identical wire shape: no data change, but generated code changes names.",
    message: (f) => `type ${n(f)}`,
    example: { base: { $defs: { A: S() } }, head: { $defs: { B: S() } }, expect: ["TYPE_DEFINITION_RENAMED"] },
  },
  {
    id: "API_TYPE_CHANGED", category: "api", backward: "breaking", forward: "breaking",
    purpose: "The type generated code declares for a field or alias changed while documents did not (an inline enum or shape moved into a named $ref, or back).",
    note: "Computed from both sides' IR (`--category api` or `all`); shown per target language.",
    message: (f) => `${n(f)}: generated type changed (${f.base})`,
    example: {
      base: { $defs: { A: { type: "object", properties: { color: { enum: ["red", "blue"] } } } } },
      head: { $defs: { Color: { enum: ["red", "blue"] }, A: { type: "object", properties: { color: { $ref: "#/$defs/Color" } } } } },
      expect: ["API_TYPE_CHANGED", "TYPE_DEFINITION_ADDED"],
      options: { mode: "full", api: true },
    },
  },
  {
    id: "API_NAME_CHANGED", category: "api", backward: "breaking", forward: "breaking",
    purpose: "The name generated code uses for a field or enum member changed while its wire name stayed (a field name set in configuration).",
    note: "Computed from both sides' IR with each side's configured field names.",
    message: (f) => `${n(f)}: generated name changed (${f.base})`,
    example: {
      base: { $defs: { A: { type: "object", properties: { id: { type: "string" } } } } },
      head: { $defs: { A: { type: "object", properties: { id: { type: "string" } } } } },
      expect: ["API_NAME_CHANGED"],
      options: { mode: "full", api: { head: { go: { "A.id": "Identifier" } } } },
    },
  },
  {
    id: "DESCRIPTION_CHANGED", category: "data", backward: "compatible", forward: "compatible",
    purpose: "A description or title changed (documentation only).",
    message: (f) => `${n(f)} changed`,
    example: { base: S({ description: "x" }), head: S({ description: "y" }), expect: ["DESCRIPTION_CHANGED"] },
  },
  {
    id: "DEFAULT_CHANGED", category: "data", backward: "compatible", forward: "compatible",
    purpose: "A default was added, removed or changed: validity is the same, but readers that fill in defaults behave differently.",
    message: (f) => `default changed from ${f.base ?? "none"} to ${f.head ?? "none"}`,
    example: { base: S({ default: "x" }), head: S({ default: "y" }), expect: ["DEFAULT_CHANGED"] },
  },
  {
    id: "DEPRECATION_CHANGED", category: "data", backward: "compatible", forward: "compatible",
    purpose: "deprecated was set or cleared.",
    message: (f) => `deprecated changed from ${f.base ?? "false"} to ${f.head ?? "false"}`,
    example: { base: S(), head: S({ deprecated: true }), expect: ["DEPRECATION_CHANGED"] },
  },
  {
    id: "DIALECT_CHANGED", category: "data", backward: "compatible", forward: "compatible",
    purpose: "The $schema dialect changed (for example draft-07 to 2020-12) with no data change.",
    message: (f) => `dialect changed from ${f.base} to ${f.head}`,
    example: { base: { $schema: "http://json-schema.org/draft-07/schema#", type: "string" }, head: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "string" }, expect: ["DIALECT_CHANGED"] },
  },
];

/** Violation kind → [rule id when found backward, rule id when found forward]. */
export const KINDS: Readonly<Record<string, readonly [string, string]>> = {
  "schema-false": ["SCHEMA_BECAME_FALSE", "SCHEMA_NO_LONGER_FALSE"],
  "type-added": ["TYPE_ADDED", "TYPE_REMOVED"],
  "type-narrowed": ["TYPE_NARROWED", "TYPE_WIDENED"],
  "type-changed": ["TYPE_CHANGED", "TYPE_CHANGED"],
  "null-dropped": ["NULL_REMOVED", "NULL_ADDED"],
  "enum-value-dropped": ["ENUM_VALUE_REMOVED", "ENUM_VALUE_ADDED"],
  "enum-added": ["ENUM_ADDED", "ENUM_REMOVED"],
  "const-added": ["CONST_ADDED", "CONST_REMOVED"],
  "const-changed": ["CONST_CHANGED", "CONST_CHANGED"],
  "min-length-added": ["MIN_LENGTH_ADDED", "MIN_LENGTH_REMOVED"],
  "min-length-tightened": ["MIN_LENGTH_INCREASED", "MIN_LENGTH_DECREASED"],
  "max-length-added": ["MAX_LENGTH_ADDED", "MAX_LENGTH_REMOVED"],
  "max-length-tightened": ["MAX_LENGTH_DECREASED", "MAX_LENGTH_INCREASED"],
  "pattern-added": ["PATTERN_ADDED", "PATTERN_REMOVED"],
  "pattern-narrowed": ["PATTERN_NARROWED", "PATTERN_WIDENED"],
  "pattern-changed": ["PATTERN_CHANGED", "PATTERN_CHANGED"],
  "format-added": ["FORMAT_ADDED", "FORMAT_REMOVED"],
  "format-changed": ["FORMAT_CHANGED", "FORMAT_CHANGED"],
  "minimum-added": ["MINIMUM_ADDED", "MINIMUM_REMOVED"],
  "minimum-tightened": ["MINIMUM_INCREASED", "MINIMUM_DECREASED"],
  "maximum-added": ["MAXIMUM_ADDED", "MAXIMUM_REMOVED"],
  "maximum-tightened": ["MAXIMUM_DECREASED", "MAXIMUM_INCREASED"],
  "multiple-of-added": ["MULTIPLE_OF_ADDED", "MULTIPLE_OF_REMOVED"],
  "multiple-of-expanded": ["MULTIPLE_OF_EXPANDED", "MULTIPLE_OF_REDUCED"],
  "multiple-of-changed": ["MULTIPLE_OF_CHANGED", "MULTIPLE_OF_CHANGED"],
  "min-items-added": ["MIN_ITEMS_ADDED", "MIN_ITEMS_REMOVED"],
  "min-items-tightened": ["MIN_ITEMS_INCREASED", "MIN_ITEMS_DECREASED"],
  "max-items-added": ["MAX_ITEMS_ADDED", "MAX_ITEMS_REMOVED"],
  "max-items-tightened": ["MAX_ITEMS_DECREASED", "MAX_ITEMS_INCREASED"],
  "items-constrained": ["ITEMS_CONSTRAINED", "ITEMS_UNCONSTRAINED"],
  "additional-items-forbidden": ["ADDITIONAL_ITEMS_FORBIDDEN", "ADDITIONAL_ITEMS_ALLOWED"],
  "tuple-item-constrained": ["TUPLE_ITEM_ADDED_TO_OPEN_TUPLE", "TUPLE_ITEM_REMOVED_FROM_OPEN_TUPLE"],
  "tuple-item-forbidden": ["TUPLE_ITEM_REMOVED_FROM_CLOSED_TUPLE", "TUPLE_ITEM_ADDED_TO_CLOSED_TUPLE"],
  "unique-items-added": ["UNIQUE_ITEMS_ADDED", "UNIQUE_ITEMS_REMOVED"],
  "contains-added": ["CONTAINS_ADDED", "CONTAINS_REMOVED"],
  "contains-changed": ["CONTAINS_CHANGED", "CONTAINS_CHANGED"],
  "property-over-open": ["PROPERTY_ADDED_TO_OPEN_MODEL", "PROPERTY_REMOVED_FROM_OPEN_MODEL"],
  "property-over-partial": ["PROPERTY_ADDED_NOT_COVERED", "PROPERTY_REMOVED_NOT_COVERED"],
  "property-rejected": ["PROPERTY_REMOVED_FROM_CLOSED_MODEL", "PROPERTY_ADDED_TO_CLOSED_MODEL"],
  "property-under-partial": ["PROPERTY_REMOVED_NOT_COVERED", "PROPERTY_ADDED_NOT_COVERED"],
  "became-required": ["PROPERTY_BECAME_REQUIRED", "PROPERTY_BECAME_OPTIONAL"],
  "required-added": ["REQUIRED_PROPERTY_ADDED", "REQUIRED_PROPERTY_REMOVED"],
  closed: ["ADDITIONAL_PROPERTIES_FORBIDDEN", "ADDITIONAL_PROPERTIES_ALLOWED"],
  "catch-all-narrowed": ["ADDITIONAL_PROPERTIES_NARROWED", "ADDITIONAL_PROPERTIES_WIDENED"],
  "pattern-property-constrained": ["PATTERN_PROPERTY_ADDED", "PATTERN_PROPERTY_REMOVED"],
  "pattern-property-dropped": ["PATTERN_PROPERTY_REMOVED", "PATTERN_PROPERTY_ADDED"],
  "property-names-added": ["PROPERTY_NAMES_ADDED", "PROPERTY_NAMES_REMOVED"],
  "property-names-narrowed": ["PROPERTY_NAMES_NARROWED", "PROPERTY_NAMES_WIDENED"],
  "min-properties-added": ["MIN_PROPERTIES_ADDED", "MIN_PROPERTIES_REMOVED"],
  "min-properties-tightened": ["MIN_PROPERTIES_INCREASED", "MIN_PROPERTIES_DECREASED"],
  "max-properties-added": ["MAX_PROPERTIES_ADDED", "MAX_PROPERTIES_REMOVED"],
  "max-properties-tightened": ["MAX_PROPERTIES_DECREASED", "MAX_PROPERTIES_INCREASED"],
  "dependent-required-added": ["DEPENDENT_REQUIRED_ADDED", "DEPENDENT_REQUIRED_REMOVED"],
  "dependent-schema-added": ["DEPENDENT_SCHEMA_ADDED", "DEPENDENT_SCHEMA_REMOVED"],
  "dependent-schema-changed": ["DEPENDENT_SCHEMA_CHANGED", "DEPENDENT_SCHEMA_CHANGED"],
  "union-member-dropped": ["UNION_MEMBER_REMOVED", "UNION_MEMBER_ADDED"],
  "union-branch-dropped": ["UNION_BRANCH_REMOVED", "UNION_BRANCH_ADDED"],
  "one-of-overlap": ["ONE_OF_BRANCHES_OVERLAP", "ONE_OF_BRANCHES_OVERLAP"],
  "not-added": ["NOT_ADDED", "NOT_REMOVED"],
  "not-changed": ["NOT_CHANGED", "NOT_CHANGED"],
  "conditional-added": ["CONDITIONAL_ADDED", "CONDITIONAL_REMOVED"],
  "conditional-changed": ["CONDITIONAL_CHANGED", "CONDITIONAL_CHANGED"],
  unclassified: ["UNCLASSIFIED_CHANGE", "UNCLASSIFIED_CHANGE"],
};

export const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((r) => [r.id, r]));

export function ruleById(id: string): Rule {
  const r = RULES_BY_ID.get(id);
  if (r === undefined) throw new Error(`unknown rule ${id}`);
  return r;
}
