/**
 * Publish rehearsal: @canon-sdk/cli and the workspace packages it depends on, packed with `pnpm pack`
 * (workspace: ranges become versions, prepack builds), installed with plain npm into an empty
 * folder (third-party dependencies from the registry), then run there: on a fixture project, and
 * as a new user would, on one hand-written draft-07 schema with no configuration at all.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { repoRoot } from "../foundation/workspace.js";
import { breakPing, project } from "./project.js";

const PACKAGES = [
  "generators/core",
  "generators/docs",
  "generators/go",
  "generators/java",
  "generators/python",
  "generators/quicktype",
  "generators/rust",
  "generators/typescript",
  "packages/compat",
  "packages/cli",
];

let app: string;
const canon = (args: string[], cwd: string) => {
  const r = spawnSync(join(app, "node_modules", ".bin", "canon"), args, { cwd, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), "canon-publish-"));
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  for (const dir of PACKAGES)
    execFileSync("pnpm", ["pack", "--pack-destination", tarballs], { cwd: join(repoRoot, dir), stdio: "ignore" });
  app = join(work, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "canon-publish-rehearsal", private: true }));
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...files], {
    cwd: app,
    stdio: "inherit",
  });
}, 900_000);

describe("the CLI installed from tarballs", () => {
  it("installs every package with the LICENSE and the repository's links", () => {
    for (const dir of PACKAGES) {
      const { name } = JSON.parse(readFileSync(join(repoRoot, dir, "package.json"), "utf8")) as { name: string };
      const installed = join(app, "node_modules", ...name.split("/"));
      expect(existsSync(join(installed, "LICENSE")), `${name} ships no LICENSE`).toBe(true);
      const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as {
        repository?: { url?: string; directory?: string };
        homepage?: string;
        bugs?: { url?: string };
      };
      expect(manifest.repository, name).toEqual({
        type: "git",
        url: "git+https://github.com/canon-sdk/canon.git",
        directory: dir,
      });
      expect(manifest.homepage, name).toBe("https://github.com/canon-sdk/canon");
      expect(manifest.bugs?.url, name).toBe("https://github.com/canon-sdk/canon/issues");
    }
  });

  it("prints its version", () => {
    const version = (
      JSON.parse(
        execFileSync("node", ["-p", "JSON.stringify(require('./packages/cli/package.json'))"], {
          cwd: repoRoot,
          encoding: "utf8",
        }),
      ) as { version: string }
    ).version;
    expect(canon(["--version"], app).stdout).toBe(`${version}\n`);
  });

  it("generates and checks a project, and compares its schemas", () => {
    const root = project({
      demo: { targets: { schema: {}, docs: {}, typescript: {}, python: {}, go: {}, rust: {}, java: {} } },
    });
    const generate = canon(["generate"], root);
    expect(generate.status, generate.stderr).toBe(0);
    expect(canon(["check"], root).status).toBe(0);
    const base = join(root, "packages", "demo", "schema", "demo.schema.json");
    expect(canon(["compat", base, base], root).status).toBe(0);
    breakPing(root, "demo");
    const compat = canon(["compat", "git:HEAD", "."], root);
    expect(compat.stdout).toContain("REQUIRED_PROPERTY_ADDED");
    expect(compat.status).toBe(1);
  });
});

/** One schema as another project would write it: draft-07, `definitions`, no canon.config.json anywhere. */
const order = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Order",
  type: "object",
  definitions: {
    Money: {
      type: "object",
      properties: { amount: { type: "number" }, currency: { type: "string", enum: ["EUR", "USD"] } },
      required: ["amount", "currency"],
      additionalProperties: false,
    },
    LineItem: {
      type: "object",
      properties: {
        sku: { type: "string", pattern: "^[A-Z0-9-]+$" },
        quantity: { type: "integer", minimum: 1 },
        price: { $ref: "#/definitions/Money" },
      },
      required: ["sku", "quantity"],
      additionalProperties: false,
    },
    Status: { type: "string", enum: ["open", "paid", "shipped"] },
  },
  properties: {
    id: { type: "string" },
    status: { $ref: "#/definitions/Status" },
    items: { type: "array", items: { $ref: "#/definitions/LineItem" }, minItems: 1 },
    note: { type: ["string", "null"] },
  },
  required: ["id", "status", "items"],
  additionalProperties: false,
};

/** Runs a checker; a failure carries its whole output so the test report says what broke. */
function check(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}

describe("zero-config use of the installed CLI, in the empty folder", () => {
  const longRunning = 0; // no time limit: compiling and first toolchain runs take as long as the machine needs
  let sdk: string;

  beforeAll(() => {
    writeFileSync(join(app, "order.json"), `${JSON.stringify(order, null, 2)}\n`);
    const generated = canon(
      ["generate", "--schema", "order.json", "--target", "typescript,python,go", "--out", "sdk"],
      app,
    );
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
    expect(generated.stderr).not.toMatch(/\n\s+at /);
    sdk = join(app, "sdk");
  });

  it("writes one package per target", () => {
    expect(readdirSync(sdk).sort()).toEqual(["go", "python", "typescript"]);
  });

  it(
    "the TypeScript package type-checks (tsc --strict)",
    () => {
      const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
      check(process.execPath, [tsc, "-p", "tsconfig.build.json", "--noEmit", "--strict"], join(sdk, "typescript"));
    },
    longRunning,
  );

  it(
    "the Python package type-checks (mypy --strict), imports and validates",
    () => {
      const python = ensurePython();
      const pkg = readdirSync(join(sdk, "python")).find((f) => f.startsWith("canon_")) as string;
      check(python, ["-m", "mypy", "--strict", "--no-incremental", pkg], join(sdk, "python"));
      const doc = {
        id: "o-1",
        status: "open",
        items: [{ sku: "A-1", quantity: 2, price: { amount: 9.5, currency: "EUR" } }],
      };
      const script = [
        "import sys",
        `import ${pkg} as m`,
        "print(m.validate_json('Order', sys.argv[1]).id)",
        "try:",
        "    m.validate('Order', {'id': 'o-1'})",
        "except m.ValidationError:",
        "    print('rejected')",
      ].join("\n");
      expect(check(python, ["-c", script, JSON.stringify(doc)], join(sdk, "python"))).toBe("o-1\nrejected\n");
    },
    longRunning,
  );

  it(
    "the Go package vets (go vet)",
    () => {
      check("go", ["vet", "./..."], join(sdk, "go"));
    },
    longRunning,
  );

  it("compat compares two files with no configuration: a breaking change exits 1, an additive one 0", () => {
    const write = (
      file: string,
      change: (schema: typeof order & { properties: Record<string, unknown>; required: string[] }) => void,
    ) => {
      const copy = structuredClone(order) as typeof order & { properties: Record<string, unknown>; required: string[] };
      change(copy);
      writeFileSync(join(app, file), `${JSON.stringify(copy, null, 2)}\n`);
    };
    write("old.json", () => undefined);
    write("breaking.json", (s) => {
      s.properties["customer"] = { type: "string" };
      s.required.push("customer");
    });
    write("additive.json", (s) => {
      s.properties["customer"] = { type: "string" };
    });
    const breaking = canon(["compat", "old.json", "breaking.json"], app);
    expect(breaking.stdout).toContain("REQUIRED_PROPERTY_ADDED");
    expect(breaking.status, breaking.stderr).toBe(1);
    const additive = canon(["compat", "old.json", "additive.json"], app);
    expect(additive.stdout).toMatch(/^compatible/m);
    expect(additive.status, additive.stdout + additive.stderr).toBe(0);
  });
});
