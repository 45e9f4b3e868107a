/**
 * Boundary values for one place in a document, read from the IR shape that governs it: just
 * inside and just outside each bound, integer against fraction, lengths in code points (with
 * astral characters, which count once in JSON Schema and twice in UTF-16), each format's edge
 * cases, and the neighbours of every enum value and literal. Whether a value is accepted is not
 * decided here: the caller takes ajv's verdict as the truth.
 */
import type { Shape } from "./ir.js";

/** One value to put in place: `raw` is JSON text written as is (spellings such as `1.0`). */
export interface BoundaryValue {
  readonly label: string;
  readonly value?: unknown;
  readonly raw?: string;
}

const astral = "😀";

/** Case-changed, space-padded and empty neighbours of a string constant. */
export function neighbours(value: string): BoundaryValue[] {
  const flipped = value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase();
  const cases: BoundaryValue[] = [
    { label: `"${value}"`, value },
    { label: `"${value}" with trailing space`, value: `${value} ` },
    { label: `"${value}" with leading space`, value: ` ${value}` },
    { label: "empty string", value: "" },
  ];
  if (flipped !== value) cases.push({ label: `"${value}" case-changed`, value: flipped });
  return cases;
}

function numberValues(kind: "integer" | "number", shape: Shape & { kind: "integer" | "number" }): BoundaryValue[] {
  const c = shape.constraints;
  // Just outside a bound: one for integers, a small step for numbers (a fraction JSON keeps exactly).
  const step = kind === "integer" ? 1 : 0.5;
  const cases: BoundaryValue[] = [];
  const add = (label: string, value: number) => cases.push({ label, value });
  if (c.minimum !== undefined) add("minimum", c.minimum), add("minimum - step", c.minimum - step);
  if (c.maximum !== undefined) add("maximum", c.maximum), add("maximum + step", c.maximum + step);
  if (c.exclusiveMinimum !== undefined)
    add("exclusiveMinimum", c.exclusiveMinimum), add("exclusiveMinimum + step", c.exclusiveMinimum + step);
  if (c.exclusiveMaximum !== undefined)
    add("exclusiveMaximum", c.exclusiveMaximum), add("exclusiveMaximum - step", c.exclusiveMaximum - step);
  if (c.multipleOf !== undefined)
    add("multipleOf", c.multipleOf * 3), add("not a multipleOf", c.multipleOf * 3 + c.multipleOf / 2);
  const inside =
    c.minimum ??
    (c.exclusiveMinimum !== undefined
      ? c.exclusiveMinimum + 1
      : (c.maximum ?? (c.exclusiveMaximum !== undefined ? c.exclusiveMaximum - 1 : 1)));
  const small = Math.abs(inside) > 1e15 ? Math.sign(inside) : inside;
  add("fraction", small + 0.5);
  add("zero", 0);
  add("negative one", -1);
  cases.push(
    { label: "integer spelled with .0", raw: `${small}.0` },
    { label: "integer spelled with an exponent", raw: `${small}e0` },
  );
  cases.push({ label: "number as a string", value: String(small) });
  if (kind === "integer") add("2^53", 2 ** 53);
  return cases;
}

const formatCases: Record<string, readonly [string, string][]> = {
  "date-time": [
    ["plain UTC", "2024-05-01T12:30:00Z"],
    ["fraction and offset", "2024-05-01T12:30:00.123+05:30"],
    ["negative offset", "2024-05-01T12:30:00-08:00"],
    ["lower-case t and z", "2024-05-01t12:30:00z"],
    ["leap day", "2024-02-29T00:00:00Z"],
    ["not a leap day", "2023-02-29T00:00:00Z"],
    ["month 13", "2024-13-01T00:00:00Z"],
    ["day 32", "2024-01-32T00:00:00Z"],
    ["hour 24", "2024-05-01T24:00:00Z"],
    ["minute 60", "2024-05-01T12:60:00Z"],
    ["leap second at UTC midnight", "2016-12-31T23:59:60Z"],
    ["leap second at noon", "2024-05-01T12:30:60Z"],
    ["no offset", "2024-05-01T12:30:00"],
    ["date only", "2024-05-01"],
    ["offset hour 24", "2024-05-01T12:30:00+24:00"],
    ["empty fraction", "2024-05-01T12:30:00.Z"],
  ],
  date: [
    ["plain", "2024-05-01"],
    ["leap day", "2024-02-29"],
    ["not a leap day", "2023-02-29"],
    ["month 0", "2024-00-10"],
    ["with time", "2024-05-01T00:00:00Z"],
  ],
  time: [
    ["UTC", "12:30:00Z"],
    ["offset", "12:30:00+01:00"],
    ["no offset", "12:30:00"],
    ["hour 24", "24:00:00Z"],
  ],
  uuid: [
    ["lower case", "123e4567-e89b-12d3-a456-426614174000"],
    ["upper case", "123E4567-E89B-12D3-A456-426614174000"],
    ["no dashes", "123e4567e89b12d3a456426614174000"],
    ["one digit short", "123e4567-e89b-12d3-a456-42661417400"],
  ],
  email: [
    ["plain", "a@example.com"],
    ["no at", "example.com"],
    ["two ats", "a@b@example.com"],
  ],
  uri: [
    ["https", "https://example.com/a?b=c#d"],
    ["urn", "urn:isbn:0451450523"],
    ["relative", "/a/b"],
    ["space", "https://exa mple.com"],
  ],
};

