/** How a shape reads in the reference: links to named types, constraints in words. */
import type { Shape } from "@canon-sdk/core";

export const anchor = (name: string): string => name.toLowerCase();

export function describeShape(shape: Shape): string {
  const base = describeBase(shape);
  return shape.nullable ? `${base} or null` : base;
}

function describeBase(shape: Shape): string {
  switch (shape.kind) {
    case "ref":
      return `[${shape.name}](#${anchor(shape.name)})`;
    case "string":
    case "integer":
    case "number":
      return withConstraints(shape.kind, Object.entries(shape.constraints));
    case "boolean":
    case "null":
      return shape.kind;
    case "literal":
      return `\`${JSON.stringify(shape.value)}\``;
    case "array":
      return withConstraints(`array of ${describeShape(shape.items)}`, [
        ["minItems", shape.minItems],
        ["maxItems", shape.maxItems],
        ["uniqueItems", shape.uniqueItems],
      ]);
    case "map":
      return `object of ${describeShape(shape.values)}`;
    case "any":
      return shape.nullable ? "any JSON value" : "any JSON value except null";
    case "choice":
      return shape.options.map(describeShape).join(" or ");
  }
}

function withConstraints(base: string, entries: [string, unknown][]): string {
  const given = entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${key === "pattern" ? `\`${String(value)}\`` : String(value)}`);
  return given.length === 0 ? base : `${base} (${given.join(", ")})`;
}
