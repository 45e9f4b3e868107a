/** The agui crate as crates.io would take it: `cargo publish --dry-run` packages and builds it. */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";

describe("canon-agui on crates.io", () => {
  it("passes cargo publish --dry-run, with the LICENSE in the package", () => {
    // A copy outside the repository: cargo checks the crate as it would be uploaded.
    const dir = join(mkdtempSync(join(tmpdir(), "canon-crate-")), "rust");
    cpSync(join(repoRoot, "packages", "agui", "rust"), dir, {
      recursive: true,
      filter: (p) => !/\/(target|Cargo\.lock)$/.test(p),
    });
    const env = { ...process.env, CARGO_TARGET_DIR: join(repoRoot, "generators", "rust", ".cargo-target") };
    execFileSync("cargo", ["publish", "--dry-run", "--allow-dirty", "--quiet"], { cwd: dir, env, stdio: "inherit" });
    const files = execFileSync("cargo", ["package", "--list", "--allow-dirty"], {
      cwd: dir,
      env,
      encoding: "utf8",
    }).split("\n");
    expect(files).toEqual(expect.arrayContaining(["LICENSE", "README.md", "Cargo.toml", "src/lib.rs"]));
  }, 900_000);
});
