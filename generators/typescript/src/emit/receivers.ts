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

type Property = Extract<PlanType, { kind: "object" }>["properties"][string];
/**
 * The plan of one type in the form the walk asks it, built the first time the type is walked:
 * maps answer "is this key known", "what does this tag map to" without a prototype check.
 */
type Table =
  | { readonly kind: "object"; readonly properties: ReadonlyMap<string, Property>; readonly strip: boolean }
  | { readonly kind: "union"; readonly tag: string; readonly members: ReadonlyMap<string, string>; readonly retired: ReadonlyMap<string, Rule>; readonly retiredTags: readonly string[] }
  | { readonly kind: "alias"; readonly walk: Walk };

const tables: Map<string, Table | null> = /*#__PURE__*/ new Map();

function tableOf(typeName: string): Table | null {
  let table = tables.get(typeName);
  if (table === undefined) {
    const type = own(PLAN.types, typeName) ? PLAN.types[typeName] : undefined;
    const entries = (o: object) => new Map(Object.entries(o));
    table = type === undefined || type.kind === "alias" ? (type ?? null) : type.kind === "union" ? { ...type, members: entries(type.members), retired: entries(type.retired), retiredTags: Object.keys(type.retired) } : { kind: "object", properties: entries(type.properties), strip: type.closed && PLAN.unknown.properties === "strip" };
    tables.set(typeName, table);
  }
  return table;
}

/**
 * A tag read by JSON.parse is a new string every time: a Map lookup hashes all of it, comparing it
 * with a union's few retired tags (length first) does not.
 */
const isRetired = (table: Extract<Table, { kind: "union" }>, tag: string): boolean => table.retiredTags.includes(tag);

/** Whether the plan can change a document of this type at all. */
export function tolerates(typeName: string): boolean {
  return PLAN.types[typeName] !== undefined;
}

export interface Tolerated {
  readonly value: unknown;
  readonly warnings: readonly ParseWarning[];
  /** The document is a member of the union this package does not know: its tag. */
  readonly unknownTag?: string;
  /** A settled value below the top was taken as it is, unchecked (see tolerate's trust argument). */
  readonly trusted?: true;
}

/**
 * How much a walk takes below the top as it is, unchecked: 0 nothing, 1 values of a type not
 * UNSETTLED, 2 every value (trustIn); and how many values it took.
 */
let trusting = 0;
let trustedCount = 0;

/** A null, an escape that could spell a tag (\u, \/), or a retired tag as JSON text; built on first use. */
let untrusting: RegExp | undefined;

/**
 * The trust a walk of this JSON text may take (tolerate's trust argument). Without a null, a retired
 * tag, or an escape that could spell either, the walk changes nothing below the top of a document
 * that the guard then accepts: every value there may be taken as it is (2). Otherwise, values of
 * settled types (1). One regular expression: a dozen substring searches cost ten times more.
 */
export function trustIn(text: string | undefined): number {
  if (text === undefined) return 1;
  untrusting ??= new RegExp(
    [
      "null",
      "\\\\[u/]",
      ...Object.values(PLAN.types).flatMap((t) => (t.kind === "union" ? Object.keys(t.retired) : [])).map((tag) => JSON.stringify(tag).replace(/[.*+?^$(){}|[\]\\]/g, "\\$&")),
    ].join("|"),
  );
  return untrusting.test(text) ? 1 : 2;
}

/**
 * The document as a receiver of this module reads it, with every change it made. Never throws on JSON input.
 * With trust, values below the top of a type not UNSETTLED are taken as they are, not walked: the caller checks the
 * result with the guard anyway, and when that check fails and trusted is set, walks again without
 * trust. If the check passes, every trusted value was valid and a full walk would have left it as it
 * is, so the result is the same; a document from a newer producer with one extra top-level field is
 * walked at its top only and its nested values are checked once, by that final check.
 */
export function tolerate(typeName: string, value: unknown, trust = 0): Tolerated {
  trusting = trust;
  trustedCount = 0;
  try {
    const read = walkRoot(typeName, value);
    return trustedCount === 0 ? read : { ...read, trusted: true };
  } finally {
    trusting = 0;
  }
}

