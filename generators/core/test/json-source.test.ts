import { describe, expect, it } from "vitest";
import { parseJsonSource } from "../src/json-source.js";

describe("parseJsonSource", () => {
  const text = '{\n  "a": {\n    "b": [1, {"c": true}]\n  }\n}\n';

  it("locates values by JSON pointer, pointing at the property key", () => {
    const { source } = parseJsonSource(text, "x.json");
    expect(source?.locate("/a")).toEqual({ line: 2, column: 3 });
    expect(source?.locate("/a/b/1/c")).toEqual({ line: 3, column: 15 });
  });

  it("falls back to the nearest existing ancestor for a missing pointer", () => {
    const { source } = parseJsonSource(text, "x.json");
    expect(source?.locate("/a/missing")).toEqual({ line: 2, column: 3 });
  });

  it("reports invalid JSON with CANON101 at the offending position", () => {
    const { source, diagnostics } = parseJsonSource('{\n  "a": 1,\n  "b" 2\n}', "bad.json");
    expect(source).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "CANON101", file: "bad.json", position: { line: 3, column: 7 } });
  });

  it("rejects comments and trailing commas, which JSON does not allow", () => {
    expect(parseJsonSource('{"a": 1,}', "t.json").source).toBeUndefined();
    expect(parseJsonSource('{"a": 1 // no\n}', "c.json").source).toBeUndefined();
  });

  it("flags duplicate keys with CANON102 but still parses", () => {
    const { source, diagnostics } = parseJsonSource('{"a": 1,\n "a": 2}', "dup.json");
    expect(source?.value).toEqual({ a: 2 });
    expect(diagnostics[0]).toMatchObject({ code: "CANON102", position: { line: 2, column: 2 } });
  });

  it("keeps __proto__ as an ordinary own key", () => {
    const { source } = parseJsonSource('{"__proto__": {"polluted": true}}', "p.json");
    expect(Object.hasOwn(source?.value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});
