import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileModule, findModule, GENERATED_MARK, loadConfig } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { pythonGenerator, portablePattern } from "../src/index.js";
import { enumMemberNames, relativePath } from "../src/names.js";
import { runtimeSources } from "../src/python/runtime-sources.js";

const root = join(import.meta.dirname, "..", "..", "..");
const here = join(import.meta.dirname, "..");

describe("portablePattern", () => {
  it.each([
    ["^\\d+$", "^[0-9]+$"],
    ["\\w-\\W", "[A-Za-z0-9_]-[^A-Za-z0-9_]"],
    ["[\\d.]+", "[0-9.]+"],
    ["\\.\\$", "\\.\\$"],
    ["^(/([^/~]|~[01])*)*$", "^(/([^/~]|~[01])*)*$"],
    ["^.+$", "^[^\\n\\r\\x{2028}\\x{2029}]+$"],
    ["[.]", "[.]"],
    ["^\\S+\\s?$", expect.stringMatching(/^\^\[\^\\x\{9\}-\\x\{D\}\\x\{20\}.*\\x\{FEFF\}\]\+\[\\x\{9\}.*\]\?\$$/)],
    ["[^\\s]", expect.stringMatching(/^\[\^\\x\{9\}-\\x\{D\}\\x\{20\}\\x\{A0\}.*\\x\{FEFF\}\]$/)],
    ["^[\\S]+$", expect.stringMatching(/^\^\[\^\\x\{9\}-\\x\{D\}.*\\x\{FEFF\}\]\+\$$/)],
    ["\\bé", "(?-u:\\b)é"],
    ["^\\u00e9\\u{1F600}$", "^\\x{00e9}\\x{1F600}$"],
  ])("%s → %s", (input, output) => expect(portablePattern(input)).toEqual(output));
});

describe("names", () => {
  it("makes enum members valid, unique identifiers", () => {
    expect(enumMemberNames(["tool-call", "tool_call", "2fa", ""])).toEqual([
      "TOOL_CALL",
      "TOOL_CALL_2",
      "V_2FA",
      "EMPTY",
    ]);
  });
  it("finds the way from a package's tests to the shared vectors", () => {
    expect(relativePath("packages/agui/python/tests", "schemas/agui/examples")).toBe(
      "../../../../schemas/agui/examples",
    );
  });
});

describe("pythonGenerator", () => {
  const config = loadConfig(root);
  const compiled = compileModule(root, findModule(config, "openwop"), { withVectors: false });
  const generate = () =>
    pythonGenerator.generate(compiled.ir, pythonGenerator.parseOptions({}), { outDir: "packages/openwop/python" });

  it("rejects unknown options", () => {
    expect(() => pythonGenerator.parseOptions({ nope: true })).toThrow(/unknown option/);
  });
  it("is deterministic and marks every file it can", () => {
    const files = generate();
    expect(generate()).toEqual(files);
    for (const file of files.filter((f) => !f.path.endsWith(".json")))
      expect(file.content.split("\n")[0]).toContain(GENERATED_MARK);
    expect(files.every((f) => !f.content.includes("\r"))).toBe(true);
  });
  it("writes one model per object and a discriminated union per union", () => {
    const models = generate().find((f) => f.path === "canon_openwop/models.py")?.content ?? "";
    for (const type of compiled.ir.types.filter((t) => t.kind === "object"))
      expect(models).toContain(`class ${type.name}(CanonModel):`);
    expect(models).toMatch(/KnownRunEvent = Annotated\[\n {4}Union\[/);
    expect(models).toContain('Field(discriminator="type")');
    expect(models).toContain('alias="eventId"');
  });
  it("puts the module version in pyproject.toml", () => {
    const pyproject = generate().find((f) => f.path === "pyproject.toml")?.content ?? "";
    expect(pyproject).toContain(`version = "${compiled.ir.version}"`);
    expect(pyproject).toContain('name = "canon-openwop"');
  });
});

describe("embedded runtime", () => {
  it("matches runtime/*.py (run scripts/embed-runtime.mjs after editing them)", () => {
    const onDisk = readdirSync(join(here, "runtime"), { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".py"),
    );
    expect(Object.keys(runtimeSources).sort()).toEqual(onDisk.map((f) => f.split("\\").join("/")).sort());
    for (const name of onDisk)
      expect(runtimeSources[name.split("\\").join("/")]).toBe(readFileSync(join(here, "runtime", name), "utf8"));
  });
});

describe("stream processor emission", () => {
  const config = loadConfig(root);
  const paths = (module: string) => {
    const { ir } = compileModule(root, findModule(config, module), { withVectors: false });
    const files = pythonGenerator.generate(ir, pythonGenerator.parseOptions({}), {
      outDir: `packages/${module}/python`,
    }) as { path: string; content: string }[];
    return { ir, files };
  };
  it("ships the plan, the processor and jsonpatch only with a lifecycle", () => {
    const { ir, files } = paths("agui");
    expect(ir.lifecycle).toBeDefined();
    const names = files.map((f) => f.path);
    expect(names).toEqual(
      expect.arrayContaining([
        "canon_agui/lifecycle_plan.py",
        "canon_agui/stream.py",
        "canon_agui/_lifecycle.py",
        "tests/test_streams.py",
      ]),
    );
    const plan = files.find((f) => f.path === "canon_agui/lifecycle_plan.py")?.content ?? "";
    // The plan's JSON text is written as Python string pieces, each in the quotes ruff prefers.
    const call = /json\.loads\(([\s\S]*?)\n?\)\n/.exec(plan)?.[1] ?? "";
    const pieces = [...call.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)];
    const text = pieces
      .map((m) => JSON.parse(m[1] !== undefined ? `"${m[1].replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : `"${m[2]}"`))
      .join("");
    expect(JSON.parse(text)).toEqual(ir.lifecycle);
    expect(files.find((f) => f.path === "pyproject.toml")?.content).toContain('"jsonpatch>=1.33,<2"');
    expect(files.find((f) => f.path === "canon_agui/__init__.py")?.content).toContain("EventStream");
  });
  it("leaves them out of a module without one", () => {
    const { ir, files } = paths("openwop");
    if (ir.lifecycle !== undefined) return expect(files.some((f) => f.path.endsWith("stream.py"))).toBe(true);
    expect(files.filter((f) => /lifecycle|_stream_|stream\.py|test_streams/.test(f.path))).toEqual([]);
    expect(files.find((f) => f.path === "pyproject.toml")?.content).not.toContain("jsonpatch");
  });
});
