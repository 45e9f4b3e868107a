/** IR shapes → Python annotations that validate exactly what JSON Schema accepts. */
import type { NumberConstraints, Shape, StringConstraints } from "@canon-sdk/core";
import { className } from "../names.js";
import { portablePattern } from "./pattern.js";
import { pyString, pyValue } from "./text.js";

const args = (pairs: [string, string | undefined][]): string =>
  pairs
    .filter((p): p is [string, string] => p[1] !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");

function stringAnnotation(c: StringConstraints): string {
  const constraints = args([
    ["min_length", c.minLength?.toString()],
    ["max_length", c.maxLength?.toString()],
    ["pattern", c.pattern === undefined ? undefined : pyString(portablePattern(c.pattern))],
  ]);
  const base = constraints ? `Annotated[str, StringConstraints(strict=True, ${constraints})]` : "StrictStr";
  return c.format === undefined ? base : `Annotated[${base}, Format(${pyString(c.format)})]`;
}

/** Integer bounds as whole numbers: an integer is ≥ 0.5 exactly when it is ≥ 1. */
function integerAnnotation(c: NumberConstraints): string {
  const lower =
    c.minimum !== undefined
      ? Math.ceil(c.minimum)
      : c.exclusiveMinimum !== undefined
        ? Math.floor(c.exclusiveMinimum) + 1
        : undefined;
  const upper =
    c.maximum !== undefined
      ? Math.floor(c.maximum)
      : c.exclusiveMaximum !== undefined
        ? Math.ceil(c.exclusiveMaximum) - 1
        : undefined;
  const multiple = c.multipleOf !== undefined && Number.isInteger(c.multipleOf) ? c.multipleOf : undefined;
  return `Annotated[int, Integer(${args([
    ["ge", lower?.toString()],
    ["le", upper?.toString()],
    ["multiple_of", multiple?.toString()],
  ])})]`;
}

function numberAnnotation(c: NumberConstraints): string {
  const f = (n: number | undefined): string | undefined =>
    n === undefined ? undefined : Number.isInteger(n) ? `${n}.0` : String(n);
  return `Annotated[float, Number(${args([
    ["ge", f(c.minimum)],
    ["le", f(c.maximum)],
    ["gt", f(c.exclusiveMinimum)],
    ["lt", f(c.exclusiveMaximum)],
    ["multiple_of", f(c.multipleOf)],
  ])})]`;
}

function container(
  inner: string,
  min: number | undefined,
  max: number | undefined,
  unique: boolean | undefined,
): string {
  return `Annotated[${inner}, Container(${args([
    ["min_size", min?.toString()],
    ["max_size", max?.toString()],
    ["unique", unique ? "True" : undefined],
  ])})]`;
}

/** The annotation of a shape without its nullability. */
export function baseAnnotation(shape: Shape): string {
  switch (shape.kind) {
    case "ref":
      return className(shape.name);
    case "string":
      return stringAnnotation(shape.constraints);
    case "integer":
      return integerAnnotation(shape.constraints);
    case "number":
      return numberAnnotation(shape.constraints);
    case "boolean":
      return "StrictBool";
    case "null":
      return "None";
    case "literal":
      if (typeof shape.value === "string") return `Literal[${pyString(shape.value)}]`;
      // Literal takes no float (PEP 586): a fractional const is a float equal to it.
      if (typeof shape.value === "number" && !Number.isInteger(shape.value))
        return `Annotated[float, ExactLiteral(${pyValue(shape.value)})]`;
      return `Annotated[Literal[${pyValue(shape.value)}], ExactLiteral(${pyValue(shape.value)})]`;
    case "array":
      return container(`list[${annotation(shape.items)}]`, shape.minItems, shape.maxItems, shape.uniqueItems);
    case "map":
      return container(`dict[str, ${annotation(shape.values)}]`, shape.minProperties, shape.maxProperties, undefined);
    case "any":
      return "JsonValue";
    case "choice":
      return `Union[${shape.options.map(annotation).join(", ")}]`;
  }
}

/** Any JSON value already includes null; everything else says so with Optional. */
export function annotation(shape: Shape): string {
  if (shape.kind === "any") return shape.nullable ? "JsonValue" : "Annotated[JsonValue, NonNullJson()]";
  if (shape.kind === "null") return "None";
  return shape.nullable ? `Optional[${baseAnnotation(shape)}]` : baseAnnotation(shape);
}

/** Type names a shape refers to, for ordering module-level aliases. */
export function referencedNames(shape: Shape): string[] {
  switch (shape.kind) {
    case "ref":
      return [shape.name];
    case "array":
      return referencedNames(shape.items);
    case "map":
      return referencedNames(shape.values);
    case "choice":
      return shape.options.flatMap(referencedNames);
    default:
      return [];
  }
}