/**
 * The common case of a newer producer: unknown properties at the top of a member (or of the type),
 * read by the walk of that one object, with trust as tolerate takes it, and one shared warning per
 * name. The caller checks the value with the guard, as after tolerate: the answer is tolerate's,
 * with trust, which walks the same object after the same dispatch. Undefined when the root is no
 * such object (an unknown or retired tag) or its walk drops it.
 */
export function strippedAtTop(typeName: string, value: unknown, trust: number): Tolerated | undefined {
  if (!isObject(value)) return undefined;
  let type = tableOf(typeName);
  if (type?.kind === "union") {
    const tag = value[type.tag];
    const member = typeof tag === "string" && !isRetired(type, tag) ? type.members.get(tag) : undefined;
    type = member === undefined ? null : tableOf(member);
  }
  if (type?.kind !== "object") return undefined;
  const warnings: ParseWarning[] = [];
  trusting = trust;
  trustedCount = 0;
  try {
    const read = walkObject(type, value, "", warnings, true);
    if (read === DROP) return undefined;
    if (warnings.length > 1) warnings.sort(byPathThenCode);
    else if (warnings.length === 1) learn(typeName, value, warnings[0] as ParseWarning);
    return trustedCount === 0 ? { value: read, warnings } : { value: read, warnings, trusted: true };
  } finally {
    trusting = 0;
  }
}

/**
 * Per type, the unknown property last removed when it was the only change and the document's last
 * key (a newer producer adds the same field to every event, at the end), with its warnings; only
 * a name no member has, of a type whose every member strips unknown properties.
 */
const learned: Map<string, Learned> = /*#__PURE__*/ new Map();

/** A learned property; held is its value while strippedLearned has taken it out. */
export interface Learned {
  readonly key: string;
  readonly warnings: readonly ParseWarning[];
  held?: unknown;
}

/** Called with the walk's only warning: a refused or unchanged document has none and costs nothing here. */
function learn(typeName: string, value: Record<string, unknown>, warning: ParseWarning): void {
  const keys = Object.keys(value);
  const key = keys[keys.length - 1] as string;
  // "__proto__" is never learned: putting it back by assignment would set the prototype instead.
  if (key === "__proto__" || warning !== topWarnings.get(key) || learned.get(typeName)?.key === key) return;
  const root = tableOf(typeName);
  const members = root?.kind === "union" ? [...root.members.values()].map(tableOf) : [root];
  if (members.every((t) => t?.kind === "object" && t.strip && !t.properties.has(key))) learned.set(typeName, { key, warnings: Object.freeze([warning]) });
}

/**
 * The document without its learned last property (taken out in place: the caller parsed the value
 * itself from text, and removing the last key keeps the object's shape fast for the guard), and the
 * property's warnings; undefined when its last key is another. If the guard accepts what remains,
 * the walk would have changed nothing else: it goes into none of the member's properties
 * (inertAtTop), or the text holds nothing it changes below the top (trustIn). putBack undoes it.
 */
export function strippedLearned(typeName: string, value: unknown, text: string): Learned | undefined {
  const found = learned.get(typeName);
  if (found === undefined || !isObject(value)) return undefined;
  let last: string | undefined;
  for (const key in value) last = key; // no array of keys to build, unlike Object.keys
  if (last !== found.key || !own(value, last) || (!inertAtTop(typeName, value) && trustIn(text) !== 2)) return undefined;
  found.held = value[last];
  delete value[last];
  return found;
}

/** Per type: the tags of its current members whose properties the walk goes into none of (a union), or whether it is such an object. */
const inertOf: Map<string, { readonly tag?: string; readonly tags?: ReadonlySet<string>; readonly whole: boolean }> = /*#__PURE__*/ new Map();

const inertObject = (table: Table | null): boolean =>
  table?.kind === "object" && [...table.properties.values()].every((p) => p.walk === undefined && p.nullAsAbsent !== true);

/** Whether the walk of this document can do nothing but strip unknown properties at its top. */
function inertAtTop(typeName: string, value: Record<string, unknown>): boolean {
  let found = inertOf.get(typeName);
  if (found === undefined) {
    const root = tableOf(typeName);
    found =
      root?.kind === "union"
        ? { tag: root.tag, tags: new Set([...root.members].filter(([tag, member]) => !isRetired(root, tag) && inertObject(tableOf(member))).map(([tag]) => tag)), whole: false }
        : { whole: inertObject(root) };
    inertOf.set(typeName, found);
  }
  if (found.tags === undefined) return found.whole;
  const tag = value[found.tag as string];
  return typeof tag === "string" && found.tags.has(tag);
}

