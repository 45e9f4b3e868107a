/** Turns a module's normalized `$defs` into IR named types, refusing what the IR cannot carry. */
import { otherValues, type Report, shapeOf } from "./build-shape.js";
import { refusesEveryValue } from "./beyond-keywords.js";
import { inferTag, mergeAllOf, unionBody } from "./build-union.js";
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import type { NamedType, Property, Shape } from "./ir.js";
import { childPointer } from "./pointer.js";
import type { TypesTable } from "./types-table.js";
import { allowsObjects, isSchemaObject, type SchemaObject } from "./walk.js";

export function buildNamedTypes(
  defs: Map<string, SchemaObject>,
  table: TypesTable,
): { types: NamedType[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const types: NamedType[] = [];
  for (const [name, schema] of defs) {
    const def = table.types.get(name);
    if (def === undefined) continue;
    const report: Report = (code, message, pointer) =>
      diagnostics.push(diagnostic(code, message, def.source.file, def.source.locate(pointer)));
    const base = {
      name,
      description: text(schema["description"]),
      deprecated: schema["deprecated"] === true,
      origin: { file: def.source.file, pointer: def.pointer },
    };
    types.push({ ...base, ...namedBody(schema, def.pointer, defs, report) } as NamedType);
  }
  return { types: withNullableObjects(types, defs), diagnostics };
}

/**
 * An object type whose schema also allows null (`type: ["object", "null"]`) is marked so, and
 * every reference to it made nullable: the types of every language then accept the null its
 * validator accepts. (An alias carries its own null in its shape.)
 */
function withNullableObjects(types: NamedType[], defs: Map<string, SchemaObject>): NamedType[] {
  const allowsNull = (name: string) => {
    const type = defs.get(name)?.["type"];
    return Array.isArray(type) && type.includes("null");
  };
  const names = new Set(types.filter((t) => t.kind === "object" && allowsNull(t.name)).map((t) => t.name));
  if (names.size === 0) return types;
  return types.map((t) => {
    switch (t.kind) {
      case "object":
        return {
          ...t,
          properties: t.properties.map((p) => ({ ...p, shape: allowingNull(p.shape, names) })),
          ...(t.additional === undefined ? {} : { additional: allowingNull(t.additional, names) }),
          ...(names.has(t.name) ? { nullable: true } : {}),
        };
      case "alias":
        return { ...t, shape: allowingNull(t.shape, names) };
      default:
        return t;
    }
  });
}

function allowingNull(shape: Shape, names: ReadonlySet<string>): Shape {
  switch (shape.kind) {
    case "ref":
      return names.has(shape.name) ? { ...shape, nullable: true } : shape;
    case "array":
      return { ...shape, items: allowingNull(shape.items, names) };
    case "map":
      return { ...shape, values: allowingNull(shape.values, names) };
    case "choice": {
      // A choice holds its null itself, not in its options.
      const options = shape.options.map((o) => allowingNull(o, names));
      return {
        ...shape,
        options: options.map((o) => ({ ...o, nullable: false }) as Shape),
        nullable: shape.nullable || options.some((o) => o.nullable),
      };
    }
    default:
      return shape;
  }
}

function namedBody(schema: SchemaObject, at: string, defs: Map<string, SchemaObject>, report: Report): object {
  const declared = isSchemaObject(schema["discriminator"]) ? schema["discriminator"]["propertyName"] : undefined;
  const tag = declared ?? inferTag(schema, defs);
  if (isSchemaObject(schema["discriminator"]) || tag !== undefined) return unionBody(schema, tag, at, defs, report);
  if (Array.isArray(schema["enum"]) && schema["enum"].every((v) => typeof v === "string"))
    return { kind: "enum", values: schema["enum"] as string[] };
  const merged = Array.isArray(schema["allOf"]) ? mergeAllOf(schema, defs, new Set()) : schema;
  if (isSchemaObject(merged["properties"]) && allowsObjects(schema)) return objectBody(merged, at, report);
  return { kind: "alias", shape: shapeOf(schema, at, report) };
}

function objectBody(schema: SchemaObject, at: string, report: Report): object {
  const required = new Set(Array.isArray(schema["required"]) ? (schema["required"] as string[]) : []);
  const properties: Property[] = Object.entries(schema["properties"] as SchemaObject).map(([wireName, raw]) => {
    const where = childPointer(at, "properties", wireName);
    const property = isSchemaObject(raw) ? raw : {};
    return {
      wireName,
      description: text(property["description"]),
      required: required.has(wireName),
      deprecated: property["deprecated"] === true,
      shape: shapeOf(property, where, report),
      ...(refusesEveryValue(raw) ? { absent: true as const } : {}),
      ...("default" in property ? { default: property["default"] } : {}),
    };
  });
  const extra = schema["additionalProperties"];
  const additional = otherValues(schema, at, report);
  return {
    kind: "object",
    properties,
    // Properties matched by a pattern, or evaluated by a subschema, are allowed beside a closed list.
    closed: extra === false && !isSchemaObject(schema["patternProperties"]) && schema["allOf"] === undefined,
    ...(additional !== undefined ? { additional } : {}),
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
