/**
 * Seeded random schemas and random edits of them, for the soundness lane: each edit is one
 * change a schema author makes (a bound moved, a property added or made required, a pattern
 * edited, an object closed, an enum value dropped, a union branch added...).
 */
import { rng } from "./generate-documents.js";

type S = Record<string, any>;
const PATTERNS = [
  "^[a-z]+$",
  "^[a-c]+$",
  "^[a-z0-9]+$",
  "^a",
  "^[ab]",
  "b$",
  "^[a-z]+(?:-[a-z]+)*$",
  "^[a-z]+(?:[-_][a-z]+)*$",
  "\\d",
  "^[0-9]{2,4}$",
  "^(?:x|y)+$",
  "^[xy]+$",
];

export function randomSchemas(seed: number) {
  const random = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const scalar = (): S => {
    switch (int(0, 5)) {
      case 0:
        return {
          type: "string",
          ...(random() < 0.5 ? { maxLength: int(2, 8) } : {}),
          ...(random() < 0.3 ? { minLength: int(0, 2) } : {}),
          ...(random() < 0.4 ? { pattern: pick(PATTERNS) } : {}),
        };
      case 1:
        return {
          type: pick(["integer", "number"]),
          ...(random() < 0.5 ? { minimum: int(-5, 5) } : {}),
          ...(random() < 0.5 ? { maximum: int(6, 20) } : {}),
          ...(random() < 0.3 ? { multipleOf: pick([1, 2, 0.5, 0.25, 0.1, 0.3, 3]) } : {}),
        };
      case 2:
        return {
          enum: pick([
            ["a", "b"],
            ["a", "b", "c"],
            [1, 2, 3],
            ["x", null],
          ]),
        };
      case 3:
        return {
          type: "array",
          items: { type: pick(["string", "integer"]) },
          ...(random() < 0.4 ? { maxItems: int(1, 4) } : {}),
          ...(random() < 0.3 ? { minItems: int(0, 2) } : {}),
        };
      case 4:
        return { type: ["string", "null"] };
      default:
        return { type: "boolean" };
    }
  };
  const object = (depth: number): S => {
    const properties: S = {};
    const names = ["a", "b", "c", "d"].slice(0, int(1, 4));
    for (const n of names) properties[n] = depth < 1 && random() < 0.25 ? object(depth + 1) : scalar();
    return {
      type: "object",
      properties,
      ...(random() < 0.5 ? { required: names.filter(() => random() < 0.5) } : {}),
      ...(random() < 0.4 ? { additionalProperties: false } : {}),
      ...(random() < 0.2 ? { patternProperties: { "^x": { type: "string" } } } : {}),
    };
  };
  const base = random() < 0.2 ? { anyOf: [object(0), scalar()] } : object(0);
  return { base, head: edit(structuredClone(base), random) };
}

/** Every object schema inside, with the scalars below them. */
function places(s: S, out: S[] = []): S[] {
  if (s === null || typeof s !== "object") return out;
  out.push(s);
  for (const v of Object.values(s)) if (typeof v === "object" && v !== null) places(v, out);
  return out;
}

export function edit(schema: S, random: () => number): S {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const all = places(schema).filter((p) => !Array.isArray(p));
  const objects = all.filter((p) => p.type === "object");
  const strings = all.filter((p) => p.type === "string");
  const numbers = all.filter((p) => p.type === "integer" || p.type === "number");
  const enums = all.filter((p) => Array.isArray(p.enum));
  const arrays = all.filter((p) => p.type === "array");
  const edits: (() => void)[] = [];
  for (const o of objects) {
    edits.push(() => {
      o.properties.e = { type: pick(["string", "integer"]) };
    });
    edits.push(() => {
      const k = pick(Object.keys(o.properties));
      if (k) delete o.properties[k];
    });
    edits.push(() => {
      o.required = [...new Set([...(o.required ?? []), pick(Object.keys(o.properties))])];
    });
    edits.push(() => {
      o.required = (o.required ?? []).slice(1);
    });
    edits.push(() => {
      if (o.additionalProperties === false) delete o.additionalProperties;
      else o.additionalProperties = false;
    });
    edits.push(() => {
      o.patternProperties = {
        ...(o.patternProperties ?? {}),
        [pick(["y$", "^x", "^z", "^a"])]: { type: pick(["number", "string"]) },
      };
    });
    edits.push(() => {
      o.maxProperties = Math.floor(random() * 4);
    });
  }
  for (const s of strings) {
    edits.push(() => {
      s.maxLength = Math.max(0, (s.maxLength ?? 6) + pick([-2, -1, 1, 2]));
    });
    edits.push(() => {
      s.minLength = Math.max(0, (s.minLength ?? 0) + pick([-1, 1]));
    });
    edits.push(() => {
      s.pattern = pick(PATTERNS);
    });
    edits.push(() => {
      delete s.pattern;
    });
    edits.push(() => {
      s.type = pick(["number", ["string", "null"], ["string", "integer"]]);
    });
  }
  for (const n of numbers) {
    edits.push(() => {
      n.minimum = (n.minimum ?? 0) + pick([-1, 1, 0.5]);
    });
    edits.push(() => {
      n.maximum = (n.maximum ?? 10) + pick([-1, 1]);
    });
    edits.push(() => {
      n.multipleOf = pick([1, 2, 0.5, 0.25, 0.1, 0.3, 0.2, 3, 6]);
    });
    edits.push(() => {
      n.type = n.type === "integer" ? "number" : "integer";
    });
    edits.push(() => {
      n.exclusiveMinimum = n.minimum ?? 0;
      delete n.minimum;
    });
  }
  for (const e of enums) {
    edits.push(() => {
      e.enum = e.enum.slice(1);
    });
    edits.push(() => {
      e.enum = [...e.enum, pick(["z", 9, true])];
    });
  }
  for (const a of arrays) {
    edits.push(() => {
      a.maxItems = Math.max(0, (a.maxItems ?? 3) + pick([-1, 1]));
    });
    edits.push(() => {
      a.items = { type: pick(["string", "integer", "number"]) };
    });
    edits.push(() => {
      a.uniqueItems = true;
    });
  }
  if (Array.isArray(schema.anyOf)) {
    edits.push(() => {
      schema.anyOf.push({ type: "boolean" });
    });
    edits.push(() => {
      schema.anyOf.pop();
    });
  }
  const count = 1 + Math.floor(random() * 2);
  for (let i = 0; i < count && edits.length > 0; i++) pick(edits)();
  return schema;
}
