/**
 * Publish rehearsal: @canon-sdk/cli and the workspace packages it depends on, packed with `pnpm pack`
 * (workspace: ranges become versions, prepack builds), installed with plain npm into an empty
 * folder (third-party dependencies from the registry), then run there on a fixture project.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { breakPing, project } from "./project.js";

const PACKAGES = ["generators/core", "generators/docs", "generators/go", "generators/python", "generators/quicktype", "generators/typescript", "packages/compat", "packages/cli"];

let app: string;
const canon = (args: string[], cwd: string) => {
  const r = spawnSync(join(app, "node_modules", ".bin", "canon"), args, { cwd, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), "canon-publish-"));
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  for (const dir of PACKAGES) execFileSync("pnpm", ["pack", "--pack-destination", tarballs], { cwd: join(repoRoot, dir), stdio: "ignore" });
  app = join(work, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "canon-publish-rehearsal", private: true }));
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...files], { cwd: app, stdio: "inherit" });
}, 900_000);

describe("the CLI installed from tarballs", () => {
  it("prints its version", () => {
    const version = (JSON.parse(execFileSync("node", ["-p", "JSON.stringify(require('./packages/cli/package.json'))"], { cwd: repoRoot, encoding: "utf8" })) as { version: string }).version;
    expect(canon(["--version"], app).stdout).toBe(`${version}\n`);
  });

  it("generates and checks a project, and compares its schemas", () => {
    const root = project({ demo: { targets: { schema: {}, docs: {}, typescript: {}, python: {}, go: {}, rust: {}, java: {} } } });
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
