/**
 * receivers.ts: the tolerant half of every parser. The module's receiver plan (core, from
 * schemas/<module>/receivers.json) is embedded as data; `tolerate` walks a decoded document with
 * it — retired shapes translated, unknown properties stripped, unknown union members dropped,
 * removed or surfaced — and reports each change as a warning with a stable code and a JSON
 * Pointer. The same walk is generated for Python and Go, so all three report the same warnings.
 */
import { buildReceiverPlan, type ModuleIR } from "@canon-sdk/core";
import { file, tsHeader } from "./text.js";

const runtime = String.raw`
/** Stable codes of what tolerant parsing changed; docs/receivers.md describes each. */
export type ParseWarningCode = "null-as-absent" | "retired-member" | "unknown-property" | "unknown-member" | "unknown-member-dropped" | "unknown-member-removed";

/** One change tolerant parsing made: its code, where (a JSON Pointer into the input), and what. */
export interface ParseWarning {
  readonly code: ParseWarningCode;
  readonly path: string;
  readonly message: string;
}

type Walk = { readonly ref: string } | { readonly array: Walk } | { readonly map: Walk } | { readonly choice: readonly Walk[] };
type Op = { readonly op: "add"; readonly path: string; readonly value: unknown } | { readonly op: "move"; readonly from: string; readonly path: string } | { readonly op: "remove"; readonly path: string };
type Target = string | { readonly by: string; readonly prefixes: readonly { readonly prefix: string; readonly tag: string }[]; readonly otherwise: string };
interface Rule {
  readonly to: Target;
  readonly patch?: readonly Op[];
  readonly cases?: readonly { readonly when: string; readonly patch: readonly Op[] }[];
}
type PlanType =
  | { readonly kind: "object"; readonly closed: boolean; readonly properties: Readonly<Record<string, { readonly required: boolean; readonly walk?: Walk; readonly nullAsAbsent?: true }>> }
  | { readonly kind: "union"; readonly tag: string; readonly members: Readonly<Record<string, string>>; readonly retired: Readonly<Record<string, Rule>> }
  | { readonly kind: "alias"; readonly walk: Walk };
interface Plan {
  readonly unknown: { readonly properties: string; readonly arrayMembers: string; readonly optionalMembers: string; readonly rootMembers: string };
  readonly types: Readonly<Record<string, PlanType>>;
  readonly walkAlways: readonly string[];
}

const DROP: unique symbol = Symbol("drop");
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const token = (key: string | number): string => {
  const text = String(key);
  return text.includes("~") || text.includes("/") ? text.replace(/~/g, "~0").replace(/\//g, "~1") : text;
};
const tokens = (pointer: string): string[] => pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));

/** Whether a valid document is a retired member at its top, which tolerant parsing still translates. */
export function retiredAtRoot(typeName: string, value: unknown): boolean {
  const type = PLAN.types[typeName];
  if (type?.kind !== "union" || !isObject(value)) return false;
  const tag = value[type.tag];
  return typeof tag === "string" && own(type.retired, tag);
}

/** Whether the plan can change a document of this type at all. */
export function tolerates(typeName: string): boolean {
  return PLAN.types[typeName] !== undefined;
}

export interface Tolerated {
  readonly value: unknown;
  readonly warnings: readonly ParseWarning[];
  /** The document is a member of the union this package does not know: its tag. */
  readonly unknownTag?: string;
}

/** The document as a receiver of this module reads it, with every change it made. Never throws on JSON input. */
export function tolerate(typeName: string, value: unknown): Tolerated {
  const warnings: ParseWarning[] = [];
  const result = walkType(typeName, value, "", warnings);
  warnings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const root = PLAN.types[typeName];
  if (result !== DROP) return { value: result, warnings };
  // Unknown material where the document cannot do without it: surfaced when the root tag itself
  // is unknown and the module says so, otherwise left in place for validation to reject.
  const tag = root?.kind === "union" && isObject(value) ? value[root.tag] : undefined;
  if (root?.kind !== "union" || typeof tag !== "string" || own(root.members, tag) || own(root.retired, tag) || PLAN.unknown.rootMembers !== "surface") return { value, warnings };
  return { value, warnings: [{ code: "unknown-member", path: "", message: ${"`"}unknown ${"${root.tag}"} "${"${tag}"}"${"`"} }, ...warnings], unknownTag: tag };
}

function walkType(typeName: string, value: unknown, path: string, warnings: ParseWarning[]): unknown {
  const type = PLAN.types[typeName];
  if (type === undefined) return value;
  if (type.kind === "alias") return walkShape(type.walk, value, path, warnings);
  if (!isObject(value)) return value;
  if (type.kind === "object") return walkObject(type, value, path, warnings);
  let current = value;
  const found = current[type.tag];
  if (typeof found !== "string") return value;
  let tag: string = found;
  const rule = own(type.retired, tag) ? type.retired[tag] : undefined;
  if (rule !== undefined) {
    current = translate(current, type.tag, rule);
    warnings.push({ code: "retired-member", path, message: ${"`"}retired ${"${type.tag}"} "${"${tag}"}" read as "${"${String(current[type.tag])}"}"${"`"} });
    tag = current[type.tag] as string;
  }
  const member = own(type.members, tag) ? type.members[tag] : undefined;
  // An unknown member is DROP; whoever holds it decides, by position and policy, what that means.
  return member === undefined ? DROP : walkType(member, current, path, warnings);
}

function walkObject(type: Extract<PlanType, { kind: "object" }>, value: Record<string, unknown>, path: string, warnings: ParseWarning[]): unknown {
  let copy: Record<string, unknown> | undefined;
  let lost = false;
  const strip = type.closed && PLAN.unknown.properties === "strip";
  for (const key of Object.keys(value)) {
    const property = own(type.properties, key) ? type.properties[key] : undefined;
    if (property !== undefined && property.walk === undefined && property.nullAsAbsent !== true) continue; // the common case: nothing to do
    const at = ${"`"}${"${path}"}/${"${token(key)}"}${"`"};
    if (property === undefined) {
      if (!strip) continue;
      copy ??= { ...value };
      delete copy[key];
      warnings.push({ code: "unknown-property", path: at, message: ${"`"}unknown property "${"${key}"}" removed${"`"} });
      continue;
    }
    const item = value[key];
    if (item === null && property.nullAsAbsent === true) {
      copy ??= { ...value };
      delete copy[key];
      warnings.push({ code: "null-as-absent", path: at, message: ${"`"}null "${"${key}"}" read as absent${"`"} });
      continue;
    }
    if (property.walk === undefined) continue;
    const next = walkShape(property.walk, item, at, warnings);
    if (next === DROP && property.required) {
      lost = true; // finish the walk first, so the warnings do not depend on key order
      continue;
    }
    if (next === DROP && PLAN.unknown.optionalMembers !== "remove") continue;
    if (next === DROP) {
      copy ??= { ...value };
      delete copy[key];
      warnings.push({ code: "unknown-member-removed", path: at, message: ${"`"}unknown member in "${"${key}"}" removed${"`"} });
    } else if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return lost ? DROP : (copy ?? value);
}

function walkShape(walk: Walk, value: unknown, path: string, warnings: ParseWarning[]): unknown {
  if ("ref" in walk) return walkType(walk.ref, value, path, warnings);
  if ("array" in walk) {
    if (!Array.isArray(value)) return value;
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i: number) => {
      const at = ${"`"}${"${path}"}/${"${i}"}${"`"};
      let next = walkShape(walk.array, item, at, warnings);
      if (next === DROP && PLAN.unknown.arrayMembers !== "drop") next = item;
      if (next === DROP) warnings.push({ code: "unknown-member-dropped", path: at, message: "unknown member dropped" });
      if (copy === undefined && next !== item) copy = value.slice(0, i);
      if (copy !== undefined && next !== DROP) copy.push(next);
    });
    return copy ?? value;
  }
  if ("map" in walk) {
    if (!isObject(value)) return value;
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const next = walkShape(walk.map, value[key], ${"`"}${"${path}"}/${"${token(key)}"}${"`"}, warnings);
      if (next !== value[key] && next !== DROP) {
        copy ??= { ...value };
        copy[key] = next;
      }
    }
    return copy ?? value;
  }
  const option = walk.choice.find((o) => (Array.isArray(value) ? "array" in o : isObject(value) && !("array" in o)));
  return option === undefined ? value : walkShape(option, value, path, warnings);
}

function translate(value: Record<string, unknown>, tagName: string, rule: Rule): Record<string, unknown> {
  const out = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  out[tagName] = targetTag(rule.to, value);
  for (const op of rule.patch ?? []) apply(out, op);
  const chosen = (rule.cases ?? []).find((c) => lookup(value, c.when).found);
  for (const op of chosen?.patch ?? []) apply(out, op);
  return out;
}

function targetTag(to: Target, value: Record<string, unknown>): string {
  if (typeof to === "string") return to;
  const by = lookup(value, to.by).value;
  const hit = typeof by === "string" ? to.prefixes.find((p) => by.startsWith(p.prefix)) : undefined;
  return hit === undefined ? to.otherwise : hit.tag;
}

function lookup(value: unknown, pointer: string): { found: boolean; value?: unknown } {
  let node = value;
  for (const t of tokens(pointer)) {
    if (!isObject(node) || !own(node, t)) return { found: false };
    node = node[t];
  }
  return { found: true, value: node };
}

function apply(target: Record<string, unknown>, op: Op): void {
  if (op.op === "add") return place(target, op.path, op.value);
  const from = op.op === "move" ? op.from : op.path;
  const found = lookup(target, from);
  if (!found.found) return;
  const parts = tokens(from);
  const parent = lookup(target, parts.slice(0, -1).map((t) => "/" + token(t)).join("")).value as Record<string, unknown>;
  delete parent[parts[parts.length - 1] as string];
  if (op.op === "move") place(target, op.path, found.value);
}

/** Sets the value at a pointer, creating missing objects on the way; a non-object in the way wins. */
function place(target: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = tokens(pointer);
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!own(node, part)) node[part] = {};
    const next = node[part];
    if (!isObject(next)) return;
    node = next;
  }
  node[parts[parts.length - 1] as string] = value;
}
`;

