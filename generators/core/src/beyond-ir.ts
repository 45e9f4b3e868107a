/**
 * What the IR does not say about a type: the part of its schema that the typed checks of a
 * generated validator leave out (`not`, `if`/`then`/`else`, `dependentRequired`, an `anyOf` of
 * `required` lists, `patternProperties`, a `oneOf` whose options overlap, …). The result is a
 * JSON Schema (2020-12, over the module's bundle) that a small evaluator in each runtime applies
 * to the raw value beside the typed checks, so that both together accept what the whole schema
 * accepts. It mirrors build-ir.ts and build-shape.ts: a keyword the IR reads exactly is left out; one it reads
 * partly or not at all is kept whole, with its subschemas, for the evaluator.
 *
 * `properties`, `items` and `additionalProperties` are kept only to reach a nested part that has
 * something left; `{"x-canon-beyond": "T"}` marks a value of a named type `T` that has such a
 * part of its own, for a runtime that checks the whole document at once (Go); one whose types
 * check themselves (Python's models) skips the mark.
 */
import type { ModuleIR, NamedType } from "./ir.js";
import {
  jsonType,
  KIND_KEYWORDS,
  mayMatch,
  type Residual,
  refName,
  TYPED,
  typeAllows,
  VALIDATION,
} from "./beyond-keywords.js";
import { isSchemaObject, type SchemaObject } from "./walk.js";

export const BEYOND_MARK = "x-canon-beyond";

const ITEM_KEYWORDS = ["prefixItems", "items", "contains", "minContains", "maxContains"];

class Residuals {
  constructor(
    private readonly defs: Record<string, SchemaObject>,
    /** Named types that have a part left, or reach one through their values. */
    private readonly marked: ReadonlySet<string>,
  ) {}

  /** The keywords of `schema` not in `consumed`, kept whole, plus the nested parts given. */
  private left(schema: SchemaObject, consumed: readonly string[], nested: SchemaObject = {}): Residual {
    const kept: SchemaObject = {};
    for (const [key, value] of Object.entries(schema))
      if (VALIDATION.has(key) && !consumed.includes(key)) kept[key] = value;
    // `then`/`else` mean nothing without `if`, and `if` nothing without them.
    if (!("if" in kept)) delete kept["then"], delete kept["else"];
    else if (!("then" in kept) && !("else" in kept)) delete kept["if"];
    // unevaluatedItems judges the items the keywords beside it left: they come along whole.
    if ("unevaluatedItems" in kept) for (const key of ITEM_KEYWORDS) if (key in schema) kept[key] = schema[key];
    const all = { ...nested, ...kept };
    return Object.keys(all).length === 0 ? undefined : all;
  }

  named(type: NamedType): Residual {
    const schema = this.defs[type.name] ?? {};
    switch (type.kind) {
      case "union":
        return this.left(schema, ["type", "oneOf", "anyOf", "discriminator"]);
      case "enum":
        return this.left(schema, ["type", "enum"]);
      case "alias":
        return this.shape(schema);
      case "object": {
        const properties: SchemaObject = {};
        const declared = isSchemaObject(schema["properties"]) ? schema["properties"] : {};
        for (const [name, sub] of Object.entries(declared)) {
          const part = isSchemaObject(sub) ? this.shape(sub) : sub === false ? false : undefined;
          if (part !== undefined) properties[name] = part;
        }
        const nested: SchemaObject = Object.keys(properties).length > 0 ? { properties } : {};
        const extra = schema["additionalProperties"];
        const consumed = ["type", "properties", "required"];
        const closedBeside = this.closedBesidePatterns(schema);
        // The properties of its allOf parts, which the IR merges in, are not the object's own:
        // an additionalProperties beside them judges them too, which only the evaluator says.
        const judgesParts = Array.isArray(schema["allOf"]) && extra !== undefined && extra !== true;
        if (closedBeside !== undefined) {
          consumed.push("patternProperties", "additionalProperties");
          Object.assign(nested, closedBeside);
        } else if (judgesParts) {
          // kept whole
        } else if (isSchemaObject(extra)) {
          const part = this.shape(extra);
          if (part !== undefined && !isSchemaObject(schema["patternProperties"])) nested["additionalProperties"] = part;
          if (!isSchemaObject(schema["patternProperties"])) consumed.push("additionalProperties");
        } else if (extra !== false || !isSchemaObject(schema["patternProperties"]))
          consumed.push("additionalProperties");
        const residual = this.left(schema, consumed, nested);
        // An unknown (or unevaluated) property is judged by the names beside it: they come along,
        // as `true` where the typed checks cover them, and so does an additionalProperties that
        // evaluates every other name.
        const judgesNames =
          residual !== undefined &&
          ("unevaluatedProperties" in residual ||
            // an additionalProperties part (whole or nested) must not reach the declared names
            "additionalProperties" in residual);
        if (residual !== undefined && judgesNames) {
          residual["properties"] = {
            ...Object.fromEntries(Object.keys(declared).map((k) => [k, true])),
            ...properties,
          };
          if (extra !== undefined && !("additionalProperties" in residual))
            residual["additionalProperties"] = isSchemaObject(nested["additionalProperties"])
              ? nested["additionalProperties"]
              : true;
        }
        return residual;
      }
    }
  }

