/**
 * compare(base, head): every entry point (definition or root) matched by name, checked for set
 * inclusion in each direction, plus renamed/removed/added types and annotation changes.
 */
import { newContext, type Ctx } from "./check/context.js";
import { check, passes } from "./check/check.js";
import { annotationFindings, dialectFindings } from "./annotations.js";
import { type Entry, loadSchemaSet, type SchemaInput, type SchemaSet } from "./documents.js";
import { directionsOf, findingFrom, locationOf } from "./findings.js";
import { clearNormCache } from "./norm.js";
import { nodeAt } from "./resolve.js";
import { ruleById } from "./rules.js";
import { sameNodes, UnitIndex, unchanged } from "./unchanged.js";
import { findWitness, type WitnessJob } from "./witness/index.js";
import type * as ApiCategory from "./api.js";
import type { Bump, CompareOptions, Direction, Finding, Report } from "./types.js";

// The api category builds each side's IR with the core's whole pipeline (loader, lint, IR
// builder): loaded only when a comparison asks for it, so a data-only comparison and the CLI's
// start-up never import it.
let apiCategory: typeof ApiCategory | undefined;

/** Loads the api category; `compare` does it itself, `compareSync` with `api` needs it done first. */
export async function loadApiCategory(): Promise<void> {
  apiCategory ??= await import("./api.js");
}

const wantsApi = (options: CompareOptions): boolean => options.api !== undefined && options.api !== false;

export async function compare(base: SchemaInput, head: SchemaInput, options: CompareOptions = {}): Promise<Report> {
  if (wantsApi(options)) await loadApiCategory();
  return compareSync(base, head, options);
}

/** As `compare`, synchronously; with the `api` option, `await loadApiCategory()` once beforehand. */
export function compareSync(base: SchemaInput, head: SchemaInput, options: CompareOptions = {}): Report {
  return compareSets(loadSchemaSet(base, "base"), loadSchemaSet(head, "head"), options);
}

export function compareSets(base: SchemaSet, head: SchemaSet, options: CompareOptions = {}): Report {
  const mode = options.mode ?? "backward";
  const policy = options.policy ?? "strict";
  const settings = { mode, tolerantReceivers: options.tolerantReceivers ?? false };

  const primary: Direction = directionsOf(mode)[0] as Direction;
  const findings: Finding[] = [];
  const origins = new Map<Finding, Origin>();
  const headByName = new Map(head.entries.map((e) => [e.name, e]));
  const baseNames = new Set(base.entries.map((e) => e.name));
  const baseUnits = new UnitIndex(base);
  const headUnits = new UnitIndex(head);
  const same = sameNodes(baseUnits, headUnits);
  const ctx = newContext(policy, (a, b) =>
    a.set === base && b.set === head ? same(a, b) : a.set === head && b.set === base ? same(b, a) : false,
  );
  try {
    for (const b of base.entries) {
      const h = headByName.get(b.name);
      if (h === undefined || unchanged(baseUnits, headUnits, b, h)) continue;
      for (const direction of ["backward", "forward"] as const) {
        const [sub, subSet, sup, supSet] = direction === "backward" ? [b, base, h, head] : [h, head, b, base];
        const violations = check({ nodes: [nodeOf(sub, subSet)] }, { nodes: [nodeOf(sup, supSet)] }, ctx);
        for (const v of violations) {
          const f = findingFrom(v, direction, b.name, settings);
          findings.push(f);
          origins.set(
            f,
            direction === "backward"
              ? { violation: v, accept: { set: base, entry: b }, reject: { set: head, entry: h } }
              : { violation: v, accept: { set: head, entry: h }, reject: { set: base, entry: b } },
          );
        }
      }
      findings.push(...annotationFindings(b, h, primary));
    }
    findings.push(...definitionFindings(base, head, baseNames, headByName, ctx, primary));
    findings.push(...dialectFindings(base, head, primary));
    const api = wantsApi(options) ? irApi(base, head, options.api ?? true, primary) : undefined;
    if (api !== undefined && "findings" in api) findings.push(...api.findings);
    const category = options.category ?? "all";
    const grouped = group(findings, origins).filter((f) => category === "all" || f.category === category);
    const withWitnesses = options.witnesses === false ? grouped : grouped.map((f) => attachWitness(f, origins));
    const allowUnclassified = options.allowUnclassified ?? false;
    const r = report(withWitnesses, mode, policy, allowUnclassified);
    const verdict = (c: "data" | "api") => {
      const { compatible, requiredBump } = report(
        withWitnesses.filter((f) => f.category === c),
        mode,
        policy,
        allowUnclassified,
      );
      return { compatible, requiredBump };
    };
    const apiVerdict =
      api !== undefined && "reason" in api ? { ...verdict("api"), notComputed: api.reason } : verdict("api");
    return { ...r, category, verdicts: { data: verdict("data"), api: apiVerdict } };
  } finally {
    clearNormCache();
  }
}

