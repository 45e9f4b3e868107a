// ajv's run-time record of evaluated property names, rewritten to objects without a prototype: a
// document key "__proto__" is then evaluated only where a keyword really evaluated it.
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { describe, expect, it } from "vitest";
import { evaluatedPropsWithoutPrototype } from "../src/emit/evaluated-props.js";

type Validate = (data: unknown) => boolean;

async function compiled(schema: object, rewrite: boolean): Promise<Validate> {
  const ajv = new Ajv2020({ strict: false, code: { source: true, esm: true } });
  let code = standaloneCode(ajv, ajv.compile(schema));
  if (rewrite) code = evaluatedPropsWithoutPrototype(code);
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: Validate };
  return module.default;
}

const byBranch = {
  type: "object",
  anyOf: [{ properties: { a: {} } }, { patternProperties: { "^x": {} } }],
  unevaluatedProperties: false,
};
const verdicts = (validate: Validate) =>
  ['{"a": 1, "__proto__": 1}', '{"a": 1, "zz": 1}', '{"a": 1, "x1": 1}'].map((text) => validate(JSON.parse(text)));

describe("evaluatedPropsWithoutPrototype", () => {
  it("makes ajv refuse an unevaluated __proto__ and keep every other verdict", async () => {
    // ajv's own output takes "__proto__" as evaluated; the rewrite is what changes that.
    expect(verdicts(await compiled(byBranch, false))).toEqual([true, false, true]);
    expect(verdicts(await compiled(byBranch, true))).toEqual([false, false, true]);
  });

  it("keeps __proto__ evaluated where a pattern really evaluates it", async () => {
    const validate = await compiled(
      { ...byBranch, anyOf: [...byBranch.anyOf, { patternProperties: { "^_": {} } }] },
      true,
    );
    expect(validate(JSON.parse('{"a": 1, "__proto__": 1}'))).toBe(true);
  });

  it("rewrites both ways ajv starts a record", () => {
    const code = "var props0 = {};props0.a = true;props1 = props1 || {};";
    expect(evaluatedPropsWithoutPrototype(code)).toBe(
      "var props0 = Object.create(null);props0.a = true;props1 = props1 || Object.create(null);",
    );
  });
});