  /** The part of a value's schema that `shapeOf` (build-shape.ts) does not turn into its shape. */
  shape(schema: SchemaObject): Residual {
    const ref = refName(schema["$ref"]);
    if (typeof schema["$ref"] === "string") {
      // unevaluatedProperties/Items beside it judge by what the referenced schema evaluates, so
      // the `$ref` comes along whole.
      const judged = "unevaluatedProperties" in schema || "unevaluatedItems" in schema;
      const mark = ref !== undefined && this.marked.has(ref) ? { [BEYOND_MARK]: ref } : {};
      return this.left(schema, judged ? [] : ["$ref"], mark);
    }
    if ("const" in schema) {
      const value = schema["const"];
      if (value !== null && typeof value === "object") return this.left(schema, []);
      return this.left(schema, typeAllows(schema["type"] ?? jsonType(value), value) ? ["const", "type"] : ["const"]);
    }
    if (Array.isArray(schema["enum"])) {
      const values = schema["enum"] as unknown[];
      if (values.some((v) => v !== null && typeof v === "object")) return this.left(schema, []);
      const typed = schema["type"] === undefined || values.every((v) => typeAllows(schema["type"], v));
      return this.left(schema, typed ? ["enum", "type"] : ["enum"]);
    }
    if (
      isSchemaObject(schema["not"]) &&
      schema["type"] === undefined &&
      schema["anyOf"] === undefined &&
      schema["oneOf"] === undefined
    ) {
      const notNull = schema["not"]["type"] === "null" && Object.keys(schema["not"]).length === 1;
      return this.left(schema, notNull ? ["not"] : []);
    }
    const parts = schema["allOf"];
    // Split, the parts would no longer show the items and properties they evaluate to an
    // unevaluatedItems or unevaluatedProperties beside them.
    const judgesEvaluated = "unevaluatedItems" in schema || "unevaluatedProperties" in schema;
    if (
      Array.isArray(parts) &&
      parts.length > 0 &&
      schema["type"] === undefined &&
      !("properties" in schema) &&
      !judgesEvaluated
    ) {
      const first = isSchemaObject(parts[0]) ? this.shape(parts[0]) : parts[0] === true ? undefined : { not: {} };
      const rest = this.left({ ...schema, allOf: parts.slice(1) }, parts.length > 1 ? [] : ["allOf"]);
      return first === undefined ? rest : rest === undefined ? first : { allOf: [first, rest] };
    }
    if (Array.isArray(schema["anyOf"]) || Array.isArray(schema["oneOf"])) {
      const key = "anyOf" in schema ? "anyOf" : "oneOf";
      const options = schema[key] as unknown[];
      // A choice is tried option by option: it is exact only when no option has a part left.
      const exact =
        options.every((o) => isSchemaObject(o) && this.shape(o) === undefined) &&
        (key === "anyOf" || this.exclusive(options as SchemaObject[]));
      return this.left(schema, exact ? [key] : []);
    }
    const type = schema["type"];
    // Each keyword applies to one JSON type only, so a list of types reads the keywords of each.
    if (type === undefined) return this.left(schema, []);
    return this.typed(schema, Array.isArray(type) ? type : [type]);
  }

  /**
   * Keys closed off beside key patterns (`additionalProperties: false`): the names stay to be
   * judged, but the value under a pattern is left whole only where the IR does not type it
   * exactly. With one pattern, the IR's values are that pattern's schema (build-shape's
   * otherValues), so only its part left comes along; a pattern of any value needs no check. The
   * compose file's maps of services, networks and volumes were each checked whole again.
   */
  private closedBesidePatterns(schema: SchemaObject): SchemaObject | undefined {
    const patterns = schema["patternProperties"];
    if (schema["additionalProperties"] !== false || !isSchemaObject(patterns)) return undefined;
    const entries = Object.entries(patterns);
    // A declared property the pattern also matches must satisfy both schemas; the IR types it by
    // its own only.
    const declared = Object.keys(isSchemaObject(schema["properties"]) ? schema["properties"] : {});
    const parts = entries.map(([pattern, value]): [string, unknown] => {
      if (value === true || (isSchemaObject(value) && Object.keys(value).length === 0)) return [pattern, true];
      if (entries.length === 1 && isSchemaObject(value) && !declared.some((name) => mayMatch(pattern, name)))
        return [pattern, this.shape(value) ?? true];
      return [pattern, value];
    });
    return { patternProperties: Object.fromEntries(parts), additionalProperties: false };
  }

