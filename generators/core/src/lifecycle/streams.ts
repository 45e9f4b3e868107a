/**
 * The shared stream corpus: `schemas/<module>/streams/*.json`, one stream per file with the
 * outcome every language's processor must reach (docs/lifecycle.md, "The stream corpus").
 * Malformed cases are CANON225 with file:line:col; generated tests run the well-formed ones.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { metaValidator } from "../declaration-file.js";
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import { readJsonFile } from "../load.js";

export interface StreamCase {
  /** Repo-relative path of the case file. */
  readonly file: string;
  readonly name: string;
  readonly description: string;
  readonly events: readonly unknown[];
  readonly expect: {
    readonly outcome: "completed" | "failed";
    readonly error?: { readonly code: string; readonly index: number };
    readonly delivered: readonly string[];
    readonly warnings: readonly { readonly code: string; readonly index: number }[];
    readonly messages?: readonly unknown[];
    readonly state?: unknown;
  };
}

const indexed = {
  type: "object",
  additionalProperties: false,
  required: ["code", "index"],
  properties: { code: { type: "string", minLength: 1 }, index: { type: "integer", minimum: 0 } },
};

const caseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["description", "events", "expect"],
  properties: {
    $schema: { type: "string" },
    description: { type: "string", minLength: 1 },
    events: { type: "array", minItems: 1 },
    expect: {
      type: "object",
      additionalProperties: false,
      required: ["outcome", "delivered", "warnings"],
      properties: {
        outcome: { enum: ["completed", "failed"] },
        error: indexed,
        delivered: { type: "array", items: { type: "string" } },
        warnings: { type: "array", items: indexed },
        messages: { type: "array", items: { type: "object" } },
        state: {},
      },
      if: { properties: { outcome: { const: "failed" } } },
      then: { properties: { error: {} }, required: ["error"] },
      else: { not: { properties: { error: {} }, required: ["error"] } },
    },
  },
};

const caseValidator = metaValidator(caseSchema);

export const STREAMS_DIR = "streams";

export function loadStreamCases(root: string, moduleDir: string): { cases: StreamCase[]; diagnostics: Diagnostic[] } {
  const dir = join(root, moduleDir, STREAMS_DIR);
  if (!existsSync(dir)) return { cases: [], diagnostics: [] };
  const validate = caseValidator();
  const cases: StreamCase[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const entry of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const read = readJsonFile(root, join(dir, entry));
    if (read.source === undefined || read.diagnostics.length > 0) {
      diagnostics.push(...read.diagnostics);
      continue;
    }
    const source = read.source;
    if (!validate(source.value)) {
      for (const e of validate.errors ?? [])
        diagnostics.push(
          diagnostic(
            "CANON225",
            `stream case: ${e.instancePath || "/"} ${e.message ?? "is invalid"}`,
            source.file,
            source.locate(e.instancePath),
          ),
        );
      continue;
    }
    const value = source.value as Omit<StreamCase, "file" | "name">;
    const outOfRange = value.expect.error !== undefined && value.expect.error.index >= value.events.length;
    if (outOfRange) {
      diagnostics.push(
        diagnostic(
          "CANON225",
          `stream case: the error index ${value.expect.error?.index} is past the last event`,
          source.file,
          source.locate("/expect/error/index"),
        ),
      );
      continue;
    }
    cases.push({
      file: source.file,
      name: entry.replace(/\.json$/, ""),
      description: value.description,
      events: value.events,
      expect: value.expect,
    });
  }
  return { cases, diagnostics };
}
