/**
 * A new user's first minutes, with no canon.config.json: generate and validate straight from a
 * draft-07 file, `canon init` for a folder, and clear errors (never a stack trace) for mistakes.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeFixtureFile } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { runCli } from "./workspace.js";

const draft07 = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Build config",
  type: "object",
  required: ["name"],
  properties: { name: { type: "string" }, level: { $ref: "#/definitions/level" } },
  definitions: { level: { type: "string", enum: ["low", "high"] } },
};

function folder(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), "canon-zero-"));
  for (const [path, content] of Object.entries(files)) writeFixtureFile(root, path, content);
  return root;
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

describe("zero-config use", () => {
  it("generates every asked target from one draft-07 file", () => {
    const root = folder({ "it.json": draft07 });
    const run = runCli(["generate", "--schema", "it.json", "--target", "typescript,python,go", "--out", "sdk"], root);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    for (const path of ["sdk/typescript/src/types.ts", "sdk/python/canon_it/models.py", "sdk/go/objects.go"])
      expect(existsSync(join(root, path)), path).toBe(true);
    expect(readFileSync(join(root, "sdk/typescript/src/types.ts"), "utf8")).toContain("export interface BuildConfig {");
    expect(existsSync(join(root, "canon.config.json"))).toBe(false);
  });

  it("validates documents against the file's root schema, or a named type", () => {
    const root = folder({
      "it.json": draft07,
      "good.json": { name: "x", level: "low" },
      "bad.json": { level: "mid" },
      "level.json": '"high"\n',
    });
    const good = runCli(["validate", "--schema", "it.json", "good.json"], root);
    expect(good.stdout).toBe("good.json: valid BuildConfig\n");
    expect(good.status).toBe(0);
    const bad = runCli(["validate", "--schema", "it.json", "bad.json"], root);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^bad\.json:1:1 \/ required: must have required property 'name'/m);
    expect(runCli(["validate", "--schema", "it.json", "--type", "Level", "level.json"], root).status).toBe(0);
  });

  it("init writes a config whose lint passes before any vector or description exists", () => {
    const root = folder({ "schemas/build.json": draft07 });
    const init = runCli(["init", "--name", "build"], root);
    expect(init.status, init.stderr).toBe(0);
    const config = JSON.parse(readFileSync(join(root, "canon.config.json"), "utf8"));
    expect(config.modules.build).toMatchObject({
      schemas: "schemas",
      targets: { typescript: {}, python: {}, go: {} },
      lint: { CANON206: "off" },
    });
    const lint = runCli(["lint"], root);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(runCli(["init"], root).status).toBe(1);
  });

  it("reports a missing schema, a missing folder and an unknown dialect with codes, never a stack trace", () => {
    const root = folder({ "odd.json": { $schema: "https://example.invalid/dialect", type: "string" } });
    const missing = runCli(["generate", "--schema", "nope.json", "--target", "typescript", "--out", "sdk"], root);
    expect(missing.stdout).toMatch(/CANON109 no schema file or folder at nope\.json/);
    expect(missing.status).toBe(1);
    const odd = runCli(["generate", "--schema", "odd.json", "--target", "typescript", "--out", "sdk"], root);
    expect(odd.stdout).toMatch(/^odd\.json:2:3 CANON108 /m);
    expect(odd.status).toBe(1);
    writeFixtureFile(root, "canon.config.json", {
      modules: {
        demo: {
          version: "1.0.0",
          description: "x",
          schemas: "schemas/demo",
          targets: { typescript: {} },
          compat: { mode: "backward", writers: "w", readers: "r", tolerantReceivers: false },
        },
      },
    });
    const lint = runCli(["lint"], root);
    expect(lint.stdout).toMatch(/CANON109 schema folder schemas\/demo does not exist/);
    expect(lint.status).toBe(1);
    for (const run of [missing, odd, lint]) noStackTrace(run.stdout + run.stderr);
  });

  it("reads remote references from local copies given with --remotes, and says which copy is missing", () => {
    const order = {
      title: "Order",
      type: "object",
      required: ["shipTo"],
      properties: { shipTo: { $ref: "https://schemas.example.com/address.json" } },
    };
    const address = {
      title: "Address",
      type: "object",
      required: ["city"],
      properties: { city: { type: "string" } },
    };
    const root = folder({
      "order.json": order,
      "vendor/address.json": address,
      "good.json": { shipTo: { city: "Oslo" } },
      "bad.json": { shipTo: {} },
    });
    const remotes = ["--remotes", "https://schemas.example.com/=vendor"];
    const generated = runCli(
      ["generate", "--schema", "order.json", ...remotes, "--target", "go", "--out", "sdk"],
      root,
    );
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
    expect(readFileSync(join(root, "sdk/go/objects.go"), "utf8")).toMatch(/type Address struct \{[^}]*City string/);
    expect(runCli(["validate", "--schema", "order.json", ...remotes, "good.json"], root).stdout).toBe(
      "good.json: valid Order\n",
    );
    const bad = runCli(["validate", "--schema", "order.json", ...remotes, "bad.json"], root);
    expect(bad.stdout).toMatch(/^bad\.json:2:3 \/shipTo required: must have required property 'city'/m);
    const elsewhere = ["--remotes", "https://schemas.example.com/=copies"];
    const missing = runCli(["validate", "--schema", "order.json", ...elsewhere, "good.json"], root);
    expect(missing.stdout).toMatch(/^order\.json:9:7 CANON110 .*copies\/address\.json does not exist/m);
    expect(missing.status).toBe(1);
    const unmapped = runCli(["validate", "--schema", "order.json", "good.json"], root);
    expect(unmapped.stdout).toMatch(/^order\.json:9:7 CANON105 /m);
    const malformed = runCli(["validate", "--schema", "order.json", "--remotes", "vendor", "good.json"], root);
    expect(malformed.stdout).toMatch(/CANON401 --remotes "vendor" must be an absolute URI/);
    for (const run of [generated, bad, missing, unmapped, malformed]) noStackTrace(run.stdout + run.stderr);
  });
});
