/** test/vectors.test.ts: every shared vector through guard, validator, validate-by-name and parse. */
import type { ModuleIR, UnionType } from "@canon-sdk/core";
import { parserName } from "../names.js";
import { file, tsHeader } from "./text.js";

export function emitVectorTests(ir: ModuleIR): string {
  const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
  return file([
    tsHeader(ir.schemaDir),
    'import { describe, expect, it } from "vitest";',
    'import { typeNames, validate } from "../src/index.js";',
    'import { exported, guard, loadVectors, validator } from "./support.js";',
    "",
    "const vectors = loadVectors();",
    `const unions: Record<string, string> = { ${unions.map((u) => `${JSON.stringify(u.name)}: ${JSON.stringify(parserName(u.name))}`).join(", ")} };`,
    "",
    'describe.each([...typeNames])("%s", (typeName) => {',
    "  const mine = vectors.filter((v) => v.typeName === typeName);",
    "",
    // A package generated from schemas that ship no examples has nothing to check here.
    '  it("has valid vectors", (context) => {',
    "    if (vectors.length === 0)",
    '      context.skip("no vectors in test/corpus.json: the schemas were generated without examples, so there is nothing to check");',
    '    expect(mine.filter((v) => v.expect === "valid").length, "valid vectors").toBeGreaterThan(0);',
    "  });",
    "",
    '  it.each(mine.map((v) => [`${v.expect}/${v.name}`, v] as const))("%s", (_, vector) => {',
    "    const value: unknown = JSON.parse(vector.text);",
    '    const expected = vector.expect === "valid";',
    "    const byGuard = guard(typeName)(value);",
    "    const byValidator = validator(typeName)(value);",
    '    expect(byGuard, "guard").toBe(expected);',
    "    expect(byValidator.ok, `validator: ${JSON.stringify(byValidator.ok ? [] : byValidator.errors)}`).toBe(expected);",
    '    expect(validate(typeName, value).ok, "validate by name").toBe(expected);',
    "    if (!byValidator.ok) expect(byValidator.errors.length).toBeGreaterThan(0);",
    "    if (expected) {",
    "      expect(JSON.stringify(byValidator.ok && byValidator.value)).toBe(JSON.stringify(JSON.parse(vector.text)));",
    "      const parse = unions[typeName] === undefined ? undefined : exported(unions[typeName] as string);",
    "      if (parse !== undefined) {",
    '        const parsed = parse(vector.text, { mode: "strict" }) as { ok: boolean; value?: unknown };',
    "        expect(parsed.ok).toBe(true);",
    "        expect(JSON.stringify(parsed.value)).toBe(JSON.stringify(JSON.parse(vector.text)));",
    "      }",
    "    }",
    "  });",
    "});",
    "",
    'it("every examples folder names a type of the package", () => {',
    "  const known = new Set<string>(typeNames);",
    "  expect([...new Set(vectors.map((v) => v.typeName))].filter((n) => !known.has(n))).toEqual([]);",
    "});",
  ]);
}
