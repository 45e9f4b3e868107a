/**
 * A seeded, schema-driven document generator plus mutations, for the soundness property test.
 * It aims at the edges compat rules care about: optional and extra properties, values of other
 * types, boundary lengths and numbers, every enum/const value seen in either schema.
 */
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Values and names harvested from both schemas, so mutations hit what a change touched. */
export function harvest(...schemas: unknown[]): { values: Json[]; names: string[] } {
  const values: Json[] = [
    null,
    true,
    false,
    0,
    1,
    -1,
    2,
    1.5,
    10,
    100,
    "",
    "a",
    "ab",
    "abc",
    "abcdefghijk",
    [],
    [1],
    ["a"],
    {},
    { a: 1 },
  ];
  const names = new Set<string>(["a", "b", "c", "x_a", "extra"]);
  const walk = (s: unknown): void => {
    if (Array.isArray(s)) return s.forEach(walk);
    if (typeof s !== "object" || s === null) return;
    for (const [k, v] of Object.entries(s)) {
      if (k === "const") values.push(v as Json);
      if (k === "enum" && Array.isArray(v)) values.push(...(v as Json[]));
      if (
        (k === "minimum" ||
          k === "maximum" ||
          k === "exclusiveMinimum" ||
          k === "exclusiveMaximum" ||
          k === "multipleOf") &&
        typeof v === "number"
      )
        values.push(v, v + 1, v - 1, v * 2);
      if (
        (k === "properties" || k === "dependentRequired" || k === "dependentSchemas" || k === "dependencies") &&
        typeof v === "object" &&
        v !== null
      )
        Object.keys(v).forEach((n) => names.add(n));
      if (k === "required" && Array.isArray(v)) v.forEach((n) => typeof n === "string" && names.add(n));
      if (k === "default" || k === "examples") continue;
      walk(v);
    }
  };
  schemas.forEach(walk);
  return { values, names: [...names] };
}

const matchingCache = new Map<string, string[]>();
/** Strings over a small alphabet that match a pattern, so that patterned fields get valid values. */
function matching(pattern: string): string[] {
  let list = matchingCache.get(pattern);
  if (list !== undefined) return list;
  const random = rng(pattern.length * 31 + 7);
  const alphabet = "abcxyz0129-_";
  const re = new RegExp(pattern, "u");
  const found = new Set<string>();
  for (let i = 0; i < 4000 && found.size < 200; i++) {
    const len = Math.floor(random() * 7);
    const text = Array.from({ length: len }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    if (re.test(text)) found.add(text);
  }
  matchingCache.set(pattern, (list = [...found]));
  return list;
}

export function makeGenerator(root: unknown, pool: { values: Json[]; names: string[] }, seed: number) {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const resolve = (s: any): any => {
    for (let i = 0; i < 20 && s && typeof s === "object" && typeof s.$ref === "string"; i++) {
      const path = s.$ref
        .replace(/^#/, "")
        .split("/")
        .slice(1)
        .map((p: string) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
      let t: any = root;
      for (const p of path) t = t?.[p];
      const { $ref: _r, ...rest } = s;
      s =
        Object.keys(rest).length > 0
          ? {
              ...t,
              ...rest,
              ...(t?.properties && rest.properties ? { properties: { ...t.properties, ...rest.properties } } : {}),
            }
          : t;
    }
    return s;
  };
  const gen = (schema: any, depth: number): Json => {
    const s = resolve(schema);
    if (s === true || s === undefined || (typeof s === "object" && s !== null && Object.keys(s).length === 0))
      return pick(pool.values);
    if (s === false) return null;
    if (random() < 0.1) return pick(pool.values);
    if ("const" in s) return s.const;
    if (Array.isArray(s.enum)) return pick(s.enum);
    const branches = s.oneOf ?? s.anyOf;
    if (Array.isArray(branches) && random() < 0.8) {
      const { oneOf: _o, anyOf: _a, ...rest } = s;
      const b = resolve(pick(branches));
      return gen(
        typeof b === "object" && b !== null
          ? {
              ...rest,
              ...b,
              properties: { ...rest.properties, ...b.properties },
              required: [...(rest.required ?? []), ...(b.required ?? [])],
            }
          : b,
        depth,
      );
    }
    if (Array.isArray(s.allOf)) {
      const merged = s.allOf.map(resolve).reduce(
        (acc: any, m: any) => ({
          ...acc,
          ...m,
          properties: { ...acc.properties, ...m?.properties },
          required: [...(acc.required ?? []), ...(m?.required ?? [])],
        }),
        { ...s, allOf: undefined },
      );
      delete merged.allOf;
      return gen(merged, depth);
    }
    const types =
      s.type === undefined
        ? s.properties
          ? ["object"]
          : s.items || s.prefixItems
            ? ["array"]
            : ["string", "number", "object", "array", "null", "boolean", "integer"]
        : [].concat(s.type);
    const t = pick(types);
    switch (t) {
      case "null":
        return null;
      case "boolean":
        return random() < 0.5;
      case "integer":
      case "number": {
        const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -5);
        const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : lo + 20);
        let n = pick([lo, hi, Math.floor(lo + random() * (hi - lo + 1))]);
        if (t === "number" && random() < 0.3) n += 0.5;
        if (s.multipleOf) n = Math.round(n / s.multipleOf) * s.multipleOf;
        return n;
      }
      case "string": {
        if (typeof s.pattern === "string" && random() < 0.7) {
          const fits = matching(s.pattern).filter(
            (x) => x.length >= (s.minLength ?? 0) && x.length <= (s.maxLength ?? 99),
          );
          if (fits.length > 0) return pick(fits);
        }
        const min = s.minLength ?? 0;
        const max = s.maxLength ?? min + 12;
        const len = pick([min, max, Math.floor(min + random() * (max - min + 1))]);
        return Array.from({ length: len }, () => pick(["a", "b", "x", "_", "1"])).join("");
      }
      case "array": {
        if (depth > 4) return [];
        const prefix = s.prefixItems ?? (Array.isArray(s.items) ? s.items : []);
        const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
        const len = Math.max(s.minItems ?? 0, Math.floor(random() * (prefix.length + 3)));
        const out: Json[] = [];
        for (let i = 0; i < Math.min(len, s.maxItems ?? len); i++)
          out.push(gen(i < prefix.length ? prefix[i] : rest, depth + 1));
        return out;
      }
      default: {
        if (depth > 4) return {};
        const out: Record<string, Json> = {};
        const props = s.properties ?? {};
        for (const [k, v] of Object.entries(props))
          if ((s.required ?? []).includes(k) || random() < 0.6) out[k] = gen(v, depth + 1);
        for (const r of s.required ?? []) if (!(r in out)) out[r] = pick(pool.values);
        if (random() < 0.3) out[pick(pool.names)] = pick(pool.values);
        return out;
      }
    }
  };
  const mutate = (doc: Json): Json => {
    const r = random();
    if (r < 0.15) return pick(pool.values);
    if (doc && typeof doc === "object" && !Array.isArray(doc)) {
      const copy: Record<string, Json> = { ...doc };
      const keys = Object.keys(copy);
      if (r < 0.4 || keys.length === 0) copy[pick(pool.names)] = pick(pool.values);
      else if (r < 0.6) delete copy[pick(keys)];
      else {
        const k = pick(keys);
        copy[k] = mutate(copy[k] as Json);
      }
      return copy;
    }
    if (Array.isArray(doc)) return r < 0.5 ? [...doc, pick(pool.values)] : doc.slice(1);
    return pick(pool.values);
  };
  return { generate: () => gen(root, 0), mutate };
}
