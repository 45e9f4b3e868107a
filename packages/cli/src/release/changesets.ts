/**
 * Pending changesets, read the way changesets itself reads them (`@changesets/parse`, YAML front
 * matter, so quoted package names work), and the bump they give each package.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import type { Bump } from "@canon-sdk/compat";

// @changesets/parse (and the YAML reader under it) is CommonJS, loaded when a changeset is read:
// `canon compat` without --changesets never pays for it.
const require = createRequire(import.meta.url);
const parseChangeset = (text: string): { summary: string; releases: { name: string; type: string }[] } =>
  (
    require("@changesets/parse") as {
      default: (text: string) => { summary: string; releases: { name: string; type: string }[] };
    }
  ).default(text);

export const ORDER: Readonly<Record<Bump, number>> = { none: 0, patch: 1, minor: 2, major: 3 };

export const maxBump = (a: Bump, b: Bump): Bump => (ORDER[b] > ORDER[a] ? b : a);

export interface PendingChangeset {
  /** Path relative to the project root. */
  readonly file: string;
  readonly summary: string;
  readonly releases: readonly { readonly name: string; readonly type: Bump }[];
}

export function readChangesets(root: string): PendingChangeset[] {
  const dir = join(root, ".changeset");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .sort()
    .map((f) => {
      const { summary, releases } = parseChangeset(readFileSync(join(dir, f), "utf8"));
      return {
        file: `.changeset/${f}`,
        summary,
        releases: releases.map((r) => ({ name: r.name, type: r.type as Bump })),
      };
    });
}

/** The largest pending bump per package name. */
export function pendingBumps(changesets: readonly PendingChangeset[]): Map<string, Bump> {
  const bumps = new Map<string, Bump>();
  for (const c of changesets)
    for (const r of c.releases) bumps.set(r.name, maxBump(bumps.get(r.name) ?? "none", r.type));
  return bumps;
}
