/** The receiver plan's shapes (receivers-plan.ts holds this module's plan) and what the walk answers. */

/** Stable codes of what tolerant parsing changed; docs/receivers.md describes each. */
export type ParseWarningCode =
  | "null-as-absent"
  | "retired-member"
  | "unknown-property"
  | "unknown-member"
  | "unknown-member-dropped"
  | "unknown-member-removed";

/** One change tolerant parsing made: its code, where (a JSON Pointer into the input), and what. */
export interface ParseWarning {
  readonly code: ParseWarningCode;
  readonly path: string;
  readonly message: string;
}

/** Where below a property the walk goes: a type, each item of an array or map, or the option that fits. */
export type Walk =
  | { readonly ref: string }
  | { readonly array: Walk }
  | { readonly map: Walk }
  | { readonly choice: readonly Walk[] };

export type Op =
  | { readonly op: "add"; readonly path: string; readonly value: unknown }
  | { readonly op: "move"; readonly from: string; readonly path: string }
  | { readonly op: "remove"; readonly path: string };

/** A retired member's new tag: fixed, or chosen by the prefix of a value the document holds. */
export type Target =
  | string
  | {
      readonly by: string;
      readonly prefixes: readonly { readonly prefix: string; readonly tag: string }[];
      readonly otherwise: string;
    };

/** How a retired member is read as its replacement. */
export interface Rule {
  readonly to: Target;
  readonly patch?: readonly Op[];
  readonly cases?: readonly { readonly when: string; readonly patch: readonly Op[] }[];
}

export interface Property {
  readonly required: boolean;
  readonly walk?: Walk;
  readonly nullAsAbsent?: true;
}

export type PlanType =
  | { readonly kind: "object"; readonly closed: boolean; readonly properties: Readonly<Record<string, Property>> }
  | {
      readonly kind: "union";
      readonly tag: string;
      readonly members: Readonly<Record<string, string>>;
      readonly retired: Readonly<Record<string, Rule>>;
    }
  | { readonly kind: "alias"; readonly walk: Walk };

export interface Plan {
  readonly unknown: {
    readonly properties: string;
    readonly arrayMembers: string;
    readonly optionalMembers: string;
    readonly rootMembers: string;
  };
  readonly types: Readonly<Record<string, PlanType>>;
  readonly walkAlways: readonly string[];
}

export interface Tolerated {
  readonly value: unknown;
  readonly warnings: readonly ParseWarning[];
  /** The document is a member of the union this package does not know: its tag. */
  readonly unknownTag?: string;
  /** A settled value below the top was taken as it is, unchecked (see tolerate's trust level). */
  readonly trusted?: true;
}