export function putBack(value: Record<string, unknown>, taken: Learned): void {
  value[taken.key] = taken.held;
  taken.held = undefined;
}

const unknownProperty = (path: string, key: string): ParseWarning => ({ code: "unknown-property", path, message: ${"`"}unknown property "${"${key}"}" removed${"`"} });

/** The warning about an unknown property at the top, one per name: a warning is read-only. */
const topWarnings: Map<string, ParseWarning> = /*#__PURE__*/ new Map();

function topUnknown(key: string): ParseWarning {
  let found = topWarnings.get(key);
  if (found === undefined) {
    found = Object.freeze(unknownProperty(${"`"}/${"${token(key)}"}${"`"}, key));
    if (topWarnings.size < 256) topWarnings.set(key, found); // names come from the input: the cache stays small
  }
  return found;
}

function walkRoot(typeName: string, value: unknown): Tolerated {
  const warnings: ParseWarning[] = [];
  const result = walkType(typeName, value, "", warnings);
  if (warnings.length > 1) warnings.sort(byPathThenCode);
  if (result !== DROP) return { value: result, warnings };
  const root = tableOf(typeName);
  // Unknown material where the document cannot do without it: surfaced when the root tag itself
  // is unknown and the module says so, otherwise left in place for validation to reject.
  const tag = root?.kind === "union" && isObject(value) ? value[root.tag] : undefined;
  if (root?.kind !== "union" || typeof tag !== "string" || root.members.has(tag) || root.retired.has(tag) || PLAN.unknown.rootMembers !== "surface") return { value, warnings };
  return { value, warnings: [{ code: "unknown-member", path: "", message: ${"`"}unknown ${"${root.tag}"} "${"${tag}"}"${"`"} }, ...warnings], unknownTag: tag };
}

const byPathThenCode = (a: ParseWarning, b: ParseWarning): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

function walkType(typeName: string, value: unknown, path: string, warnings: ParseWarning[]): unknown {
  const type = tableOf(typeName);
  if (type === null) return value;
  if (type.kind === "alias") return walkShape(type.walk, value, path, warnings);
  if (!isObject(value)) return value;
  if (type.kind === "object") return walkObject(type, value, path, warnings);
  let current = value;
  const found = current[type.tag];
  if (typeof found !== "string") return value;
  let tag: string = found;
  const rule = isRetired(type, tag) ? type.retired.get(tag) : undefined;
  if (rule !== undefined) {
    current = translate(current, type.tag, rule);
    warnings.push({ code: "retired-member", path, message: ${"`"}retired ${"${type.tag}"} "${"${tag}"}" read as "${"${String(current[type.tag])}"}"${"`"} });
    tag = current[type.tag] as string;
  }
  const member = type.members.get(tag);
  // An unknown member is DROP; whoever holds it decides, by position and policy, what that means.
  return member === undefined ? DROP : walkType(member, current, path, warnings);
}

/** With top (strippedAtTop), the object is a document's top: its unknown properties' warnings are shared. */
function walkObject(type: Extract<Table, { kind: "object" }>, value: Record<string, unknown>, path: string, warnings: ParseWarning[], top = false): unknown {
  let removed: string[] | undefined;
  let replaced: Map<string, unknown> | undefined;
  let lost = false;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const property = type.properties.get(key);
    if (property === undefined ? !type.strip : property.walk === undefined && property.nullAsAbsent !== true) continue; // mostly: nothing to do
    if (property === undefined) {
      (removed ??= []).push(key);
      warnings.push(top ? topUnknown(key) : unknownProperty(${"`"}${"${path}"}/${"${token(key)}"}${"`"}, key));
      continue;
    }
    const at = ${"`"}${"${path}"}/${"${token(key)}"}${"`"};
    const item = value[key];
    if (item === null && property.nullAsAbsent === true) {
      (removed ??= []).push(key);
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
      (removed ??= []).push(key);
      warnings.push({ code: "unknown-member-removed", path: at, message: ${"`"}unknown member in "${"${key}"}" removed${"`"} });
    } else if (next !== item) {
      (replaced ??= new Map()).set(key, next);
    }
  }
  if (lost) return DROP;
  return removed === undefined && replaced === undefined ? value : rebuilt(value, keys, removed ?? [], replaced);
}

