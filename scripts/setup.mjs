#!/usr/bin/env node
// Bootstraps a fresh machine that has only Node and npm: installs the pinned pnpm (corepack is
// not relied on because its signature check fails on some machines), then the workspace.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split("@")[1];

function installedPnpm() {
  const probe = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: process.platform === "win32" });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

function run(cmd, args) {
  execFileSync(cmd, args, { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
}

if (installedPnpm() !== pinned) {
  console.log(`setup: installing pnpm@${pinned}`);
  run("npm", ["install", "--global", "--no-fund", "--no-audit", `pnpm@${pinned}`]);
}
// pnpm freezes the lockfile by itself when CI is set, so CI fails on a stale lockfile.
run("pnpm", ["install", "--prefer-offline"]);
