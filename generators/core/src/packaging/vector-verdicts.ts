/**
 * Which invalid vectors a language's types can reject on their own. Records, enums, literal tags,
 * required fields, closure and JSON types are expressible in serde and Jackson types; string
 * patterns, lengths, numeric bounds, formats, item counts and uniqueness are not, and an unknown
 * union tag is kept (tolerant parse) rather than refused. The verdict comes from ajv over a
 * projection of the bundle without those constraints: what the projection still rejects, the
 * types must reject; the rest is listed, with the constraint that makes it invalid.
 */
import type { ModuleIR } from "../ir.js";
import type { Vector } from "../load.js";
import { createBundleValidator } from "../validator.js";
import { setOwn } from "../own-property.js";

export const UNENFORCED_KEYWORDS = [
  "pattern",
  "minLength",
  "maxLength",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "propertyNames",
] as const;

export interface InvalidVerdict {
  readonly typeName: string;
  readonly name: string;
  /** Why the types accept it; absent when the types must reject it. */
  readonly skipReason?: string;
}

/** Keywords whose value maps names to schemas: their keys are names, never keywords. */
const SCHEMA_MAPS = new Set(["properties", "$defs", "patternProperties", "dependentSchemas"]);

function project(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(project);
  if (schema === null || typeof schema !== "object") return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if ((UNENFORCED_KEYWORDS as readonly string[]).includes(key)) continue;
    // Non-string constants become their plain JSON type in the generated records.
    if (key === "const" && typeof value !== "string") continue;
    if (SCHEMA_MAPS.has(key) && value !== null && typeof value === "object") {
      setOwn(
        result,
        key,
        Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, sub]) => [name, project(sub)])),
      );
    } else if (key === "const" || key === "enum" || key === "default" || key === "examples") {
      setOwn(result, key, value);
    } else {
      setOwn(result, key, project(value));
    }
  }
  return result;
}

/** A union also admits an object whose tag is a string outside the known set: the Unknown variant. */
function admitUnknownTags(ir: ModuleIR, defs: Record<string, unknown>): void {
  for (const type of ir.types) {
    if (type.kind !== "union") continue;
    const known = type.members.map((m) => m.tagValue);
    const unknown = {
      type: "object",
      required: [type.tag],
      properties: { [type.tag]: { type: "string", not: { enum: known } } },
    };
    defs[type.name] = { anyOf: [defs[type.name], unknown] };
  }
}

export function classifyInvalidVectors(ir: ModuleIR, vectors: readonly Vector[]): InvalidVerdict[] {
  const full = createBundleValidator(ir.bundle);
  const projected = project(ir.bundle) as Record<string, unknown>;
  const defs = { ...(projected["$defs"] as Record<string, unknown>) };
  admitUnknownTags(ir, defs);
  const structural = createBundleValidator({ ...projected, $defs: defs });
  const verdicts: InvalidVerdict[] = [];
  for (const vector of vectors) {
    if (vector.expect !== "invalid" || !full.has(vector.typeName)) continue;
    const base = { typeName: vector.typeName, name: vector.name };
    if (!structural.validate(vector.typeName, vector.source.value).ok) {
      verdicts.push(base);
      continue;
    }
    const result = full.validate(vector.typeName, vector.source.value);
    const issues = result.ok
      ? []
      : result.errors.filter(
          (e) => (UNENFORCED_KEYWORDS as readonly string[]).includes(e.keyword) || e.keyword === "const",
        );
    const reason =
      issues.length === 0
        ? "unknown tag: kept as the Unknown variant"
        : [...new Set(issues.map((e) => `${e.keyword} at ${e.path || "/"}`))].sort().join(", ");
    verdicts.push({ ...base, skipReason: reason });
  }
  return verdicts.sort((a, b) => `${a.typeName}/${a.name}`.localeCompare(`${b.typeName}/${b.name}`));
}
