/**
 * The agui npm package as a registry would take it: packed with `pnpm pack` (prepack builds it),
 * then publint (manifest, exports, files) and arethetypeswrong (types resolve for every
 * resolution mode an ESM-only package supports).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";

const pkg = join(repoRoot, "packages", "agui", "typescript");
const bin = (name: string) => join(repoRoot, "test", "node_modules", ".bin", name);

describe("@canon-sdk/agui on npm", () => {
  it("packs with the code, the LICENSE and the bundled schema", () => {
    const out = mkdtempSync(join(tmpdir(), "canon-agui-pack-"));
    execFileSync("pnpm", ["pack", "--pack-destination", out], { cwd: pkg, stdio: "ignore" });
    const [tgz] = readdirSync(out);
    const files = execFileSync("tar", ["-tzf", join(out, tgz as string)], { encoding: "utf8" }).split("\n");
    for (const f of [
      "package/LICENSE",
      "package/agui.schema.json",
      "package/dist/index.js",
      "package/dist/index.d.ts",
      "package/package.json",
    ])
      expect(files).toContain(f);
    const attw = spawnSync(bin("attw"), [join(out, tgz as string), "--profile", "esm-only", "--format", "ascii"], {
      encoding: "utf8",
    });
    expect(attw.status, attw.stdout + attw.stderr).toBe(0);
  });

  it("passes publint, strictly", () => {
    const publint = spawnSync(bin("publint"), ["run", pkg, "--strict"], { encoding: "utf8" });
    expect(publint.stdout + publint.stderr).toContain("All good!");
    expect(publint.status).toBe(0);
  });
});
