/**
 * test/tolerant.test.ts: the module's shared tolerance corpus (examples/<Type>/tolerant/*.json)
 * through `parse` in its default mode: the same output, surfaced tag or rejection, and the same
 * warning codes and pointers as every other language's SDK.
 */
import { buildReceiverPlan, type ModuleIR } from "@canon-sdk/core";
import { file, tsHeader } from "./text.js";

export function emitToleranceTests(ir: ModuleIR): string {
  const plan = ir.receivers ?? buildReceiverPlan(ir, undefined);
  // Only a plan that strips unknown properties from a closed object reads any document that way.
  const strips =
    plan.unknown.properties === "strip" && Object.values(plan.types).some((t) => t.kind === "object" && t.closed);
  return file([
    tsHeader(ir.schemaDir),
    'import { existsSync, readdirSync, readFileSync } from "node:fs";',
    'import { describe, expect, it } from "vitest";',
    'import { parse, type TypeName } from "../src/index.js";',
    `import { ${strips ? "strippedAtTop, " : ""}tolerate } from "../src/receivers.js";`,
    'import { examplesDir } from "./corpus.js";',
    "",
    "interface Case {",
    "  readonly input: unknown;",
    "  readonly output?: unknown;",
    "  readonly unknown?: string;",
    "  readonly rejected?: true;",
    "  readonly warnings: readonly { readonly code: string; readonly path: string }[];",
    "}",
    "",
    "const cases: [string, string, Case][] = [];",
    "for (const typeName of existsSync(examplesDir) ? readdirSync(examplesDir).sort() : []) {",
    "  const dir = `${examplesDir}${typeName}/tolerant/`;",
    "  if (!existsSync(dir)) continue;",
    "  for (const name of readdirSync(dir).sort()) {",
    '    if (name.endsWith(".json")) cases.push([typeName, name, JSON.parse(readFileSync(`${dir}${name}`, "utf8")) as Case]);',
    "  }",
    "}",
    "",
    'describe("tolerance corpus", () => {',
    '  it.skipIf(cases.length === 0)("has cases", () => expect(cases.length).toBeGreaterThan(0));',
    "",
    '  it.each(cases)("%s/tolerant/%s", (typeName, _, c) => {',
    "    const result = parse(typeName as TypeName, JSON.stringify(c.input));",
    "    expect(result.warnings.map((w) => ({ code: w.code, path: w.path }))).toEqual(c.warnings);",
    "    if (c.rejected === true) {",
    "      expect(result.ok).toBe(false);",
    "      return;",
    "    }",
    "    expect(result.ok, JSON.stringify(result.ok ? [] : result.errors)).toBe(true);",
    "    if (!result.ok) return;",
    "    if (c.unknown !== undefined) expect(result.value).toMatchObject({ unknown: true, raw: c.input });",
    "    else expect(result.value).toEqual(c.output);",
    "  });",
    "",
    '  it.each(cases)("%s/tolerant/%s: decoded input and JSON text agree, input untouched", (typeName, _, c) => {',
    "    const before = JSON.stringify(c.input);",
    "    const fromValue = parse(typeName as TypeName, c.input);",
    "    expect(JSON.stringify(c.input)).toBe(before);",
    "    expect(fromValue).toEqual(parse(typeName as TypeName, before));",
    "  });",
    "});",
    "",
    "// A newer producer's properties at the top are read without the walk (strippedAtTop): every valid",
    "// example with such properties added must get the walk's own answer.",
    "const valid: [string, Record<string, unknown>][] = [];",
    "for (const typeName of existsSync(examplesDir) ? readdirSync(examplesDir).sort() : []) {",
    "  const dir = `${examplesDir}${typeName}/valid/`;",
    "  if (!existsSync(dir)) continue;",
    "  for (const name of readdirSync(dir).sort()) {",
    '    const doc: unknown = name.endsWith(".json") ? JSON.parse(readFileSync(`${dir}${name}`, "utf8")) : undefined;',
    '    if (typeof doc === "object" && doc !== null && !Array.isArray(doc)) valid.push([typeName, doc as Record<string, unknown>]);',
    "  }",
    "}",
    'const added: Record<string, unknown>[] = [{ canonFuture: 1 }, { "z/y~x": { a: [1] }, canonA: "x:y" }];',
    "",
    'describe("unknown properties at the top", () => {',
    ...(strips
      ? [
          '  it.skipIf(valid.length === 0)("are read without the walk for some documents", () => {',
          "    expect(valid.some(([typeName, doc]) => strippedAtTop(typeName, { ...doc, canonFuture: 1 }) !== undefined)).toBe(true);",
          "  });",
          "",
        ]
      : []),
    '  it.each(valid)("%s: the walk\'s answer", (typeName, doc) => {',
    "    for (const extra of added) {",
    "      const document = { ...doc, ...extra };",
    "      const read = tolerate(typeName, document);",
    '      const checked = parse(typeName as TypeName, read.value, { mode: "strict" });',
    "      const result = parse(typeName as TypeName, JSON.stringify(document));",
    "      expect(result.ok).toBe(checked.ok);",
    "      expect(result.warnings).toEqual(read.warnings);",
    "      if (result.ok) expect(result.value).toEqual(read.value);",
    "    }",
    "  });",
    "});",
  ]);
}
