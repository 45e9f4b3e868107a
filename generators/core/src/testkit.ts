/**
 * Test kit: throwaway Canon projects on disk, for generator and CLI tests. A project gets a
 * canon.config.json with one module and whatever schema and example files the test passes.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";

export const DIALECT = "https://json-schema.org/draft/2020-12/schema";

export interface FixtureOptions {
  readonly module?: string;
  readonly targets?: Record<string, unknown>;
  readonly tolerantReceivers?: boolean;
}

const FIXTURES_PREFIX = "canon-fixture-projects-";
let fixturesHome: string | undefined;

/** Whether the process with this id still runs (signal 0 only checks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Every fixture project of a process goes under one temp folder named by its process id. Test
 * runners end their workers without an exit event, so a folder whose process has gone is removed
 * the next time a process makes fixtures: left behind, a test run's hundreds of projects filled
 * gigabytes of the temp folder.
 */
function fixturesFolder(): string {
  if (fixturesHome !== undefined) return fixturesHome;
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^canon-fixture-projects-(\d+)-/.exec(name)?.[1]);
    if (pid > 0 && pid !== process.pid && !running(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  fixturesHome = mkdtempSync(join(tmpdir(), `${FIXTURES_PREFIX}${process.pid}-`));
  return fixturesHome;
}

/** Writes files (path → JSON value or raw text) under a fresh temp folder and returns its path. */
export function createFixtureProject(files: Record<string, unknown>, options: FixtureOptions = {}): string {
  const root = mkdtempSync(join(fixturesFolder(), "project-"));
  const module = options.module ?? "demo";
  const config = {
    modules: {
      [module]: {
        version: "1.0.0",
        description: "A fixture module.",
        schemas: `schemas/${module}`,
        targets: options.targets ?? { schema: {} },
        compat: {
          mode: "backward",
          writers: "servers",
          readers: "clients",
          tolerantReceivers: options.tolerantReceivers ?? false,
        },
      },
    },
  };
  writeFixtureFile(root, "canon.config.json", config);
  for (const [path, content] of Object.entries(files)) writeFixtureFile(root, path, content);
  return root;
}

export function writeFixtureFile(root: string, path: string, content: unknown): void {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`);
}

/** A schema file holding the given `$defs`, in the layout `canon lint` expects. */
export function schemaFile(defs: Record<string, unknown>, title = "Fixture types"): Record<string, unknown> {
  return { $schema: DIALECT, title, description: `${title} for tests.`, $defs: defs };
}

/** Every file under a folder with its content, for before/after comparisons. */
export function snapshotTree(root: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(root, entry);
    if (statSync(path).isFile()) result[relative(root, path).split(sep).join("/")] = readFileSync(path, "utf8");
  }
  return result;
}
