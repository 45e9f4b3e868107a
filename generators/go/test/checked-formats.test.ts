import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GeneratedFile } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { checkedFormats, formatList } from "../src/checked-formats.js";
import { goGenerator } from "../src/index.js";
import { runtimeSources } from "../src/runtime-sources.js";
import { edgeIR } from "./fixture.js";

// Every format JSON Schema 2020-12 defines, and one it does not: the runtime decides which it checks.
const specFormats = [
  "date-time",
  "date",
  "time",
  "duration",
  "email",
  "idn-email",
  "hostname",
  "idn-hostname",
  "ipv4",
  "ipv6",
  "uri",
  "uri-reference",
  "iri",
  "iri-reference",
  "uuid",
  "uri-template",
  "json-pointer",
  "relative-json-pointer",
  "regex",
  "not-a-format",
];

/** The formats the Go runtime rejects a value for, found by running formatHolds itself. */
function formatsTheRuntimeRejects(): string[] {
  const dir = mkdtempSync(join(tmpdir(), "canon-go-formats-"));
  writeFileSync(join(dir, "go.mod"), "module formats\n\ngo 1.22\n");
  writeFileSync(join(dir, "formats.go"), `package main\n\n${runtimeSources["formats.go"]}`);
  const probe = specFormats.map(
    (f) =>
      `\t\tif !formatHolds(${JSON.stringify(f)}, "%%not valid%%") {\n\t\t\tfmt.Println(${JSON.stringify(f)})\n\t\t}\n`,
  );
  writeFileSync(join(dir, "main.go"), `package main\n\nimport "fmt"\n\nfunc main() {\n\t{\n${probe.join("")}\t}\n}\n`);
  const run = spawnSync("go", ["run", "."], { cwd: dir, encoding: "utf8" });
  expect(run.stderr).toBe("");
  return run.stdout.split("\n").filter(Boolean);
}

describe("checked formats", () => {
  it("are the formats formatHolds rejects a value for, and the README names each of them", () => {
    const rejected = formatsTheRuntimeRejects();
    expect(checkedFormats().sort()).toEqual([...rejected].sort());
    const files = goGenerator.generate(edgeIR, goGenerator.parseOptions({}), {
      outDir: "packages/edge/go",
    }) as GeneratedFile[];
    const readme = files.find((f) => f.path === "README.md")!.content.replace(/\s+/g, " ");
    for (const format of rejected) expect(readme).toContain(`\`${format}\``);
    expect(readme).toContain(formatList(checkedFormats()));
  });

  it("follows the switch: a case added there is a format read from it", () => {
    const source = runtimeSources["formats.go"]!.replace('\tcase "date":\n', '\tcase "date", "duration":\n');
    expect(checkedFormats(source)).toContain("duration");
    expect(() => checkedFormats("package runtime\n")).toThrow(/no formatHolds/);
  });

  it("lists formats as prose", () => {
    expect(formatList(["a"])).toBe("`a`");
    expect(formatList(["a", "b", "c"])).toBe("`a`, `b` and `c`");
  });
});
