/**
 * Three-valued validation of one concrete value against a normal form: true, false, or
 * undefined when the answer needs a keyword this checker does not evaluate. Used for enum and
 * const values, where it gives exact answers.
 */
import { allowedValues, matches, normalize, schemasForName, type Norm } from "../norm.js";
import { isMultipleAsValidators } from "../decimal.js";
import type { SchemaNode } from "../resolve.js";
import { isPlainObject, jsonEqual, typeOfValue } from "../values.js";

type Tri = boolean | undefined;

function and(a: Tri, b: () => Tri): Tri {
  if (a === false) return false;
  const r = b();
  if (r === false) return false;
  return a === true && r === true ? true : undefined;
}

export function acceptsNodes(nodes: readonly SchemaNode[], value: unknown, depth = 0): Tri {
  if (depth > 64) return undefined;
  return accepts(normalize(nodes), value, depth);
}

export function accepts(n: Norm, value: unknown, depth = 0): Tri {
  if (n.isFalse) return false;
  const t = typeOfValue(value);
  if (n.types !== null && !n.types.has(t)) return false;
  const values = allowedValues(n);
  if (values !== undefined && !values.some((v) => jsonEqual(v, value))) return false;
  let result: Tri = n.unknown.length === 0 ? true : undefined;
  if (typeof value === "string") result = and(result, () => acceptsString(n, value));
  if (typeof value === "number") result = and(result, () => acceptsNumber(n, value));
  if (Array.isArray(value)) result = and(result, () => acceptsArray(n, value, depth));
  if (isPlainObject(value)) result = and(result, () => acceptsObject(n, value, depth));
  for (const g of n.groups) {
    result = and(result, () => {
      const verdicts = g.branches.map((b) => acceptsNodes([b], value, depth + 1));
      if (verdicts.includes(undefined)) return undefined;
      const count = verdicts.filter((v) => v === true).length;
      return g.kind === "anyOf" ? count > 0 : count === 1;
    });
  }
  for (const not of n.nots)
    result = and(result, () => {
      const r = acceptsNodes([not], value, depth + 1);
      return r === undefined ? undefined : !r;
    });
  for (const c of n.conditionals) {
    result = and(result, () => {
      const cond = acceptsNodes([c.if], value, depth + 1);
      if (cond === undefined) return undefined;
      const branch = cond ? c.then : c.else;
      return branch === undefined ? true : acceptsNodes([branch], value, depth + 1);
    });
  }
  return result;
}

function acceptsString(n: Norm, s: string): Tri {
  const length = [...s].length;
  if (n.minLength !== undefined && length < n.minLength.value) return false;
  if (n.maxLength !== undefined && length > n.maxLength.value) return false;
  if (n.patterns.some((p) => !matches(p.pattern, s))) return false;
  return n.formats.length === 0 ? true : undefined;
}

function acceptsNumber(n: Norm, x: number): Tri {
  if (n.lower !== undefined && (x < n.lower.value || (n.lower.exclusive && x === n.lower.value))) return false;
  if (n.upper !== undefined && (x > n.upper.value || (n.upper.exclusive && x === n.upper.value))) return false;
  for (const m of n.multipleOf) if (!isMultipleAsValidators(x, m.value)) return false;
  return true;
}

function acceptsArray(n: Norm, a: unknown[], depth: number): Tri {
  if (n.minItems !== undefined && a.length < n.minItems.value) return false;
  if (n.maxItems !== undefined && a.length > n.maxItems.value) return false;
  let result: Tri = n.contains.length === 0 && n.uniqueItems === undefined ? true : undefined;
  for (let i = 0; i < a.length; i++) {
    const nodes = n.tuples.flatMap((t) =>
      i < t.prefix.length ? [t.prefix[i] as SchemaNode] : t.rest === undefined ? [] : [t.rest],
    );
    if (nodes.length > 0) result = and(result, () => acceptsNodes(nodes, a[i], depth + 1));
  }
  return result;
}

function acceptsObject(n: Norm, o: Record<string, unknown>, depth: number): Tri {
  const keys = Object.keys(o);
  if (n.minProperties !== undefined && keys.length < n.minProperties.value) return false;
  if (n.maxProperties !== undefined && keys.length > n.maxProperties.value) return false;
  for (const r of n.required.keys()) if (!(r in o)) return false;
  let result: Tri = n.propertyNames.length === 0 && n.dependentSchemas.length === 0 ? true : undefined;
  for (const d of n.dependentRequired) if (d.key in o && d.names.some((name) => !(name in o))) return false;
  for (const k of keys) {
    const nodes = schemasForName(n, k);
    if (nodes.length > 0) result = and(result, () => acceptsNodes(nodes, o[k], depth + 1));
  }
  return result;
}
