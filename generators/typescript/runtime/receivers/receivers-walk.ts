/**
 * The walk of a decoded document with the module's plan: retired members translated, unknown
 * properties stripped, unknown union members dropped, removed or surfaced, each change reported
 * as a warning with a JSON Pointer (receivers.ts runs it).
 */
import { PLAN, UNSETTLED } from "./receivers-plan.js";
import { DROP, isObject, isRetired, type Table, tableOf, token } from "./receivers-tables.js";
import { translate } from "./receivers-translate.js";
import type { ParseWarning, Tolerated, Walk } from "./receivers-types.js";

/**
 * How much a walk takes below the top as it is, unchecked: level 0 nothing, 1 values of a type not
 * UNSETTLED, 2 every value (receivers.ts, trustIn); taken counts the values it took. Set by whoever
 * starts a walk, and level put back to 0 when it ends.
 */
export const trust = { level: 0, taken: 0 };

const unknownProperty = (path: string, key: string): ParseWarning => ({
  code: "unknown-property",
  path,
  message: `unknown property "${key}" removed`,
});

/** The warning about an unknown property at the top, one per name: a warning is read-only. */
const topWarnings: Map<string, ParseWarning> = /*#__PURE__*/ new Map();

/** Whether this is the shared warning about the unknown top-level property `key`. */
export const isTopWarning = (key: string, warning: ParseWarning): boolean => topWarnings.get(key) === warning;

function topUnknown(key: string): ParseWarning {
  let found = topWarnings.get(key);
  if (found === undefined) {
    found = Object.freeze(unknownProperty(`/${token(key)}`, key));
    if (topWarnings.size < 256) topWarnings.set(key, found); // names come from the input: the cache stays small
  }
  return found;
}


export function walkRoot(typeName: string, value: unknown): Tolerated {
  const warnings: ParseWarning[] = [];
  const result = walkType(typeName, value, "", warnings);
  if (warnings.length > 1) warnings.sort(byPathThenCode);
  if (result !== DROP) return { value: result, warnings };
  const root = tableOf(typeName);
  // Unknown material where the document cannot do without it: surfaced when the root tag itself
  // is unknown and the module says so, otherwise left in place for validation to reject.
  const tag = root?.kind === "union" && isObject(value) ? value[root.tag] : undefined;
  if (root?.kind !== "union" || typeof tag !== "string" || root.members.has(tag) || root.retired.has(tag) || PLAN.unknown.rootMembers !== "surface") return { value, warnings };
  return { value, warnings: [{ code: "unknown-member", path: "", message: `unknown ${root.tag} "${tag}"` }, ...warnings], unknownTag: tag };
}

export const byPathThenCode = (a: ParseWarning, b: ParseWarning): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

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
    warnings.push({ code: "retired-member", path, message: `retired ${type.tag} "${tag}" read as "${String(current[type.tag])}"` });
    tag = current[type.tag] as string;
  }
  const member = type.members.get(tag);
  // An unknown member is DROP; whoever holds it decides, by position and policy, what that means.
  return member === undefined ? DROP : walkType(member, current, path, warnings);
}

/** With top (strippedAtTop), the object is a document's top: its unknown properties' warnings are shared. */
export function walkObject(type: Extract<Table, { kind: "object" }>, value: Record<string, unknown>, path: string, warnings: ParseWarning[], top = false): unknown {
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
      warnings.push(top ? topUnknown(key) : unknownProperty(`${path}/${token(key)}`, key));
      continue;
    }
    const at = `${path}/${token(key)}`;
    const item = value[key];
    if (item === null && property.nullAsAbsent === true) {
      (removed ??= []).push(key);
      warnings.push({ code: "null-as-absent", path: at, message: `null "${key}" read as absent` });
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
      warnings.push({ code: "unknown-member-removed", path: at, message: `unknown member in "${key}" removed` });
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
const takenAsIs = (walk: Walk): boolean => trust.level > 0 && "ref" in walk && (trust.level > 1 || !UNSETTLED.has(walk.ref));

function walkShape(walk: Walk, value: unknown, path: string, warnings: ParseWarning[]): unknown {
  if ("ref" in walk) {
    if (!takenAsIs(walk)) return walkType(walk.ref, value, path, warnings);
    trust.taken++;
    return value;
  }
  if ("array" in walk) {
    if (!Array.isArray(value)) return value;
    if (takenAsIs(walk.array)) {
      if (value.length > 0) trust.taken++;
      return value;
    }
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const at = `${path}/${i}`;
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
      if (Object.keys(value).length > 0) trust.taken++;
      return value;
    }
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const next = walkShape(walk.map, value[key], `${path}/${token(key)}`, warnings);
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
