/**
 * Every shared vector of every module through ajv, twice: against the schemas as authored
 * (mixins, cross-file refs, unevaluatedProperties) and against the normalized bundle the SDKs are
 * generated from. Both must give the folder's verdict, which also proves normalization kept the
 * meaning of every schema.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { compileModule, createAjv, loadConfig, loadSchemaSources, loadVectors } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./workspace.js";

const config = loadConfig(repoRoot);

describe.each(config.modules.map((m) => [m.name, m] as const))("vectors of %s", (_name, module) => {
  const { vectors } = loadVectors(repoRoot, module.schemas);
  const compiled = compileModule(repoRoot, module, { withVectors: false });
  // Strict: our own schemas hold no keyword ajv does not know and none that would do nothing.
  const authored = createAjv({ strict: true });
  for (const source of loadSchemaSources(repoRoot, module.schemas).sources)
    authored.addSchema(source.value as object, pathToFileURL(join(repoRoot, source.file)).href);
  // Where each type is written in the authored files: a $defs entry, or (an inline enum the IR
  // named from its path) the place inside another definition.
  const authoredRef = new Map(
    compiled.ir?.types.map((t) => [t.name, `${pathToFileURL(join(repoRoot, t.origin.file)).href}#${t.origin.pointer}`]),
  );

  it("has vectors, valid and invalid", () => {
    expect(vectors.filter((v) => v.expect === "valid").length).toBeGreaterThan(20);
    expect(vectors.filter((v) => v.expect === "invalid").length).toBeGreaterThan(20);
  });

  it.each(vectors.map((v) => [`${v.typeName}/${v.expect}/${v.name}`, v] as const))("%s", (_label, vector) => {
    const expected = vector.expect === "valid";
    const againstBundle = compiled.validator?.validate(vector.typeName, vector.source.value);
    expect(againstBundle?.ok, JSON.stringify(againstBundle)).toBe(expected);
    const validateAuthored = authored.getSchema(authoredRef.get(vector.typeName) ?? "");
    expect(validateAuthored?.(vector.source.value), JSON.stringify(validateAuthored?.errors)).toBe(expected);
  });
});
