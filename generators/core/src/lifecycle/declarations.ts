/**
 * Reads `schemas/<module>/lifecycle.json`, validates it against the lifecycle meta-schema and
 * checks every name it uses (event types against the module's union, scopes against the file's
 * own scopes), so the plan never holds a rule that points nowhere. A module without the file has
 * no stream processor.
 */
import { type DeclarationFile, metaValidator, readDeclarationFile } from "../declaration-file.js";
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { NamedType } from "../ir.js";
import type { JsonSource } from "../json-source.js";
import { lifecycleMetaSchema } from "./meta-schema.js";
import type { LifecycleDeclaration } from "./types.js";

export const LIFECYCLE_FILE = "lifecycle.json";

const file: DeclarationFile = {
  name: LIFECYCLE_FILE,
  label: "lifecycle",
  invalid: "CANON223",
  validate: metaValidator(lifecycleMetaSchema),
};

export function loadLifecycle(
  root: string,
  moduleDir: string,
  types: readonly NamedType[],
): { declaration?: LifecycleDeclaration; diagnostics: Diagnostic[] } {
  const { source, diagnostics } = readDeclarationFile(root, moduleDir, file);
  if (source === undefined) return { diagnostics };
  const declaration = source.value as LifecycleDeclaration;
  const problems = checkNames(declaration, types, source);
  return problems.length > 0 ? { diagnostics: problems } : { declaration, diagnostics: [] };
}

const escape = (token: string): string => token.replace(/~/g, "~0").replace(/\//g, "~1");

function checkNames(d: LifecycleDeclaration, types: readonly NamedType[], source: JsonSource): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const report = (pointer: string, message: string): void => {
    problems.push(diagnostic("CANON224", `lifecycle: ${message}`, source.file, source.locate(pointer)));
  };
  const union = types.find((t) => t.name === d.union);
  if (union?.kind !== "union") {
    report("/union", `"${d.union}" is not a discriminated union of the module`);
    return problems;
  }
  const tags = new Set(union.members.map((m) => m.tagValue));
  const tag = (pointer: string, value: string): void => {
    if (!tags.has(value)) report(pointer, `"${value}" is not a member of "${d.union}"`);
  };
  const scopes = d.scopes;
  const scope = (pointer: string, value: string, single = false): void => {
    const declared = scopes[value];
    if (declared === undefined) report(pointer, `"${value}" is not a scope of this file`);
    else if (single && declared.single !== true) report(pointer, `"${value}" is not a single scope ("single": true)`);
  };
  for (const [scopeName, s] of Object.entries(scopes)) {
    const at = `/scopes/${escape(scopeName)}`;
    if (s.within !== undefined) scope(`${at}/within`, s.within, true);
    if (s.within === scopeName) report(`${at}/within`, `"${scopeName}" cannot be within itself`);
    if (s.states !== undefined && s.single !== true) report(`${at}/states`, `"states" needs "single": true`);
    for (const [state, list] of Object.entries(s.states ?? {}))
      list.forEach((t, i) => tag(`${at}/states/${escape(state)}/${i}`, t));
    if (s.ownerInKey === true && s.owner === undefined) report(`${at}/ownerInKey`, `"ownerInKey" needs "owner"`);
  }
  for (const [type, rule] of Object.entries(d.events)) {
    const at = `/events/${escape(type)}`;
    tag(at, type);
    const target = rule.opens ?? rule.continues ?? rule.closes;
    const verb = rule.opens !== undefined ? "opens" : rule.continues !== undefined ? "continues" : "closes";
    if (target !== undefined) scope(`${at}/${verb}`, target);
    const targetScope = target === undefined ? undefined : scopes[target];
    if (rule.as !== undefined && (rule.closes === undefined || targetScope?.single !== true))
      report(`${at}/as`, `"as" belongs to a rule that closes a single scope`);
    if (rule.key !== undefined && target === undefined)
      report(`${at}/key`, `"key" belongs to a rule that opens, continues or closes a scope`);
    if (rule.ifOpen !== undefined && rule.opens === undefined)
      report(`${at}/ifOpen`, `"ifOpen" belongs to an "opens" rule`);
    if (rule.ifNotOpen === "open" && rule.continues === undefined)
      report(`${at}/ifNotOpen`, `"open" belongs to a "continues" rule`);
    if (rule.ifNotOpen === "ignore" && rule.closes === undefined)
      report(`${at}/ifNotOpen`, `"ignore" belongs to a "closes" rule`);
    if (rule.sequence !== undefined && rule.closes !== undefined)
      report(`${at}/sequence`, `"sequence" belongs to an "opens" or "continues" rule`);
    if (
      targetScope !== undefined &&
      targetScope.key === undefined &&
      rule.key === undefined &&
      targetScope.single !== true
    )
      report(at, `scope "${target}" has no key and is not single`);
    const requires =
      rule.requires === undefined ? [] : typeof rule.requires === "string" ? [rule.requires] : rule.requires;
    requires.forEach((r, i) =>
      scope(typeof rule.requires === "string" ? `${at}/requires` : `${at}/requires/${i}`, r, true),
    );
    (rule.references ?? []).forEach((r, i) => scope(`${at}/references/${i}/scope`, r.scope));
  }
  const chunks = d.chunks;
  if (chunks !== undefined) {
    (chunks.passive ?? []).forEach((t, i) => tag(`/chunks/passive/${i}`, t));
    (chunks.closeAll ?? []).forEach((t, i) => tag(`/chunks/closeAll/${i}`, t));
    for (const t of Object.keys(chunks.closeLane ?? {})) tag(`/chunks/closeLane/${escape(t)}`, t);
    for (const [t, c] of Object.entries(chunks.types)) {
      const at = `/chunks/types/${escape(t)}`;
      tag(at, t);
      tag(`${at}/start/type`, c.start.type);
      tag(`${at}/end/type`, c.end.type);
      if (c.content !== undefined) tag(`${at}/content/type`, c.content.type);
    }
  }
  for (const [t, ops] of Object.entries(d.apply ?? {})) {
    tag(`/apply/${escape(t)}`, t);
    if (ops.length === 0) report(`/apply/${escape(t)}`, `"${t}" lists no operation`);
  }
  return problems;
}