type Origin = WitnessJob;

/** API findings from both sides' IRs, or why they could not be computed. */
function irApi(
  base: SchemaSet,
  head: SchemaSet,
  api: NonNullable<CompareOptions["api"]>,
  direction: Direction,
): { findings: Finding[] } | { reason: string } {
  if (apiCategory === undefined)
    throw new Error("the api category is not loaded: use compare(), or await loadApiCategory() before compareSync()");
  const { apiFindings, irOf } = apiCategory;
  const b = irOf(base);
  const h = irOf(head);
  if ("reason" in b) return { reason: `base: ${b.reason}` };
  if ("reason" in h) return { reason: `head: ${h.reason}` };
  const names = typeof api === "object" ? api : {};
  const locate = (side: "base" | "head", origin: { file: string; pointer: string }) => {
    const [set, files] = side === "base" ? [base, b.files] : [head, h.files];
    const doc = set.docs.get(files.get(origin.file) ?? origin.file);
    if (doc === undefined) return undefined;
    const { line, column } = doc.source.locate(origin.pointer);
    return { pointer: origin.pointer, file: doc.file, line, column };
  };
  return {
    findings: apiFindings(
      b.ir,
      h.ir,
      {
        ...(names.base === undefined ? {} : { base: names.base }),
        ...(names.head === undefined ? {} : { head: names.head }),
      },
      direction,
      locate,
    ),
  };
}

/** Breaking data findings carry a document that shows the break, or the reason there is none. */
function attachWitness(f: Finding, origins: Map<Finding, Origin>): Finding {
  if (f.severity === "info" || f.category !== "data") return f;
  const origin = origins.get(f);
  if (origin === undefined) return { ...f, witness: { reason: "this change concerns no document" } };
  return { ...f, witness: findWitness(origin) };
}

function nodeOf(entry: Entry, set: SchemaSet) {
  return nodeAt(set, entry.doc, entry.pointer);
}

function equivalent(a: Entry, aSet: SchemaSet, b: Entry, bSet: SchemaSet, ctx: Ctx): boolean {
  const x = { nodes: [nodeOf(a, aSet)] };
  const y = { nodes: [nodeOf(b, bSet)] };
  return passes(x, y, ctx) && passes(y, x, ctx);
}

function definitionFindings(
  base: SchemaSet,
  head: SchemaSet,
  baseNames: Set<string>,
  headByName: Map<string, Entry>,
  ctx: Ctx,
  direction: Direction,
): Finding[] {
  const out: Finding[] = [];
  const added = head.entries.filter((e) => !baseNames.has(e.name));
  const claimed = new Set<string>();
  for (const b of base.entries) {
    if (headByName.has(b.name)) continue;
    const baseLoc = locationOf(nodeOf(b, base));
    const twin = added.find((h) => !claimed.has(h.name) && equivalent(b, base, h, head, ctx));
    if (twin !== undefined) {
      claimed.add(twin.name);
      out.push({
        rule: "TYPE_DEFINITION_RENAMED",
        severity: "breaking",
        category: "api",
        direction,
        typeName: b.name,
        base: baseLoc,
        head: locationOf(nodeOf(twin, head)),
        message: `${b.name}: ${ruleById("TYPE_DEFINITION_RENAMED").message({ name: `${b.name} renamed to ${twin.name} with the same wire shape` })}`,
      });
    } else {
      out.push({
        rule: "TYPE_DEFINITION_REMOVED",
        severity: "breaking",
        category: "api",
        direction,
        typeName: b.name,
        base: baseLoc,
        message: `${b.name}: ${ruleById("TYPE_DEFINITION_REMOVED").message({ name: b.name })}`,
      });
    }
  }
  for (const h of added) {
    if (claimed.has(h.name)) continue;
    out.push({
      rule: "TYPE_DEFINITION_ADDED",
      severity: "info",
      category: "api",
      direction,
      typeName: h.name,
      head: locationOf(nodeOf(h, head)),
      message: `${h.name}: ${ruleById("TYPE_DEFINITION_ADDED").message({ name: h.name })}`,
    });
  }
  return out;
}

