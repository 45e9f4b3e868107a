/**
 * Near-miss mutations at IR sites. Each returns a new document; whether it is still valid is
 * not decided here — ajv on the canonical schema is the oracle every SDK must agree with.
 */
import type { Shape } from "@canon-sdk/core";
import type { Random } from "./random.js";
import { isObject, type Path, type Site } from "./sites.js";

/** Valid documents per type name, to borrow realistic values from (patterns, formats). */
export type Donors = ReadonlyMap<string, readonly unknown[]>;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function setAt(
  doc: unknown,
  path: Path,
  update: (parent: Record<string, unknown> | unknown[], key: string | number) => void,
): unknown {
  if (path.length === 0) {
    const holder = { root: doc };
    update(holder, "root");
    return holder.root;
  }
  const copy = clone(doc);
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
  update(parent as Record<string, unknown>, path[path.length - 1] as string | number);
  return copy;
}

const replace = (doc: unknown, path: Path, value: unknown) =>
  setAt(doc, path, (p, k) => ((p as Record<string | number, unknown>)[k] = value));

function edgeStrings(shape: Shape): unknown[] {
  const c = shape.kind === "string" ? shape.constraints : {};
  const values: unknown[] = ["", "héllo wörld 🌍 — ünïcödé", "x".repeat(300), "!!", 7, null, true];
  if (c.minLength !== undefined)
    values.push("a".repeat(c.minLength), "a".repeat(Math.max(0, c.minLength - 1)), "🌍".repeat(c.minLength));
  if (c.maxLength !== undefined)
    values.push("a".repeat(c.maxLength), "a".repeat(c.maxLength + 1), "é".repeat(c.maxLength));
  return values;
}

function edgeNumbers(shape: Shape): unknown[] {
  const c = shape.kind === "integer" || shape.kind === "number" ? shape.constraints : {};
  const values: unknown[] = [0, -1, 1.5, 2 ** 53, -(2 ** 53), 1e300, "1", null, true];
  for (const bound of [c.minimum, c.maximum, c.exclusiveMinimum, c.exclusiveMaximum])
    if (bound !== undefined) values.push(bound, bound - 1, bound + 1);
  return values;
}

const wrongTypes: unknown[] = [null, 0, "", "text", true, [], {}, [1, "a"], { nested: { deeper: true } }];

export function mutate(doc: unknown, site: Site, random: Random, donors: Donors): unknown {
  switch (site.kind) {
    case "tag": {
      const choice = random.int(4);
      if (choice === 0) return replace(doc, site.path, random.pick(site.values));
      if (choice === 1) return replace(doc, site.path, "NOT_A_KNOWN_TAG");
      if (choice === 2) return replace(doc, site.path, random.pick(wrongTypes));
      return setAt(doc, site.path, (p, k) => delete (p as Record<string, unknown>)[k]);
    }
    case "object": {
      const properties = site.type.properties;
      const choice = random.int(6);
      if (choice === 0 || properties.length === 0)
        return setAt(doc, [...site.path, "unexpectedExtra"], (p, k) => ((p as Record<string, unknown>)[k] = 1));
      const property = random.pick(properties);
      const at = [...site.path, property.wireName];
      if (choice === 1) return setAt(doc, at, (p, k) => delete (p as Record<string, unknown>)[k]);
      if (choice === 2) return replace(doc, at, null);
      if (choice === 3) return replace(doc, at, random.pick(wrongTypes));
      if (choice === 4)
        return setAt(doc, [...site.path, "__proto__"], (p) =>
          Object.defineProperty(p, "__proto__", {
            value: { polluted: true },
            enumerable: true,
            configurable: true,
            writable: true,
          }),
        );
      const donor = random.pick(donors.get(site.type.name) ?? [undefined]);
      return isObject(donor) && property.wireName in donor ? replace(doc, at, clone(donor[property.wireName])) : doc;
    }
    case "array": {
      const choice = random.int(3);
      if (choice === 0) return replace(doc, site.path, []);
      if (choice === 1)
        return setAt(doc, site.path, (p, k) => {
          const list = (p as Record<string | number, unknown[]>)[k] ?? [];
          if (list.length > 0) list.push(clone(list[0]));
        });
      return setAt(doc, site.path, (p, k) =>
        (p as Record<string | number, unknown[]>)[k]?.push(random.pick(wrongTypes)),
      );
    }
    case "scalar": {
      const shape = site.shape;
      const pool =
        shape.kind === "string" || shape.kind === "literal"
          ? edgeStrings(shape)
          : shape.kind === "integer" || shape.kind === "number"
            ? edgeNumbers(shape)
            : wrongTypes;
      return replace(doc, site.path, random.pick(pool));
    }
  }
}

/**
 * Turns one optional property off, or on with a value borrowed from a valid document of the same
 * type: walks the space of valid documents (every optional field on and off) rather than away from it.
 */
export function toggleOptional(doc: unknown, site: Site & { kind: "object" }, random: Random, donors: Donors): unknown {
  const optional = site.type.properties.filter((p) => !p.required);
  if (optional.length === 0) return doc;
  const property = random.pick(optional);
  const at = [...site.path, property.wireName];
  const donor = random.pick(donors.get(site.type.name) ?? [undefined]);
  if (random.chance(0.5) || !isObject(donor) || !(property.wireName in donor))
    return setAt(doc, at, (p, k) => delete (p as Record<string, unknown>)[k]);
  return replace(doc, at, clone(donor[property.wireName]));
}
