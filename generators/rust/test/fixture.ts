/** A demo module shared by the Rust and Java generator tests: a union, keyword-like names, nulls, an enum. */
import { compileModule, createFixtureProject, findModule, loadConfig, loadVectors, schemaFile } from "@canon-sdk/core";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = createFixtureProject({
  "schemas/demo/events/events.schema.json": schemaFile({
    Event: { title: "Event", description: "Any event.", oneOf: [{ $ref: "#/$defs/Ping" }, { $ref: "#/$defs/Pong" }], discriminator: { propertyName: "type" } },
    Ping: {
      title: "Ping",
      description: "A ping.",
      type: "object",
      properties: {
        type: { description: "Tag.", const: "PING" },
        pattern: { description: "A property named like a keyword.", type: "string", pattern: "^p" },
        note: { description: "A note that may be null.", type: ["string", "null"] },
        mode: { description: "The transport.", $ref: "#/$defs/Transport" },
      },
      required: ["type", "pattern"],
      additionalProperties: false,
    },
    Pong: { title: "Pong", description: "A pong.", type: "object", properties: { type: { description: "Tag.", const: "PONG" } }, required: ["type"] },
    Transport: { title: "Transport", description: "How it travels.", type: "string", enum: ["a2a", "http-sse"] },
  }),
});
const vector = (type: string, kind: string, name: string, value: unknown) => {
  mkdirSync(join(root, "schemas/demo/examples", type, kind), { recursive: true });
  writeFileSync(join(root, "schemas/demo/examples", type, kind, `${name}.json`), JSON.stringify(value));
};
vector("Ping", "invalid", "pattern-mismatch", { type: "PING", pattern: "x" });
vector("Ping", "invalid", "missing-pattern", { type: "PING" });
vector("Event", "invalid", "unknown-tag", { type: "NEW" });
vector("Event", "invalid", "numeric-tag", { type: 5 });
const config = findModule(loadConfig(root), "demo");
export const ir = compileModule(root, config, { withVectors: false }).ir!;
export const vectors = loadVectors(root, config.schemas).vectors;
export const context = { outDir: "packages/demo/x", vectors };
export const file = (files: { path: string; content: string }[], path: string) => files.find((f) => f.path === path)?.content ?? "";