export function emitReceivers(ir: ModuleIR): string {
  const plan = ir.receivers ?? buildReceiverPlan(ir, undefined);
  const source = planSource(plan);
  // Only the shared entries this plan names: an unused constant fails noUnusedLocals.
  const shared = Object.entries(SHARED_ENTRIES).filter(([name]) => new RegExp(`[:.]${name}[,}]`).test(source));
  return file([
    tsHeader(ir.schemaDir),
    ...(shared.length === 0 ? [] : ["// Most properties only need to be known; they share one entry, which keeps the plan small in a bundle."]),
    ...shared.map(([name, value]) => `const ${name} = ${value} as const;`),
    "// Spreading is a side effect as far as a bundler knows; the annotated call says it is not one.",
    `const PLAN: Plan = /*#__PURE__*/ (() => (${source}))();`,
    runtime,
  ]);
}

const SHARED_ENTRIES = {
  OPTIONAL: "{ required: false }",
  REQUIRED: "{ required: true }",
  CLOSED: '{ kind: "object", closed: true }',
  OPEN: '{ kind: "object", closed: false }',
} as const;

type ReceiverPlan = ReturnType<typeof buildReceiverPlan>;

/** The plan as TypeScript source: JSON, except that plain property entries name a shared constant. */
function planSource(plan: ReceiverPlan): string {
  const types = Object.entries(plan.types).map(([name, type]) => {
    if (type.kind !== "object") return `${JSON.stringify(name)}:${JSON.stringify(type)}`;
    const properties = Object.entries(type.properties).map(([key, p]) => {
      const plain = Object.keys(p).length === 1;
      return `${JSON.stringify(key)}:${plain ? (p.required ? "REQUIRED" : "OPTIONAL") : JSON.stringify(p)}`;
    });
    const { kind: _kind, closed, properties: _properties, ...rest } = type;
    const head = JSON.stringify({ ...rest, properties: {} }).slice(1);
    return `${JSON.stringify(name)}:{...${closed ? "CLOSED" : "OPEN"},${head.replace('"properties":{}', `"properties":{${properties.join(",")}}`)}`;
  });
  return JSON.stringify({ ...plan, types: {} }).replace('"types":{}', `"types":{${types.join(",")}}`);
}
