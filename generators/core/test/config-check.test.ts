/**
 * The config checker against ajv: same verdict and same errors (path, keyword, message, params)
 * on a valid config and on every mutation of it a user could write.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { checkSubset } from "../src/config-check.js";
import { configSchema, loadConfig } from "../src/config.js";
import type { CanonError } from "../src/diagnostics.js";
import { createFixtureProject, writeFixtureFile } from "../src/testkit.js";

const ajvValidate = new Ajv2020({ allErrors: true, strict: true }).compile(configSchema);

const valid = {
  $schema: "./canon.schema.json",
  repository: {
    url: "https://example.com/o/r",
    homepage: "https://example.com",
    issues: "http://example.com/i",
    developers: [{ name: "A", url: "u", email: "e" }],
  },
  modules: {
    demo: {
      version: "1.2.3-rc.1",
      description: "d",
      schemas: "schemas/demo",
      include: ["**/*.json"],
      exclude: ["examples/**"],
      names: { "a.json": "Alpha" },
      lint: { CANON206: "warn", CANON201: "off" },
      targets: { go: {}, python: { distribution: "x" } },
      compat: { mode: "full", writers: "w", readers: "r", tolerantReceivers: true, policy: "lenient" },
    },
  },
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const clone = (): { [key: string]: Json } => structuredClone(valid) as { [key: string]: Json };

/** Every path to a value in the valid config, so each can be removed, retyped or replaced. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => paths(v, [...prefix, i]))];
  if (value !== null && typeof value === "object")
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  return [prefix];
}

function mutate(
  path: (string | number)[],
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = clone();
  let parent: Json = copy;
  for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[step] as Json;
  change(parent as Record<string | number, Json>, path.at(-1)!);
  return copy;
}

function mutations(): Json[] {
  const all: Json[] = [valid as unknown as Json, null, [], "x", { modules: [] }, { modules: {} }];
  const replacements: Json[] = [
    null,
    1,
    true,
    "",
    "x",
    "1.0",
    "é",
    [],
    ["x"],
    [1],
    {},
    { extra: 1 },
    "https://ok",
    "Bad Name",
    "CANON104",
    "on",
  ];
  for (const path of paths(valid as unknown as Json).filter((p) => p.length > 0)) {
    all.push(
      mutate(path, (parent, key) => void (Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key])),
    );
    for (const r of replacements) all.push(mutate(path, (parent, key) => void (parent[key] = r)));
    all.push(
      mutate(path, (parent, key) => {
        const v = parent[key];
        if (v !== null && typeof v === "object" && !Array.isArray(v)) v["unknownKey"] = 1;
      }),
    );
  }
  for (const name of ["Demo", "1x", "a-b", ""])
    all.push({ ...clone(), modules: { [name]: valid.modules.demo as unknown as Json } });
  all.push({
    ...clone(),
    modules: { demo: { ...(valid.modules.demo as object), lint: { CANON104: "off", CANON206: "loud" } } as Json },
  });
  return all;
}

const canonical = (errors: readonly object[]): string[] =>
  errors
    .map((e) => {
      const { instancePath, keyword, message, params, propertyName } = e as Record<string, unknown>;
      return JSON.stringify({ instancePath, keyword, message, params, propertyName });
    })
    .sort();

describe("config checker", () => {
  it("agrees with ajv on the valid config and on every mutation of it", () => {
    const cases = mutations();
    expect(cases.length).toBeGreaterThan(500);
    let rejected = 0;
    for (const config of cases) {
      const ok = ajvValidate(config);
      const mine = checkSubset(configSchema, config);
      expect(mine.length === 0, JSON.stringify(config)).toBe(ok);
      expect(canonical(mine), JSON.stringify(config)).toEqual(canonical(ajvValidate.errors ?? []));
      if (!ok) rejected += 1;
    }
    // The mutations exercise the rejecting paths, not only the accepting one.
    expect(rejected).toBeGreaterThan(cases.length / 2);
  });

  it("refuses a keyword it does not implement, so the schema cannot outgrow it silently", () => {
    expect(() => checkSubset({ type: "object", maxProperties: 1 } as never, {})).toThrow(
      /unsupported keyword "maxProperties"/,
    );
  });

  it("reports a bad module name at its position, naming the name", () => {
    const root = createFixtureProject({});
    writeFixtureFile(root, "canon.config.json", { modules: { "Bad-Name": valid.modules.demo } });
    try {
      loadConfig(root);
      expect.unreachable();
    } catch (error) {
      const messages = (error as CanonError).diagnostics.map((d) => `${d.code} ${d.message}`);
      expect(messages).toEqual(['CANON401 /modules property name "Bad-Name" must match pattern "^[a-z][a-z0-9]*$"']);
      expect((error as CanonError).diagnostics[0]?.position?.line).toBeGreaterThan(0);
    }
  });
});
