import { describe, expect, it } from "vitest";
import {
  dropUnusedGoFuncs,
  goResolveUses,
  goStructTag,
  goUse,
  javaCommentText,
  pythonDocstringText,
  pythonImportBlock,
} from "../src/index.js";

describe("emission kit", () => {
  it("drops unused Go helpers and the package variables only they read, and keeps what is used", () => {
    const runtime = [
      "func Check(v string) bool {\n\treturn isDate(v)\n}\n",
      "func isDate(v string) bool {\n\treturn daysIn[len(v)] > 0\n}\n",
      'func isURI(v string) bool {\n\treturn patterns["uri"].MatchString(v)\n}\n',
      "var daysIn = [3]int{0, 31, 28}\n",
      '// patterns are compiled once.\nvar patterns = map[string]*regexp.Regexp{\n\t"uri": regexp.MustCompile(`^a`),\n}\n',
      "var odd = make(\n\tmap[string]int,\n)\n",
    ].join("\n");
    const kept = dropUnusedGoFuncs({ "formats.go": runtime }, /^[a-z]/)["formats.go"]!;
    expect(kept).toContain("func isDate(");
    expect(kept).toContain("var daysIn =");
    expect(kept).not.toContain("isURI");
    expect(kept).not.toContain("patterns");
    // A declaration of a shape the pruner does not read is left alone (and the loop ends).
    expect(kept).toContain("var odd = make(");
  });

  it("imports what Go code uses through goUse, and nothing that only text names", () => {
    const body = `// Encode with json.Marshal.\nvar s = "regexp.MustCompile"\nvar n = ${goUse("strconv", "Itoa")}(1)\nvar u ${goUse("unicode/utf8", "RuneError")}\n`;
    const { code, imports } = goResolveUses(body);
    expect(imports).toEqual(["strconv", "unicode/utf8"]);
    expect(code).toBe(
      '// Encode with json.Marshal.\nvar s = "regexp.MustCompile"\nvar n = strconv.Itoa(1)\nvar u utf8.RuneError\n',
    );
    expect(goResolveUses("var n = 1\n").imports).toEqual([]);
  });

  it("writes a struct tag any wire name fits in", () => {
    expect(goStructTag("json", "a,omitempty")).toBe('`json:"a,omitempty"`');
    expect(goStructTag("json", 'with`tick"q')).toBe(JSON.stringify('json:"with`tick\\"q"'));
  });

  it("keeps Java comments closed only where they end", () => {
    expect(javaCommentText("a */ b \\u002a/ c")).toBe("a *&#47; b &#92;u002a/ c");
    expect(pythonDocstringText('say """hi"""\\n"')).toBe('say \\"\\"\\"hi\\"\\"\\"\\\\n\\"');
  });

  it("sorts Python imports as ruff's isort rules do, keeping what the code uses", () => {
    const block = pythonImportBlock(
      [
        { module: "typing", names: ["Union", "Any"] },
        { module: "__future__", names: ["annotations"] },
        { module: ".models", names: ["B", "A"] },
      ],
      "x: Any = A  # Union",
    );
    expect(block).toBe("from __future__ import annotations\n\nfrom typing import Any\n\nfrom .models import A");
  });
});
