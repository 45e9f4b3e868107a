/** The normal form's shapes: what normalize() reads a conjunction of schemas into (norm.ts). */
import type { SchemaNode } from "./resolve.js";
import type { JsonType } from "./values.js";

export interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
  readonly node: SchemaNode;
}
export interface Closure {
  readonly declared: ReadonlySet<string>;
  readonly patterns: readonly string[];
  readonly schema: SchemaNode;
  readonly keyword: "additionalProperties" | "unevaluatedProperties";
}
export interface Tuple {
  readonly prefix: readonly SchemaNode[];
  readonly rest?: SchemaNode;
}
export interface Group {
  readonly kind: "anyOf" | "oneOf";
  readonly node: SchemaNode;
  readonly branches: readonly SchemaNode[];
}
export interface Conditional {
  readonly node: SchemaNode;
  readonly if: SchemaNode;
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
}
export interface Limit {
  readonly value: number;
  readonly node: SchemaNode;
}

export interface Norm {
  readonly key: string;
  readonly members: readonly SchemaNode[];
  /** Union groups left out because the caller distributed over them. */
  readonly skip: readonly string[];
  readonly isFalse: boolean;
  /** null: every type allowed. */
  types: Set<JsonType> | null;
  typeNode?: SchemaNode;
  /** Each member's enum or const; the allowed values are their intersection. */
  readonly enums: { values: unknown[]; node: SchemaNode; keyword: "enum" | "const" }[];
  minLength?: Limit;
  maxLength?: Limit;
  readonly patterns: { pattern: string; node: SchemaNode }[];
  readonly formats: { format: string; node: SchemaNode }[];
  lower?: Bound;
  upper?: Bound;
  readonly multipleOf: Limit[];
  readonly tuples: Tuple[];
  readonly tupleNodes: SchemaNode[];
  minItems?: Limit;
  maxItems?: Limit;
  uniqueItems?: SchemaNode;
  readonly contains: { schema: SchemaNode; min: number; max?: number; node: SchemaNode }[];
  readonly properties: Map<string, SchemaNode[]>;
  readonly patternProperties: { pattern: string; schema: SchemaNode }[];
  readonly closures: Closure[];
  readonly required: Map<string, SchemaNode>;
  readonly propertyNames: SchemaNode[];
  minProperties?: Limit;
  maxProperties?: Limit;
  readonly dependentRequired: { key: string; names: string[]; node: SchemaNode }[];
  readonly dependentSchemas: { key: string; schema: SchemaNode }[];
  readonly groups: Group[];
  readonly nots: SchemaNode[];
  readonly conditionals: Conditional[];
  /** Keywords this checker does not reason about, or whose meaning depends on dynamic evaluation. */
  readonly unknown: { keyword: string; node: SchemaNode }[];
  discriminator?: string;
}
