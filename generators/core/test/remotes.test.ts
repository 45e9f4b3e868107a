import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject, writeFixtureFile } from "../src/testkit.js";
import { createBundleValidator } from "../src/validator.js";

const DIALECT = "https://json-schema.org/draft/2020-12/schema";
const COMMON = "https://schemas.example.com/common/";

/** A project whose module `demo` maps remote URIs to local copies. */
function project(files: Record<string, unknown>, remotes: Record<string, string>) {
  const root = createFixtureProject(files);
  const configPath = join(root, "canon.config.json");
  const config = JSON.parse(readFileSync(configPath, "utf8"));
  config.modules.demo.remotes = remotes;
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  return root;
}

const compile = (root: string) => compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });

const order = {
  $schema: DIALECT,
  title: "Order",
  type: "object",
  properties: {
    shipTo: { $ref: `${COMMON}address.json` },
    origin: { $ref: `${COMMON}address.json#/$defs/Country` },
  },
  required: ["shipTo"],
};

const vendored = {
  "vendor/common/address.json": {
    $schema: DIALECT,
    title: "Address",
    type: "object",
    // Relative to the URI the copy was read by, as it would be on the server.
    properties: { street: { type: "string" }, country: { $ref: "#/$defs/Country" }, zip: { $ref: "codes/zip.json" } },
    required: ["street", "country"],
    $defs: { Country: { type: "string", pattern: "^[A-Z]{2}$" } },
  },
  "vendor/common/codes/zip.json": { $schema: DIALECT, title: "Zip", type: "string", minLength: 3 },
  "vendor/common/unused.json": { $schema: DIALECT, title: "Unused", type: "integer" },
};

