import { describe, expect, it } from "vitest";
import { fitPythonLines, pythonLineWidth } from "../src/index.js";

const long = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("Python lines within ruff's 88 columns", () => {
  it("wraps a docstring and a comment at word boundaries, keeping the closing quotes", () => {
    const out = fitPythonLines(`class A:\n    """${long(20)}"""\n    # ${long(20)}\n    x = 1`);
    for (const line of out.split("\n")) expect(pythonLineWidth(line)).toBeLessThanOrEqual(88);
    expect(out).toMatch(/^ {4}"""word0 /m);
    expect(out).toMatch(/word19"""$/m);
    expect(out.split("\n").filter((l) => l.startsWith("    # "))).toHaveLength(2);
  });

  it("fills the rest of a paragraph with a line too long, leaving no stub line mid-sentence", () => {
    const wide = `${"x".repeat(70)} the words that do not fit`;
    const doc = `def f():\n    """Opening line.\n\n    ${wide}\n    continue here and end.\n\n    - a list item stays\n    """\n    # ${wide}\n    # and the comment goes on.\n    # - its own item\n    # type: ignore is a directive: kept\n    return 1`;
    const out = fitPythonLines(doc).split("\n");
    for (const line of out) expect(pythonLineWidth(line)).toBeLessThanOrEqual(88);
    expect(out).toContain(`    ${"x".repeat(70)} the words`);
    expect(out).toContain("    that do not fit continue here and end.");
    expect(out).toContain("    - a list item stays");
    expect(out).toContain("    # that do not fit and the comment goes on.");
    expect(out).toContain("    # - its own item");
    expect(out.slice(-2)).toEqual(["    # type: ignore is a directive: kept", "    return 1"]);
    const closing = fitPythonLines(`    """${"y".repeat(80)} tail\n    ends here."""\n    x = 1`).split("\n");
    expect(closing).toEqual([`    """${"y".repeat(80)}`, '    tail ends here."""', "    x = 1"]);
  });

  it("splits a call at its last bracket whose head fits, one argument per line when they do not fit together", () => {
    const args = Array.from({ length: 8 }, (_, i) => `argument_number_${i}`).join(", ");
    expect(fitPythonLines(`value = function_name(${args})`)).toBe(
      `value = function_name(\n${Array.from({ length: 8 }, (_, i) => `    argument_number_${i},`).join("\n")}\n)`,
    );
    expect(
      fitPythonLines(`def validate(type_name: Literal["HumanInTheLoopCapabilities"], data: object) -> Thing: ...`),
    ).toBe('def validate(\n    type_name: Literal["HumanInTheLoopCapabilities"], data: object\n) -> Thing: ...');
  });

  it("explodes a bracket holding a magic trailing comma, but not a one-element tuple", () => {
    expect(fitPythonLines('    "Event": (A, B,),')).toBe('    "Event": (\n        A,\n        B,\n    ),');
    expect(fitPythonLines("x = (A,)")).toBe("x = (A,)");
  });

  it("writes a long string as implicit concatenation and prefers the quotes ruff prefers", () => {
    const out = fitPythonLines(`X = json.loads("${'{\\"key\\":1,'.repeat(20)}")`);
    expect(out.split("\n")[0]).toBe("X = json.loads(");
    expect(out.split("\n")[1]).toMatch(/^ {4}'\{"key":1,/);
    for (const line of out.split("\n")) expect(pythonLineWidth(line)).toBeLessThanOrEqual(88);
  });

  it("counts wide characters twice, as ruff does", () => {
    expect(pythonLineWidth("日本")).toBe(4);
  });
});
