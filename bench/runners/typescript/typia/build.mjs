#!/usr/bin/env node
/**
 * Builds the typia contender (cwd bench/): typia's own CLI, `typia generate`, writes the checks of
 * checks.ts as plain TypeScript (no compiler patch), which TypeScript then compiles to
 * dist/checks.js. The Event type is the agui package's generated declaration file, with one
 * change: typia refuses a `@minItems` comment on a tuple type, and the tuple `[T, ...T[]]` already
 * says "at least one", so those comment lines are dropped.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const work = join(here, "dist");
const source = join(work, "src");
const generated = join(work, "generated");
rmSync(work, { recursive: true, force: true });
mkdirSync(source, { recursive: true });

const aguiTypes = join(dirname(require.resolve("@canon-sdk/agui")), "types.d.ts");
const types = readFileSync(aguiTypes, "utf8")
  .split("\n")
  .filter((line) => !/^\s*\* @minItems \d+\s*$/.test(line))
  .join("\n");
writeFileSync(join(source, "agui-types.d.ts"), types);
copyFileSync(join(here, "checks.ts"), join(source, "checks.ts"));
writeFileSync(
  join(work, "tsconfig.json"),
  JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
      include: ["src"],
    },
    null,
    2,
  ),
);

const typia = join(dirname(require.resolve("typia/package.json")), "lib", "executable", "typia.js");
execFileSync(
  process.execPath,
  [typia, "generate", "--input", source, "--output", generated, "--project", join(work, "tsconfig.json")],
  { stdio: "inherit" },
);

const ts = require("typescript");
const code = readFileSync(join(generated, "checks.ts"), "utf8");
const out = ts.transpileModule(code, {
  compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
});
writeFileSync(join(work, "checks.mjs"), out.outputText);
process.stdout.write(`typia ${require("typia/package.json").version}: wrote ${join(work, "checks.mjs")}\n`);
