/**
 * The rules catalog: every finding's rule, as data. A subset check reports a violation *kind*
 * ("sup is stricter than sub in this way"); the kind has one rule name when found checking
 * old-in-new (backward) and another when found checking new-in-old (forward).
 * The entries live in rules/, one module per subject, in the order docs/compat-rules.md lists
 * them (that page is generated from this table).
 */
import type { Category, CompareOptions } from "./types.js";
import { VALUE_RULES } from "./rules/values.js";
import { STRING_RULES } from "./rules/strings.js";
import { NUMBER_RULES } from "./rules/numbers.js";
import { ARRAY_RULES } from "./rules/arrays.js";
import { PROPERTY_RULES } from "./rules/properties.js";
import { OBJECT_KEYWORD_RULES } from "./rules/object-keywords.js";
import { COMPOSITION_RULES } from "./rules/composition.js";
import { DEFINITION_RULES } from "./rules/definitions.js";

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
  readonly example: {
    readonly base: unknown;
    readonly head: unknown;
    readonly expect: readonly string[];
    readonly options?: CompareOptions;
  };
  /** A rule no longer reported; `replacement` names the rule that says it now. */
  readonly deprecated?: boolean;
  readonly replacement?: string;
}

export const RULES: readonly Rule[] = [
  ...VALUE_RULES,
  ...STRING_RULES,
  ...NUMBER_RULES,
  ...ARRAY_RULES,
  ...PROPERTY_RULES,
  ...OBJECT_KEYWORD_RULES,
  ...COMPOSITION_RULES,
  ...DEFINITION_RULES,
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
