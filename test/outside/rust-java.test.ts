/**
 * The outside schemas (see outside.test.ts) generated with zero config for Rust and Java, in one
 * run (so type names avoid what either language reserves), snapshotted by file hash with the
 * types shown in full, and built with the generated tests: `cargo check --tests`, rustfmt --check
 * and clippy for the crate, `mvn test-compile` for the Maven project.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { snapshotTree } from "@canon-sdk/core";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../foundation/workspace.js";

const here = dirname(fileURLToPath(import.meta.url));
const schemas = readdirSync(join(here, "schemas"))
  .filter((f) => f.endsWith(".json"))
  .sort();
const longRunning = 15 * 60 * 1000;
// One target folder for every crate of the suite, so serde is compiled once.
const cargoTarget = mkdtempSync(join(tmpdir(), "canon-outside-cargo-"));
afterAll(() => rmSync(cargoTarget, { recursive: true, force: true }));

/** Files whose text the snapshot shows in full; every other file is pinned by its hash. */
const shown = /^(rust\/src\/lib\.rs|java\/src\/main\/java\/.+\.java)$/;

function snapshotText(sdk: string): string {
  const tree = snapshotTree(sdk);
  const manifest = Object.entries(tree).map(
    ([path, text]) => `${createHash("sha256").update(text).digest("hex").slice(0, 16)}  ${path}`,
  );
  const bodies = Object.entries(tree)
    .filter(([path]) => shown.test(path))
    .map(([path, text]) => `===== ${path}\n${text}`);
  return [...manifest, "", ...bodies].join("\n");
}

/** Runs a checker; a failure carries its whole output so the test report says what broke. */
function check(command: string, args: readonly string[], cwd: string, env: Record<string, string> = {}): void {
  try {
    execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe", env: { ...process.env, ...env } });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}

describe.each(schemas)("%s, as written, in Rust and Java", (file) => {
  const work = mkdtempSync(join(tmpdir(), "canon-outside-rj-"));
  // Builds of every language: tens of megabytes per schema, removed once its tests are done.
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  copyFileSync(join(here, "schemas", file), join(work, file));
  const generated = runCli(["generate", "--schema", file, "--target", "rust,java", "--out", "sdk"], work);
  const sdk = join(work, "sdk");

  it("generates with no configuration", () => {
    expect(generated.stderr + generated.stdout).not.toMatch(/\n\s+at /);
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
  });

  it("matches its snapshot", async () => {
    await expect(snapshotText(sdk)).toMatchFileSnapshot(
      join(here, "__snapshots__", file.replace(/\.json$/, ".rust-java.txt")),
    );
  });

  it(
    "builds in Rust with its tests (cargo check --tests, clippy -D warnings) and is rustfmt-clean",
    () => {
      const env = { CARGO_TARGET_DIR: cargoTarget };
      check("cargo", ["check", "--tests", "--quiet"], join(sdk, "rust"), env);
      check("cargo", ["clippy", "--all-targets", "--quiet", "--", "-D", "warnings"], join(sdk, "rust"), env);
      check("cargo", ["fmt", "--check"], join(sdk, "rust"));
    },
    longRunning,
  );

  it(
    "builds in Java with its tests (mvn test-compile)",
    () => {
      check("mvn", ["-B", "-q", "--no-transfer-progress", "test-compile"], join(sdk, "java"));
    },
    longRunning,
  );
});
