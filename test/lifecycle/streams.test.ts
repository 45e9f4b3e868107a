/**
 * Every stream of every module's corpus (schemas/<module>/streams) through the TypeScript, Python
 * and Go stream processors: the three must agree on everything they expose — the error with its
 * rule, each delivered event whole, each warning with its path, the final state and messages, and
 * verify()'s violations — not just on what the corpus file asserts.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { repoRoot } from "../foundation/workspace.js";
import { goResults, pythonResults, type Results, streamFiles, typescriptResults } from "./results.js";

const modules = ["agui", "openwop", "meup"].filter(
  (m) =>
    existsSync(join(repoRoot, "schemas", m, "streams")) && existsSync(join(repoRoot, "schemas", m, "lifecycle.json")),
);

describe.each(modules)("%s streams in TypeScript, Python and Go", (module) => {
  const files = streamFiles(module);
  let ts: Results = {};
  let py: Results = {};
  let go: Results = {};

  beforeAll(async () => {
    const pkg = await import(`@canon-sdk/${module}/stream`);
    ts = typescriptResults(pkg as never, files);
    py = pythonResults(ensurePython(), module, files);
    go = goResults(module);
  });

  it("has a corpus, and every language ran all of it", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(py).sort()).toEqual(Object.keys(ts).sort());
    expect(Object.keys(go).sort()).toEqual(Object.keys(ts).sort());
  });

  it.each(
    files.map(
      (f) =>
        f
          .split("/")
          .pop()
          ?.replace(/\.json$/, "") ?? f,
    ),
  )("%s: Python and Go give TypeScript's outcome", (name) => {
    expect(py[name], "python").toEqual(ts[name]);
    expect(go[name], "go").toEqual(ts[name]);
  });
});
