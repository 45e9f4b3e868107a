/** A synthetic module using every shape the IR has, including ones the real schemas do not use yet. */
import type { ModuleIR, NamedType, Property, Shape } from "@canon-sdk/core";

const origin = { file: "schemas/edge/things.schema.json", pointer: "/$defs/X" };
const prop = (wireName: string, shape: Shape, required = false): Property => ({
  wireName,
  description: `The ${wireName}.`,
  required,
  deprecated: false,
  shape,
});
const s = (shape: Record<string, unknown>): Shape => ({ nullable: false, ...shape }) as Shape;

const types: NamedType[] = [
  {
    kind: "union",
    name: "Thing",
    description: "Any thing.",
    deprecated: false,
    origin,
    tag: "kind",
    members: [
      { typeName: "Widget", tagValue: "widget" },
      { typeName: "Gadget", tagValue: "gadget" },
    ],
  },
  {
    kind: "object",
    name: "Widget",
    description: "A widget, with - a line that starts like a list\n1. and a numbered one.",
    deprecated: true,
    origin,
    closed: true,
    properties: [
      prop("kind", s({ kind: "literal", value: "widget" }), true),
      prop("widgetId", s({ kind: "string", constraints: { minLength: 1, maxLength: 8, pattern: "^[a-z]+$" } }), true),
      prop("count", s({ kind: "integer", constraints: { minimum: 0, exclusiveMaximum: 10, multipleOf: 2 } })),
      prop("ratio", s({ kind: "number", constraints: {}, nullable: true }), true),
      prop("label", s({ kind: "string", constraints: { format: "date-time" }, nullable: true })),
      prop(
        "tags",
        s({
          kind: "array",
          items: s({ kind: "string", constraints: {} }),
          minItems: 1,
          maxItems: 3,
          uniqueItems: true,
        }),
      ),
      prop(
        "scores",
        s({
          kind: "map",
          values: s({ kind: "number", constraints: { maximum: 1 }, nullable: true }),
          minProperties: 1,
        }),
      ),
      prop(
        "either",
        s({
          kind: "choice",
          options: [
            s({ kind: "string", constraints: {} }),
            s({ kind: "array", items: s({ kind: "ref", name: "Thing" }) }),
          ],
          nullable: true,
        }),
      ),
      prop(
        "mode",
        s({ kind: "choice", options: [s({ kind: "literal", value: "a" }), s({ kind: "literal", value: "b" })] }),
      ),
      prop("extra", s({ kind: "any", nullable: false })),
      prop("nothing", s({ kind: "null" })),
      prop("flag", s({ kind: "literal", value: true })),
      prop("color", s({ kind: "ref", name: "Color" })),
      prop("parent", s({ kind: "ref", name: "Gadget", nullable: true })),
      prop("child", s({ kind: "ref", name: "Thing" }), true),
      prop("validate", s({ kind: "boolean" })),
    ],
  },
  {
    kind: "object",
    name: "Gadget",
    description: "A gadget.",
    deprecated: false,
    origin,
    closed: false,
    additional: s({ kind: "integer", constraints: { minimum: 0 } }),
    properties: [
      prop("kind", s({ kind: "literal", value: "gadget" }), true),
      prop("payload", s({ kind: "ref", name: "Blob" })),
    ],
  },
  {
    kind: "enum",
    name: "Color",
    description: "A color.",
    deprecated: false,
    origin,
    values: ["red", "dark-red", "Red", ""],
  },
  {
    kind: "alias",
    name: "Blob",
    description: "Anything.",
    deprecated: false,
    origin,
    shape: s({ kind: "any", nullable: true }),
  },
  {
    kind: "alias",
    name: "Amount",
    description: "A count, or a count with its unit.",
    deprecated: false,
    origin,
    shape: s({
      kind: "choice",
      options: [
        s({ kind: "integer", constraints: { minimum: 0 } }),
        s({ kind: "string", constraints: { pattern: "^[0-9]+ kg$" } }),
      ],
    }),
  },
  {
    kind: "alias",
    name: "Weight",
    description: "The same choice under another name: a struct of its own.",
    deprecated: false,
    origin,
    shape: s({
      kind: "choice",
      options: [
        s({ kind: "integer", constraints: { minimum: 0 } }),
        s({ kind: "string", constraints: { pattern: "^[0-9]+ kg$" } }),
      ],
    }),
  },
  {
    kind: "alias",
    name: "MaybeName",
    description: "A name or null.",
    deprecated: false,
    origin,
    shape: s({ kind: "string", constraints: { minLength: 2 }, nullable: true }),
  },
];

export const edgeIR: ModuleIR = {
  module: "edge",
  version: "0.0.1",
  schemaDir: "schemas/edge",
  types,
  bundle: { $defs: {} },
  tolerantReceivers: false,
};
