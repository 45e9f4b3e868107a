/**
 * The hand-written TypeScript and JavaScript (tool packages, generator sources and tests, this
 * test folder, scripts, bench, ci) pass `biome check` under the root biome.jsonc: lint and format,
 * zero findings of any level. `node scripts/format.mjs` applies the formatter and safe fixes.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, it } from "vitest";
import { root, run } from "./tools.js";

const biome = createRequire(join(root, "package.json")).resolve("@biomejs/biome/bin/biome");

it("hand-written TypeScript: biome check (lint and format), zero findings", () => {
  const check = run(
    process.execPath,
    [biome, "check", "--error-on-warnings", "--max-diagnostics=50", "--colors=off"],
    root,
  );
  expect(check.status, check.output).toBe(0);
  // Infos do not set the exit status: any "Found N ..." line is a finding all the same.
  expect(
    check.output.split("\n").filter((line) => /^Found \d+/.test(line)),
    check.output,
  ).toEqual([]);
});