/**
 * The object without the removed keys and with the replaced values, built in one go: deleting
 * from a copy leaves a dictionary-mode object, which the guard then reads several times slower.
 */
function rebuilt(value: Record<string, unknown>, keys: readonly string[], removed: readonly string[], replaced: Map<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (removed.includes(key)) continue;
    const item = replaced !== undefined && replaced.has(key) ? replaced.get(key) : value[key];
    if (key === "__proto__") Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out;
}

/**
 * Whether a trusting walk takes every value of this walk as it is: a reference to a settled type.
 * An array or map of those is then taken whole, instead of visiting each item (and building its
 * pointer) only to take it as it is.
 */
const takenAsIs = (walk: Walk): boolean => trusting > 0 && "ref" in walk && (trusting > 1 || !UNSETTLED.has(walk.ref));

function walkShape(walk: Walk, value: unknown, path: string, warnings: ParseWarning[]): unknown {
  if ("ref" in walk) {
    if (!takenAsIs(walk)) return walkType(walk.ref, value, path, warnings);
    trustedCount++;
    return value;
  }
  if ("array" in walk) {
    if (!Array.isArray(value)) return value;
    if (takenAsIs(walk.array)) {
      if (value.length > 0) trustedCount++;
      return value;
    }
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const at = ${"`"}${"${path}"}/${"${i}"}${"`"};
      let next = walkShape(walk.array, item, at, warnings);
      if (next === DROP && PLAN.unknown.arrayMembers !== "drop") next = item;
      if (next === DROP) warnings.push({ code: "unknown-member-dropped", path: at, message: "unknown member dropped" });
      if (copy === undefined && next !== item) copy = value.slice(0, i);
      if (copy !== undefined && next !== DROP) copy.push(next);
    }
    return copy ?? value;
  }
  if ("map" in walk) {
    if (!isObject(value)) return value;
    if (takenAsIs(walk.map)) {
      if (Object.keys(value).length > 0) trustedCount++;
      return value;
    }
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
  const { source, lead } = planSource(plan);
  // Only the shared entries this plan names: an unused constant fails noUnusedLocals.
  const shared = Object.entries(SHARED_ENTRIES).filter(([name]) => new RegExp(`[:.]${name}[,}]`).test(source + lead));
  const unsettled = unsettledTypes(plan);
  return file([
    tsHeader(ir.schemaDir),
    "// Types below which something reads null as absent or retires a tag its union still accepts; a",
    "// valid document of any other type is what the walk would return, and a trusting walk takes it as it is.",
    `const UNSETTLED: ReadonlySet<string> = /*#__PURE__*/ new Set(${JSON.stringify(unsettled)});`,
    ...(shared.length === 0
      ? []
      : ["// Most properties only need to be known; they share one entry, which keeps the plan small in a bundle."]),
    ...shared.map(([name, value]) => `const ${name} = ${value} as const;`),
    ...(lead === "" ? [] : ["// The properties most types begin with, written once.", `const LEAD = ${lead};`]),
    ...(source.includes("walks(")
      ? [
          "// A property with a walk and nothing else: the entry written once, its arguments in each use.",
          "const walks = (required: boolean, walk: Walk): Property => ({ required, walk });",
        ]
      : []),
    "// Spreading is a side effect as far as a bundler knows; the annotated call says it is not one.",
    `const PLAN: Plan = /*#__PURE__*/ (() => (${source}))();`,
    runtime,
  ]);
}

type PlanType = ReceiverPlan["types"][string];
type PlanWalk = NonNullable<Extract<PlanType, { kind: "alias" }>["walk"]>;

/**
 * Types whose valid documents the walk may change. In a valid document no closed object has an
 * unknown key and every tag is a member, so the walk can only change one through a null read as
 * absent (the schema may allow that null) or a retired tag the union still accepts: a type is
 * unsettled when it or a type it reaches has either.
 */
