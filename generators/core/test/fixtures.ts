/** A small module that uses every construct the IR supports, shared by the core's tests. */
import { schemaFile } from "../src/testkit.js";

export const demoEvents = schemaFile({
  Base: {
    title: "Base",
    description: "Fields every event carries.",
    "x-canon-mixin": true,
    type: "object",
    properties: {
      timestamp: {
        description: "Milliseconds since the epoch.",
        type: "integer",
        minimum: 0,
        maximum: 9007199254740991,
      },
    },
  },
  Event: {
    title: "Event",
    description: "Any event.",
    oneOf: [{ $ref: "#/$defs/Started" }, { $ref: "./more.schema.json#/$defs/Stopped" }],
    discriminator: { propertyName: "type" },
  },
  Started: {
    title: "Started",
    description: "Something started.",
    allOf: [{ $ref: "#/$defs/Base" }],
    properties: {
      type: { description: "Tag.", const: "STARTED" },
      id: { description: "Identifier.", type: "string", minLength: 1, pattern: "^[a-z0-9-]+$" },
      note: { description: "Optional note, may be null.", type: ["string", "null"] },
      level: { description: "Level.", $ref: "#/$defs/Level" },
      payload: { description: "Anything but null.", not: { type: "null" } },
      content: {
        description: "Text or parts.",
        anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
      },
      labels: { description: "Free-form labels.", type: "object", additionalProperties: { type: "string" } },
    },
    required: ["type", "id"],
    unevaluatedProperties: false,
  },
  Level: { title: "Level", description: "How loud.", type: "string", enum: ["low", "high"] },
});

export const demoMore = schemaFile({
  Stopped: {
    title: "Stopped",
    description: "Something stopped.",
    type: "object",
    properties: {
      type: { description: "Tag.", const: "STOPPED" },
      reason: { description: "Why.", anyOf: [{ $ref: "./events.schema.json#/$defs/Level" }, { type: "null" }] },
    },
    required: ["type"],
  },
});

export const demoFiles: Record<string, unknown> = {
  "schemas/demo/events/events.schema.json": demoEvents,
  "schemas/demo/events/more.schema.json": demoMore,
  "schemas/demo/examples/Event/valid/minimal.json": { type: "STOPPED" },
  "schemas/demo/examples/Event/invalid/unknown-tag.json": { type: "PAUSED" },
  "schemas/demo/examples/Started/valid/minimal.json": { type: "STARTED", id: "a-1" },
  "schemas/demo/examples/Started/invalid/extra-property.json": { type: "STARTED", id: "a-1", extra: 1 },
  "schemas/demo/examples/Stopped/valid/minimal.json": { type: "STOPPED", reason: null },
  "schemas/demo/examples/Stopped/invalid/missing-type.json": {},
  "schemas/demo/examples/Level/valid/minimal.json": JSON.stringify("low"),
  "schemas/demo/examples/Level/invalid/unknown.json": JSON.stringify("medium"),
};
