import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";
import { demoFiles } from "./fixtures.js";

const RECEIVERS = "schemas/demo/receivers.json";
const policy = { properties: "strip", arrayMembers: "drop", optionalMembers: "remove", rootMembers: "surface" };

function compileWith(files: Record<string, unknown>) {
  const root = createFixtureProject({ ...demoFiles, ...files });
  return compileModule(root, findModule(loadConfig(root), "demo"));
}

describe("receivers.json", () => {
  it("is optional: without it the plan holds the defaults and surfaces unknown tags", () => {
    const compiled = compileWith({});
    expect(compiled.errors).toEqual([]);
    expect(compiled.ir?.receivers?.unknown).toEqual({
      properties: "reject",
      arrayMembers: "reject",
      optionalMembers: "reject",
      rootMembers: "surface",
    });
    expect(compiled.ir?.receivers?.types["Event"]).toMatchObject({ kind: "union", tag: "type" });
  });

  it("carries declared rules into the plan", () => {
    const compiled = compileWith({
      [RECEIVERS]: {
        unknown: policy,
        retired: [
          { union: "Event", tag: "BEGAN", to: "STARTED", patch: [{ op: "add", path: "/id", value: "legacy" }] },
        ],
      },
    });
    expect(compiled.errors).toEqual([]);
    const plan = compiled.ir?.receivers;
    expect(plan?.unknown).toEqual(policy);
    expect(plan?.types["Event"]).toMatchObject({ retired: { BEGAN: { to: "STARTED" } } });
    expect(plan?.types["Started"]).toMatchObject({ kind: "object", closed: true });
  });

  it("refuses a declaration outside the vocabulary with CANON220 at its position", () => {
    const compiled = compileWith({ [RECEIVERS]: { unknown: { ...policy, properties: "keep-quietly" } } });
    expect(compiled.errors.map((d) => d.code)).toContain("CANON220");
    expect(compiled.errors[0]?.file).toBe(RECEIVERS);
    expect(compiled.ir).toBeUndefined();
  });

  it.each([
    ["an unknown type", { nullAsAbsent: { Nope: ["x"] } }],
    ["an unknown property", { nullAsAbsent: { Started: ["nope"] } }],
    ["a required property", { nullAsAbsent: { Started: ["id"] } }],
    ["a property whose null is a value", { nullAsAbsent: { Started: ["note"] } }],
    ["a union that is not one", { retired: [{ union: "Started", tag: "X", to: "STARTED" }] }],
    ["a target that is not a member", { retired: [{ union: "Event", tag: "BEGAN", to: "BEGUN" }] }],
  ])("refuses a rule naming %s with CANON221", (_, rules) => {
    const compiled = compileWith({ [RECEIVERS]: { unknown: policy, ...rules } });
    expect(compiled.errors.map((d) => d.code)).toEqual(["CANON221"]);
  });
});

describe("the tolerance corpus", () => {
  it("accepts well-formed cases", () => {
    const compiled = compileWith({
      "schemas/demo/examples/Started/tolerant/extra.json": {
        input: { type: "STARTED", id: "a", x: 1 },
        output: { type: "STARTED", id: "a" },
        warnings: [{ code: "unknown-property", path: "/x" }],
      },
    });
    expect(compiled.lint.filter((d) => d.code === "CANON222")).toEqual([]);
  });

  it.each([
    ["no outcome", { input: {}, warnings: [] }],
    ["an output the schema rejects", { input: {}, output: { type: "STARTED" }, warnings: [] }],
    ["an unknown warning code", { input: {}, rejected: true, warnings: [{ code: "oops", path: "" }] }],
    ["an unknown key", { input: {}, rejected: true, warnings: [], note: 1 }],
  ])("reports %s with CANON222", (_, body) => {
    const compiled = compileWith({ "schemas/demo/examples/Started/tolerant/case.json": body });
    expect(compiled.lint.map((d) => d.code)).toContain("CANON222");
  });
});
