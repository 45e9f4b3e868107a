/**
 * The hostile-names module (hostile-names.test.ts) through the quicktype targets, whose names
 * come from Canon's resolver: every file is snapshotted per language, Kotlin is compiled with its
 * tests by Maven (not run: the Kotlin vectors test reads the examples folder of a module in a
 * Canon project, which an ad-hoc `--schema` run does not have), C# and Dart are parsed by tree-sitter (no compiler for either is
 * installable here: syntax only), and Swift is type-checked where a Swift toolchain is on PATH.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { snapshotTree } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { runCli } from "../foundation/workspace.js";
import { root, run } from "./tools.js";

const here = dirname(fileURLToPath(import.meta.url));
const TARGETS = ["kotlin", "swift", "csharp", "dart"];
const work = mkdtempSync(join(tmpdir(), "canon-hostile-quicktype-"));
copyFileSync(join(here, "hostile-names", "hostile.schema.json"), join(work, "hostile.schema.json"));
const generated = runCli(
  ["generate", "--schema", "hostile.schema.json", "--target", TARGETS.join(","), "--out", "sdk"],
  work,
);
const sdk = (target: string) => join(work, "sdk", target);
const filesOf = (target: string, extension: string) =>
  readdirSync(sdk(target), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(extension))
    .map((f) => join(sdk(target), f))
    .sort();
const swiftc = spawnSync("sh", ["-c", "command -v swiftc"], { encoding: "utf8" }).status === 0;

/** tree-sitter's verdict on the files, through the quicktype generator's own syntax check. */
function parses(language: string, files: readonly string[]) {
  const script = join(root, "generators", "quicktype", "scripts", "syntax-check.mjs");
  const code = `import(${JSON.stringify(script)}).then(async (m) => process.exit((await m.checkSyntax(${JSON.stringify(language)}, ${JSON.stringify(files)})) ? 0 : 1))`;
  return run(process.execPath, ["--input-type=module", "-e", code], work);
}

describe("hostile names through the quicktype targets", () => {
  it("generates with no configuration", () => {
    expect(generated.status, generated.stdout + generated.stderr).toBe(0);
  });

  it.each(TARGETS)("%s output matches its snapshot, every file in full", async (target) => {
    const text = Object.entries(snapshotTree(sdk(target)))
      .map(([path, content]) => `===== ${path}\n${content}`)
      .join("\n");
    await expect(text).toMatchFileSnapshot(join(here, "__snapshots__", `hostile-names.${target}.txt`));
  });

  it(
    "Kotlin: mvn test-compile compiles the package and its tests",
    () => {
      const result = run("mvn", ["-B", "--no-transfer-progress", "-q", "test-compile"], sdk("kotlin"));
      expect(result.status, result.output).toBe(0);
    },
    15 * 60 * 1000,
  );

  it.each(["csharp", "dart"])("%s: tree-sitter parses every file with no syntax error", (language) => {
    const files = filesOf(language, language === "csharp" ? ".cs" : ".dart");
    expect(files.length).toBeGreaterThan(0);
    const result = parses(language, files);
    expect(result.status, result.output).toBe(0);
  });

  it.skipIf(!swiftc)(
    `Swift: swiftc -typecheck${swiftc ? "" : " (skipped: no swiftc on PATH)"}`,
    () => {
      const result = run("swiftc", ["-parse-as-library", "-typecheck", ...filesOf("swift", ".swift")], sdk("swift"));
      expect(result.status, result.output).toBe(0);
    },
    15 * 60 * 1000,
  );
});
