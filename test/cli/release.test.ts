/**
 * Release rehearsal on a scratch project: a schema change goes through `canon changeset` and
 * `canon version` to every manifest; a generator-only change owes a patch; a 0.x module takes a
 * breaking change as a minor.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../foundation/workspace.js";
import { breakPing, commitAll, extendPing, project } from "./project.js";

const ALL_TARGETS = {
  schema: {},
  docs: {},
  typescript: { packageName: "@acme/demo-sdk" },
  python: {},
  go: {},
  rust: {},
  java: {},
  kotlin: {},
  swift: {},
  csharp: {},
  dart: {},
};

/** Where each registry's manifest says the version, and how. */
const MANIFESTS: readonly [string, (v: string) => RegExp][] = [
  ["typescript/package.json", (v) => new RegExp(`^  "version": "${v}",$`, "m")],
  ["python/pyproject.toml", (v) => new RegExp(`^version = "${v}"$`, "m")],
  ["python/canon_demo/__init__.py", (v) => new RegExp(`^__version__ = "${v}"$`, "m")],
  ["go/doc.go", (v) => new RegExp(`\\(version ${v}\\)`)],
  ["rust/Cargo.toml", (v) => new RegExp(`^version = "${v}"$`, "m")],
  ["java/pom.xml", (v) => new RegExp(`^  <version>${v}</version>$`, "m")],
  ["kotlin/pom.xml", (v) => new RegExp(`^  <version>${v}</version>$`, "m")],
  ["csharp/CanonDemo.csproj", (v) => new RegExp(`<Version>${v}</Version>`)],
  ["dart/pubspec.yaml", (v) => new RegExp(`^version: ${v}$`, "m")],
];

const esc = (v: string) => v.replace(/\./g, "\\.");
const configVersion = (root: string) =>
  (JSON.parse(readFileSync(join(root, "canon.config.json"), "utf8")) as { modules: { demo: { version: string } } })
    .modules.demo.version;
const pending = (root: string) =>
  readdirSync(join(root, ".changeset")).filter((f) => f.endsWith(".md") && f !== "README.md");

function expectAllManifestsAt(root: string, version: string): void {
  for (const [file, pattern] of MANIFESTS)
    expect(readFileSync(join(root, "packages", "demo", file), "utf8"), file).toMatch(pattern(esc(version)));
  const lock = JSON.parse(readFileSync(join(root, "canon.lock.json"), "utf8")) as {
    modules: { demo: { version: string } };
  };
  expect(lock.modules.demo.version).toBe(version);
}

function ok(args: string[], root: string) {
  const run = runCli(args, root);
  expect(run.status, `canon ${args.join(" ")}\n${run.stdout}${run.stderr}`).toBe(0);
  return run;
}

/** A project at `version` with every target generated, released once (lock written) and committed. */
function released(version: string): string {
  const root = project({ demo: { version, targets: ALL_TARGETS } }, { ".changeset/README.md": "Changesets.\n" });
  ok(["generate"], root);
  ok(["version"], root);
  commitAll(root, `release ${version}`);
  ok(["check"], root);
  return root;
}

describe("release rehearsal", () => {
  it("schema change → changeset → version: every manifest at the new version, check clean", () => {
    const root = released("1.0.0");
    extendPing(root, "demo");
    const compat = runCli(["compat", "git:HEAD", ".", "--changesets"], root);
    expect(compat.stderr).toContain("@acme/demo-sdk needs a minor changeset");
    expect(compat.status).toBe(1);
    ok(["changeset"], root);
    const [file] = pending(root);
    expect(file).toMatch(/^demo-[0-9a-f]{8}\.md$/);
    // The package name comes from the typescript target's options, quoted as YAML allows.
    expect(readFileSync(join(root, ".changeset", file as string), "utf8")).toContain('"@acme/demo-sdk": minor');
    ok(["compat", "git:HEAD", ".", "--changesets"], root);
    const version = ok(["version"], root);
    expect(version.stdout).toContain("demo: 1.0.0 → 1.1.0 (minor from .changeset/");
    expect(configVersion(root)).toBe("1.1.0");
    expect(pending(root)).toEqual([]);
    expectAllManifestsAt(root, "1.1.0");
    ok(["check"], root);
  });

  it("a generator-only change owes a patch: check fails until version bumps it", () => {
    const root = released("1.1.0");
    // Output changes without a schema change (here through the description the manifests carry).
    const configPath = join(root, "canon.config.json");
    writeFileSync(
      configPath,
      readFileSync(configPath, "utf8").replace(
        "The demo fixture module.",
        "The demo fixture module, described better.",
      ),
    );
    ok(["generate"], root);
    const check = runCli(["check"], root);
    expect(check.stdout).toContain("CANON305");
    expect(check.status).toBe(1);
    expect(ok(["version"], root).stdout).toContain(
      "demo: 1.1.0 → 1.1.1 (patch: generated output changed since 1.1.0 was released)",
    );
    expectAllManifestsAt(root, "1.1.1");
    ok(["check"], root);
    // A pending changeset also settles it (the release will bump anyway).
    writeFileSync(configPath, readFileSync(configPath, "utf8").replace("described better", "described best"));
    ok(["generate"], root);
    writeFileSync(join(root, ".changeset", "by-hand.md"), "---\n'@acme/demo-sdk': patch\n---\n\nBetter description.\n");
    ok(["check"], root);
  });

  it("below 1.0.0 a breaking change bumps the minor", () => {
    const root = released("0.3.0");
    breakPing(root, "demo");
    ok(["generate"], root);
    expect(ok(["changeset"], root).stdout).toContain("(minor)");
    expect(ok(["version"], root).stdout).toContain("demo: 0.3.0 → 0.4.0");
    expectAllManifestsAt(root, "0.4.0");
    ok(["check"], root);
    // A changeset written by hand as major is lowered too.
    breakPing(root, "demo");
    writeFileSync(join(root, ".changeset", "hand.md"), '---\n"@acme/demo-sdk": major\n---\n\nBreaking.\n');
    expect(ok(["version"], root).stdout).toContain(
      "demo: 0.4.0 → 0.5.0 (major from .changeset/hand.md; major lowered to minor below 1.0.0)",
    );
  });
});
