#!/usr/bin/env node
/**
 * Formats the hand-written TypeScript and JavaScript and applies Biome's safe fixes, under the
 * root biome.jsonc. Run it after editing (or `pnpm format`); test/lint/handwritten-ts.test.ts
 * runs the same `biome check` without --write and fails on what this would change.
 * Two passes: Biome's formatter can break a chained call differently on its second look at a file
 * it has just rewritten, and the check must see a fixed point.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
let status = 0;
for (const pass of [1, 2]) {
  const args = [biome, "check", "--write", ...(pass === 1 ? ["--max-diagnostics=0"] : []), ...process.argv.slice(2)];
  status = spawnSync(process.execPath, args, { cwd: root, stdio: pass === 1 ? "ignore" : "inherit" }).status ?? 1;
}
process.exit(status);
