/** The public shapes of a compatibility report. */
export type Mode = "backward" | "forward" | "full";
export type Policy = "strict" | "lenient";
export type Direction = "backward" | "forward";
export type Severity = "breaking" | "warning" | "info";
export type Category = "data" | "api";
export type Bump = "major" | "minor" | "patch" | "none";

export interface Location {
  /** JSON pointer inside the file (RFC 6901, "" for the document root). */
  readonly pointer: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface Finding {
  readonly rule: string;
  readonly severity: Severity;
  readonly category: Category;
  /** The set inclusion that this change concerns: backward = old documents under the new schema. */
  readonly direction: Direction;
  readonly typeName: string;
  readonly base?: Location;
  readonly head?: Location;
  /** One line, past tense. */
  readonly message: string;
}

export interface Report {
  readonly compatible: boolean;
  readonly mode: Mode;
  readonly policy: Policy;
  readonly findings: Finding[];
  readonly requiredBump: Bump;
}

export interface CompareOptions {
  readonly mode?: Mode;
  readonly policy?: Policy;
  /** Receivers ignore union members they do not know, so a new member breaks no reader. */
  readonly tolerantReceivers?: boolean;
  /** Count UNCLASSIFIED_CHANGE warnings as additive instead of breaking. */
  readonly allowUnclassified?: boolean;
}

export class CompatError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
