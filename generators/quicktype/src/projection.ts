/**
 * The schema quicktype-core reads is a projection of the bundle onto what its type system holds.
 * The validators read the real bundle, so everything dropped here is still enforced.
 *
 * - `$ref` siblings (descriptions at the use site) are dropped: they make quicktype copy the type.
 * - `items: false` and its kin are dropped (quicktype refuses them; they only limit lengths).
 * - A property whose schema no value can satisfy is dropped: `false` (a forbidden property), or a
 *   `type` that excludes every member of its `anyOf`/`oneOf` (`"type": "array"` with object
 *   members). quicktype refuses both ("Schema false is not supported", "empty union"), and a
 *   property that can never be present has no field to type.
 * - With `fieldsFromIr` (emitters that take every field from the IR and only names, docs and
 *   derives from quicktype), the extra-property schemas of an object that also declares properties
 *   are dropped: quicktype cannot unify such records inside unions ("additional properties but
 *   want to make a class"), and the emitter types the extras itself.
 */
import { accessorsFor, type MemberNaming } from "./resolver-names.js";

type Schema = Record<string, unknown>;

/** Keywords whose subschema quicktype refuses as `false`, and that say nothing it types when dropped. */
const ITEM_KEYWORDS = new Set(["items", "additionalItems", "contains", "unevaluatedItems"]);

/** Keywords whose members quicktype may merge into one type. */
const COMBINATORS = new Set(["anyOf", "oneOf", "allOf"]);

/** Keywords whose value is a map of name → subschema. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "dependentSchemas"]);

const isRecord = (value: unknown): value is Schema =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export class QuicktypeProjection {
  constructor(
    private readonly defs: Readonly<Record<string, unknown>>,
    private readonly fieldsFromIr = false,
    private readonly naming?: MemberNaming,
  ) {}

  /** A named type's schema (its own `$ref`, for an alias, is kept with its siblings). */
  type(def: Schema, name?: string): Schema {
    return this.node(def, true, false, name) as Schema;
  }

  private node(node: unknown, isTypeRoot = false, isMember = false, typeName?: string): unknown {
    if (Array.isArray(node)) return node.map((item) => this.node(item));
    if (!isRecord(node)) return node;
    if (typeof node["$ref"] === "string" && !isTypeRoot) return { $ref: node["$ref"] };
    const dropped = new Set<string>();
    const projected: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      // `items: false` (no more items) closes a tuple or forces an empty array: the validators check it.
      if (value === false && ITEM_KEYWORDS.has(key)) continue;
      if (COMBINATORS.has(key) && Array.isArray(value)) {
        projected[key] = value.map((member) => this.node(member, false, true));
        continue;
      }
      if (!SCHEMA_MAPS.has(key) || !isRecord(value)) {
        projected[key] = this.node(value);
        continue;
      }
      const kept: Schema = {};
      for (const [name, child] of Object.entries(value)) {
        if (this.impossible(child)) dropped.add(name);
        else kept[name] = this.node(child);
      }
      projected[key] = kept;
    }
    if (this.fieldsFromIr && isRecord(projected["properties"]) && Object.keys(projected["properties"]).length > 0) {
      delete projected["additionalProperties"];
      delete projected["patternProperties"];
    }
    if (Array.isArray(projected["required"]))
      projected["required"] = projected["required"].filter((name) => !dropped.has(name as string));
    // quicktype merges the members of a union that are alike (two enums, two objects) and cannot
    // merge their accessors: those members keep quicktype's own names.
    const accessors =
      this.naming === undefined || isMember ? undefined : accessorsFor(projected, this.naming, typeName);
    if (accessors !== undefined) projected["qt-accessors"] = accessors;
    return projected;
  }

  /** True when no JSON value satisfies the schema, as far as its `type`s tell. */
  private impossible(schema: unknown): boolean {
    if (schema === false) return true;
    if (!isRecord(schema)) return false;
    const own = this.types(schema, 0);
    if (own === undefined) return false;
    return ["anyOf", "oneOf"].some((key) => {
      const members = schema[key];
      return (
        Array.isArray(members) &&
        members.length > 0 &&
        members.every((member) => {
          const theirs = member === false ? new Set<string>() : this.types(member, 0);
          return theirs !== undefined && ![...theirs].some((t) => overlaps(t, own));
        })
      );
    });
  }

  /** The JSON types a schema allows by its `type` keyword (following `$ref`), if it says. */
  private types(schema: unknown, depth: number): Set<string> | undefined {
    if (!isRecord(schema) || depth > 32) return undefined;
    const type = schema["type"];
    if (typeof type === "string") return new Set([type]);
    if (Array.isArray(type)) return new Set(type.filter((t): t is string => typeof t === "string"));
    const ref = schema["$ref"];
    const local = typeof ref === "string" ? /^#\/\$defs\/([^/]+)$/.exec(ref) : null;
    return local === null
      ? undefined
      : this.types(
          this.defs[
            decodeURIComponent(local[1] as string)
              .replace(/~1/g, "/")
              .replace(/~0/g, "~")
          ],
          depth + 1,
        );
  }
}

function overlaps(type: string, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(type)) return true;
  return (type === "integer" && allowed.has("number")) || (type === "number" && allowed.has("integer"));
}
