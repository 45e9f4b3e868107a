/**
 * The outside schemas (see outside.test.ts) generated with zero config for Rust and Java, in one
 * run (so type names avoid what either language reserves), snapshotted by file hash with the
 * types shown in full, and built with the generated tests: `cargo check --tests`, rustfmt --check
 * and clippy for the crate, `mvn test-compile` for the Maven project.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateAsWritten, here, schemas, snapshotText } from "./as-written.js";
import { check } from "./checkers.js";

const longRunning = 0; // no time limit: compiling and first toolchain runs take as long as the machine needs
// One target folder for every crate of the suite, so serde is compiled once.
const cargoTarget = mkdtempSync(join(tmpdir(), "canon-outside-cargo-"));
afterAll(() => rmSync(cargoTarget, { recursive: true, force: true }));

/** Files whose text the snapshot shows in full; every other file is pinned by its hash. */
const shown = /^(rust\/src\/lib\.rs|java\/src\/main\/java\/.+\.java)$/;

describe.each(schemas)("%s, as written, in Rust and Java", (file) => {
  const { generated, sdk } = generateAsWritten(file, "rust,java");

  it("generates with no configuration", () => {
    expect(generated.stderr + generated.stdout).not.toMatch(/\n\s+at /);
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
  });

  it("matches its snapshot", async () => {
    await expect(snapshotText(sdk, shown)).toMatchFileSnapshot(
      join(here, "__snapshots__", file.replace(/\.json$/, ".rust-java.txt")),
    );
  });

  it(
    "builds in Rust with its tests (cargo check --tests, clippy -D warnings) and is rustfmt-clean",
    () => {
      const env = { ...process.env, CARGO_TARGET_DIR: cargoTarget };
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
