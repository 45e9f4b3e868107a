import { describe, expect, it } from "vitest";
import { go, goFile, withImports } from "../src/go-file.js";

describe("Go files import by use", () => {
  it("imports the packages the code uses, not those its comments name", () => {
    const body = `// Decode mentions json.Marshal and strconv.Quote.\ntype Raw ${go.rawMessage}\n`;
    expect(withImports("a.go", goFile("// header", "p", body))).toBe(
      '// header\n\npackage p\n\nimport "encoding/json"\n\n// Decode mentions json.Marshal and strconv.Quote.\ntype Raw json.RawMessage\n',
    );
  });

  it("adds no import block to code that uses no package", () => {
    expect(withImports("a.go", goFile("// header", "p", "// See json.Marshal.\ntype A int\n"))).toBe(
      "// header\n\npackage p\n\n// See json.Marshal.\ntype A int\n",
    );
  });

  it("keeps a file's own import block, and refuses one that lacks a package its uses need", () => {
    const own = goFile("// header", "p", `import (\n\t"encoding/json"\n)\n\nvar x ${go.rawMessage}\n`);
    expect(withImports("own.go", own)).toBe(
      '// header\n\npackage p\n\nimport (\n\t"encoding/json"\n)\n\nvar x json.RawMessage\n',
    );
    const lacking = goFile("// header", "p", `import "bytes"\n\nvar q = ${go.quote}("x")\n`);
    expect(() => withImports("lacking.go", lacking)).toThrow(/lacking.go: its own import block lacks strconv/);
  });
});
