/**
 * The lifecycle plan as the stream processor reads it (docs/lifecycle.md, "The plan"), and what
 * the processor reports: a fatal error naming the rule that failed, and warnings with stable codes.
 */
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

export interface PlanRule {
  readonly opens?: string;
  readonly continues?: string;
  readonly closes?: string;
  readonly key: string | null;
  readonly as: string;
  readonly abandon: boolean;
  readonly ifOpen: string;
  readonly ifNotOpen: string;
  readonly requires: readonly string[];
  readonly references: readonly { readonly scope: string; readonly key: string; readonly mustExist: boolean; readonly sameOwner: boolean }[];
  readonly sequence: { readonly field: string; readonly start: number } | null;
}

export interface Synthesized {
  readonly type: string;
  readonly value?: Readonly<Record<string, unknown>>;
  readonly fields: readonly string[];
  readonly when?: string;
}

export interface PlanChunkType {
  readonly key: string;
  readonly start: Synthesized;
  readonly content: Synthesized | null;
  readonly end: Synthesized;
  readonly first: readonly string[];
  readonly repeat: Readonly<Record<string, unknown>>;
  readonly carry: readonly string[];
}

export interface PlanChunks {
  readonly lane: string | null;
  readonly passive: readonly string[];
  readonly closeAll: readonly string[];
  readonly closeLane: Readonly<Record<string, string>>;
  readonly types: Readonly<Record<string, PlanChunkType>>;
}

export interface Operation {
  readonly op: string;
  readonly [field: string]: unknown;
}

export interface Plan {
  readonly version: number;
  readonly union: string;
  readonly tag: string;
  readonly scopes: Readonly<Record<string, PlanScope>>;
  readonly events: Readonly<Record<string, PlanRule>>;
  readonly chunks: PlanChunks | null;
  readonly apply: Readonly<Record<string, readonly Operation[]>>;
}

/** Stable codes of the violations that fail a stream; docs/lifecycle.md describes each. */
export type StreamErrorCode =
  | "invalid-event" | "outside-scope" | "after-close" | "scope-already-open" | "scope-not-open" | "scope-reused" | "left-open"
  | "owner-mismatch" | "unknown-reference" | "sequence-mismatch" | "chunk-missing-field" | "chunk-conflict" | "chunk-ambiguous";

/** The violation that failed the stream: its code, the input index, the event type and the rule. */
export interface StreamError {
  readonly code: StreamErrorCode;
  /** 0-based index of the pushed input that caused it. */
  readonly index: number;
  /** The event type, when the input was read. */
  readonly type?: string;
  /** JSON Pointer into the module's lifecycle.json naming the rule that failed. */
  readonly rule: string;
  readonly message: string;
}

/** Something the processor tolerated: receiver warnings, dropped unknown events, skipped patches, truncation. */
export interface StreamWarning {
  readonly code: string;
  readonly index: number;
  readonly path: string;
  readonly message: string;
}

/** A violation before it is placed at an input index. */
export interface Violation {
  readonly code: StreamErrorCode;
  readonly rule: string;
  readonly message: string;
}

export type JsonObject = Record<string, unknown>;
