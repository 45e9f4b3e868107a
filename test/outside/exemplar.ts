/**
 * Documents read off the IR for schemas that ship no examples: every required property, optional
 * ones by chance, values inside the bounds the IR states. They are meant to be valid but are not
 * trusted to be: ajv on the original schema gives the verdict, and the near-miss mutations of the
 * agreement suite start from them as they would from a module's vectors.
 */
import type { ModuleIR, NamedType, Shape, StringConstraints } from "@canon-sdk/core";
import type { Random } from "../agreement/random.js";

// Strings tried, in order, against a pattern; the first that matches (and fits the length) is used.
const candidates = [
  "a",
  "example",
  "1",
  "10",
  "1.0.0",
  "v1",
  "a-b",
  "a_b",
  "ab12",
  "A",
  "main",
  "foo/bar",
  "*",
  "$a",
  "${{ a }}",
  "1s",
  "1m",
  "10m",
  "1h",
  "https://example.com",
  "0 0 * * *",
  "a@example.com",
  "2024-05-01",
  "ubuntu-latest",
  "true",
  "x.y",
  "a:b",
  "@a/b",
  "00:00",
];

const formatValues: Record<string, string> = {
  "date-time": "2024-05-01T12:30:00Z",
  date: "2024-05-01",
  time: "12:30:00Z",
  duration: "P1D",
  uuid: "123e4567-e89b-12d3-a456-426614174000",
  email: "a@example.com",
  "idn-email": "a@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uri: "https://example.com/a",
  "uri-reference": "/a",
  iri: "https://example.com/a",
  "iri-reference": "/a",
  "uri-template": "/a/{b}",
  "json-pointer": "/a",
  "relative-json-pointer": "0/a",
  regex: "^a$",
};

function fits(value: string, c: StringConstraints): boolean {
  const length = [...value].length;
  if ((c.minLength !== undefined && length < c.minLength) || (c.maxLength !== undefined && length > c.maxLength))
    return false;
  if (c.pattern === undefined) return true;
  try {
    return new RegExp(c.pattern, "u").test(value);
  } catch {
    return true;
  }
}

/** The one string a pattern of literal characters only (`^1\\.2\\.0$`) matches; undefined otherwise. */
function literalOf(pattern: string): string | undefined {
  const body = /^\^(.*)\$$/.exec(pattern)?.[1];
  if (body === undefined || /(^|[^\\])[.*+?()[\]{}|^$]/.test(body)) return undefined;
  return body.replace(/\\([^A-Za-z0-9])/g, "$1");
}

export function stringFor(c: StringConstraints, random: Random): string {
  const preferred = c.format !== undefined ? formatValues[c.format] : undefined;
  if (preferred !== undefined && fits(preferred, c)) return preferred;
  const literal = c.pattern === undefined ? undefined : literalOf(c.pattern);
  if (literal !== undefined && fits(literal, c)) return literal;
  const start = random.int(4);
  const ordered = [...candidates.slice(start), ...candidates.slice(0, start)];
  return ordered.find((s) => fits(s, c)) ?? "a".repeat(Math.max(c.minLength ?? 1, 1));
}

export function numberFor(shape: Shape & { kind: "integer" | "number" }): number {
  const c = shape.constraints;
  let value =
    c.minimum ??
    (c.exclusiveMinimum !== undefined
      ? Math.floor(c.exclusiveMinimum) + 1
      : c.maximum !== undefined
        ? Math.min(1, c.maximum)
        : c.exclusiveMaximum !== undefined
          ? Math.min(1, Math.ceil(c.exclusiveMaximum) - 1)
          : 1);
  if (c.multipleOf !== undefined) value = Math.ceil(value / c.multipleOf) * c.multipleOf;
  return value;
}

// Values per document before only required content is added: large schemas (hundreds of optional
// properties, nested again in their items) would otherwise give documents of millions of values.
const BUDGET = 150;
const OPTIONAL_PER_OBJECT = 6;

/** One document of the named type; `depth` and a value budget keep it small and finite. */
export function exemplar(ir: ModuleIR, typeName: string, random: Random): unknown {
  const byName = new Map(ir.types.map((t) => [t.name, t]));
  let spent = 0;
  const roomy = (depth: number) => depth < 5 && spent < BUDGET;
  const named = (type: NamedType | undefined, depth: number): unknown => {
    if (type === undefined) return null;
    switch (type.kind) {
      case "enum":
        return random.pick(type.values);
      case "alias":
        return shaped(type.shape, depth);
      case "union": {
        const member = random.pick(type.members);
        const value = named(byName.get(member.typeName), depth);
        return typeof value === "object" && value !== null ? { ...value, [type.tag]: member.tagValue } : value;
      }
      case "object": {
        const doc: Record<string, unknown> = {};
        let optional = 0;
        // Spread over all optional properties, not only the first few of a long list.
        const chance = Math.min(
          0.5,
          OPTIONAL_PER_OBJECT / Math.max(1, type.properties.filter((p) => !p.required).length),
        );
        for (const p of type.properties) {
          if (p.required || (roomy(depth) && optional < OPTIONAL_PER_OBJECT && random.chance(chance))) {
            optional += p.required ? 0 : 1;
            doc[p.wireName] = shaped(p.shape, depth + 1);
          }
        }
        if (type.additional !== undefined && roomy(depth) && random.chance(0.3))
          doc["extra"] = shaped(type.additional, depth + 1);
        return doc;
      }
    }
  };
  const shaped = (shape: Shape, depth: number): unknown => {
    spent++;
    if (shape.nullable && random.chance(0.1)) return null;
    switch (shape.kind) {
      case "ref":
        return named(byName.get(shape.name), depth);
      case "string":
        return stringFor(shape.constraints, random);
      case "integer":
      case "number":
        return numberFor(shape);
      case "boolean":
        return random.chance(0.5);
      case "null":
        return null;
      case "literal":
        return shape.value;
      case "any":
        return random.pick(["x", 1, true, {}]);
      case "choice":
        return shaped(random.pick(shape.options), depth);
      case "array": {
        const wanted = roomy(depth) ? random.int(3) : 0;
        const length = Math.min(Math.max(shape.minItems ?? 0, wanted), shape.maxItems ?? Infinity);
        const items = Array.from({ length }, () => shaped(shape.items, depth + 1));
        return shape.uniqueItems === true ? [...new Map(items.map((i) => [JSON.stringify(i), i])).values()] : items;
      }
      case "map": {
        const length = Math.max(shape.minProperties ?? 0, roomy(depth) ? random.int(2) : 0);
        return Object.fromEntries(Array.from({ length }, (_, i) => [`key${i}`, shaped(shape.values, depth + 1)]));
      }
    }
  };
  return named(byName.get(typeName), 0);
}