function unsettledTypes(plan: ReceiverPlan): string[] {
  const refs = (w: PlanWalk): string[] =>
    "ref" in w ? [w.ref] : "array" in w ? refs(w.array) : "map" in w ? refs(w.map) : w.choice.flatMap(refs);
  const children = (t: PlanType): string[] =>
    t.kind === "object"
      ? Object.values(t.properties).flatMap((p) => (p.walk === undefined ? [] : refs(p.walk)))
      : t.kind === "union"
        ? Object.values(t.members)
        : refs(t.walk);
  const unsettling = (t: PlanType): boolean =>
    t.kind === "object"
      ? Object.values(t.properties).some((p) => p.nullAsAbsent === true)
      : t.kind === "union" && Object.keys(t.retired).some((tag) => tag in t.members);
  const names = Object.keys(plan.types);
  const unsettled = new Set(names.filter((n) => unsettling(plan.types[n] as PlanType)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const n of names) {
      if (!unsettled.has(n) && children(plan.types[n] as PlanType).some((c) => unsettled.has(c))) {
        unsettled.add(n);
        grew = true;
      }
    }
  }
  return [...unsettled].sort();
}

const SHARED_ENTRIES = {
  OPTIONAL: "{ required: false }",
  REQUIRED: "{ required: true }",
  CLOSED: '{ kind: "object", closed: true }',
  OPEN: '{ kind: "object", closed: false }',
} as const;

type ReceiverPlan = ReturnType<typeof buildReceiverPlan>;

/**
 * The plan as TypeScript source: JSON, except that plain property entries name a shared constant,
 * and the run of plain entries that most object types begin with (an event's envelope) is one
 * constant spread into each.
 */
function planSource(plan: ReceiverPlan): { source: string; lead: string } {
  const objects = Object.entries(plan.types).map(([name, type]) => {
    if (type.kind !== "object") return { name, type, properties: [] as string[] };
    const properties = Object.entries(type.properties).map(([key, p]) => {
      const plain = Object.keys(p).length === 1;
      const walked = Object.keys(p).length === 2 && p.walk !== undefined;
      return `${JSON.stringify(key)}:${plain ? (p.required ? "REQUIRED" : "OPTIONAL") : walked ? `walks(${p.required}, ${JSON.stringify(p.walk)})` : JSON.stringify(p)}`;
    });
    return { name, type, properties };
  });
  const lead = commonLead(objects.map((o) => o.properties));
  const types = objects.map(({ name, type, properties }) => {
    if (type.kind !== "object") return `${JSON.stringify(name)}:${JSON.stringify(type)}`;
    const shared = lead.length > 0 && lead.every((entry, i) => properties[i] === entry);
    const listed = shared ? ["...LEAD", ...properties.slice(lead.length)] : properties;
    const { kind: _kind, closed, properties: _properties, ...rest } = type;
    const head = JSON.stringify({ ...rest, properties: {} }).slice(1);
    return `${JSON.stringify(name)}:{...${closed ? "CLOSED" : "OPEN"},${head.replace('"properties":{}', `"properties":{${listed.join(",")}}`)}`;
  });
  const source = JSON.stringify({ ...plan, types: {} }).replace('"types":{}', `"types":{${types.join(",")}}`);
  return { source, lead: lead.length === 0 ? "" : `{ ${lead.join(", ")} }` };
}

/** The longest run of plain entries that at least four object types begin with, if it saves more than it costs. */
function commonLead(lists: readonly string[][]): string[] {
  const counts = new Map<string, { run: string[]; count: number }>();
  for (const list of lists) {
    let plain = 0;
    while (plain < list.length && /:(REQUIRED|OPTIONAL)$/.test(list[plain] as string)) plain++;
    for (let n = 3; n <= plain; n++) {
      const key = list.slice(0, n).join(",");
      counts.set(key, { run: list.slice(0, n), count: (counts.get(key)?.count ?? 0) + 1 });
    }
  }
  let best: { run: string[]; saved: number } = { run: [], saved: 0 };
  for (const { run, count } of counts.values()) {
    const saved = (count - 1) * run.join(",").length - 8 * count;
    if (count >= 4 && saved > best.saved) best = { run, saved };
  }
  return best.run;
}
