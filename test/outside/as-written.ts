/**
 * The "as written" suites: each schema of test/outside/schemas generated with no configuration
 * into a temporary project, and its generated tree as snapshot text.
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { snapshotTree } from "@canon-sdk/core";
import { afterAll } from "vitest";
import { type CliRun, runCli } from "../foundation/workspace.js";

export const here = dirname(fileURLToPath(import.meta.url));

/** The schema files, in order. */
export const schemas = readdirSync(join(here, "schemas"))
  .filter((f) => f.endsWith(".json"))
  .sort();

export interface Generated {
  readonly generated: CliRun;
  /** The generated packages: one folder per target. */
  readonly sdk: string;
}

/**
 * `canon generate --schema <file> --target <targets>` in a project of its own. Called in a
 * describe block: the project (builds of every language, tens of megabytes) is removed once the
 * block's tests are done.
 */
export function generateAsWritten(file: string, targets: string): Generated {
  const work = mkdtempSync(join(tmpdir(), "canon-outside-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  copyFileSync(join(here, "schemas", file), join(work, file));
  const generated = runCli(["generate", "--schema", file, "--target", targets, "--out", "sdk"], work);
  return { generated, sdk: join(work, "sdk") };
}

/** Every file's hash, then the full text of the files `shown` matches. */
export function snapshotText(sdk: string, shown: RegExp): string {
  const tree = snapshotTree(sdk);
  const manifest = Object.entries(tree).map(
    ([path, text]) => `${createHash("sha256").update(text).digest("hex").slice(0, 16)}  ${path}`,
  );
  const bodies = Object.entries(tree)
    .filter(([path]) => shown.test(path))
    .map(([path, text]) => `===== ${path}\n${text}`);
  return [...manifest, "", ...bodies].join("\n");
}
