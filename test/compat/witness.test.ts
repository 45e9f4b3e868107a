/**
 * Every breaking data finding of the corpus and of every rule's example carries a witness: a
 * document that ajv, compiled here independently, accepts under one side and rejects under the
 * other (backward: base accepts, head rejects; forward: the reverse).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compare, type Finding, RULES } from "@canon-sdk/compat";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { afterAll, describe, expect, it } from "vitest";
import { CASES } from "./corpus.test.js";

const addFormats = addFormatsModule as unknown as (ajv: object) => void;
const read = (name: string, file: string): any =>
  JSON.parse(readFileSync(join(import.meta.dirname, "cases", name, file), "utf8"));

function validator(schema: any, typeName: string): (doc: unknown) => boolean {
  const draft7 = typeof schema === "object" && schema !== null && /draft-0[4-7]/.test(String(schema.$schema ?? ""));
  const ajv = draft7 ? new Ajv({ strict: false }) : new Ajv2020({ strict: false });
  addFormats(ajv);
  if (typeName === "<root>") return ajv.compile(schema) as (doc: unknown) => boolean;
  const key = schema.$defs?.[typeName] !== undefined ? "$defs" : "definitions";
  return ajv.compile({
    ...(schema.$schema ? { $schema: schema.$schema } : {}),
    [key]: schema[key],
    $ref: `#/${key}/${typeName}`,
  }) as (doc: unknown) => boolean;
}

let confirmed = 0;
function confirm(label: string, base: unknown, head: unknown, findings: Finding[]): void {
  for (const f of findings) {
    if (f.severity !== "breaking" || f.category !== "data") continue;
    const witness = f.witness;
    expect(witness, `${label}: ${f.rule} has no witness field`).toBeDefined();
    expect("document" in (witness as object), `${label}: ${f.rule} ${f.message}: ${JSON.stringify(witness)}`).toBe(
      true,
    );
    const doc = (witness as { document: unknown }).document;
    const [accepting, rejecting] = f.direction === "backward" ? [base, head] : [head, base];
    expect(
      validator(accepting, f.typeName)(doc),
      `${label}: ${f.rule} witness ${JSON.stringify(doc)} is not valid under the accepting side`,
    ).toBe(true);
    expect(
      validator(rejecting, f.typeName)(doc),
      `${label}: ${f.rule} witness ${JSON.stringify(doc)} is not rejected by the other side`,
    ).toBe(false);
    confirmed++;
  }
}

describe("witnesses", () => {
  it.each(CASES)("corpus case %s", async (name) => {
    const expected = read(name, "expected.json");
    const [base, head] = [read(name, "base.json"), read(name, "head.json")];
    confirm(name, base, head, (await compare(base, head, expected.options)).findings);
  });
  it.each(RULES.map((r) => [r.id, r] as const))("rule example %s", async (id, rule) => {
    confirm(
      id,
      rule.example.base,
      rule.example.head,
      (
        await compare(
          rule.example.base as object,
          rule.example.head as object,
          rule.example.options ?? { mode: "full" },
        )
      ).findings,
    );
  });
  afterAll(() => {
    console.log(`witnesses confirmed by ajv: ${confirmed}`);
    expect(confirmed).toBeGreaterThan(100);
  });
});
