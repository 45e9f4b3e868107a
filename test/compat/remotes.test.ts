/**
 * `canon compat` on a module whose schemas refer to remote URIs it maps to local copies
 * (`remotes`): each side reads the copies from where it reads the module (the working tree, or the
 * same git ref), so an edit to a copy is a change like any other, and nothing is unresolved.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compareSync } from "@canon-sdk/compat";
import { writeFixtureFile } from "@canon-sdk/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const cli = join(import.meta.dirname, "..", "..", "packages", "cli", "dist", "main.js");
const canon = (args: string[], cwd: string) => spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8" });
const COMMON = "https://schemas.example.com/common/";

const address = (maxLength?: number) => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "Address",
  type: "object",
  properties: { city: { type: "string", ...(maxLength === undefined ? {} : { maxLength }) } },
  required: ["city"],
});

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "canon-compat-remotes-"));
  writeFixtureFile(work, "canon.config.json", {
    modules: {
      demo: {
        version: "1.0.0",
        description: "demo",
        schemas: "schemas/demo",
        remotes: { [COMMON]: "vendor/common" },
        targets: {},
        compat: { mode: "backward", writers: "w", readers: "r", tolerantReceivers: false },
      },
    },
  });
  writeFixtureFile(work, "schemas/demo/order.schema.json", {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: {
      Order: {
        type: "object",
        properties: { shipTo: { $ref: `${COMMON}address.json` } },
        required: ["shipTo"],
        additionalProperties: false,
      },
    },
  });
  writeFixtureFile(work, "vendor/common/address.json", address());
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.email=t@example.invalid", "-c", "user.name=t", ...args], {
      cwd: work,
      stdio: "ignore",
    });
  git("init", "-q");
  git("add", ".");
  git("commit", "-q", "-m", "init");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("canon compat with a module's remotes", () => {
  it("compares the module with its copies at a git ref against the working tree", () => {
    const same = canon(["compat", "git:HEAD", ".", "--module", "demo", "--category", "data"], work);
    expect(same.stdout + same.stderr).toMatch(/^demo: compatible \(backward/m);
    expect(same.status).toBe(0);
    writeFixtureFile(work, "vendor/common/address.json", address(20));
    const narrowed = canon(["compat", "git:HEAD", ".", "--module", "demo", "--category", "data"], work);
    expect(narrowed.stdout).toMatch(
      /^vendor\/common\/address\.json:\d+:\d+: breaking MAX_LENGTH_ADDED Order\.city: maxLength 20 added \[type Order\]\n {2}witness Order/m,
    );
    expect(narrowed.status).toBe(1);
    // The copy itself is no type of the module: only Order is compared.
    expect(narrowed.stdout).not.toMatch(/\[type Address\]/);
    // The generated API of both sides builds with the copies: its verdict is given, not skipped.
    const all = canon(["compat", "git:HEAD", ".", "--module", "demo", "--format", "json"], work);
    const report = JSON.parse(all.stdout);
    expect(JSON.stringify(report)).not.toMatch(/cannot be built/);
    expect(report.modules?.[0]?.verdicts ?? report.verdicts).toMatchObject({
      data: { compatible: false },
      api: { compatible: true },
    });
  });

  it("reads a copy that names no dialect in the dialect of the file that refers to it", () => {
    // draft-07 has no prefixItems: a validator of the draft-07 module ignores it in the copy, as
    // canon generate does, so changing it changes nothing; in a 2020-12 module it is a tuple.
    const side = (dialect: string, first: string) => ({
      files: {
        "order.json": JSON.stringify({
          $schema: dialect,
          definitions: { Order: { type: "object", properties: { pair: { $ref: `${COMMON}pair.json` } } } },
        }),
        "vendor/common/pair.json": JSON.stringify({ type: "array", prefixItems: [{ type: first }] }),
      },
      remotes: { "vendor/common/pair.json": `${COMMON}pair.json` },
    });
    const changes = (dialect: string) =>
      compareSync(side(dialect, "string"), side(dialect, "number")).findings.map((f) => f.message);
    expect(changes("http://json-schema.org/draft-07/schema#")).toEqual([]);
    expect(changes("https://json-schema.org/draft/2020-12/schema")).toEqual([
      "Order[0]: type changed from string to number",
    ]);
  });
});
