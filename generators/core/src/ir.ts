/**
 * The IR every language generator consumes: a module's named types, each an object, a
 * discriminated union, an enum or an alias of an inline shape. Shapes are the few constructs
 * every target language can express (scalars with constraints, literals, arrays, maps, any,
 * untagged choices), each possibly nullable.
 */
import type { LifecyclePlan } from "./lifecycle/types.js";
import type { ReceiverPlan } from "./receivers/plan.js";

export interface StringConstraints {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
}

export interface NumberConstraints {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
}

interface ShapeBase {
  /** `null` is accepted besides the shape itself. */
  readonly nullable: boolean;
}

export type Shape =
  | (ShapeBase & { readonly kind: "ref"; readonly name: string })
  | (ShapeBase & { readonly kind: "string"; readonly constraints: StringConstraints })
  | (ShapeBase & { readonly kind: "integer" | "number"; readonly constraints: NumberConstraints })
  | (ShapeBase & { readonly kind: "boolean" })
  | (ShapeBase & { readonly kind: "null" })
  | (ShapeBase & { readonly kind: "literal"; readonly value: string | number | boolean })
  | (ShapeBase & {
      readonly kind: "array";
      readonly items: Shape;
      readonly minItems?: number;
      readonly maxItems?: number;
      readonly uniqueItems?: boolean;
    })
  | (ShapeBase & {
      readonly kind: "map";
      readonly values: Shape;
      readonly minProperties?: number;
      readonly maxProperties?: number;
    })
  /** Any JSON value; with `nullable: false`, any value but null. */
  | (ShapeBase & { readonly kind: "any" })
  /** An untagged choice (`anyOf`), such as "a string or a list of parts". */
  | (ShapeBase & { readonly kind: "choice"; readonly options: readonly Shape[] });

export interface Property {
  /** The exact name on the wire. */
  readonly wireName: string;
  readonly description: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly shape: Shape;
  /**
   * The property's schema refuses every value (`false`, `{"not": {}}`): a valid document leaves
   * it out. Its shape is then any value, which the typed checks accept and the validators refuse.
   */
  readonly absent?: true;
  /** `default` annotation, informative only: validators never fill it in. */
  readonly default?: unknown;
}

interface NamedBase {
  readonly name: string;
  readonly description: string;
  readonly deprecated: boolean;
  /** Where the type is defined, for generated doc links and diagnostics. */
  readonly origin: { readonly file: string; readonly pointer: string };
}

export interface ObjectType extends NamedBase {
  readonly kind: "object";
  readonly properties: readonly Property[];
  /** Unknown properties rejected (`additionalProperties: false`). */
  readonly closed: boolean;
  /** Schema for properties not listed, when the object is open with a constraint on them. */
  readonly additional?: Shape;
  /** `null` is accepted as well (`type: ["object", "null"]`): every reference to the type is nullable. */
  readonly nullable?: true;
}

export interface UnionMember {
  readonly typeName: string;
  readonly tagValue: string;
}

export interface UnionType extends NamedBase {
  readonly kind: "union";
  readonly tag: string;
  readonly members: readonly UnionMember[];
}

export interface EnumType extends NamedBase {
  readonly kind: "enum";
  readonly values: readonly string[];
}

export interface AliasType extends NamedBase {
  readonly kind: "alias";
  readonly shape: Shape;
}

export type NamedType = ObjectType | UnionType | EnumType | AliasType;

export interface ModuleIR {
  readonly module: string;
  readonly version: string;
  /** Repo-relative folder of the module's schemas. */
  readonly schemaDir: string;
  /** Named types in source order (file path order, then `$defs` order). */
  readonly types: readonly NamedType[];
  /** The normalized, self-contained bundle: every generator that needs JSON Schema uses this. */
  readonly bundle: Record<string, unknown>;
  /** Module-level settings from canon.config.json that generators may honour. */
  readonly tolerantReceivers: boolean;
  /**
   * What tolerant receivers translate and tolerate, from the module's receivers.json
   * (docs/receivers.md); absent for an IR built by hand, where generators use the defaults.
   */
  readonly receivers?: ReceiverPlan;
  /** The stream lifecycle from the module's lifecycle.json (docs/lifecycle.md); absent without one. */
  readonly lifecycle?: LifecyclePlan;
}

export function typeByName(ir: ModuleIR, name: string): NamedType | undefined {
  return ir.types.find((t) => t.name === name);
}

/** The union a type is a member of, with its tag value, if any. */
export function memberships(ir: ModuleIR, name: string): { union: UnionType; member: UnionMember }[] {
  return ir.types.flatMap((t) =>
    t.kind === "union" ? t.members.filter((m) => m.typeName === name).map((member) => ({ union: t, member })) : [],
  );
}
