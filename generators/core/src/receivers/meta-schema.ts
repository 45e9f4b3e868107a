/**
 * The meta-schema of `schemas/<module>/receivers.json`: what a module's receivers tolerate and
 * which retired shapes they translate. docs/receivers.md explains each keyword; core validates
 * every declaration against this schema, then checks that the names it uses exist.
 */
const pointer = { type: "string", pattern: "^(/([^/~]|~[01])*)*$" };

const operation = {
  oneOf: [
    {
      type: "object",
      additionalProperties: false,
      required: ["op", "path", "value"],
      properties: { op: { const: "add" }, path: pointer, value: {} },
    },
    {
      type: "object",
      additionalProperties: false,
      required: ["op", "from", "path"],
      properties: { op: { const: "move" }, from: pointer, path: pointer },
    },
    {
      type: "object",
      additionalProperties: false,
      required: ["op", "path"],
      properties: { op: { const: "remove" }, path: pointer },
    },
  ],
};

const patch = { type: "array", items: operation };

const target = {
  oneOf: [
    { type: "string", minLength: 1 },
    {
      type: "object",
      additionalProperties: false,
      required: ["by", "prefixes", "otherwise"],
      properties: {
        by: pointer,
        prefixes: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["prefix", "tag"],
            properties: { prefix: { type: "string" }, tag: { type: "string", minLength: 1 } },
          },
        },
        otherwise: { type: "string", minLength: 1 },
      },
    },
  ],
};

export const receiversMetaSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://canon.invalid/receivers.schema.json",
  title: "Receivers",
  description: "What a module's tolerant receivers translate and tolerate.",
  type: "object",
  additionalProperties: false,
  required: ["unknown"],
  properties: {
    $schema: { type: "string" },
    description: { type: "string" },
    unknown: {
      type: "object",
      additionalProperties: false,
      required: ["properties", "arrayMembers", "optionalMembers", "rootMembers"],
      properties: {
        properties: { enum: ["strip", "reject"] },
        arrayMembers: { enum: ["drop", "reject"] },
        optionalMembers: { enum: ["remove", "reject"] },
        rootMembers: { enum: ["surface", "reject"] },
      },
    },
    nullAsAbsent: {
      type: "object",
      additionalProperties: { type: "array", minItems: 1, uniqueItems: true, items: { type: "string" } },
    },
    retired: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["union", "tag", "to"],
        properties: {
          union: { type: "string" },
          tag: { type: "string", minLength: 1 },
          to: target,
          description: { type: "string" },
          patch,
          cases: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["when", "patch"],
              properties: { when: pointer, patch },
            },
          },
        },
      },
    },
  },
} as const;
