/** The shapes of a lifecycle declaration (lifecycle.json) and of the plan compiled from it. */

export interface ScopeDeclaration {
  readonly description?: string;
  readonly key?: string;
  readonly single?: boolean;
  readonly states?: Readonly<Record<string, readonly string[]>>;
  readonly within?: string;
  readonly owner?: string;
  readonly ownerInKey?: boolean;
  readonly reopen?: boolean;
  readonly mustClose?: boolean;
}

export interface Reference {
  readonly scope: string;
  readonly key: string;
  readonly mustExist?: boolean;
  readonly sameOwner?: boolean;
}

export interface EventRuleDeclaration {
  readonly description?: string;
  readonly opens?: string;
  readonly continues?: string;
  readonly closes?: string;
  readonly key?: string;
  readonly as?: string;
  readonly abandon?: boolean;
  readonly ifOpen?: "error" | "continue";
  readonly ifNotOpen?: "error" | "open" | "ignore";
  readonly requires?: string | readonly string[];
  readonly references?: readonly Reference[];
  readonly sequence?: { readonly field: string; readonly start?: number };
}

export interface Synthesized {
  readonly type: string;
  readonly value?: Readonly<Record<string, unknown>>;
  readonly fields: readonly string[];
  readonly when?: string;
}

export interface ChunkTypeDeclaration {
  readonly description?: string;
  readonly key: string;
  readonly start: Synthesized;
  readonly content?: Synthesized;
  readonly end: Synthesized;
  readonly first?: readonly string[];
  readonly repeat?: Readonly<Record<string, string | number | boolean | null>>;
  readonly carry?: readonly string[];
}

export interface ChunksDeclaration {
  readonly description?: string;
  readonly lane?: string;
  readonly passive?: readonly string[];
  readonly closeAll?: readonly string[];
  readonly closeLane?: Readonly<Record<string, string>>;
  readonly types: Readonly<Record<string, ChunkTypeDeclaration>>;
}

/** One application operation; docs/lifecycle.md lists each op and its fields. */
export interface ApplyOperation {
  readonly op: string;
  readonly [field: string]: unknown;
}

export interface LifecycleDeclaration {
  readonly description?: string;
  readonly union: string;
  readonly scopes: Readonly<Record<string, ScopeDeclaration>>;
  readonly events: Readonly<Record<string, EventRuleDeclaration>>;
  readonly chunks?: ChunksDeclaration;
  readonly apply?: Readonly<Record<string, readonly ApplyOperation[]>>;
}

export interface PlanScope {
  readonly key: string | null;
  readonly single: boolean;
  readonly states: Readonly<Record<string, readonly string[]>>;
  readonly within: string | null;
  readonly owner: string | null;
  readonly ownerInKey: boolean;
  readonly reopen: boolean;
  readonly mustClose: boolean;
  readonly children: readonly string[];
}

export interface PlanEventRule {
  readonly opens?: string;
  readonly continues?: string;
  readonly closes?: string;
  readonly key: string | null;
  readonly as: string;
  readonly abandon: boolean;
  readonly ifOpen: "error" | "continue";
  readonly ifNotOpen: "error" | "open" | "ignore";
  readonly requires: readonly string[];
  readonly references: readonly Required<Reference>[];
  readonly sequence: { readonly field: string; readonly start: number } | null;
}

export interface PlanChunkType {
  readonly key: string;
  readonly start: Synthesized;
  readonly content: Synthesized | null;
  readonly end: Synthesized;
  readonly first: readonly string[];
  readonly repeat: Readonly<Record<string, string | number | boolean | null>>;
  readonly carry: readonly string[];
}

export interface PlanChunks {
  readonly lane: string | null;
  readonly passive: readonly string[];
  readonly closeAll: readonly string[];
  readonly closeLane: Readonly<Record<string, string>>;
  readonly types: Readonly<Record<string, PlanChunkType>>;
}

export interface LifecyclePlan {
  readonly version: 1;
  readonly union: string;
  readonly tag: string;
  readonly scopes: Readonly<Record<string, PlanScope>>;
  readonly events: Readonly<Record<string, PlanEventRule>>;
  readonly chunks: PlanChunks | null;
  readonly apply: Readonly<Record<string, readonly ApplyOperation[]>>;
}
