import { describe, expect, it } from "vitest";
import { boundaryDocuments } from "../src/boundary.js";
import { findModule, loadConfig } from "../src/config.js";
import { loadVectors } from "../src/load.js";
import { compileModule } from "../src/project.js";
import { createFixtureProject } from "../src/testkit.js";
import { demoFiles } from "./fixtures.js";

describe("boundary documents from the IR", () => {
  const root = createFixtureProject(demoFiles);
  const module = findModule(loadConfig(root), "demo");
  const compiled = compileModule(root, module);
  const vectors = loadVectors(root, module.schemas).vectors;
  if (compiled.ir === undefined || compiled.validator === undefined) throw new Error("demo does not compile");
  const { ir, validator } = compiled;
  const documents = boundaryDocuments(ir, vectors);
  const verdict = (typeName: string, probe: string) => {
    const found = documents.find((d) => d.typeName === typeName && d.probe === probe);
    if (found === undefined) throw new Error(`no probe ${typeName} ${probe}`);
    return validator.validate(typeName, JSON.parse(found.text)).ok;
  };

  it("sit on both sides of each bound, as ajv judges them", () => {
    expect(verdict("Started", "Started.timestamp minimum")).toBe(true);
    expect(verdict("Started", "Started.timestamp minimum - step")).toBe(false);
    expect(verdict("Started", "Started.timestamp maximum")).toBe(true);
    expect(verdict("Started", "Started.timestamp maximum + step")).toBe(false);
    expect(verdict("Started", "Started.timestamp fraction")).toBe(false);
    expect(verdict("Started", "Started.timestamp integer spelled with .0")).toBe(true);
    expect(verdict("Started", "Started.id minLength (1)")).toBe(true);
    expect(verdict("Started", "Started.id minLength - 1 (0)")).toBe(false);
    expect(verdict("Started", "Started.id required removed")).toBe(false);
    expect(verdict("Started", "Started unknown property (closed)")).toBe(false);
  });

  it("probe enum and literal neighbours and union tags through the top-level type", () => {
    expect(verdict("Started", 'Started.type "STARTED" case-changed')).toBe(false);
    expect(verdict("Event", 'Event.type tag "STOPPED"')).toBe(true);
    expect(verdict("Event", "Event.type tag unknown tag")).toBe(false);
    expect(verdict("Level", 'Level "low"')).toBe(true);
    expect(verdict("Level", 'Level "low" case-changed')).toBe(false);
    expect(verdict("Started", 'Started.level "low" with trailing space')).toBe(false);
  });

  it("are whole documents of their type, with spellings JSON.stringify never writes", () => {
    for (const d of documents) expect(() => JSON.parse(d.text), d.probe).not.toThrow();
    expect(documents.find((d) => d.probe === "Started.timestamp integer spelled with .0")?.text).toContain(
      '"timestamp":0.0',
    );
    expect(boundaryDocuments(ir, vectors)).toEqual(documents);
  });
});
