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
  /** Every entry type whose documents reach this change, sorted; `typeName` is one of them. */
  readonly types?: readonly string[];
  /** For breaking data findings: a document that shows the break, or why there is none. */
  readonly witness?: Witness;
}

/**
 * A document the accepting side validates and the other side rejects (backward: base accepts,
 * head rejects; forward: the reverse), confirmed with ajv; or the reason none was found.
 */
export type Witness = { readonly document: unknown } | { readonly reason: string };

export interface Report {
  readonly compatible: boolean;
  readonly mode: Mode;
  readonly policy: Policy;
  readonly findings: Finding[];
  readonly requiredBump: Bump;
  /** Advice about the run itself (for example that another policy fits these findings). */
  readonly hints?: readonly string[];
  readonly category?: CategoryChoice;
  /** The verdict of each category on its own: documents (data) and generated code (api). */
  readonly verdicts?: { readonly data: CategoryVerdict; readonly api: CategoryVerdict };
}

export interface CompareOptions {
  readonly mode?: Mode;
  readonly policy?: Policy;
  /** Receivers ignore union members they do not know, so a new member breaks no reader. */
  readonly tolerantReceivers?: boolean;
  /** Count UNCLASSIFIED_CHANGE warnings as additive instead of breaking. */
  readonly allowUnclassified?: boolean;
  /** Build and confirm a witness document for every breaking data finding (default true). */
  readonly witnesses?: boolean;
  /** Which findings decide the verdict and are listed (default "all"). */
  readonly category?: CategoryChoice;
  /**
   * Diff the generated API from both sides' IRs (names and types each language emits). Costs an
   * IR build per side; `true`, or field names set by configuration per side. `compareSync`
   * needs `await loadApiCategory()` first.
   */
  readonly api?: boolean | { readonly base?: FieldNamesOption; readonly head?: FieldNamesOption };
}

export type CategoryChoice = Category | "all";
/** Field names set in configuration, per language: `"Type.wireName" → name`. */
export type FieldNamesOption = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface CategoryVerdict {
  readonly compatible: boolean;
  readonly requiredBump: Bump;
  /** Set when the category could not be computed (the API needs both sides' IR). */
  readonly notComputed?: string;
}

/** The checker's error names and their codes in the diagnostics catalog (generators/core). */
export const COMPAT_ERROR_CODES: Readonly<Record<string, string>> = {
  COMPAT_INPUT: "CANON501",
  COMPAT_GIT: "CANON502",
  COMPAT_NPM: "CANON503",
  COMPAT_UNRESOLVED_REF: "CANON504",
};

export class CompatError extends Error {
  /** The catalog code (CANON5xx); `name` keeps the checker's own error name. */
  readonly code: string;
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
    this.code = COMPAT_ERROR_CODES[kind] ?? kind;
  }
}
