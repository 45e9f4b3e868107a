/**
 * What a new user meets at the entry when a target cannot take a schema: a coded diagnostic at
 * the schema's file:line:col (never a stack trace), nothing written, and `canon lint` reporting
 * the same problem; schemas that only look strange to quicktype (`false` subschemas, a property
 * no value satisfies, `items: false`) generate; a schema outside the current folder is read from
 * its own folder, with `$ref` still kept inside it.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeFixtureFile } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { runCli } from "../foundation/workspace.js";

/**
 * A type no JSON value satisfies (an array that must also be an object): quicktype refuses it, so
 * the quicktype targets stop (Rust and Java are emitted from the IR and generate it).
 */
const impossibleType = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "Holder",
  type: "object",
  properties: { never: { $ref: "#/$defs/Never" } },
  $defs: { Never: { type: "array", anyOf: [{ type: "object", properties: { a: { type: "string" } } }] } },
};

/** Constructs quicktype refuses as written, each of which the projection fed to it leaves out. */
const forbiddenParts = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "Pair",
  type: "object",
  required: ["gone"],
  properties: {
    pair: { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false },
    empty: { type: "array", items: false },
    never: { type: "array", anyOf: [{ type: "object" }, { type: "string" }] },
    gone: false,
    child: { $ref: "#" },
  },
};

function folder(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), "canon-entry-"));
  for (const [path, content] of Object.entries(files)) writeFixtureFile(root, path, content);
  return root;
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

const config = (targets: readonly string[]) => ({
  modules: {
    demo: {
      version: "0.1.0",
      description: "Demo.",
      schemas: "schemas",
      targets: Object.fromEntries(targets.map((t) => [t, {}])),
      compat: { mode: "backward", writers: "writers", readers: "readers", tolerantReceivers: false },
      lint: { CANON201: "off", CANON202: "off", CANON206: "off" },
    },
  },
});

describe("entry errors from generators", () => {
  it("a type a target cannot express stops generate with CANON216 at its file:line:col, writes nothing, and lint reports it", () => {
    const root = folder({ "canon.config.json": config(["rust", "kotlin"]), "schemas/holder.json": impossibleType });
    // Where the schema defines Never: the diagnostic must point there.
    const lines = readFileSync(join(root, "schemas/holder.json"), "utf8").split("\n");
    const line = lines.findIndex((l) => l.includes('"Never"')) + 1;
    const at = `${line}:${(lines[line - 1] as string).indexOf('"Never"') + 1}`;
    const generated = runCli(["generate"], root);
    noStackTrace(generated.stdout + generated.stderr);
    expect(generated.status).toBe(1);
    expect(generated.stdout).toContain(`schemas/holder.json:${at} CANON216 the kotlin target cannot be generated`);
    expect(generated.stdout).toContain("(in type Never)");
    expect(generated.stdout).toContain("fix: ");
    expect(existsSync(join(root, "packages"))).toBe(false);

    const zero = folder({ "holder.json": impossibleType });
    const adhoc = runCli(["generate", "--schema", "holder.json", "--target", "kotlin", "--out", "sdk"], zero);
    expect(adhoc.status).toBe(1);
    expect(adhoc.stdout).toContain(`holder.json:${at} CANON216`);
    expect(existsSync(join(zero, "sdk"))).toBe(false);

    const linted = runCli(["lint"], root);
    noStackTrace(linted.stdout + linted.stderr);
    expect(linted.status).toBe(1);
    expect(linted.stdout).toContain(`schemas/holder.json:${at} CANON216 the kotlin target cannot be generated`);
    expect(existsSync(join(root, "packages"))).toBe(false);
  });

  it("lint passes where every configured target generates", () => {
    const root = folder({
      "canon.config.json": config(["rust", "java", "kotlin"]),
      "schemas/pair.json": forbiddenParts,
    });
    const linted = runCli(["lint"], root);
    expect(linted.status, linted.stdout + linted.stderr).toBe(0);
  });

  it("false subschemas, items:false and a property no value satisfies generate for every quicktype target", () => {
    const root = folder({ "pair.json": forbiddenParts });
    const run = runCli(
      ["generate", "--schema", "pair.json", "--target", "rust,java,kotlin,swift,csharp,dart", "--out", "sdk"],
      root,
    );
    noStackTrace(run.stdout + run.stderr);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    for (const path of ["sdk/rust/src/lib.rs", "sdk/java/pom.xml", "sdk/kotlin", "sdk/swift", "sdk/csharp", "sdk/dart"])
      expect(existsSync(join(root, path)), path).toBe(true);
  });

  it("reads a schema outside the current folder from its own folder, writes only under the current folder, and keeps $ref inside", () => {
    const outside = folder({
      "b/it.json": { title: "It", type: "object", properties: { name: { type: "string" } } },
      "b/leaky.json": { title: "Leaky", type: "object", properties: { s: { $ref: "../secret.json" } } },
      "secret.json": { title: "Secret", type: "string" },
    });
    const cwd = folder({});
    const run = runCli(["generate", "--schema", join(outside, "b", "it.json"), "--target", "go", "--out", "sdk"], cwd);
    noStackTrace(run.stdout + run.stderr);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout + run.stderr).not.toContain("CANON131");
    expect(existsSync(join(cwd, "sdk", "go", "objects.go"))).toBe(true);
    expect(existsSync(join(outside, "b", "sdk"))).toBe(false);

    const leaky = runCli(
      ["generate", "--schema", join(outside, "b", "leaky.json"), "--target", "go", "--out", "sdk2"],
      cwd,
    );
    expect(leaky.status).toBe(1);
    expect(leaky.stdout).toMatch(/^leaky\.json:\d+:\d+ CANON104 /m);
    expect(existsSync(join(cwd, "sdk2"))).toBe(false);
  });
});
