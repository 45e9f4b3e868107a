/**
 * The generated Swift packages must type-check. Without a Swift toolchain on PATH this test is
 * reported as skipped, never as passed; it installs nothing (a toolchain is a setup step, see
 * the repository README).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const swiftc = spawnSync("sh", ["-c", "command -v swiftc"], { encoding: "utf8" }).status === 0;
const packages = readdirSync(join(root, "packages"))
  .sort()
  .map((m) => join(root, "packages", m, "swift"))
  .filter((dir) => existsSync(join(dir, "Sources")));

function swiftSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".swift"))
    .map((f) => join(dir, f))
    .sort();
}

describe("generated Swift packages", () => {
  it("exist, so the type-check below has something to check", () => {
    expect(packages.length).toBeGreaterThan(0);
    for (const dir of packages) expect(swiftSources(join(dir, "Sources")).length).toBeGreaterThan(0);
  });

  it.skipIf(!swiftc).each(packages)(
    `type-check with swiftc -parse-as-library -typecheck${swiftc ? "" : " (skipped: no swiftc on PATH)"}: %s`,
    (dir) => {
      const result = spawnSync("swiftc", ["-parse-as-library", "-typecheck", ...swiftSources(join(dir, "Sources"))], {
        cwd: dir,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    },
    15 * 60 * 1000,
  );
});
