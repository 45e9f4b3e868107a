import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findModule, loadConfig } from "../src/config.js";
import type { DiagnosticCode } from "../src/diagnostics.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";
import { demoEvents, demoFiles } from "./fixtures.js";

const EVENTS = "schemas/demo/events/events.schema.json";

type Defs = Record<string, Record<string, unknown>>;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Compiles the demo module with its events file changed by `mutate`. */
function lintWith(mutate: (defs: Defs) => void, extraFiles: Record<string, unknown> = {}) {
  const events = clone(demoEvents) as { $defs: Defs };
  mutate(events.$defs);
  const root = createFixtureProject({ ...demoFiles, [EVENTS]: events, ...extraFiles });
  const compiled = compileModule(root, findModule(loadConfig(root), "demo"));
  return { root, diagnostics: compiled.lint };
}

/** Line (1-based) of the first line of a file containing `needle`. */
function lineOf(root: string, file: string, needle: string): number {
  return (
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .findIndex((line) => line.includes(needle)) + 1
  );
}

const started = (defs: Defs) => defs["Started"] as { properties: Defs; required: string[] };

const cases: [string, DiagnosticCode, (defs: Defs) => void, string][] = [
  [
    "a $ref to a missing definition",
    "CANON104",
    (d) => (started(d).properties["level"] = { description: "x", $ref: "#/$defs/Nope" }),
    '"#/$defs/Nope"',
  ],
  [
    "a $ref to a missing file",
    "CANON104",
    (d) => (started(d).properties["level"] = { description: "x", $ref: "./gone.schema.json#/$defs/Level" }),
    "gone.schema.json",
  ],
  [
    "a remote $ref",
    "CANON105",
    (d) => (started(d).properties["level"] = { description: "x", $ref: "https://example.com/s.json#/$defs/Level" }),
    "https://example.com",
  ],
  ["a union member without its tag", "CANON203", (d) => (started(d).required = ["id"]), '"$ref": "#/$defs/Started"'],
  [
    "a duplicate union tag",
    "CANON204",
    (d) => (
      (d["Again"] = clone(d["Started"] as object) as Record<string, unknown>),
      (d["Again"]["title"] = "Again"),
      (d["Event"] as { oneOf: unknown[] }).oneOf.push({ $ref: "#/$defs/Again" })
    ),
    '"$ref": "#/$defs/Again"',
  ],
  [
    "a lookahead pattern",
    "CANON207",
    (d) => (started(d).properties["id"] = { description: "x", type: "string", pattern: "^(?!x)" }),
    '"^(?!x)"',
  ],
  [
    "an integer const beyond 2^53",
    "CANON208",
    (d) => (started(d).properties["id"] = { description: "x", type: "integer", const: 2 ** 60 }),
    "1152921504606847000",
  ],
  [
    "a title that differs from the key",
    "CANON201",
    (d) => ((d["Level"] as Record<string, unknown>)["title"] = "Loudness"),
    '"Level": {',
  ],
  [
    "an object without a type",
    "CANON217",
    (d) => (d["Loose"] = { title: "Loose", description: "x", properties: { a: { description: "x", type: "string" } } }),
    '"Loose": {',
  ],
  [
    "a property without a description",
    "CANON202",
    (d) => (started(d).properties["id"] = { type: "string" }),
    '"id": {',
  ],
];

describe("canon lint rules", () => {
  it.each(cases)("reports %s as %s at its file:line", (_name, code, mutate, needle) => {
    const { root, diagnostics } = lintWith(mutate);
    const found = diagnostics.find((d) => d.code === code);
    expect(found, JSON.stringify(diagnostics)).toBeDefined();
    const file = found?.file ?? "";
    expect(found?.position?.line).toBe(lineOf(root, file, needle));
  });

  it("warns of an object without a type, but not of an option that constrains the object beside it", () => {
    const { diagnostics } = lintWith((d) => {
      d["Loose"] = { title: "Loose", description: "x", properties: { a: { description: "x", type: "string" } } };
      d["Job"] = {
        title: "Job",
        description: "x",
        type: "object",
        properties: { when: { description: "x", type: "string" }, at: { description: "x", type: "string" } },
        oneOf: [{ properties: { when: { const: "later" } }, required: ["at"] }, { required: ["when"] }],
      };
    });
    const found = diagnostics.filter((d) => d.code === "CANON217");
    expect(found.map((d) => [d.severity, d.message])).toEqual([
      [
        "warning",
        'type "Loose" has properties but no type: any value that is not an object is valid here too, and its generated types read an object',
      ],
    ]);
  });

  it("reports invalid JSON with its position", () => {
    const root = createFixtureProject({ ...demoFiles, [EVENTS]: '{\n  "$defs": {\n    "A": }\n}\n' });
    const compiled = compileModule(root, findModule(loadConfig(root), "demo"));
    expect(compiled.ir).toBeUndefined();
    expect(compiled.errors[0]).toMatchObject({ code: "CANON101", file: EVENTS, position: { line: 3, column: 10 } });
  });

  it("reports a schema that breaks the meta-schema", () => {
    const { diagnostics } = lintWith((d) => (started(d).properties["id"] = { description: "x", type: "strin" }));
    expect(diagnostics[0]?.code).toBe("CANON103");
  });

  it("reports a type without vectors and vectors for unknown types", () => {
    const { diagnostics } = lintWith((d) => (d["Extra"] = { title: "Extra", description: "x", type: "string" }), {
      "schemas/demo/examples/Ghost/valid/a.json": 1,
    });
    expect(diagnostics.map((d) => d.code).sort()).toEqual(["CANON206", "CANON214"]);
  });

  it("reports a vector whose verdict ajv disagrees with", () => {
    const { diagnostics } = lintWith(() => undefined, {
      "schemas/demo/examples/Level/valid/wrong.json": JSON.stringify("loud"),
    });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "CANON215", file: "schemas/demo/examples/Level/valid/wrong.json" });
  });

  it("reports a pure $ref cycle instead of overflowing", () => {
    const { diagnostics } = lintWith((d) => {
      d["A"] = { title: "A", description: "x", $ref: "#/$defs/B" };
      d["B"] = { title: "B", description: "x", $ref: "#/$defs/A" };
    });
    expect(diagnostics.map((d) => d.code)).toContain("CANON106");
  });
});
