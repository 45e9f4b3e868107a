/** Throwaway projects for the CLI suites: modules built from the ping module, committed in git. */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { schemaFile, writeFixtureFile } from "@canon-sdk/core";
import { Ajv } from "ajv";
import { pingDefs } from "../foundation/ping-module.js";

export interface ModuleSpec {
  readonly version?: string;
  readonly targets?: Record<string, unknown>;
}

export function moduleFiles(name: string, defs: unknown = pingDefs): Record<string, unknown> {
  return {
    [`schemas/${name}/events/events.schema.json`]: schemaFile(defs as Record<string, unknown>),
    [`schemas/${name}/examples/Event/valid/minimal.json`]: { type: "PING", seq: 1 },
    [`schemas/${name}/examples/Event/invalid/unknown.json`]: { type: "PONG" },
    [`schemas/${name}/examples/Ping/valid/minimal.json`]: { type: "PING", seq: 0 },
    [`schemas/${name}/examples/Ping/invalid/missing-seq.json`]: { type: "PING" },
  };
}

export function project(modules: Record<string, ModuleSpec>, extra: Record<string, unknown> = {}): string {
  const root = mkdtempSync(join(tmpdir(), "canon-cli-"));
  const config = Object.fromEntries(
    Object.entries(modules).map(([name, m]) => [
      name,
      {
        version: m.version ?? "1.0.0",
        description: `The ${name} fixture module.`,
        schemas: `schemas/${name}`,
        targets: m.targets ?? { schema: {} },
        compat: { mode: "backward", writers: "servers", readers: "clients", tolerantReceivers: false },
      },
    ]),
  );
  writeFixtureFile(root, "canon.config.json", { modules: config });
  for (const name of Object.keys(modules))
    for (const [path, content] of Object.entries(moduleFiles(name))) writeFixtureFile(root, path, content);
  for (const [path, content] of Object.entries(extra)) writeFixtureFile(root, path, content);
  git(root, "init", "-q", "-b", "main");
  commitAll(root, "initial");
  return root;
}

export function git(root: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.email=test@example.invalid", "-c", "user.name=test", ...args], {
    cwd: root,
    encoding: "utf8",
  });
}

export function commitAll(root: string, message: string): void {
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", message);
}

/** A breaking change: a new required property on Ping. */
export function breakPing(root: string, name: string): void {
  const defs = JSON.parse(JSON.stringify(pingDefs)) as typeof pingDefs & {
    Ping: { properties: Record<string, unknown>; required: string[] };
  };
  defs.Ping.properties["source"] = { description: "Who sent it.", type: "string" };
  defs.Ping.required.push("source");
  writeFixtureFile(root, `schemas/${name}/events/events.schema.json`, schemaFile(defs));
  writeFixtureFile(root, `schemas/${name}/examples/Ping/valid/minimal.json`, { type: "PING", seq: 0, source: "a" });
  writeFixtureFile(root, `schemas/${name}/examples/Event/valid/minimal.json`, { type: "PING", seq: 1, source: "a" });
}

/** An additive change: a new optional property on Ping. */
export function extendPing(root: string, name: string): void {
  const defs = JSON.parse(JSON.stringify(pingDefs)) as typeof pingDefs & {
    Ping: { properties: Record<string, unknown> };
  };
  defs.Ping.properties["note"] = { description: "A note.", type: "string" };
  writeFixtureFile(root, `schemas/${name}/events/events.schema.json`, schemaFile(defs));
}

/** The SARIF 2.1.0 schema, as shipped by an npm package, compiled with ajv. */
export function sarifValidator(): (log: unknown) => { valid: boolean; errors: string } {
  const require = createRequire(import.meta.url);
  const path = join(
    require.resolve("@microsoft/jest-sarif/package.json"),
    "..",
    "lib",
    "schemas",
    "sarif-2.1.0-rtm.5.json",
  );
  const schema = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  delete schema["$schema"];
  delete schema["id"]; // draft-04 spelling of $id
  const validate = new Ajv({ strict: false, validateFormats: false, unicodeRegExp: false }).compile(schema);
  return (log) => ({ valid: validate(log), errors: JSON.stringify(validate.errors) });
}
