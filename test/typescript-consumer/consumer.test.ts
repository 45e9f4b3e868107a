/**
 * The fresh-consumer test: `npm pack` each generated TypeScript package, install the tarballs
 * into an empty project outside the workspace, type-check a consumer with `strict` under
 * `moduleResolution` nodenext and bundler, then run it with node.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const modules = ["agui", "openwop", "meup"];
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
let project = "";

/** Runs a tool; on failure the error carries its output (tsc reports on stdout). */
function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

function writeTsconfig(name: string, compilerOptions: Record<string, unknown>): void {
  const base = { strict: true, target: "ES2022", lib: ["ES2022"], skipLibCheck: false, types: [] };
  writeFileSync(
    join(project, name),
    JSON.stringify({ compilerOptions: { ...base, ...compilerOptions }, files: ["consumer.ts"] }, null, 2),
  );
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "canon-ts-consumer-"));
  const tarballs = modules.map((module) => {
    const dir = join(root, "packages", module, "typescript");
    run("npm", ["pack", "--silent", "--pack-destination", project], dir);
    return readdirSync(project).find((f) => f.startsWith(`canon-sdk-${module}-`) && f.endsWith(".tgz")) as string;
  });
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--prefer-offline", ...tarballs.map((t) => `./${t}`)],
    project,
  );
  cpSync(join(root, "test/typescript-consumer/fixtures/consumer.ts"), join(project, "consumer.ts"));
  writeTsconfig("tsconfig.nodenext.json", { module: "NodeNext", moduleResolution: "NodeNext", outDir: "out" });
  writeTsconfig("tsconfig.bundler.json", { module: "ESNext", moduleResolution: "Bundler", noEmit: true });
});

afterAll(() => {
  if (project !== "") rmSync(project, { recursive: true, force: true });
});

describe("a fresh consumer of the TypeScript packages", () => {
  it("installs only the packed files", () => {
    const installed = readdirSync(join(project, "node_modules/@canon-sdk/agui")).sort();
    expect(installed).toEqual(["LICENSE", "README.md", "agui.schema.json", "dist", "package.json"]);
  });

  it.each(["nodenext", "bundler"])("type-checks under moduleResolution %s with strict on", (mode) => {
    expect(() => run(process.execPath, [tsc, "-p", `tsconfig.${mode}.json`], project)).not.toThrow();
  });

  it("runs with node", () => {
    run(process.execPath, [tsc, "-p", "tsconfig.nodenext.json"], project);
    const output = run(process.execPath, ["out/consumer.js"], project).trim().split("\n");
    expect(output).toEqual([
      "delta hi",
      "byName true",
      "errors required",
      "parsed TEXT_MESSAGE_END",
      "openwop true false false",
      "meup true false false",
      "count 0 false",
    ]);
  });
});
