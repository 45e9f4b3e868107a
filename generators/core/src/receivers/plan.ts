/**
 * The receiver plan: a language-neutral table every generator embeds as data and every generated
 * runtime interprets the same way. It lists, per named type, what a tolerant walk needs: an
 * object's known properties (and which of them hold walkable shapes or read null as absent), a
 * union's tag, members and retired tags. Types with nothing to walk are left out.
 */
import type { ModuleIR, NamedType, ObjectType, Shape } from "../ir.js";
import type { ReceiverDeclarations, RetiredRule, UnknownPolicy } from "./declarations.js";
import { setOwn } from "../own-property.js";

/** How to descend into a property value: a named type, array items, map values or choice options. */
export type Walk =
  | { readonly ref: string }
  | { readonly array: Walk }
  | { readonly map: Walk }
  | { readonly choice: readonly Walk[] };

export interface PlanProperty {
  readonly required: boolean;
  readonly walk?: Walk;
  readonly nullAsAbsent?: true;
}

export type PlanType =
  | { readonly kind: "object"; readonly closed: boolean; readonly properties: Readonly<Record<string, PlanProperty>> }
  | {
      readonly kind: "union";
      readonly tag: string;
      readonly members: Readonly<Record<string, string>>;
      readonly retired: Readonly<Record<string, PlanRule>>;
    }
  | { readonly kind: "alias"; readonly walk: Walk };

/** A retired rule as generated runtimes need it: the target tag and the patches. */
export type PlanRule = Pick<RetiredRule, "to" | "patch" | "cases">;

export interface ReceiverPlan {
  readonly unknown: UnknownPolicy;
  readonly types: Readonly<Record<string, PlanType>>;
  /**
   * Types whose valid documents may hold a retired member below the top, so tolerant parsing walks
   * them even when they are valid. A retired tag at the top of a union is checked by the parsers.
   */
  readonly walkAlways: readonly string[];
}

export const DEFAULT_UNKNOWN: UnknownPolicy = {
  properties: "reject",
  arrayMembers: "reject",
  optionalMembers: "reject",
  rootMembers: "surface",
};

function walkOf(shape: Shape, types: ReadonlyMap<string, NamedType>): Walk | undefined {
  switch (shape.kind) {
    case "ref":
      return types.get(shape.name)?.kind === "enum" ? undefined : { ref: shape.name };
    case "array": {
      const items = walkOf(shape.items, types);
      return items === undefined ? undefined : { array: items };
    }
    case "map": {
      const values = walkOf(shape.values, types);
      return values === undefined ? undefined : { map: values };
    }
    case "choice": {
      const options = shape.options.map((o) => walkOf(o, types)).filter((w): w is Walk => w !== undefined);
      return options.length === 0 ? undefined : { choice: options };
    }
    default:
      return undefined;
  }
}

function objectPlan(type: ObjectType, nulls: ReadonlySet<string>, types: ReadonlyMap<string, NamedType>): PlanType {
  const properties: Record<string, PlanProperty> = {};
  for (const p of type.properties) {
    const walk = walkOf(p.shape, types);
    setOwn(properties, p.wireName, {
      required: p.required,
      ...(walk === undefined ? {} : { walk }),
      ...(nulls.has(p.wireName) ? { nullAsAbsent: true as const } : {}),
    });
  }
  return { kind: "object", closed: type.closed, properties };
}

