/**
 * The meta-schema of `schemas/<module>/lifecycle.json`: the scopes a module's event streams open
 * and close, the rule of every event type, chunk expansion and how a client's view is built.
 * docs/lifecycle.md explains each keyword; core validates every declaration against this schema,
 * then checks that the names it uses exist (declarations.ts).
 */
const pointer = { type: "string", pattern: "^(/([^/~]|~[01])*)*$" };
const name = { type: "string", minLength: 1 };
const names = { type: "array", items: name, uniqueItems: true };
const pointers = { type: "array", items: pointer, uniqueItems: true };

const scope = {
  type: "object",
  additionalProperties: false,
  properties: {
    description: { type: "string" },
    key: pointer,
    single: { type: "boolean" },
    states: { type: "object", additionalProperties: names },
    within: name,
    owner: pointer,
    ownerInKey: { type: "boolean" },
    reopen: { type: "boolean" },
    mustClose: { type: "boolean" },
  },
};

const reference = {
  type: "object",
  additionalProperties: false,
  required: ["scope", "key"],
  properties: { scope: name, key: pointer, mustExist: { type: "boolean" }, sameOwner: { type: "boolean" } },
};

const eventRule = {
  type: "object",
  additionalProperties: false,
  properties: {
    description: { type: "string" },
    opens: name,
    continues: name,
    closes: name,
    key: pointer,
    as: name,
    abandon: { type: "boolean" },
    ifOpen: { enum: ["error", "continue"] },
    ifNotOpen: { enum: ["error", "open", "ignore"] },
    requires: { oneOf: [name, names] },
    references: { type: "array", items: reference },
    sequence: {
      type: "object",
      additionalProperties: false,
      required: ["field"],
      properties: { field: pointer, start: { type: "integer", minimum: 0, maximum: 9007199254740991 } },
    },
  },
  // At most one of opens, continues and closes (the property declarations satisfy ajv's strict mode).
  not: {
    anyOf: [
      { properties: { opens: {}, continues: {} }, required: ["opens", "continues"] },
      { properties: { opens: {}, closes: {} }, required: ["opens", "closes"] },
      { properties: { continues: {}, closes: {} }, required: ["continues", "closes"] },
    ],
  },
};

const synthesized = (extra: Record<string, unknown> = {}) => ({
  type: "object",
  additionalProperties: false,
  required: ["type", "fields"],
  properties: { type: name, value: { type: "object" }, fields: pointers, ...extra },
});

const chunkType = {
  type: "object",
  additionalProperties: false,
  required: ["key", "start", "end"],
  properties: {
    description: { type: "string" },
    key: pointer,
    start: synthesized(),
    content: synthesized({ when: pointer }),
    end: synthesized(),
    first: pointers,
    repeat: {
      type: "object",
      propertyNames: pointer,
      additionalProperties: { anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }, { type: "null" }] },
    },
    carry: pointers,
  },
};

const chunks = {
  type: "object",
  additionalProperties: false,
  required: ["types"],
  properties: {
    description: { type: "string" },
    lane: pointer,
    passive: names,
    closeAll: names,
    closeLane: { type: "object", additionalProperties: pointer },
    types: { type: "object", minProperties: 1, additionalProperties: chunkType },
  },
};

const setMap = { type: "object", propertyNames: pointer, additionalProperties: pointer };
const op = (opName: string, required: readonly string[], properties: Record<string, unknown>) => ({
  type: "object",
  additionalProperties: false,
  required: ["op", ...required],
  properties: { op: { const: opName }, description: { type: "string" }, ...properties },
});

const operation = {
  oneOf: [
    op("state.replace", ["from"], { from: pointer }),
    op("state.patch", ["from"], { from: pointer }),
    op("message.create", ["id", "value"], { id: pointer, value: { type: "object" }, set: setMap, merge: pointer }),
    op("message.put", ["id", "value"], {
      id: pointer,
      value: { type: "object" },
      set: setMap,
      merge: pointer,
      replace: pointer,
    }),
    op("message.append", ["id", "path", "from"], { id: pointer, path: pointer, from: pointer, merge: pointer }),
    op("message.patch", ["id", "path", "from"], { id: pointer, path: pointer, from: pointer, merge: pointer }),
    op("item.add", ["id", "parent", "parentValue", "path", "value"], {
      id: pointer,
      parent: pointer,
      parentValue: { type: "object" },
      path: pointer,
      value: { type: "object" },
      set: setMap,
      merge: pointer,
    }),
    op("item.append", ["id", "path", "from"], { id: pointer, path: pointer, from: pointer }),
    op("messages.reconcile", ["from"], {
      from: pointer,
      keep: {
        type: "object",
        additionalProperties: false,
        required: ["field", "values"],
        properties: { field: pointer, values: { type: "array", items: { type: "string" } } },
      },
    }),
  ],
};

export const lifecycleMetaSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://canon.invalid/lifecycle.schema.json",
  title: "Lifecycle",
  description: "The scopes a module's event streams open and close, chunk expansion, and how a client's view is built.",
  type: "object",
  additionalProperties: false,
  required: ["union", "scopes", "events"],
  properties: {
    $schema: { type: "string" },
    description: { type: "string" },
    union: name,
    scopes: { type: "object", minProperties: 1, additionalProperties: scope },
    events: { type: "object", additionalProperties: eventRule },
    chunks,
    apply: { type: "object", additionalProperties: { type: "array", items: operation } },
  },
} as const;
