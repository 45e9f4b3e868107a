/**
 * A document that fails a keyword no type states (`not`, `additionalProperties` beside key
 * patterns) is refused where it fails, with that keyword as the code, in Python and Go: the
 * evaluator of those keywords runs on a whole object, and used to report the object itself.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { generateAsWritten } from "./as-written.js";
import { check } from "./checkers.js";

const longRunning = 0; // no time limit: compiling and first toolchain runs take as long as the machine needs
// inline-objects.json: `function` is closed beside the pattern `^x-`, and its `name` is `not` empty.
const documents = [
  {
    document: { id: "a", function: { name: "f", "x-b": 1, bogus: 1 } },
    path: "/function/bogus",
    code: "additionalProperties",
  },
  { document: { id: "a", function: { name: "" } }, path: "/function/name", code: "not" },
];
const expected = documents.map(({ path, code }) => `${path} ${code}`).join("\n");

describe("a failure beyond the types, in inline-objects.json", () => {
  const { generated, sdk } = generateAsWritten("inline-objects.json", "python,go");

  it(
    "is reported at its place with its keyword in Python",
    () => {
      expect(generated.status, generated.stdout + generated.stderr).toBe(0);
      const script = [
        "import json, sys",
        "import canon_inlineobjects as m",
        "for document in json.loads(sys.argv[1]):",
        "    try:",
        "        m.validate('ToolCall', document)",
        "        print('valid')",
        "    except m.ValidationError as e:",
        "        print(e.issues[0].path, e.issues[0].code)",
      ].join("\n");
      const out = check(
        ensurePython(),
        ["-c", script, JSON.stringify(documents.map((d) => d.document))],
        join(sdk, "python"),
      );
      expect(out.trim()).toBe(expected);
    },
    longRunning,
  );

  it(
    "is reported at its place with its keyword in Go",
    () => {
      const dir = join(sdk, "go", "cmd", "where");
      mkdirSync(dir, { recursive: true });
      const texts = documents.map((d) => `\t\t${JSON.stringify(JSON.stringify(d.document))},`);
      writeFileSync(
        join(dir, "main.go"),
        [
          "package main",
          "",
          'import (\n\t"errors"\n\t"fmt"\n\n\tm "canon/inlineobjects"\n)',
          "",
          "func main() {",
          `\tfor _, text := range []string{\n${texts.join("\n")}\n\t} {`,
          "\t\tvar failure *m.ValidationError",
          '\t\tif err := m.Validate("ToolCall", []byte(text)); errors.As(err, &failure) {',
          "\t\t\tfmt.Println(failure.Path, failure.Code)",
          "\t\t} else {",
          '\t\t\tfmt.Println("valid", err)',
          "\t\t}",
          "\t}",
          "}",
          "",
        ].join("\n"),
      );
      expect(check("go", ["run", "./cmd/where"], join(sdk, "go")).trim()).toBe(expected);
    },
    longRunning,
  );
});