/**
 * One finding per root cause: the same change reached from several entry points (a union and
 * its members, every type that embeds a changed one) is one finding listing every type.
 * Findings are the same cause when they show the same rule, place and message.
 */
function group(findings: Finding[], origins: Map<Finding, Origin>): Finding[] {
  const byKey = new Map<string, Finding[]>();
  for (const f of findings) {
    const at = f.head ?? f.base;
    const key = [f.rule, f.direction, at?.file, at?.pointer, f.message].join("|");
    const list = byKey.get(key);
    if (list === undefined) byKey.set(key, [f]);
    else list.push(f);
  }
  return [...byKey.values()].map((list) => {
    const types = [...new Set(list.map((f) => f.typeName))].sort();
    // The type shown is the one whose own definition holds the change, when it is among them.
    const home =
      list.find((f) => f.message.startsWith(`${f.typeName}.`) || f.message.startsWith(`${f.typeName}:`)) ??
      list.find((f) => origins.has(f)) ??
      (list[0] as Finding);
    const merged: Finding = { ...home, types };
    const origin = origins.get(home) ?? list.map((f) => origins.get(f)).find((o) => o !== undefined);
    if (origin !== undefined) origins.set(merged, origin);
    return merged;
  });
}

const SEVERITY_ORDER = { breaking: 0, warning: 1, info: 2 } as const;
const ANNOTATION_RULES = new Set(["DESCRIPTION_CHANGED", "DEFAULT_CHANGED", "DEPRECATION_CHANGED", "DIALECT_CHANGED"]);

function report(all: Finding[], mode: Report["mode"], policy: Report["policy"], allowUnclassified: boolean): Report {
  // A change that breaks the checked direction is not repeated as info for the other one.
  const at = (f: Finding) => [f.rule, f.base?.file, f.base?.pointer, f.head?.file, f.head?.pointer].join("|");
  const serious = new Set(all.filter((f) => f.severity !== "info").map(at));
  const findings = all.filter((f) => f.severity !== "info" || !serious.has(at(f)));
  findings.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.typeName.localeCompare(b.typeName) ||
      a.rule.localeCompare(b.rule) ||
      a.message.localeCompare(b.message),
  );
  const breaking = findings.some((f) => f.severity === "breaking" || (f.severity === "warning" && !allowUnclassified));
  let requiredBump: Bump = "none";
  if (breaking) requiredBump = "major";
  else if (findings.some((f) => !ANNOTATION_RULES.has(f.rule))) requiredBump = "minor";
  else if (findings.length > 0) requiredBump = "patch";
  const hints = policyHint(findings, policy);
  return { compatible: !breaking, mode, policy, findings, requiredBump, ...(hints.length === 0 ? {} : { hints }) };
}

/** Rules that only concern names a schema does not declare: what the lenient policy sets aside. */
const OPEN_MODEL_RULES = new Set([
  "PROPERTY_ADDED_TO_OPEN_MODEL",
  "PROPERTY_REMOVED_FROM_OPEN_MODEL",
  "ADDITIONAL_PROPERTIES_FORBIDDEN",
  "ADDITIONAL_PROPERTIES_ALLOWED",
  "ADDITIONAL_PROPERTIES_NARROWED",
  "ADDITIONAL_PROPERTIES_WIDENED",
  "PATTERN_PROPERTY_ADDED",
  "PATTERN_PROPERTY_REMOVED",
]);

/** On a strict run where most breaks are about undeclared properties, say what lenient would assume. */
function policyHint(findings: Finding[], policy: Report["policy"]): string[] {
  if (policy !== "strict") return [];
  const breaking = findings.filter((f) => f.severity === "breaking");
  const open = breaking.filter((f) => OPEN_MODEL_RULES.has(f.rule));
  if (open.length === 0 || open.length * 2 < breaking.length) return [];
  return [
    `${open.length} of ${breaking.length} breaking findings concern properties an object does not declare (open models). ` +
      "If the writers of these documents emit only declared properties, run with `--policy lenient`: it assumes exactly that, " +
      "and still reports properties removed from closed objects, retyped or newly required.",
  ];
}
