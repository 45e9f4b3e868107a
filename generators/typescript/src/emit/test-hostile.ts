/**
 * test/hostile.test.ts: no guard, validator or parser throws, whatever it is given: null, arrays,
 * `__proto__` keys, 10,000-deep nesting, a 10 MB string, getters that throw. Guard and validator
 * still agree wherever the validator can give a verdict.
 */
import type { ModuleIR, UnionType } from "@canon-sdk/core";
import { parserName } from "../names.js";
import { file, tsHeader } from "./text.js";

/** The rules of docs/json-reading.md, each on both sides. */
const readingTests = String.raw`
describe("readJson reads JSON text the one way every Canon SDK reads it", () => {
  const nest = (n: number) => "[".repeat(n) + "]".repeat(n);
  it.each([
    ['{"a":1,"a":2}', "duplicateKey"],
    ['{"x":{"b":1,"\\u0062":2}}', "duplicateKey"],
    ["[NaN]", "json"],
    ["[1e400]", "json"],
    ["[-1" + "0".repeat(400) + "]", "json"],
    ['["\\ud800"]', "json"],
    ['["\\udc00\\ud800"]', "json"],
    ["\ufeff{}", "json"],
    ["{} {}", "json"],
    [nest(MAX_DEPTH + 1), "depth"],
    // Text without a backslash takes the counting fast path; whitespace before a colon leaves it.
    ['{"a":1,"b":{"c":{"d":1,"d":2}}}', "duplicateKey"],
    ['{"a" :1,"a":2}', "duplicateKey"],
    ['{"a":1,\n"a"\n:2,"b" : ":"}', "duplicateKey"],
    ['[{"a":{"b":[1,2]},"a":0}]', "duplicateKey"],
    ['{"__proto__":1,"__proto__":2}', "duplicateKey"],
    ["[[" + nest(MAX_DEPTH - 1) + "]]", "depth"],
    // Escapes take the counting path too: an escaped quote before a colon is not a key.
    ['{"a\\\\":1,"a\\\\":2}', "duplicateKey"],
    ['{"a":"\\":","a":2}', "duplicateKey"],
    ['{"\\"":1,"\\"":2}', "duplicateKey"],
    ['{"a":"\\udc00"}', "json"],
    // The length proof: a number written shorter than its digits, escapes, a nested repeat.
    ['{"a":"xxxx","b":2e12,"a":"x"}', "duplicateKey"],
    ['{"a":"xxxxx","b":[1E15],"a":"x"}', "duplicateKey"],
    ['{"a":"\\n\\u0041","a":"x"}', "duplicateKey"],
    ['{"a":{"b":true,"b":true}}', "duplicateKey"],
    ['{"a":-12,"a":-12}', "duplicateKey"],
    ['["\\ud800\\u0041"]', "json"],
    ['"\\ud800"', "json"],
    ["1e400", "json"],
  ])("refuses %s", (text, keyword) => {
    const read = readJson(text);
    expect(read.ok ? "accepted" : read.keyword).toBe(keyword);
  });
  it.each(['{"a":1,"b":{"a":2}}', '[{"a":1},{"a":1}]', '["\\ud83d\\ude00"]', '{"\\\\u0061":1,"a":2}', "[1e308,1e-400]", nest(MAX_DEPTH), '{"a":" :","b":"x\\":"}', '{"a" : 1, "b" :{"a": 2}}', '{"a":"\\":\\":","b":1}', ' {"a":"\\"x\\\\"} \n', '{"a\\\\":1,"b":"\\\\\\":"}', '"\\ud83d\\ude00"', "-0", '{"t":1767225600000,"u":1000,"v":-100}', '{"a":"\\n\\t\\"\\\\\\u00e9","b":[true,false,null,{}],"c":[]}', '[0,-0,9007199254740991,-9007199254740991,0.5]'])("accepts %s", (text) => {
    expect(readJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });
  // Seeded random documents as writers write them (the length proof's ground): each is accepted,
  // and refused once any one of its objects repeats a key, whatever the values around it.
  it("refuses a repeated key in 2,000 random compact documents, and accepts them without it", () => {
    let seed = 20261130;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % n;
    };
    const atoms = [() => "k" + "é\n\"\\/".slice(0, next(6)), () => next(3000) - 1000, () => next(2) === 0, () => null];
    const make = (depth: number): unknown => {
      if (depth > 3 || next(3) === 0) return (atoms[next(atoms.length)] as () => unknown)();
      if (next(2) === 0) return Array.from({ length: next(4) }, () => make(depth + 1));
      return Object.fromEntries(Array.from({ length: next(4) }, (_, i) => ["p" + i, make(depth + 1)]));
    };
    for (let n = 0; n < 2000; n++) {
      const text = JSON.stringify({ type: "T", body: make(0) });
      expect(readJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
      const objects = [...text.matchAll(/\{"/g)].map((m) => m.index as number);
      const at = objects[next(objects.length)] as number;
      const key = JSON.parse(text.slice(at + 1, text.indexOf('"', at + 2) + 1)) as string;
      const repeated = text.slice(0, at + 1) + JSON.stringify(key) + ":" + JSON.stringify(make(2)) + "," + text.slice(at + 1);
      const read = readJson(repeated);
      expect(read.ok ? "accepted" : read.keyword).toBe("duplicateKey");
    }
  });
});
`;

