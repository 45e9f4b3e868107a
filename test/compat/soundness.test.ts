/**
 * Soundness: for every corpus case the checker calls compatible, documents valid under the old
 * side (backward) or new side (forward) must be valid under the other, as ajv judges them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compare } from "@canon-sdk/compat";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { CASES } from "./corpus.test.js";
import { harvest, makeGenerator } from "./generate-documents.js";
import { randomSchemas } from "./random-edits.js";

const addFormats = addFormatsModule as unknown as (ajv: object) => void;
const read = (name: string, file: string): any =>
  JSON.parse(readFileSync(join(import.meta.dirname, "cases", name, file), "utf8"));

function validator(schema: unknown): (doc: unknown) => boolean {
  const draft7 =
    typeof schema === "object" && schema !== null && /draft-07/.test(String((schema as any).$schema ?? ""));
  const ajv = draft7
    ? new Ajv({ strict: false, allErrors: false })
    : new Ajv2020({ strict: false, allErrors: false, discriminator: false });
  addFormats(ajv);
  const validate = ajv.compile(typeof schema === "boolean" ? schema : (schema as object));
  return (doc) => validate(doc) as boolean;
}

/** Every entry of a bundle (its $defs but mixins) and a constrained root is validated on its own, as the checker compares them. */
function entryPoints(schema: any): { name: string; wrap: (s: any) => any }[] {
  if (typeof schema !== "object" || schema === null) return [{ name: "<root>", wrap: (s: any) => s }];
  const key = schema.$defs !== undefined ? "$defs" : "definitions";
  const defs = schema[key];
  const out: { name: string; wrap: (s: any) => any }[] = [];
  const annotations = new Set(["$schema", "$defs", "definitions", "title", "description", "$comment"]);
  if (defs === undefined || Object.keys(schema).some((k) => !annotations.has(k)))
    out.push({ name: "<root>", wrap: (s: any) => s });
  for (const [name, def] of Object.entries(defs ?? {})) {
    if ((def as any)?.["x-canon-mixin"] === true) continue;
    out.push({
      name,
      wrap: (s: any) => {
        const k =
          s?.$defs?.[name] !== undefined ? "$defs" : s?.definitions?.[name] !== undefined ? "definitions" : undefined;
        return k === undefined
          ? undefined
          : { ...(s.$schema ? { $schema: s.$schema } : {}), [k]: s[k], $ref: `#/${k}/${name}` };
      },
    });
  }
  return out;
}

/** Under the lenient policy writers emit only declared properties: close every object that declares some. */
function closeDeclared(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeDeclared);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema))
    out[k] = k === "const" || k === "enum" || k === "default" ? v : closeDeclared(v);
  if ("properties" in out && !("additionalProperties" in out) && !("unevaluatedProperties" in out))
    out["unevaluatedProperties"] = false;
  return out;
}

describe("soundness of compatible verdicts", () => {
  it.each(CASES)("%s", async (name) => {
    const expected = read(name, "expected.json");
    const [base, head] = [read(name, "base.json"), read(name, "head.json")];
    const report = await compare(base, head, expected.options);
    if (!report.compatible) return;
    const mode = expected.options.mode ?? "backward";
    const directions: [unknown, unknown][] = [];
    if (mode !== "forward") directions.push([base, head]);
    if (mode !== "backward" && !expected.options.tolerantReceivers) directions.push([head, base]);
    const pool = harvest(base, head);
    let checked = 0;
    for (const [sub, sup] of directions) {
      for (const entry of entryPoints(sub)) {
        const [subEntry, supEntry] = [entry.wrap(sub), entry.wrap(sup)];
        if (subEntry === undefined || supEntry === undefined) continue;
        const inSub = validator(expected.options.policy === "lenient" ? closeDeclared(subEntry) : subEntry);
        const inSup = validator(supEntry);
        const { generate, mutate } = makeGenerator(subEntry, pool, name.length * 7919 + checked);
        let valid = 0;
        for (let attempt = 0; attempt < 20000 && valid < 500; attempt++) {
          let doc = generate();
          if (attempt % 2 === 1) doc = mutate(doc);
          if (!inSub(doc)) continue;
          valid++;
          expect(inSup(doc), `${JSON.stringify(doc)} is valid under one side and not the other`).toBe(true);
        }
        checked += valid;
      }
    }
    if (directions.length > 0 && base !== false) expect(checked).toBeGreaterThan(0);
  });
});

/**
 * The lane over random edits (seeded, beyond the corpus): random schemas, a random edit each;
 * every edit the checker calls backward-compatible must keep at least 500 documents that are
 * valid under the base valid under the head. Any counterexample fails the run.
 */
describe("soundness over random schema edits", () => {
  const EDITS = Number(process.env["CANON_COMPAT_EDITS"] ?? 300);
  it(
    `${EDITS} seeded edits: every compatible verdict holds for ≥ 500 base documents each`,
    async () => {
      let compatible = 0;
      let documents = 0;
      const counterexamples: string[] = [];
      for (let seed = 1; seed <= EDITS; seed++) {
        const { base, head } = randomSchemas(seed * 104729);
        const report = await compare(base, head, { mode: "backward", witnesses: false });
        if (!report.compatible) continue;
        compatible++;
        const inBase = validator(base);
        const inHead = validator(head);
        const { generate, mutate } = makeGenerator(base, harvest(base, head), seed);
        let valid = 0;
        for (let attempt = 0; attempt < 40000 && valid < 500; attempt++) {
          let doc = generate();
          if (attempt % 2 === 1) doc = mutate(doc);
          if (!inBase(doc)) continue;
          valid++;
          if (!inHead(doc))
            counterexamples.push(
              `seed ${seed}: ${JSON.stringify(doc)} valid under ${JSON.stringify(base)} but not under ${JSON.stringify(head)}`,
            );
        }
        expect(
          valid,
          `seed ${seed}: only ${valid} base documents generated for ${JSON.stringify(base)}`,
        ).toBeGreaterThanOrEqual(500);
        documents += valid;
      }
      console.log(
        `random edits: ${EDITS} edits, ${compatible} called compatible, ${documents} base documents checked under the head, ${counterexamples.length} counterexamples`,
      );
      expect(counterexamples.slice(0, 5)).toEqual([]);
      expect(compatible).toBeGreaterThan(EDITS / 10);
    },
    15 * 60_000,
  );
});
