/**
 * Finds the places in a document where the IR says what belongs: objects with their type,
 * scalars with their constraints, arrays, union tags. Mutations target these sites, so
 * near-misses land where SDKs make decisions (a bound, a tag, a required field).
 */
import type { ModuleIR, NamedType, Shape } from "@canon-sdk/core";

export type Path = (string | number)[];

export type Site =
  | { kind: "object"; path: Path; type: NamedType & { kind: "object" } }
  | { kind: "tag"; path: Path; tag: string; values: string[] }
  | { kind: "scalar"; path: Path; shape: Shape }
  | { kind: "array"; path: Path; shape: Shape & { kind: "array" } };

export function findSites(ir: ModuleIR, typeName: string, doc: unknown): Site[] {
  const sites: Site[] = [];
  const byName = new Map(ir.types.map((t) => [t.name, t]));
  const visitNamed = (name: string, value: unknown, path: Path, depth: number): void => {
    const type = byName.get(name);
    if (type === undefined || depth > 12) return;
    if (type.kind === "alias") visitShape(type.shape, value, path, depth);
    else if (type.kind === "enum")
      sites.push({ kind: "scalar", path, shape: { kind: "string", constraints: {}, nullable: false } });
    else if (type.kind === "union") {
      if (!isObject(value)) return;
      sites.push({
        kind: "tag",
        path: [...path, type.tag],
        tag: type.tag,
        values: type.members.map((m) => m.tagValue),
      });
      const member = type.members.find((m) => m.tagValue === value[type.tag]);
      if (member !== undefined) visitNamed(member.typeName, value, path, depth + 1);
    } else if (isObject(value)) {
      sites.push({ kind: "object", path, type });
      for (const property of type.properties) {
        if (Object.hasOwn(value, property.wireName))
          visitShape(property.shape, value[property.wireName], [...path, property.wireName], depth + 1);
      }
    }
  };
  const visitShape = (shape: Shape, value: unknown, path: Path, depth: number): void => {
    switch (shape.kind) {
      case "ref":
        visitNamed(shape.name, value, path, depth);
        return;
      case "array":
        if (!Array.isArray(value)) return;
        sites.push({ kind: "array", path, shape });
        value.forEach((item, i) => visitShape(shape.items, item, [...path, i], depth + 1));
        return;
      case "map":
        if (isObject(value))
          for (const key of Object.keys(value)) visitShape(shape.values, value[key], [...path, key], depth + 1);
        return;
      case "choice":
        for (const option of shape.options) visitShape(option, value, path, depth + 1);
        return;
      default:
        sites.push({ kind: "scalar", path, shape });
    }
  };
  visitNamed(typeName, doc, [], 0);
  return sites;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