  /** A `type` the IR spells: the keywords it reads, and the part left in its items or values. */
  private typed(schema: SchemaObject, types: readonly unknown[]): Residual {
    const consumed: string[] = excludedKeywords(types);
    const nested: SchemaObject = {};
    for (const type of types) {
      if (typeof type !== "string" || TYPED[type] === undefined || (type === "object" && "properties" in schema))
        return this.left(schema, []);
      // An integer's multipleOf that is no integer (0.5) is no constraint of an integer type in
      // every language (pydantic's takes integers only): the evaluator checks it.
      const fractional = type === "integer" && !Number.isInteger(schema["multipleOf"] ?? 1);
      consumed.push("type", ...(TYPED[type] as readonly string[]).filter((k) => !(fractional && k === "multipleOf")));
      const closedBeside = type === "object" ? this.closedBesidePatterns(schema) : undefined;
      if (closedBeside !== undefined) {
        consumed.push("patternProperties", "additionalProperties");
        Object.assign(nested, closedBeside);
        continue;
      }
      const child = type === "array" ? "items" : type === "object" ? "additionalProperties" : undefined;
      if (
        child !== undefined &&
        (isSchemaObject(schema[child]) || schema[child] === undefined || schema[child] === true)
      ) {
        consumed.push(child);
        const part = isSchemaObject(schema[child]) ? this.shape(schema[child]) : undefined;
        if (part !== undefined) nested[child] = part;
      }
    }
    return this.left(schema, consumed, nested);
  }

  /** Whether at most one option of a `oneOf` can hold for any value, by the JSON types they allow. */
  private exclusive(options: readonly SchemaObject[]): boolean {
    const kinds = options.map((o) => this.kindsOf(o));
    if (kinds.some((k) => k === undefined)) return false;
    const seen = new Set<string>();
    for (const k of kinds as Set<string>[]) {
      const widened = new Set([...k, ...(k.has("number") ? ["integer"] : []), ...(k.has("integer") ? ["number"] : [])]);
      if ([...widened].some((t) => seen.has(t))) return false;
      for (const t of widened) seen.add(t);
    }
    return true;
  }

  private kindsOf(schema: SchemaObject): Set<string> | undefined {
    const ref = refName(schema["$ref"]);
    if (ref !== undefined) {
      const target = this.defs[ref];
      return target === undefined ? undefined : this.kindsOf(target);
    }
    if ("const" in schema) return new Set([jsonType(schema["const"])]);
    if (Array.isArray(schema["enum"])) return new Set((schema["enum"] as unknown[]).map(jsonType));
    if (typeof schema["type"] === "string") return new Set([schema["type"]]);
    if (Array.isArray(schema["type"])) return new Set(schema["type"] as string[]);
    if (isSchemaObject(schema["properties"])) return new Set(["object"]);
    return undefined;
  }
}

/** The keywords of the kinds a list of types excludes, which apply to no value it allows. */
function excludedKeywords(types: readonly unknown[]): string[] {
  const allows = (kind: string) => types.includes(kind) || (kind === "number" && types.includes("integer"));
  return Object.entries(KIND_KEYWORDS).flatMap(([kind, keywords]) => (allows(kind) ? [] : keywords));
}

/**
 * Each named type's part beyond the IR, by type name; types with nothing left are absent.
 * `marks` adds the marks of nested named types that have a part (for whole-document checks).
 */
export function beyondIR(ir: ModuleIR, options: { marks: boolean } = { marks: false }): Map<string, SchemaObject> {
  const defs = (ir.bundle["$defs"] ?? {}) as Record<string, SchemaObject>;
  const own = new Residuals(defs, new Set());
  const found = new Map<string, SchemaObject>();
  for (const type of ir.types) {
    const part = own.named(type);
    if (part !== undefined) found.set(type.name, part);
  }
  if (!options.marks || found.size === 0) return found;
  // A type is marked when it has a part or one of its values' types is marked: a fixed point.
  const marked = new Set(found.keys());
  for (let grew = true; grew; ) {
    grew = false;
    const probe = new Residuals(defs, marked);
    for (const type of ir.types)
      if (!marked.has(type.name) && probe.named(type) !== undefined) marked.add(type.name), (grew = true);
  }
  const withMarks = new Residuals(defs, marked);
  return new Map(
    ir.types.flatMap((t) => (marked.has(t.name) ? [[t.name, withMarks.named(t) as SchemaObject] as const] : [])),
  );
}
