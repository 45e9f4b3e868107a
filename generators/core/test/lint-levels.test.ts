import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject, writeFixtureFile } from "../src/testkit.js";

function project(lint?: Record<string, string>) {
  const root = createFixtureProject({ "schemas/demo/a.json": { title: "A", type: "integer", const: 2 ** 60 } });
  writeFixtureFile(root, "canon.config.json", {
    modules: {
      demo: {
        version: "1.0.0",
        description: "x",
        schemas: "schemas/demo",
        targets: { schema: {} },
        compat: { mode: "backward", writers: "w", readers: "r", tolerantReceivers: false },
        ...(lint === undefined ? {} : { lint }),
      },
    },
  });
  return compileModule(root, findModule(loadConfig(root), "demo"));
}

describe("lint rule levels per module", () => {
  it("reports every rule as an error by default, and an unsafe integer stops generation", () => {
    const compiled = project();
    expect(compiled.lint.map((d) => `${d.severity} ${d.code}`).sort()).toEqual(["error CANON202", "error CANON208"]);
    expect(compiled.ir).toBeUndefined();
  });

  it("turns rules off or into warnings, and a warning does not stop generation", () => {
    const compiled = project({ CANON202: "off", CANON206: "off", CANON208: "warn" });
    expect(compiled.lint.map((d) => `${d.severity} ${d.code}`)).toEqual(["warning CANON208"]);
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.types.map((t) => t.name)).toEqual(["A"]);
  });

  it("refuses a level for a rule that is not configurable", () => {
    expect(() => project({ CANON104: "off" })).toThrow(/CANON401/);
  });
});
