/** Visits every subschema of a schema, keyword-aware (a property named "$ref" is not a reference). */
import { childPointer } from "./pointer.js";

export type SchemaObject = Record<string, unknown>;

/** Keywords whose value is one subschema. */
export const singleSchema = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "additionalItems",
];
/** Keywords whose value is a list of subschemas. */
export const schemaArrays = ["allOf", "anyOf", "oneOf", "prefixItems"];
/** Keywords whose value maps names to subschemas. */
/** Keywords whose values are instances, not schemas: an `$anchor` or `$ref` in them is data. */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set(["enum", "const", "default", "examples"]);

export const schemaMaps = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];

export function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Whether a schema's `type` lets its values be objects: `properties` beside `type: "string"` (a
 * branch name, in one published schema) describe no value, and make no object type.
 */
export function allowsObjects(schema: SchemaObject): boolean {
  const type = schema["type"];
  return type === undefined || type === "object" || (Array.isArray(type) && type.includes("object"));
}

export function walkSchema(
  schema: unknown,
  pointer: string,
  visit: (schema: SchemaObject, pointer: string) => void,
): void {
  // An explicit stack keeps hostile, deeply nested schemas from overflowing the call stack.
  const stack: [unknown, string][] = [[schema, pointer]];
  while (stack.length > 0) {
    const [node, at] = stack.pop() as [unknown, string];
    if (!isSchemaObject(node)) continue;
    visit(node, at);
    const children: [unknown, string][] = [];
    for (const key of singleSchema) if (key in node) children.push([node[key], childPointer(at, key)]);
    for (const key of schemaArrays) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((item, i) => children.push([item, childPointer(at, key, i)]));
    }
    if (Array.isArray(node["items"]))
      node["items"].forEach((item, i) => children.push([item, childPointer(at, "items", i)]));
    for (const key of schemaMaps) {
      const map = node[key];
      if (isSchemaObject(map))
        for (const [name, child] of Object.entries(map)) children.push([child, childPointer(at, key, name)]);
    }
    stack.push(...children.reverse());
  }
}
