/**
 * The rules catalog: every finding's rule, as data. A subset check reports a violation *kind*
 * ("sup is stricter than sub in this way"); the kind has one rule name when found checking
 * old-in-new (backward) and another when found checking new-in-old (forward).
 * docs/compat-rules.md is generated from this table.
 */
import type { Category } from "./types.js";

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
  readonly example: { readonly base: unknown; readonly head: unknown; readonly expect: readonly string[] };
}

const S = (extra: object = {}): object => ({ type: "string", ...extra });
const N = (extra: object = {}): object => ({ type: "number", ...extra });
const A = (extra: object = {}): object => ({ type: "array", ...extra });
const O = (properties: object, extra: object = {}): object => ({ type: "object", properties, ...extra });
const closed = (properties: object, extra: object = {}): object => O(properties, { additionalProperties: false, ...extra });
const n = (f: Facts): string => f.name ?? "";

function rule(id: string, purpose: string, backward: Verdict, forward: Verdict, message: Rule["message"], base: unknown, head: unknown, expect: string[], extra: Partial<Rule> = {}): Rule {
  return { id, purpose, category: "data", backward, forward, message, example: { base, head, expect }, ...extra };
}

export const RULES: readonly Rule[] = [
  rule("SCHEMA_BECAME_FALSE", "A schema that accepted documents now accepts none.", "breaking", "compatible", () => "schema became false and rejects every document", S(), false, ["SCHEMA_BECAME_FALSE"]),
  rule("SCHEMA_NO_LONGER_FALSE", "A schema that rejected everything now accepts documents.", "compatible", "breaking", () => "schema was false and now accepts documents", false, S(), ["SCHEMA_NO_LONGER_FALSE"]),
  rule("TYPE_ADDED", "A type constraint was put on a value that allowed any type.", "breaking", "compatible", (f) => `type constrained from any to ${f.head}`, {}, S(), ["TYPE_ADDED"]),
  rule("TYPE_REMOVED", "A type constraint was dropped, so any type is allowed.", "compatible", "breaking", (f) => `type constraint ${f.base} removed`, S(), {}, ["TYPE_REMOVED"]),
  rule("TYPE_NARROWED", "Fewer types are allowed (a union member dropped, number to integer).", "breaking", "compatible", (f) => `type narrowed from ${f.base} to ${f.head}`, { type: ["string", "number"] }, S(), ["TYPE_NARROWED"]),
  rule("TYPE_WIDENED", "More types are allowed (a type added to the list, integer to number).", "compatible", "breaking", (f) => `type widened from ${f.base} to ${f.head}`, { type: "integer" }, N(), ["TYPE_WIDENED"]),
  rule("TYPE_CHANGED", "The type changed to one with no values in common.", "breaking", "breaking", (f) => `type changed from ${f.base} to ${f.head}`, S(), N(), ["TYPE_CHANGED"]),
  rule("NULL_REMOVED", "null is no longer allowed.", "breaking", "compatible", (f) => `null no longer allowed (type ${f.base} became ${f.head})`, { type: ["string", "null"] }, S(), ["NULL_REMOVED"]),
  rule("NULL_ADDED", "null became allowed.", "compatible", "breaking", (f) => `null allowed (type ${f.base} became ${f.head})`, S(), { type: ["string", "null"] }, ["NULL_ADDED"]),
  rule("ENUM_VALUE_REMOVED", "A value was removed from an enum.", "breaking", "compatible", (f) => `enum value ${n(f)} removed`, { enum: ["a", "b"] }, { enum: ["a"] }, ["ENUM_VALUE_REMOVED"]),
  rule("ENUM_VALUE_ADDED", "A value was added to an enum.", "compatible", "breaking", (f) => `enum value ${n(f)} added`, { enum: ["a"] }, { enum: ["a", "b"] }, ["ENUM_VALUE_ADDED"]),
  rule("ENUM_ADDED", "A free value was restricted to an enum.", "breaking", "compatible", (f) => `value restricted to enum [${f.head}]`, S(), S({ enum: ["a", "b"] }), ["ENUM_ADDED"]),
  rule("ENUM_REMOVED", "An enum restriction was dropped.", "compatible", "breaking", (f) => `enum [${f.base}] removed`, S({ enum: ["a", "b"] }), S(), ["ENUM_REMOVED"]),
  rule("CONST_ADDED", "A value was fixed with const.", "breaking", "compatible", (f) => `value fixed to const ${f.head}`, S(), S({ const: "a" }), ["CONST_ADDED"]),
  rule("CONST_REMOVED", "A const was dropped.", "compatible", "breaking", (f) => `const ${f.base} removed`, S({ const: "a" }), S(), ["CONST_REMOVED"]),
  rule("CONST_CHANGED", "A const changed value (numbers compare by value).", "breaking", "breaking", (f) => `const changed from ${f.base} to ${f.head}`, { const: "assistant" }, { const: "reasoning" }, ["CONST_CHANGED"]),
  rule("MIN_LENGTH_ADDED", "minLength was added.", "breaking", "compatible", (f) => `minLength ${f.head} added`, S(), S({ minLength: 1 }), ["MIN_LENGTH_ADDED"]),
  rule("MIN_LENGTH_REMOVED", "minLength was removed.", "compatible", "breaking", (f) => `minLength ${f.base} removed`, S({ minLength: 1 }), S(), ["MIN_LENGTH_REMOVED"]),
  rule("MIN_LENGTH_INCREASED", "minLength was raised.", "breaking", "compatible", (f) => `minLength increased from ${f.base} to ${f.head}`, S({ minLength: 1 }), S({ minLength: 2 }), ["MIN_LENGTH_INCREASED"]),
  rule("MIN_LENGTH_DECREASED", "minLength was lowered.", "compatible", "breaking", (f) => `minLength decreased from ${f.base} to ${f.head}`, S({ minLength: 2 }), S({ minLength: 1 }), ["MIN_LENGTH_DECREASED"]),
  rule("MAX_LENGTH_ADDED", "maxLength was added.", "breaking", "compatible", (f) => `maxLength ${f.head} added`, S(), S({ maxLength: 9 }), ["MAX_LENGTH_ADDED"]),
  rule("MAX_LENGTH_REMOVED", "maxLength was removed.", "compatible", "breaking", (f) => `maxLength ${f.base} removed`, S({ maxLength: 9 }), S(), ["MAX_LENGTH_REMOVED"]),
  rule("MAX_LENGTH_DECREASED", "maxLength was lowered.", "breaking", "compatible", (f) => `maxLength decreased from ${f.base} to ${f.head}`, S({ maxLength: 9 }), S({ maxLength: 5 }), ["MAX_LENGTH_DECREASED"]),
  rule("MAX_LENGTH_INCREASED", "maxLength was raised.", "compatible", "breaking", (f) => `maxLength increased from ${f.base} to ${f.head}`, S({ maxLength: 5 }), S({ maxLength: 9 }), ["MAX_LENGTH_INCREASED"]),
  rule("PATTERN_ADDED", "A pattern was added.", "breaking", "compatible", (f) => `pattern ${JSON.stringify(f.head)} added`, S(), S({ pattern: "^a" }), ["PATTERN_ADDED"]),
  rule("PATTERN_REMOVED", "A pattern was removed.", "compatible", "breaking", (f) => `pattern ${JSON.stringify(f.base)} removed`, S({ pattern: "^a" }), S(), ["PATTERN_REMOVED"]),
  rule("PATTERN_CHANGED", "A pattern was edited; regex inclusion is not decided, so it may break either side.", "breaking", "breaking", (f) => `pattern changed from ${JSON.stringify(f.base)} to ${JSON.stringify(f.head)}`, S({ pattern: "^a" }), S({ pattern: "^[ab]" }), ["PATTERN_CHANGED"], { unprovable: true }),
  rule("FORMAT_ADDED", "A format was added (asserted, as ajv-formats does).", "breaking", "compatible", (f) => `format "${f.head}" added`, S(), S({ format: "date-time" }), ["FORMAT_ADDED"]),
  rule("FORMAT_REMOVED", "A format was removed.", "compatible", "breaking", (f) => `format "${f.base}" removed`, S({ format: "date-time" }), S(), ["FORMAT_REMOVED"]),
  rule("FORMAT_CHANGED", "A format was replaced by another.", "breaking", "breaking", (f) => `format changed from "${f.base}" to "${f.head}"`, S({ format: "date" }), S({ format: "uri" }), ["FORMAT_CHANGED"]),
  rule("MINIMUM_ADDED", "A lower bound (minimum or exclusiveMinimum) was added.", "breaking", "compatible", (f) => `lower bound ${f.head} added`, N(), N({ minimum: 0 }), ["MINIMUM_ADDED"]),
  rule("MINIMUM_REMOVED", "A lower bound was removed.", "compatible", "breaking", (f) => `lower bound ${f.base} removed`, N({ minimum: 0 }), N(), ["MINIMUM_REMOVED"]),
  rule("MINIMUM_INCREASED", "A lower bound was raised (integer bounds compare as inclusive).", "breaking", "compatible", (f) => `lower bound raised from ${f.base} to ${f.head}`, N({ minimum: 0 }), N({ exclusiveMinimum: 0 }), ["MINIMUM_INCREASED"]),
  rule("MINIMUM_DECREASED", "A lower bound was lowered.", "compatible", "breaking", (f) => `lower bound lowered from ${f.base} to ${f.head}`, N({ minimum: 1 }), N({ minimum: 0 }), ["MINIMUM_DECREASED"]),
  rule("MAXIMUM_ADDED", "An upper bound (maximum or exclusiveMaximum) was added.", "breaking", "compatible", (f) => `upper bound ${f.head} added`, N(), N({ maximum: 9 }), ["MAXIMUM_ADDED"]),
  rule("MAXIMUM_REMOVED", "An upper bound was removed.", "compatible", "breaking", (f) => `upper bound ${f.base} removed`, N({ maximum: 9 }), N(), ["MAXIMUM_REMOVED"]),
  rule("MAXIMUM_DECREASED", "An upper bound was lowered.", "breaking", "compatible", (f) => `upper bound lowered from ${f.base} to ${f.head}`, N({ maximum: 9 }), N({ maximum: 5 }), ["MAXIMUM_DECREASED"]),
  rule("MAXIMUM_INCREASED", "An upper bound was raised.", "compatible", "breaking", (f) => `upper bound raised from ${f.base} to ${f.head}`, N({ maximum: 5 }), N({ maximum: 9 }), ["MAXIMUM_INCREASED"]),
  rule("MULTIPLE_OF_ADDED", "multipleOf was added.", "breaking", "compatible", (f) => `multipleOf ${f.head} added`, N(), N({ multipleOf: 2 }), ["MULTIPLE_OF_ADDED"]),
  rule("MULTIPLE_OF_REMOVED", "multipleOf was removed.", "compatible", "breaking", (f) => `multipleOf ${f.base} removed`, N({ multipleOf: 2 }), N(), ["MULTIPLE_OF_REMOVED"]),
  rule("MULTIPLE_OF_EXPANDED", "multipleOf became a multiple of the old divisor (5 to 10).", "breaking", "compatible", (f) => `multipleOf expanded from ${f.base} to ${f.head}`, N({ multipleOf: 5 }), N({ multipleOf: 10 }), ["MULTIPLE_OF_EXPANDED"]),
  rule("MULTIPLE_OF_REDUCED", "multipleOf became a divisor of the old one (10 to 5).", "compatible", "breaking", (f) => `multipleOf reduced from ${f.base} to ${f.head}`, N({ multipleOf: 10 }), N({ multipleOf: 5 }), ["MULTIPLE_OF_REDUCED"]),
  rule("MULTIPLE_OF_CHANGED", "multipleOf changed and neither divides the other.", "breaking", "breaking", (f) => `multipleOf changed from ${f.base} to ${f.head}`, N({ multipleOf: 2 }), N({ multipleOf: 3 }), ["MULTIPLE_OF_CHANGED"]),
  rule("MIN_ITEMS_ADDED", "minItems was added.", "breaking", "compatible", (f) => `minItems ${f.head} added`, A(), A({ minItems: 1 }), ["MIN_ITEMS_ADDED"]),
  rule("MIN_ITEMS_REMOVED", "minItems was removed.", "compatible", "breaking", (f) => `minItems ${f.base} removed`, A({ minItems: 1 }), A(), ["MIN_ITEMS_REMOVED"]),
  rule("MIN_ITEMS_INCREASED", "minItems was raised.", "breaking", "compatible", (f) => `minItems increased from ${f.base} to ${f.head}`, A({ minItems: 1 }), A({ minItems: 2 }), ["MIN_ITEMS_INCREASED"]),
  rule("MIN_ITEMS_DECREASED", "minItems was lowered.", "compatible", "breaking", (f) => `minItems decreased from ${f.base} to ${f.head}`, A({ minItems: 2 }), A({ minItems: 1 }), ["MIN_ITEMS_DECREASED"]),
  rule("MAX_ITEMS_ADDED", "maxItems was added.", "breaking", "compatible", (f) => `maxItems ${f.head} added`, A(), A({ maxItems: 3 }), ["MAX_ITEMS_ADDED"]),
  rule("MAX_ITEMS_REMOVED", "maxItems was removed.", "compatible", "breaking", (f) => `maxItems ${f.base} removed`, A({ maxItems: 3 }), A(), ["MAX_ITEMS_REMOVED"]),
  rule("MAX_ITEMS_DECREASED", "maxItems was lowered.", "breaking", "compatible", (f) => `maxItems decreased from ${f.base} to ${f.head}`, A({ maxItems: 3 }), A({ maxItems: 2 }), ["MAX_ITEMS_DECREASED"]),
  rule("MAX_ITEMS_INCREASED", "maxItems was raised.", "compatible", "breaking", (f) => `maxItems increased from ${f.base} to ${f.head}`, A({ maxItems: 2 }), A({ maxItems: 3 }), ["MAX_ITEMS_INCREASED"]),
  rule("ITEMS_CONSTRAINED", "An item schema was put on an array whose items were unconstrained.", "breaking", "compatible", (f) => `${n(f)} constrained`, A(), A({ items: S() }), ["ITEMS_CONSTRAINED"]),
  rule("ITEMS_UNCONSTRAINED", "An array's item schema was removed.", "compatible", "breaking", (f) => `${n(f)} no longer constrained`, A({ items: S() }), A(), ["ITEMS_UNCONSTRAINED"]),
  rule("ADDITIONAL_ITEMS_FORBIDDEN", "Items beyond the tuple (or any items) are no longer allowed.", "breaking", "compatible", (f) => `${n(f)} forbidden`, A({ prefixItems: [S()] }), A({ prefixItems: [S()], items: false }), ["ADDITIONAL_ITEMS_FORBIDDEN"]),
  rule("ADDITIONAL_ITEMS_ALLOWED", "Items beyond the tuple became allowed.", "compatible", "breaking", (f) => `${n(f)} allowed`, A({ prefixItems: [S()], items: false }), A({ prefixItems: [S()] }), ["ADDITIONAL_ITEMS_ALLOWED"]),
  rule("TUPLE_ITEM_ADDED_TO_OPEN_TUPLE", "A typed tuple position was added where any item was allowed.", "breaking", "compatible", (f) => `tuple ${n(f)} added to an open tuple`, A({ prefixItems: [S()] }), A({ prefixItems: [S(), N()] }), ["TUPLE_ITEM_ADDED_TO_OPEN_TUPLE"]),
  rule("TUPLE_ITEM_REMOVED_FROM_OPEN_TUPLE", "A tuple position was removed and the tuple stays open.", "compatible", "breaking", (f) => `tuple ${n(f)} removed from an open tuple`, A({ prefixItems: [S(), N()] }), A({ prefixItems: [S()] }), ["TUPLE_ITEM_REMOVED_FROM_OPEN_TUPLE"]),
  rule("TUPLE_ITEM_REMOVED_FROM_CLOSED_TUPLE", "A tuple position was removed from a closed tuple.", "breaking", "compatible", (f) => `tuple ${n(f)} removed from a closed tuple`, A({ prefixItems: [S(), N()], items: false }), A({ prefixItems: [S()], items: false }), ["TUPLE_ITEM_REMOVED_FROM_CLOSED_TUPLE"]),
  rule("TUPLE_ITEM_ADDED_TO_CLOSED_TUPLE", "A tuple position was added to a closed tuple.", "compatible", "breaking", (f) => `tuple ${n(f)} added to a closed tuple`, A({ prefixItems: [S()], items: false }), A({ prefixItems: [S(), N()], items: false }), ["TUPLE_ITEM_ADDED_TO_CLOSED_TUPLE"]),
  rule("UNIQUE_ITEMS_ADDED", "uniqueItems was added.", "breaking", "compatible", () => "uniqueItems added", A(), A({ uniqueItems: true }), ["UNIQUE_ITEMS_ADDED"]),
  rule("UNIQUE_ITEMS_REMOVED", "uniqueItems was removed.", "compatible", "breaking", () => "uniqueItems removed", A({ uniqueItems: true }), A(), ["UNIQUE_ITEMS_REMOVED"]),
  rule("CONTAINS_ADDED", "contains (or a higher minContains) was added.", "breaking", "compatible", () => "contains constraint added", A(), A({ contains: S() }), ["CONTAINS_ADDED"]),
  rule("CONTAINS_REMOVED", "contains was removed.", "compatible", "breaking", () => "contains constraint removed", A({ contains: S() }), A(), ["CONTAINS_REMOVED"]),
  rule("CONTAINS_CHANGED", "contains, minContains or maxContains changed in a way not proved compatible.", "breaking", "breaking", () => "contains constraint changed", A({ contains: S() }), A({ contains: N() }), ["CONTAINS_CHANGED"], { unprovable: true }),
  rule("PROPERTY_ADDED_TO_OPEN_MODEL", "A typed optional property was added to an object that allowed any extra property (old documents may carry that name with another value).", "breaking", "compatible", (f) => `property "${n(f)}" added to an open object`, O({ a: S() }), O({ a: S(), b: N() }), ["PROPERTY_ADDED_TO_OPEN_MODEL"], { note: "Compatible under the lenient policy (writers emit only declared properties)." }),
  rule("PROPERTY_REMOVED_FROM_OPEN_MODEL", "A property was removed from an open object, so new writers may put any value under that name.", "compatible", "breaking", (f) => `property "${n(f)}" removed from an open object`, O({ a: S(), b: N() }), O({ a: S() }), ["PROPERTY_REMOVED_FROM_OPEN_MODEL"], { note: "Compatible under the lenient policy." }),
  rule("PROPERTY_ADDED_TO_CLOSED_MODEL", "A property was added to a closed object: old readers reject documents that use it.", "compatible", "breaking", (f) => `property "${n(f)}" added to a closed object`, closed({ a: S() }), closed({ a: S(), b: N() }), ["PROPERTY_ADDED_TO_CLOSED_MODEL"]),
  rule("PROPERTY_REMOVED_FROM_CLOSED_MODEL", "A property was removed from a closed object: documents that carry it are now rejected.", "breaking", "compatible", (f) => `property "${n(f)}" removed from a closed object`, closed({ a: S(), b: N() }), closed({ a: S() }), ["PROPERTY_REMOVED_FROM_CLOSED_MODEL"], { note: "Stays breaking under the lenient policy: writers did emit the declared property." }),
  rule("PROPERTY_ADDED_NOT_COVERED", "A property was added (or removed) whose schema does not accept what the catch-all schema (additionalProperties, patternProperties) accepted.", "depends", "depends", (f) => `property "${n(f)}" no longer covered by the catch-all schema`, O({}, { additionalProperties: S() }), O({ a: N() }, { additionalProperties: S() }), ["PROPERTY_ADDED_NOT_COVERED"], { note: "Breaking in the direction it is reported." }),
  rule("PROPERTY_REMOVED_NOT_COVERED", "A property was removed (or added) and the catch-all schema does not accept its values.", "depends", "depends", (f) => `property "${n(f)}" removed and not covered by the catch-all schema`, O({ a: N() }, { additionalProperties: S() }), O({}, { additionalProperties: S() }), ["PROPERTY_REMOVED_NOT_COVERED"], { note: "Breaking in the direction it is reported." }),
  rule("PROPERTY_BECAME_REQUIRED", "An existing property became required.", "breaking", "compatible", (f) => `property "${n(f)}" became required`, O({ a: S() }), O({ a: S() }, { required: ["a"] }), ["PROPERTY_BECAME_REQUIRED"]),
  rule("PROPERTY_BECAME_OPTIONAL", "A required property became optional.", "compatible", "breaking", (f) => `property "${n(f)}" became optional`, O({ a: S() }, { required: ["a"] }), O({ a: S() }), ["PROPERTY_BECAME_OPTIONAL"]),
  rule("REQUIRED_PROPERTY_ADDED", "A new required property was added (a default does not help: validation never fills it in).", "breaking", "compatible", (f) => `required property "${n(f)}" added`, closed({ a: S() }), closed({ a: S(), b: S({ default: "x" }) }, { required: ["b"] }), ["PROPERTY_ADDED_TO_CLOSED_MODEL", "REQUIRED_PROPERTY_ADDED"]),
  rule("REQUIRED_PROPERTY_REMOVED", "A required property was removed.", "compatible", "breaking", (f) => `required property "${n(f)}" removed`, O({ a: S(), b: S() }, { required: ["b"] }), O({ a: S() }), ["REQUIRED_PROPERTY_REMOVED"]),
  rule("ADDITIONAL_PROPERTIES_FORBIDDEN", "The object was closed (additionalProperties or unevaluatedProperties false).", "breaking", "compatible", (f) => `object closed with ${n(f)}: false`, O({ a: S() }), closed({ a: S() }), ["ADDITIONAL_PROPERTIES_FORBIDDEN"], { note: "Compatible under the lenient policy." }),
  rule("ADDITIONAL_PROPERTIES_ALLOWED", "A closed object was opened.", "compatible", "breaking", (f) => `object opened (${n(f)} no longer false)`, closed({ a: S() }), O({ a: S() }), ["ADDITIONAL_PROPERTIES_ALLOWED"], { note: "Compatible under the lenient policy." }),
  rule("ADDITIONAL_PROPERTIES_NARROWED", "The schema for undeclared properties was narrowed.", "breaking", "compatible", (f) => `${n(f)} schema narrowed`, O({}, { additionalProperties: true }), O({}, { additionalProperties: S() }), ["ADDITIONAL_PROPERTIES_NARROWED"], { note: "Compatible under the lenient policy." }),
  rule("ADDITIONAL_PROPERTIES_WIDENED", "The schema for undeclared properties was widened.", "compatible", "breaking", (f) => `${n(f)} schema widened`, O({}, { additionalProperties: S() }), O({}, { additionalProperties: true }), ["ADDITIONAL_PROPERTIES_WIDENED"], { note: "Compatible under the lenient policy." }),
  rule("PATTERN_PROPERTY_ADDED", "A patternProperties entry was added (constrains names that were free in an open object, or admits names a closed object rejected).", "depends", "depends", (f) => `patternProperties "${n(f)}" added`, O({}), O({}, { patternProperties: { "^x-": S() } }), ["PATTERN_PROPERTY_ADDED"], { note: "Breaking backward on an open object, forward on a closed one." }),
  rule("PATTERN_PROPERTY_REMOVED", "A patternProperties entry was removed.", "depends", "depends", (f) => `patternProperties "${n(f)}" removed`, O({}, { patternProperties: { "^x-": S() } }), O({}), ["PATTERN_PROPERTY_REMOVED"], { note: "Breaking forward on an open object, backward on a closed one." }),
  rule("PROPERTY_NAMES_ADDED", "propertyNames was added.", "breaking", "compatible", () => "propertyNames constraint added", O({}), O({}, { propertyNames: S({ maxLength: 3 }) }), ["PROPERTY_NAMES_ADDED"]),
  rule("PROPERTY_NAMES_REMOVED", "propertyNames was removed.", "compatible", "breaking", () => "propertyNames constraint removed", O({}, { propertyNames: S({ maxLength: 3 }) }), O({}), ["PROPERTY_NAMES_REMOVED"]),
  rule("PROPERTY_NAMES_NARROWED", "propertyNames was narrowed.", "breaking", "compatible", () => "propertyNames narrowed", O({}, { propertyNames: S({ maxLength: 5 }) }), O({}, { propertyNames: S({ maxLength: 3 }) }), ["PROPERTY_NAMES_NARROWED"]),
  rule("PROPERTY_NAMES_WIDENED", "propertyNames was widened.", "compatible", "breaking", () => "propertyNames widened", O({}, { propertyNames: S({ maxLength: 3 }) }), O({}, { propertyNames: S({ maxLength: 5 }) }), ["PROPERTY_NAMES_WIDENED"]),
  rule("MIN_PROPERTIES_ADDED", "minProperties was added.", "breaking", "compatible", (f) => `minProperties ${f.head} added`, O({}), O({}, { minProperties: 1 }), ["MIN_PROPERTIES_ADDED"]),
  rule("MIN_PROPERTIES_REMOVED", "minProperties was removed.", "compatible", "breaking", (f) => `minProperties ${f.base} removed`, O({}, { minProperties: 1 }), O({}), ["MIN_PROPERTIES_REMOVED"]),
  rule("MIN_PROPERTIES_INCREASED", "minProperties was raised.", "breaking", "compatible", (f) => `minProperties increased from ${f.base} to ${f.head}`, O({}, { minProperties: 1 }), O({}, { minProperties: 2 }), ["MIN_PROPERTIES_INCREASED"]),
  rule("MIN_PROPERTIES_DECREASED", "minProperties was lowered.", "compatible", "breaking", (f) => `minProperties decreased from ${f.base} to ${f.head}`, O({}, { minProperties: 2 }), O({}, { minProperties: 1 }), ["MIN_PROPERTIES_DECREASED"]),
  rule("MAX_PROPERTIES_ADDED", "maxProperties was added.", "breaking", "compatible", (f) => `maxProperties ${f.head} added`, O({}), O({}, { maxProperties: 3 }), ["MAX_PROPERTIES_ADDED"]),
  rule("MAX_PROPERTIES_REMOVED", "maxProperties was removed.", "compatible", "breaking", (f) => `maxProperties ${f.base} removed`, O({}, { maxProperties: 3 }), O({}), ["MAX_PROPERTIES_REMOVED"]),
  rule("MAX_PROPERTIES_DECREASED", "maxProperties was lowered.", "breaking", "compatible", (f) => `maxProperties decreased from ${f.base} to ${f.head}`, O({}, { maxProperties: 3 }), O({}, { maxProperties: 2 }), ["MAX_PROPERTIES_DECREASED"]),
  rule("MAX_PROPERTIES_INCREASED", "maxProperties was raised.", "compatible", "breaking", (f) => `maxProperties increased from ${f.base} to ${f.head}`, O({}, { maxProperties: 2 }), O({}, { maxProperties: 3 }), ["MAX_PROPERTIES_INCREASED"]),
  rule("DEPENDENT_REQUIRED_ADDED", "A dependentRequired (draft-07 array dependencies) entry was added or extended.", "breaking", "compatible", (f) => `dependent requirement ${n(f)} added`, O({ a: S(), b: S() }), O({ a: S(), b: S() }, { dependentRequired: { a: ["b"] } }), ["DEPENDENT_REQUIRED_ADDED"]),
  rule("DEPENDENT_REQUIRED_REMOVED", "A dependentRequired entry was removed or narrowed.", "compatible", "breaking", (f) => `dependent requirement ${n(f)} removed`, O({ a: S(), b: S() }, { dependentRequired: { a: ["b"] } }), O({ a: S(), b: S() }), ["DEPENDENT_REQUIRED_REMOVED"]),
  rule("DEPENDENT_SCHEMA_ADDED", "A dependentSchemas (draft-07 schema dependencies) entry was added.", "breaking", "compatible", (f) => `dependent schema for "${n(f)}" added`, O({ a: S() }), O({ a: S() }, { dependentSchemas: { a: { required: ["b"] } } }), ["DEPENDENT_SCHEMA_ADDED"]),
  rule("DEPENDENT_SCHEMA_REMOVED", "A dependentSchemas entry was removed.", "compatible", "breaking", (f) => `dependent schema for "${n(f)}" removed`, O({ a: S() }, { dependentSchemas: { a: { required: ["b"] } } }), O({ a: S() }), ["DEPENDENT_SCHEMA_REMOVED"]),
  rule("DEPENDENT_SCHEMA_CHANGED", "A dependentSchemas entry changed in a way not proved compatible.", "breaking", "breaking", (f) => `dependent schema for "${n(f)}" changed`, O({ a: S() }, { dependentSchemas: { a: { required: ["b"] } } }), O({ a: S() }, { dependentSchemas: { a: { required: ["c"] } } }), ["DEPENDENT_SCHEMA_CHANGED"], { unprovable: true }),
  rule("UNION_MEMBER_REMOVED", "A member of a discriminated union was removed (its tag is no longer accepted).", "breaking", "compatible", (f) => `union member "${n(f)}" removed`, { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] }), closed({ type: { const: "B" } }, { required: ["type"] })] }, { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] })] }, ["UNION_MEMBER_REMOVED"]),
  rule("UNION_MEMBER_ADDED", "A member was added to a discriminated union: old readers cannot parse it.", "compatible", "breaking", (f) => `union member "${n(f)}" added`, { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] })] }, { oneOf: [closed({ type: { const: "A" } }, { required: ["type"] }), closed({ type: { const: "B" } }, { required: ["type"] })] }, ["UNION_MEMBER_ADDED"], { note: "Compatible for forward when the module declares tolerantReceivers (receivers skip unknown members); reported as info then." }),
  rule("UNION_BRANCH_REMOVED", "An anyOf/oneOf branch was removed or narrowed so that some old value matches no branch.", "breaking", "compatible", (f) => `${n(f)} branch removed`, { anyOf: [S(), N()] }, { anyOf: [S(), { type: "boolean" }] }, ["UNION_BRANCH_ADDED", "UNION_BRANCH_REMOVED"]),
  rule("UNION_BRANCH_ADDED", "An anyOf/oneOf branch was added that accepts values no old branch did.", "compatible", "breaking", (f) => `${n(f)} branch added`, { anyOf: [S(), N()] }, { anyOf: [S(), N(), { type: "boolean" }] }, ["UNION_BRANCH_ADDED"]),
  rule("ONE_OF_BRANCHES_OVERLAP", "A oneOf gained a branch that overlaps another, so values matching both are now rejected.", "breaking", "breaking", (f) => `oneOf branches ${n(f)} overlap`, { oneOf: [S({ maxLength: 3 })] }, { oneOf: [S({ maxLength: 3 }), S({ minLength: 1 })] }, ["MAX_LENGTH_REMOVED", "ONE_OF_BRANCHES_OVERLAP"], { note: "Reported in the direction whose new schema holds the overlapping pair." }),
  rule("NOT_ADDED", "A not constraint was added.", "breaking", "compatible", () => "not constraint added", S(), S({ not: { const: "" } }), ["NOT_ADDED"]),
  rule("NOT_REMOVED", "A not constraint was removed.", "compatible", "breaking", () => "not constraint removed", S({ not: { const: "" } }), S(), ["NOT_REMOVED"]),
  rule("NOT_CHANGED", "A not subschema changed in a way not proved compatible.", "breaking", "breaking", () => "not constraint changed", S({ not: { const: "" } }), S({ not: { const: "x" } }), ["NOT_CHANGED"], { unprovable: true }),
  rule("CONDITIONAL_ADDED", "An if/then/else was added.", "breaking", "compatible", () => "if/then/else added", O({ a: S() }), O({ a: S() }, { if: { required: ["a"] }, then: { required: ["b"] } }), ["CONDITIONAL_ADDED"]),
  rule("CONDITIONAL_REMOVED", "An if/then/else was removed.", "compatible", "breaking", () => "if/then/else removed", O({ a: S() }, { if: { required: ["a"] }, then: { required: ["b"] } }), O({ a: S() }), ["CONDITIONAL_REMOVED"]),
  rule("CONDITIONAL_CHANGED", "An if/then/else changed in a way not proved compatible.", "breaking", "breaking", () => "if/then/else changed", O({}, { if: { required: ["a"] }, then: { required: ["b"] } }), O({}, { if: { required: ["a"] }, then: { required: ["c"] } }), ["CONDITIONAL_CHANGED"], { unprovable: true }),
  rule("UNCLASSIFIED_CHANGE", "A change this checker cannot prove compatible; counted as breaking unless --allow-unclassified.", "breaking", "breaking", (f) => `change not classified: ${n(f)}`, S({ contentSchema: {} , "x-y": 1, unknownKeyword: 1 }), S({ unknownKeyword: 2 }), ["UNCLASSIFIED_CHANGE"], { unprovable: true }),
  rule("TYPE_DEFINITION_REMOVED", "A named type was removed: generated code loses it, and documents of that type lose their schema.", "breaking", "breaking", (f) => `type ${n(f)} removed`, { $defs: { A: S(), B: N() } }, { $defs: { A: S() } }, ["TYPE_DEFINITION_REMOVED"], { category: "api" }),
  rule("TYPE_DEFINITION_ADDED", "A named type was added.", "compatible", "compatible", (f) => `type ${n(f)} added`, { $defs: { A: S() } }, { $defs: { A: S(), B: N() } }, ["TYPE_DEFINITION_ADDED"], { category: "api" }),
  rule("TYPE_DEFINITION_RENAMED", "A named type was renamed with an identical wire shape: no data change, but generated code changes names.", "breaking", "breaking", (f) => `type ${n(f)}`, { $defs: { A: S() } }, { $defs: { B: S() } }, ["TYPE_DEFINITION_RENAMED"], { category: "api" }),
  rule("DESCRIPTION_CHANGED", "A description or title changed (documentation only).", "compatible", "compatible", (f) => `${n(f)} changed`, S({ description: "x" }), S({ description: "y" }), ["DESCRIPTION_CHANGED"]),
  rule("DEFAULT_CHANGED", "A default was added, removed or changed: validity is the same, but readers that fill in defaults behave differently.", "compatible", "compatible", (f) => `default changed from ${f.base ?? "none"} to ${f.head ?? "none"}`, S({ default: "x" }), S({ default: "y" }), ["DEFAULT_CHANGED"]),
  rule("DEPRECATION_CHANGED", "deprecated was set or cleared.", "compatible", "compatible", (f) => `deprecated changed from ${f.base ?? "false"} to ${f.head ?? "false"}`, S(), S({ deprecated: true }), ["DEPRECATION_CHANGED"]),
  rule("DIALECT_CHANGED", "The $schema dialect changed (for example draft-07 to 2020-12) with no data change.", "compatible", "compatible", (f) => `dialect changed from ${f.base} to ${f.head}`, { $schema: "http://json-schema.org/draft-07/schema#", type: "string" }, { $schema: "https://json-schema.org/draft/2020-12/schema", type: "string" }, ["DIALECT_CHANGED"]),
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
