/**
 * The demo module the Rust, Java and quicktype generator tests share: a tagged union, a property
 * named like a keyword, a nullable field, an enum whose values are not identifiers, and a few
 * invalid vectors.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compileModule } from "./project.js";
import { findModule, loadConfig } from "./config.js";
import type { ModuleIR } from "./ir.js";
import { createFixtureProject, schemaFile } from "./testkit.js";
import { loadVectors, type Vector } from "./load.js";

export interface DemoModule {
  readonly ir: ModuleIR;
  readonly vectors: readonly Vector[];
  /** A generation context for a package at packages/demo/x. */
  readonly context: { readonly outDir: string; readonly vectors: readonly Vector[] };
}

export function demoModule(): DemoModule {
  const root = createFixtureProject({
    "schemas/demo/events/events.schema.json": schemaFile({
      Event: {
        title: "Event",
        description: "Any event.",
        oneOf: [{ $ref: "#/$defs/Ping" }, { $ref: "#/$defs/Pong" }],
        discriminator: { propertyName: "type" },
      },
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
      Pong: {
        title: "Pong",
        description: "A pong.",
        type: "object",
        properties: { type: { description: "Tag.", const: "PONG" } },
        required: ["type"],
      },
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
  const ir = compileModule(root, config, { withVectors: false }).ir;
  if (ir === undefined) throw new Error("the demo module does not compile");
  const vectors = loadVectors(root, config.schemas).vectors;
  return { ir, vectors, context: { outDir: "packages/demo/x", vectors } };
}

/** The content of the generated file at `path`, or "" when there is none. */
export const fileAt = (files: readonly { path: string; content: string }[], path: string): string =>
  files.find((f) => f.path === path)?.content ?? "";
