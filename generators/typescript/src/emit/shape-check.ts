/**
 * A Shape as a boolean JavaScript expression over a value. Loops (arrays, maps) become small
 * helper functions collected in a pool, shared between identical shapes, so every check stays
 * an expression and the generated guards read like a flat list of conditions.
 */
import type { Shape } from "@canon-sdk/core";
import { checkName } from "../names.js";
import { patternConstructor } from "./linear.js";
import { checkedFormats, formatChecker } from "./formats.js";

export class HelperPool {
  private readonly bodies = new Map<string, string>();
  readonly patterns = new Map<string, string>();

  /** Returns the name of a helper with this body, adding it on first use. */
  helper(body: (name: string) => string): string {
    const key = body("$NAME$");
    const known = this.bodies.get(key);
    if (known !== undefined) return known;
    const name = `checkShape${this.bodies.size}`;
    this.bodies.set(key, name);
    return name;
  }

  pattern(source: string): string {
    let name = this.patterns.get(source);
    if (name === undefined) {
      name = `PATTERN_${this.patterns.size}`;
      this.patterns.set(source, name);
    }
    return name;
  }

  declarations(): string[] {
    const patterns = [...this.patterns].map(([source, name]) => `const ${name} = ${patternConstructor(source)};`);
    const helpers = [...this.bodies].map(([body, name]) => body.replace("$NAME$", name));
    return [...patterns, ...helpers];
  }
}

/** Every object check calls one function: the expression written out 90 times weighed 4 KB minified. */
const OBJECT = (v: string): string => `isRecord(${v})`;
export const isObjectExpression = OBJECT;

/** The function behind isObjectExpression, declared once in a module whose checks call it. */
export const IS_RECORD = [
  "/** A JSON object: not null, not an array. */",
  "function isRecord(value: unknown): boolean {",
  '  return typeof value === "object" && value !== null && !Array.isArray(value);',
  "}",
].join("\n");

export function shapeCheck(shape: Shape, v: string, pool: HelperPool, where: string): string {
  const inner = nonNullCheck(shape, v, pool, where);
  if (!shape.nullable || shape.kind === "null" || (shape.kind === "any" && inner === "true")) return inner;
  return `(${v} === null || ${inner})`;
}

function nonNullCheck(shape: Shape, v: string, pool: HelperPool, where: string): string {
  switch (shape.kind) {
    case "ref":
      return `${checkName(shape.name)}(${v})`;
    case "string":
      return all([`typeof ${v} === "string"`, ...stringConstraints(shape.constraints, v, pool, where)]);
    case "integer": {
      // The whole range of exactly representable integers is Number.isSafeInteger, in one call.
      const safe =
        shape.constraints.minimum === -Number.MAX_SAFE_INTEGER && shape.constraints.maximum === Number.MAX_SAFE_INTEGER;
      const constraints = safe ? { ...shape.constraints, minimum: undefined, maximum: undefined } : shape.constraints;
      return all([
        safe ? `Number.isSafeInteger(${v})` : `Number.isInteger(${v})`,
        ...numberConstraints(constraints, v),
      ]);
    }
    case "number":
      return all([`typeof ${v} === "number"`, `Number.isFinite(${v})`, ...numberConstraints(shape.constraints, v)]);
    case "boolean":
      return `typeof ${v} === "boolean"`;
    case "null":
      return `${v} === null`;
    case "literal":
      return `${v} === ${JSON.stringify(shape.value)}`;
    case "any":
      return shape.nullable ? "true" : `${v} !== null`;
    case "choice":
      return `(${shape.options.map((o) => shapeCheck(o, v, pool, where)).join(" || ")})`;
    case "array":
      return `${arrayHelper(shape, pool, where)}(${v})`;
    case "map":
      return `${mapHelper(shape, pool, where)}(${v})`;
  }
}

function all(conditions: string[]): string {
  return conditions.length === 1 ? (conditions[0] as string) : `(${conditions.join(" && ")})`;
}

function stringConstraints(
  c: Extract<Shape, { kind: "string" }>["constraints"],
  v: string,
  pool: HelperPool,
  _where: string,
): string[] {
  const out: string[] = [];
  if (c.minLength !== undefined || c.maxLength !== undefined)
    out.push(`lengthWithin(${v}, ${c.minLength ?? 0}, ${c.maxLength ?? "Infinity"})`);
  if (c.pattern !== undefined) out.push(`${pool.pattern(c.pattern)}.test(${v})`);
  // Formats the runtime does not check are annotations, as JSON Schema allows (README says which).
  if (c.format !== undefined && checkedFormats.includes(c.format)) out.push(`${formatChecker(c.format)}(${v})`);
  return out;
}

function numberConstraints(c: Extract<Shape, { kind: "integer" | "number" }>["constraints"], v: string): string[] {
  const out: string[] = [];
  if (c.minimum !== undefined) out.push(`${v} >= ${c.minimum}`);
  if (c.maximum !== undefined) out.push(`${v} <= ${c.maximum}`);
  if (c.exclusiveMinimum !== undefined) out.push(`${v} > ${c.exclusiveMinimum}`);
  if (c.exclusiveMaximum !== undefined) out.push(`${v} < ${c.exclusiveMaximum}`);
  if (c.multipleOf !== undefined) out.push(`isMultipleOf(${v}, ${c.multipleOf})`);
  return out;
}

function arrayHelper(shape: Extract<Shape, { kind: "array" }>, pool: HelperPool, where: string): string {
  const item = shapeCheck(shape.items, "item", pool, where);
  const bounds = [
    shape.minItems !== undefined ? `  if (value.length < ${shape.minItems}) return false;` : "",
    shape.maxItems !== undefined ? `  if (value.length > ${shape.maxItems}) return false;` : "",
    shape.uniqueItems === true ? "  if (!allDistinct(value)) return false;" : "",
  ].filter((l) => l !== "");
  const loop =
    item === "true"
      ? []
      : [
          "  for (let i = 0; i < value.length; i++) {",
          "    const item: any = value[i];",
          `    if (!(${item})) return false;`,
          "  }",
        ];
  return pool.helper((name) =>
    [
      `function ${name}(value: any): boolean {`,
      "  if (!Array.isArray(value)) return false;",
      ...bounds,
      ...loop,
      "  return true;",
      "}",
    ].join("\n"),
  );
}

function mapHelper(shape: Extract<Shape, { kind: "map" }>, pool: HelperPool, where: string): string {
  const entry = shapeCheck(shape.values, "entry", pool, where);
  const counted = shape.minProperties !== undefined || shape.maxProperties !== undefined;
  const lines = [`  if (!(${OBJECT("value")})) return false;`];
  if (counted) {
    lines.push("  const count = Object.keys(value).length;");
    if (shape.minProperties !== undefined) lines.push(`  if (count < ${shape.minProperties}) return false;`);
    if (shape.maxProperties !== undefined) lines.push(`  if (count > ${shape.maxProperties}) return false;`);
  }
  if (entry !== "true") {
    lines.push(
      "  for (const key in value) {",
      "    const entry: any = value[key];",
      `    if (!(${entry})) return false;`,
      "  }",
    );
  }
  return pool.helper((name) => [`function ${name}(value: any): boolean {`, ...lines, "  return true;", "}"].join("\n"));
}