function stringValues(shape: Shape & { kind: "string" }, current: unknown): BoundaryValue[] {
  const c = shape.constraints;
  const cases: BoundaryValue[] = [{ label: "not a string", value: 1 }];
  const repeat = (label: string, unit: string, n: number) =>
    n >= 0 && cases.push({ label: `${label} (${n})`, value: unit.repeat(n) });
  if (c.minLength !== undefined)
    repeat("minLength", "a", c.minLength),
      repeat("minLength - 1", "a", c.minLength - 1),
      repeat("minLength astral", astral, c.minLength),
      repeat("minLength - 1 astral", astral, c.minLength - 1);
  if (c.maxLength !== undefined)
    repeat("maxLength", "a", c.maxLength),
      repeat("maxLength + 1", "a", c.maxLength + 1),
      repeat("maxLength astral", astral, c.maxLength),
      repeat("maxLength + 1 astral", astral, c.maxLength + 1);
  if (c.pattern !== undefined && typeof current === "string") {
    // Derived from a value that matches: the same with a trailing newline (`$` in Python's re
    // accepts it), padded, cut to nothing, and with characters patterns rarely allow.
    cases.push(
      { label: "pattern match", value: current },
      { label: "pattern + trailing newline", value: `${current}\n` },
      { label: "pattern + leading space", value: ` ${current}` },
    );
    cases.push(
      { label: "pattern empty", value: "" },
      { label: "pattern + tilde", value: `${current}~` },
      { label: "pattern + astral", value: `${current}${astral}` },
    );
  }
  for (const [label, value] of c.format === undefined ? [] : (formatCases[c.format] ?? []))
    cases.push({ label: `${c.format} ${label}`, value });
  return cases;
}

function itemValues(shape: Shape & { kind: "array" }, current: unknown): BoundaryValue[] {
  // Items of other kinds: whichever the item shape refuses shows whether items are checked at all.
  const cases: BoundaryValue[] = [
    { label: "not an array", value: {} },
    { label: "a number item", value: [7] },
    { label: "a string item", value: ["x"] },
    { label: "a null item", value: [null] },
  ];
  const sample = Array.isArray(current) && current.length > 0 ? current[0] : undefined;
  if (sample === undefined)
    return shape.minItems !== undefined && shape.minItems > 0
      ? [...cases, { label: "empty below minItems", value: [] }]
      : cases;
  const of = (n: number): unknown[] => Array.from({ length: Math.max(0, n) }, () => sample);
  if (shape.minItems !== undefined)
    cases.push(
      { label: "minItems", value: of(shape.minItems) },
      { label: "minItems - 1", value: of(shape.minItems - 1) },
    );
  if (shape.maxItems !== undefined)
    cases.push(
      { label: "maxItems", value: of(shape.maxItems) },
      { label: "maxItems + 1", value: of(shape.maxItems + 1) },
    );
  if (shape.uniqueItems === true) cases.push({ label: "duplicate items", value: [sample, sample] });
  return cases;
}

function entryValues(shape: Shape & { kind: "map" }, current: unknown): BoundaryValue[] {
  const cases: BoundaryValue[] = [{ label: "not an object", value: [] }];
  const sample =
    typeof current === "object" && current !== null && !Array.isArray(current) ? Object.values(current)[0] : undefined;
  const of = (n: number) => Object.fromEntries(Array.from({ length: Math.max(0, n) }, (_, i) => [`k${i}`, sample]));
  if (sample === undefined) return cases;
  if (shape.minProperties !== undefined)
    cases.push(
      { label: "minProperties", value: of(shape.minProperties) },
      { label: "minProperties - 1", value: of(shape.minProperties - 1) },
    );
  if (shape.maxProperties !== undefined)
    cases.push(
      { label: "maxProperties", value: of(shape.maxProperties) },
      { label: "maxProperties + 1", value: of(shape.maxProperties + 1) },
    );
  return cases;
}

/** Boundary values for a shape; `enumValues` when the shape refers to an enum type. */
export function boundaryValues(shape: Shape, current: unknown, enumValues?: readonly string[]): BoundaryValue[] {
  const cases: BoundaryValue[] = [{ label: "null", value: null }];
  if (enumValues !== undefined)
    return [...cases, ...enumValues.flatMap(neighbours), { label: "enum value as a number", value: 0 }];
  switch (shape.kind) {
    case "integer":
    case "number":
      return [...cases, ...numberValues(shape.kind, shape)];
    case "string":
      return [...cases, ...stringValues(shape, current)];
    case "literal":
      return [
        ...cases,
        ...(typeof shape.value === "string"
          ? neighbours(shape.value)
          : [
              { label: "literal", value: shape.value },
              { label: "literal as a string", value: String(shape.value) },
            ]),
      ];
    case "array":
      return [...cases, ...itemValues(shape, current)];
    case "map":
      return [...cases, ...entryValues(shape, current)];
    case "boolean":
      return [...cases, { label: "boolean as a string", value: "true" }];
    default:
      return cases;
  }
}
