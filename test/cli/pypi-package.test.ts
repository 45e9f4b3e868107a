/**
 * The agui Python package as PyPI would take it: `python -m build` makes the sdist and the wheel,
 * `twine check --strict` accepts their metadata, and both carry the LICENSE.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { repoRoot } from "../foundation/workspace.js";

describe("canon-agui on PyPI", () => {
  it("builds an sdist and a wheel that twine check --strict accepts, each with the LICENSE", () => {
    const python = ensurePython();
    const work = mkdtempSync(join(tmpdir(), "canon-pypi-"));
    const src = join(work, "python");
    cpSync(join(repoRoot, "packages", "agui", "python"), src, {
      recursive: true,
      filter: (p) => !/(__pycache__|\.pytest_cache|\.mypy_cache|\/dist$)/.test(p),
    });
    const out = join(work, "dist");
    // The pinned hatchling of the test environment, not one fetched per build.
    execFileSync(python, ["-m", "build", "--no-isolation", "--sdist", "--wheel", "--outdir", out, src], {
      stdio: "inherit",
    });
    const dists = readdirSync(out).sort();
    expect(dists).toEqual([
      expect.stringMatching(/^canon_agui-1\.1\.0-py3-none-any\.whl$/),
      expect.stringMatching(/^canon_agui-1\.1\.0\.tar\.gz$/),
    ]);
    execFileSync(python, ["-m", "twine", "check", "--strict", ...dists.map((d) => join(out, d))], { stdio: "inherit" });
    const wheel = execFileSync(python, ["-m", "zipfile", "-l", join(out, dists[0] as string)], { encoding: "utf8" });
    expect(wheel).toMatch(/canon_agui-1\.1\.0\.dist-info\/licenses\/LICENSE/);
    expect(execFileSync("tar", ["-tzf", join(out, dists[1] as string)], { encoding: "utf8" })).toContain(
      "canon_agui-1.1.0/LICENSE",
    );
  });
});
