/** The smallest clean module the CLI suites start from: one union with one member. */
export const EVENTS = "schemas/demo/events/events.schema.json";

export const ping = {
  title: "Ping",
  description: "A ping.",
  type: "object",
  properties: {
    type: { description: "Tag.", const: "PING" },
    seq: { description: "Sequence number.", type: "integer", minimum: 0 },
  },
  required: ["type", "seq"],
  additionalProperties: false,
};

export const pingDefs = {
  Event: {
    title: "Event",
    description: "Any event.",
    oneOf: [{ $ref: "#/$defs/Ping" }],
    discriminator: { propertyName: "type" },
  },
  Ping: ping,
};