describe("remote references read from local copies (remotes in canon.config.json)", () => {
  it("read the copies a reference reaches, references inside them resolving against their URI", () => {
    const root = project({ "schemas/demo/order.json": order, ...vendored }, { [COMMON]: "vendor/common" });
    const compiled = compile(root);
    expect(compiled.errors).toEqual([]);
    const names = compiled.ir?.types.map((t) => t.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(["Order", "Address", "Country", "Zip"]));
    expect(names).not.toContain("Unused");
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    const valid = { shipTo: { street: "Main St", country: "DE", zip: "10115" }, origin: "FR" };
    expect(validator.validate("Order", valid).ok).toBe(true);
    expect(validator.validate("Order", { ...valid, origin: "france" }).ok).toBe(false);
    expect(validator.validate("Order", { shipTo: { ...valid.shipTo, zip: "1" } }).ok).toBe(false);
  });

  it("map one URI to one file, and leave an unmapped remote refused", () => {
    const files = {
      "schemas/demo/price.json": {
        $schema: DIALECT,
        title: "Price",
        type: "object",
        properties: { amount: { $ref: "urn:example:money" }, tax: { $ref: "https://elsewhere.example.com/tax.json" } },
      },
      "vendor/money.json": { $schema: DIALECT, title: "Money", type: "string", pattern: "^[0-9]+\\.[0-9]{2}$" },
    };
    const mapped = compile(project(files, { "urn:example:money": "vendor/money.json" }));
    expect(mapped.errors.map((d) => `${d.code} ${d.file}:${d.position?.line}`)).toEqual([
      "CANON105 schemas/demo/price.json:10",
    ]);
    const both = compile(
      project(files, {
        "urn:example:money": "vendor/money.json",
        "https://elsewhere.example.com/tax.json": "vendor/money.json",
      }),
    );
    expect(both.errors).toEqual([]);
    expect(createBundleValidator(both.ir?.bundle ?? {}).validate("Price", { amount: "1.5" }).ok).toBe(false);
  });

  it("say where a mapped copy is missing, with the reference's position and the mapping", () => {
    const root = project({ "schemas/demo/order.json": order }, { [COMMON]: "vendor/common" });
    writeFixtureFile(root, "vendor/common/README.md", "copies of the common schemas\n");
    const compiled = compile(root);
    expect(compiled.ir).toBeUndefined();
    expect(compiled.errors.map((d) => d.code)).toEqual(["CANON110"]);
    const [problem] = compiled.errors;
    expect(problem?.file).toBe("schemas/demo/order.json");
    expect(problem?.position?.line).toBe(7); // the "$ref" of shipTo
    expect(problem?.message).toContain("vendor/common/address.json does not exist");
    expect(problem?.message).toContain(`remotes: "${COMMON}" → "vendor/common"`);
  });

  it("never read outside the mapped folder", () => {
    const escaping = {
      ...order,
      properties: { shipTo: { $ref: `${COMMON}..%2F..%2Fschemas/demo/secret.json` } },
    };
    const root = project(
      {
        "schemas/demo/order.json": escaping,
        "schemas/demo/secret.json": { $schema: DIALECT, title: "Secret", type: "string" },
        ...vendored,
      },
      { [COMMON]: "vendor/common" },
    );
    const compiled = compile(root);
    expect(compiled.errors.map((d) => d.code)).toEqual(["CANON110"]);
    expect(compiled.errors[0]?.message).toContain("maps outside the mapped folder");
  });

  it("are meta-checked in their own dialect, and upgraded from it", () => {
    const root = project(
      {
        "schemas/demo/order.json": order,
        "vendor/common/address.json": {
          $schema: "http://json-schema.org/draft-07/schema#",
          title: "Address",
          type: "object",
          properties: { country: { $ref: "#/definitions/Country" } },
          definitions: { Country: { type: "string", maxLength: "two" } },
        },
      },
      { [COMMON]: "vendor/common" },
    );
    const compiled = compile(root);
    expect(compiled.errors.map((d) => `${d.code} ${d.file}`)).toEqual(["CANON103 vendor/common/address.json"]);
  });

  it("read a copy that names no $schema in the dialect of the file that refers to it", () => {
    const root = project(
      {
        "schemas/demo/order.json": {
          $schema: "http://json-schema.org/draft-07/schema#",
          title: "Order",
          type: "object",
          properties: { count: { $ref: `${COMMON}numbers.json#/definitions/refToCount` } },
        },
        // draft-07 spellings: `definitions`, and an anchor written as `$id: "#name"`.
        "vendor/common/numbers.json": {
          definitions: { refToCount: { $ref: "#count" }, Count: { $id: "#count", type: "integer", minimum: 0 } },
        },
      },
      { [COMMON]: "vendor/common" },
    );
    const compiled = compile(root);
    expect(compiled.errors).toEqual([]);
    const validator = createBundleValidator(compiled.ir?.bundle ?? {});
    expect(validator.validate("Order", { count: 2 }).ok).toBe(true);
    expect(validator.validate("Order", { count: -1 }).ok).toBe(false);
  });

  it("read the dialects' meta-schemas from Canon's own copies, for a value that is itself a schema", () => {
    for (const [dialect, meta] of [
      ["http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-07/schema#"],
      ["http://json-schema.org/draft-04/schema#", "http://json-schema.org/draft-04/schema#"],
      [DIALECT, "https://json-schema.org/draft/2020-12/schema"],
    ]) {
      const root = createFixtureProject({
        "schemas/demo/tool.json": {
          $schema: dialect,
          title: "Tool",
          type: "object",
          required: ["parameters"],
          properties: { parameters: { $ref: meta } },
        },
      });
      const compiled = compile(root);
      expect(compiled.errors, meta).toEqual([]);
      const validator = createBundleValidator(compiled.ir?.bundle ?? {});
      const schema = { type: "object", properties: { city: { type: "string", minLength: 1 } } };
      expect(validator.validate("Tool", { parameters: schema }).ok, meta).toBe(true);
      expect(validator.validate("Tool", { parameters: { type: "object", minLength: -1 } }).ok, meta).toBe(false);
      expect(validator.validate("Tool", { parameters: { properties: { city: { type: 7 } } } }).ok, meta).toBe(false);
    }
  });
});
