/** The plan of each type in the form the walk asks it, and the small helpers every part of the walk shares. */
import { PLAN } from "./receivers-plan.js";
import type { Property, Rule, Walk } from "./receivers-types.js";

/** What a walk answers for unknown material that its holder decides about (by position and policy). */
export const DROP: unique symbol = Symbol("drop");

export const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A key as a JSON Pointer token. */
export const token = (key: string | number): string => {
  const text = String(key);
  return text.includes("~") || text.includes("/") ? text.replace(/~/g, "~0").replace(/\//g, "~1") : text;
};

export const tokens = (pointer: string): string[] =>
  pointer
    .split("/")
    .slice(1)
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));

/**
 * The plan of one type in the form the walk asks it, built the first time the type is walked:
 * maps answer "is this key known", "what does this tag map to" without a prototype check.
 */
export type Table =
  | { readonly kind: "object"; readonly properties: ReadonlyMap<string, Property>; readonly strip: boolean }
  | {
      readonly kind: "union";
      readonly tag: string;
      readonly members: ReadonlyMap<string, string>;
      readonly retired: ReadonlyMap<string, Rule>;
      readonly retiredTags: readonly string[];
    }
  | { readonly kind: "alias"; readonly walk: Walk };

const tables: Map<string, Table | null> = /*#__PURE__*/ new Map();

export function tableOf(typeName: string): Table | null {
  let table = tables.get(typeName);
  if (table === undefined) {
    const type = own(PLAN.types, typeName) ? PLAN.types[typeName] : undefined;
    const entries = (o: object) => new Map(Object.entries(o));
    table =
      type === undefined || type.kind === "alias"
        ? (type ?? null)
        : type.kind === "union"
          ? { ...type, members: entries(type.members), retired: entries(type.retired), retiredTags: Object.keys(type.retired) }
          : { kind: "object", properties: entries(type.properties), strip: type.closed && PLAN.unknown.properties === "strip" };
    tables.set(typeName, table);
  }
  return table;
}

/**
 * A tag read by JSON.parse is a new string every time: a Map lookup hashes all of it, comparing it
 * with a union's few retired tags (length first) does not.
 */
export const isRetired = (table: Extract<Table, { kind: "union" }>, tag: string): boolean =>
  table.retiredTags.includes(tag);
