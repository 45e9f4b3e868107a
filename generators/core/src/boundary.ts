/**
 * Boundary documents generated from the IR: for every constraint of every type, whole documents
 * of a top-level type that sit just inside or just outside it. Each starts from a valid vector;
 * the walk follows the IR through the document and, at each object it reaches, sets one property
 * to one boundary value (or removes it, or adds an unknown one). Every language must then agree
 * with ajv on each document; the expected verdict is not stored here.
 */
import { boundaryValues, neighbours, type BoundaryValue } from "./boundary-values.js";
import type { ModuleIR, NamedType, Shape } from "./ir.js";

export { boundaryValues, neighbours, type BoundaryValue } from "./boundary-values.js";

export interface BoundaryDocument {
  readonly typeName: string;
  /** JSON text, exactly what every language reads (it may hold spellings like `1.0`). */
  readonly text: string;
  /** Which constraint it probes: `Owner.property label`, and the vector it was built from. */
  readonly probe: string;
  readonly origin: string;
}

interface Edit {
  readonly path: readonly (string | number)[];
  readonly probe: string;
  /** Remove the property instead of setting it. */
  readonly remove?: boolean;
  readonly value?: BoundaryValue;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const rawMarker = (n: number) => `\u0000canon-raw-${n}\u0000`;

/** Every probe reachable in one document, with the path it applies to. */
function edits(ir: ModuleIR, typeName: string, doc: unknown): Edit[] {
  const byName = new Map(ir.types.map((t) => [t.name, t]));
  const found: Edit[] = [];
  const valuesFor = (shape: Shape, current: unknown): BoundaryValue[] => {
    const target = shape.kind === "ref" ? byName.get(shape.name) : undefined;
    if (target?.kind === "enum") return boundaryValues(shape, current, target.values);
    if (target?.kind === "alias") return boundaryValues(target.shape, current);
    return boundaryValues(shape, current);
  };
  const visitNamed = (type: NamedType | undefined, value: unknown, path: (string | number)[], depth: number): void => {
    if (type === undefined || depth > 16) return;
    // A top-level enum or alias is probed as a whole document.
    if (path.length === 0 && (type.kind === "enum" || type.kind === "alias")) {
      for (const v of valuesFor({ kind: "ref", name: type.name, nullable: false }, value))
        found.push({ path, probe: `${type.name} ${v.label}`, value: v });
    }
    if (type.kind === "alias") return visitShape(type.shape, value, path, depth);
    if (type.kind === "union") {
      if (!isObject(value)) return;
      for (const v of [...neighbours(String(value[type.tag])), { label: "unknown tag", value: "CANON_UNKNOWN_TAG" }])
        found.push({ path: [...path, type.tag], probe: `${type.name}.${type.tag} tag ${v.label}`, value: v });
      const member = type.members.find((m) => m.tagValue === value[type.tag]);
      return visitNamed(member === undefined ? undefined : byName.get(member.typeName), value, path, depth + 1);
    }
    if (type.kind !== "object" || !isObject(value)) return;
    found.push({
      path: [...path, "canonUnknownProperty"],
      probe: `${type.name} unknown property (${type.closed ? "closed" : "open"})`,
      value: { label: "unknown", value: 1 },
    });
    for (const p of type.properties) {
      const at = [...path, p.wireName];
      const probe = `${type.name}.${p.wireName}`;
      found.push({ path: at, probe: `${probe} ${p.required ? "required" : "optional"} removed`, remove: true });
      for (const v of valuesFor(p.shape, value[p.wireName]))
        found.push({ path: at, probe: `${probe} ${v.label}`, value: v });
      if (Object.hasOwn(value, p.wireName)) visitShape(p.shape, value[p.wireName], at, depth + 1);
    }
  };
  const visitShape = (shape: Shape, value: unknown, path: (string | number)[], depth: number): void => {
    if (shape.kind === "ref") visitNamed(byName.get(shape.name), value, path, depth);
    else if (shape.kind === "array" && Array.isArray(value))
      value.forEach((item, i) => visitShape(shape.items, item, [...path, i], depth + 1));
    else if (shape.kind === "map" && isObject(value))
      for (const key of Object.keys(value)) visitShape(shape.values, value[key], [...path, key], depth + 1);
    else if (shape.kind === "choice") for (const option of shape.options) visitShape(option, value, path, depth + 1);
  };
  visitNamed(byName.get(typeName), doc, [], 0);
  return found;
}

function apply(doc: unknown, edit: Edit): string {
  if (edit.path.length === 0) return edit.value?.raw ?? JSON.stringify(edit.value?.value) ?? "null";
  const copy = JSON.parse(JSON.stringify(doc)) as unknown;
  let parent = copy as Json;
  for (const key of edit.path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key] as Json;
  const key = edit.path[edit.path.length - 1] as string;
  if (edit.remove === true) delete parent[key];
  else parent[key] = edit.value?.raw !== undefined ? rawMarker(0) : edit.value?.value;
  const text = JSON.stringify(copy);
  return edit.value?.raw !== undefined ? text.replace(JSON.stringify(rawMarker(0)), edit.value.raw) : text;
}

/**
 * Boundary documents for every type of a module, built from its valid vectors. Each probe is kept
 * once per top-level type (the first vector that reaches it), so a constraint shared by many
 * types is probed in each of them without repeating it for every vector.
 */
export function boundaryDocuments(
  ir: ModuleIR,
  vectors: readonly { typeName: string; expect: string; name: string; source: { value: unknown } }[],
): BoundaryDocument[] {
  const documents: BoundaryDocument[] = [];
  const seen = new Set<string>();
  for (const vector of vectors) {
    if (vector.expect !== "valid" || !ir.types.some((t) => t.name === vector.typeName)) continue;
    for (const edit of edits(ir, vector.typeName, vector.source.value)) {
      const key = `${vector.typeName}\u0000${edit.probe}`;
      if (seen.has(key)) continue;
      seen.add(key);
      documents.push({
        typeName: vector.typeName,
        text: apply(vector.source.value, edit),
        probe: edit.probe,
        origin: `${vector.typeName}/valid/${vector.name} at /${edit.path.join("/")}`,
      });
    }
  }
  return documents;
}