export function buildReceiverPlan(
  ir: Pick<ModuleIR, "types">,
  declarations: ReceiverDeclarations | undefined,
): ReceiverPlan {
  const byName = new Map(ir.types.map((t) => [t.name, t] as const));
  const all: Record<string, PlanType> = {};
  for (const type of ir.types) {
    if (type.kind === "object")
      all[type.name] = objectPlan(type, new Set(declarations?.nullAsAbsent?.[type.name] ?? []), byName);
    else if (type.kind === "union") {
      const rules = (declarations?.retired ?? []).filter((r) => r.union === type.name);
      const retired = Object.fromEntries(
        rules.map(
          (r) =>
            [
              r.tag,
              { to: r.to, ...(r.patch ? { patch: r.patch } : {}), ...(r.cases ? { cases: r.cases } : {}) },
            ] as const,
        ),
      );
      all[type.name] = {
        kind: "union",
        tag: type.tag,
        members: Object.fromEntries(type.members.map((m) => [m.tagValue, m.typeName] as const)),
        retired,
      };
    } else if (type.kind === "alias") {
      const walk = walkOf(type.shape, byName);
      if (walk !== undefined) all[type.name] = { kind: "alias", walk };
    }
  }
  const unknown = declarations?.unknown ?? DEFAULT_UNKNOWN;
  const types = prune(all, unknown);
  // A valid document of a union whose own tag is retired is caught by the parsers' root check; only
  // types that hold such a union in a property must walk every valid document.
  const holdsRetired = (t: PlanType): boolean =>
    t.kind === "union" && Object.keys(t.retired).some((tag) => tag in t.members);
  const leading = new Set(reaching(types, holdsRetired));
  return {
    unknown,
    types,
    walkAlways: Object.keys(types)
      .filter((n) => children(types[n] as PlanType).some((c) => leading.has(c)))
      .sort(),
  };
}

/** Keeps only the types a walk can change: closed objects (when unknown properties are stripped),
 * objects with null-as-absent fields, unions, and anything that leads to one of those. */
function prune(all: Record<string, PlanType>, unknown: UnknownPolicy): Record<string, PlanType> {
  const seed = (t: PlanType): boolean =>
    t.kind === "union" ||
    (t.kind === "object" &&
      ((t.closed && unknown.properties === "strip") || Object.values(t.properties).some((p) => p.nullAsAbsent)));
  const keep = new Set(reaching(all, seed));
  const result: Record<string, PlanType> = {};
  for (const [name, type] of Object.entries(all)) {
    if (!keep.has(name)) continue;
    if (type.kind !== "object") result[name] = type;
    else {
      const properties: Record<string, PlanProperty> = {};
      for (const [wire, p] of Object.entries(type.properties)) {
        const walk = p.walk === undefined ? undefined : trim(p.walk, keep);
        setOwn(properties, wire, {
          required: p.required,
          ...(walk === undefined ? {} : { walk }),
          ...(p.nullAsAbsent ? { nullAsAbsent: true as const } : {}),
        });
      }
      result[name] = { kind: "object", closed: type.closed, properties };
    }
  }
  return result;
}

function trim(walk: Walk, keep: ReadonlySet<string>): Walk | undefined {
  if ("ref" in walk) return keep.has(walk.ref) ? walk : undefined;
  if ("array" in walk) {
    const items = trim(walk.array, keep);
    return items === undefined ? undefined : { array: items };
  }
  if ("map" in walk) {
    const values = trim(walk.map, keep);
    return values === undefined ? undefined : { map: values };
  }
  const options = walk.choice.map((w) => trim(w, keep)).filter((w): w is Walk => w !== undefined);
  return options.length === 0 ? undefined : { choice: options };
}

function refs(walk: Walk): string[] {
  if ("ref" in walk) return [walk.ref];
  if ("array" in walk) return refs(walk.array);
  if ("map" in walk) return refs(walk.map);
  return walk.choice.flatMap(refs);
}

function children(type: PlanType): string[] {
  if (type.kind === "union") return Object.values(type.members);
  if (type.kind === "alias") return refs(type.walk);
  return Object.values(type.properties).flatMap((p) => (p.walk === undefined ? [] : refs(p.walk)));
}

/** Names of the types that satisfy `seed` or lead to one that does, in name order. */
function reaching(types: Record<string, PlanType>, seed: (t: PlanType) => boolean): string[] {
  const memo = new Map<string, boolean>();
  const visit = (name: string): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    memo.set(name, false); // cycles lead nowhere new
    const type = types[name];
    const result = type !== undefined && (seed(type) || children(type).some(visit));
    memo.set(name, result);
    return result;
  };
  return Object.keys(types).filter(visit).sort();
}
