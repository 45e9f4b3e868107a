/**
 * Reads `schemas/<module>/receivers.json`, validates it against the receivers meta-schema and
 * checks every name it uses against the module's types, so a generator never meets a rule that
 * points nowhere. A module without the file gets strict-only defaults (unknown tags surfaced).
 */
import { type DeclarationFile, metaValidator, readDeclarationFile } from "../declaration-file.js";
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { NamedType } from "../ir.js";
import type { JsonSource } from "../json-source.js";
import { receiversMetaSchema } from "./meta-schema.js";

export interface UnknownPolicy {
  readonly properties: "strip" | "reject";
  readonly arrayMembers: "drop" | "reject";
  readonly optionalMembers: "remove" | "reject";
  readonly rootMembers: "surface" | "reject";
}

export type PatchOperation =
  | { readonly op: "add"; readonly path: string; readonly value: unknown }
  | { readonly op: "move"; readonly from: string; readonly path: string }
  | { readonly op: "remove"; readonly path: string };

export type RetiredTarget =
  | string
  | {
      readonly by: string;
      readonly prefixes: readonly { readonly prefix: string; readonly tag: string }[];
      readonly otherwise: string;
    };

export interface RetiredRule {
  readonly union: string;
  readonly tag: string;
  readonly to: RetiredTarget;
  readonly description?: string;
  readonly patch?: readonly PatchOperation[];
  readonly cases?: readonly { readonly when: string; readonly patch: readonly PatchOperation[] }[];
}

export interface ReceiverDeclarations {
  readonly unknown: UnknownPolicy;
  readonly nullAsAbsent?: Readonly<Record<string, readonly string[]>>;
  readonly retired?: readonly RetiredRule[];
}

export const RECEIVERS_FILE = "receivers.json";

const file: DeclarationFile = {
  name: RECEIVERS_FILE,
  label: "receivers",
  invalid: "CANON220",
  validate: metaValidator(receiversMetaSchema),
};

export function loadReceivers(
  root: string,
  moduleDir: string,
  types: readonly NamedType[],
): { declarations?: ReceiverDeclarations; diagnostics: Diagnostic[] } {
  const { source, diagnostics } = readDeclarationFile(root, moduleDir, file);
  if (source === undefined) return { diagnostics };
  const declarations = source.value as ReceiverDeclarations;
  const problems = checkReferences(declarations, types, source);
  return problems.length > 0 ? { diagnostics: problems } : { declarations, diagnostics: [] };
}

function checkReferences(
  declarations: ReceiverDeclarations,
  types: readonly NamedType[],
  source: JsonSource,
): Diagnostic[] {
  const byName = new Map(types.map((t) => [t.name, t] as const));
  const problems: Diagnostic[] = [];
  const report = (pointer: string, message: string): void => {
    problems.push(diagnostic("CANON221", `receivers: ${message}`, source.file, source.locate(pointer)));
  };
  for (const [typeName, fields] of Object.entries(declarations.nullAsAbsent ?? {})) {
    const type = byName.get(typeName);
    if (type?.kind !== "object") {
      report(`/nullAsAbsent/${typeName}`, `"${typeName}" is not an object type of the module`);
      continue;
    }
    fields.forEach((field, i) => {
      const property = type.properties.find((p) => p.wireName === field);
      if (property === undefined) report(`/nullAsAbsent/${typeName}/${i}`, `"${typeName}" has no property "${field}"`);
      else if (property.required)
        report(
          `/nullAsAbsent/${typeName}/${i}`,
          `"${typeName}.${field}" is required; only an optional property can read null as absent`,
        );
      else if (property.shape.nullable || property.shape.kind === "null")
        report(`/nullAsAbsent/${typeName}/${i}`, `"${typeName}.${field}" accepts null as a value`);
    });
  }
  (declarations.retired ?? []).forEach((rule, i) => {
    const union = byName.get(rule.union);
    if (union?.kind !== "union") {
      report(`/retired/${i}/union`, `"${rule.union}" is not a discriminated union of the module`);
      return;
    }
    const tags = new Set(union.members.map((m) => m.tagValue));
    const targets =
      typeof rule.to === "string" ? [rule.to] : [...rule.to.prefixes.map((p) => p.tag), rule.to.otherwise];
    for (const tag of targets)
      if (!tags.has(tag)) report(`/retired/${i}/to`, `"${tag}" is not a member of "${rule.union}"`);
    if (targets.includes(rule.tag)) report(`/retired/${i}/tag`, `"${rule.tag}" cannot translate to itself`);
  });
  return problems;
}