export function emitHostileTests(ir: ModuleIR): string {
  const parsers = ir.types
    .filter((t): t is UnionType => t.kind === "union")
    .map((u) => JSON.stringify(parserName(u.name)));
  return file([
    tsHeader(ir.schemaDir),
    'import { describe, expect, it } from "vitest";',
    'import { MAX_DEPTH, readJson, typeNames, validate } from "../src/index.js";',
    // exported() reaches the parsers of unions; a module without one has none to reach.
    `import { ${parsers.length > 0 ? "exported, " : ""}guard, loadVectors, validator } from "./support.js";`,
    "",
    "const DEPTH = 10_000;",
    'const huge = "x".repeat(10 * 1024 * 1024);',
    "",
    "function deepArray(): unknown {",
    "  let value: unknown = [];",
    "  for (let i = 0; i < DEPTH; i++) value = [value];",
    "  return value;",
    "}",
    "",
    "function deepObject(): unknown {",
    "  let value: unknown = {};",
    "  for (let i = 0; i < DEPTH; i++) value = { a: value };",
    "  return value;",
    "}",
    "",
    'const throwing = Object.defineProperty({}, "type", { enumerable: true, get() { throw new Error("hostile getter"); } });',
    "",
    "const hostile: [string, unknown][] = [",
    '  ["null", null],',
    '  ["undefined", undefined],',
    '  ["array", []],',
    '  ["array of objects", [{}, { type: "x" }]],',
    '  ["number", 42],',
    '  ["NaN", Number.NaN],',
    '  ["string", "{}"],',
    '  ["huge string", huge],',
    '  ["function", () => 1],',
    '  ["symbol", Symbol("s")],',
    '  ["bigint", 10n],',
    '  ["null prototype", Object.create(null)],',
    '  ["__proto__ key", JSON.parse(\'{"__proto__": {"polluted": true}}\')],',
    '  ["deep array", deepArray()],',
    '  ["deep object", deepObject()],',
    '  ["throwing getter", throwing],',
    "];",
    "",
    "/** Each valid vector with one property replaced by something hostile, or a `__proto__` key added. */",
    "function mutations(text: string): [string, unknown][] {",
    "  const base: unknown = JSON.parse(text);",
    '  if (typeof base !== "object" || base === null || Array.isArray(base)) return [["deep in array", [deepArray()]]];',
    '  const out: [string, unknown][] = [["__proto__ added", JSON.parse(`{"__proto__": {"x": 1}, ${text.trim().slice(1)}`.replace(/, }$/, "}"))]];',
    "  for (const key of Object.keys(base)) {",
    '    for (const [label, value] of [["deep", deepObject()], ["huge", huge], ["null", null], ["array", []]] as const) {',
    "      out.push([`${key} := ${label}`, { ...(base as object), [key]: value }]);",
    "    }",
    "  }",
    "  return out;",
    "}",
    "",
    "const vectors = loadVectors();",
    "",
    'describe.each([...typeNames])("%s never throws", (typeName) => {',
    '  it.each(hostile)("%s", (_, value) => {',
    '    expect(typeof guard(typeName)(value)).toBe("boolean");',
    '    expect(typeof validator(typeName)(value).ok).toBe("boolean");',
    '    expect(typeof validate(typeName, value).ok).toBe("boolean");',
    "  });",
    "",
    '  it("agrees with the validator on hostile variants of its valid vectors", () => {',
    '    for (const vector of vectors.filter((v) => v.typeName === typeName && v.expect === "valid")) {',
    "      for (const [label, value] of mutations(vector.text)) {",
    "        const byGuard = guard(typeName)(value);",
    "        const byValidator = validator(typeName)(value);",
    '        const checked = byValidator.ok || byValidator.errors.every((e) => e.keyword !== "limit");',
    "        if (checked) expect(byGuard, `${vector.name}: ${label}`).toBe(byValidator.ok);",
    "      }",
    "    }",
    "  });",
    "});",
    readingTests,
    ...(parsers.length === 0
      ? []
      : [
          "",
          `describe.each([${parsers.join(", ")}])("%s never throws", (name) => {`,
          "  const parse = exported(name) as (input: unknown, options?: object) => { ok: boolean };",
          "  it.each([",
          "    ...hostile,",
          '    ["malformed JSON", "{\\"type\\":"],',
          '    ["deep JSON text", "[".repeat(DEPTH) + "]".repeat(DEPTH)],',
          '    ["huge JSON string", JSON.stringify(huge)],',
          '  ] as [string, unknown][])("%s", (_, value) => {',
          '    for (const options of [undefined, { mode: "strict" }, { mode: "tolerant" }, { reading: "json-parse" }, { mode: "strict", reading: "json-parse" }]) {',
          '      expect(typeof parse(value, options).ok).toBe("boolean");',
          "    }",
          "  });",
          "});",
          jsonParseReadingTests(parsers),
        ]),
  ]);
}

