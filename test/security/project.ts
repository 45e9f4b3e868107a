/** A small clean module for the security suites, and helpers to run the CLI and compare trees. */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, lstatSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createFixtureProject, schemaFile } from "@canon-sdk/core";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const cliPath = join(repoRoot, "packages", "cli", "dist", "main.js");
export const EVENTS = "schemas/demo/events/events.schema.json";

export function runCli(args: readonly string[], cwd: string): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cliPath, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 28 });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

const ping = {
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

export function demoDefs(): Record<string, Record<string, unknown>> {
  return structuredClone({
    Event: {
      title: "Event",
      description: "Any event.",
      oneOf: [{ $ref: "#/$defs/Ping" }],
      discriminator: { propertyName: "type" },
    },
    Ping: ping,
  });
}

export const vectors = {
  "schemas/demo/examples/Event/valid/minimal.json": { type: "PING", seq: 1 },
  "schemas/demo/examples/Event/invalid/unknown.json": { type: "PONG" },
  "schemas/demo/examples/Ping/valid/minimal.json": { type: "PING", seq: 0 },
  "schemas/demo/examples/Ping/invalid/missing-seq.json": { type: "PING" },
};

/** A project whose one module has the given `$defs` (and the demo vectors), targets as given. */
export function project(
  defs: Record<string, unknown>,
  targets: Record<string, unknown> = { schema: {} },
  extra: Record<string, unknown> = {},
): string {
  return createFixtureProject({ ...vectors, [EVENTS]: schemaFile(defs), ...extra }, { targets });
}

/**
 * Every entry under a folder, byte for byte, links included as links (never followed), so a
 * before/after comparison sees any file, folder or link a command created anywhere in it.
 */
export function treeBytes(root: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(root, entry);
    const key = relative(root, path).split(sep).join("/");
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) result[key] = "<link>";
    else if (stats.isDirectory()) result[key] = "<dir>";
    else result[key] = readFileSync(path).toString("base64");
  }
  return result;
}