/**
 * The opt-in reading of parse: JSON.parse's verdict, then the same pipeline as for the value it
 * built; the shared reading refuses the same texts.
 */
function jsonParseReadingTests(parsers: readonly string[]): string {
  return String.raw`
describe.each([${parsers.join(", ")}])("%s with { reading: \"json-parse\" }", (name) => {
  type Result = { ok: boolean; errors?: { keyword: string }[] };
  const parse = exported(name) as (input: unknown, options?: object) => Result;
  const jsonParse = { reading: "json-parse" };
  const keyword = (result: Result) => (result.ok ? "accepted" : result.errors?.[0]?.keyword);
  it.each([
    ["a repeated key", '{"a":1,"a":2}', "duplicateKey"],
    ["a repeated tag", '{"type":1,"type":"x"}', "duplicateKey"],
    ["a number beyond range", "[1e400]", "json"],
    ["a lone surrogate", '["\\ud800"]', "json"],
    ["nesting past MAX_DEPTH", "[".repeat(MAX_DEPTH + 1) + "]".repeat(MAX_DEPTH + 1), "depth"],
  ])("reads %s as JSON.parse does, where the shared reading refuses it", (_, text, refused) => {
    expect(keyword(parse(text))).toBe(refused);
    expect(parse(text, jsonParse)).toEqual(parse(JSON.parse(text)));
    expect(parse(text, { mode: "strict", reading: "json-parse" })).toEqual(parse(JSON.parse(text), { mode: "strict" }));
  });
  const objects = vectors.filter((v) => v.expect === "valid" && /^\s*\{\s*"/.test(v.text));
  it.skipIf(objects.length === 0)("keeps the last of two equal keys in a valid document", () => {
    for (const vector of objects) {
      const first = Object.keys(JSON.parse(vector.text) as object)[0] as string;
      const doubled = "{" + JSON.stringify(first) + ":0," + vector.text.trim().slice(1);
      expect(keyword(parse(doubled)), vector.name).toBe("duplicateKey");
      expect(parse(doubled, jsonParse), vector.name).toEqual(parse(vector.text));
    }
  });
  it("refuses what JSON.parse refuses, and a reading it does not know", () => {
    expect(keyword(parse('{"type":', jsonParse))).toBe("json");
    expect(keyword(parse("{} {}", jsonParse))).toBe("json");
    expect(keyword(parse("{}", { reading: "fast" }))).toBe("reading");
  });
});
`;
}
