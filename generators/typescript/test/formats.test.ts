/**
 * The format checkers the TypeScript guards and validators call read each format as Python's and
 * Go's runtimes do (docs/input.md), and a package carries only the checkers its schemas use.
 * The verdicts below are what the Python runtime's _FORMATS answers on each string.
 */
import { createFixtureProject, compileModule, findModule, loadConfig, schemaFile } from "@canon-sdk/core";
import { pathToFileURL } from "node:url";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { typescriptGenerator } from "../src/index.js";

const python: Record<string, { accepts: string[]; refuses: string[] }> = {
  uri: {
    accepts: ["https://example.com/a?b#c", "urn:isbn:0451450523", "mailto:a@b", "a:", "HTTP://X", "http://x\u00a0y"],
    refuses: ["", "example.com", "http://a b", "1http://x"],
  },
  email: {
    accepts: ["a@b.co", "a.b@c-d.example", "A@B.CO"],
    refuses: ["a@b", "@b.co", "a..b@c.co", "a@-b.co", "a b@c.co"],
  },
  hostname: {
    accepts: ["example.com", "a", "a.", "xn--bcher-kva.example"],
    refuses: [
      "-a.com",
      "a-.com",
      "a..b",
      "a_b.com",
      "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com",
      "",
    ],
  },
  ipv4: {
    accepts: ["1.2.3.4", "255.255.255.255", "0.0.0.0"],
    refuses: ["256.1.1.1", "01.2.3.4", "1.2.3", "1.2.3.4.5", " 1.2.3.4", ""],
  },
  ipv6: {
    accepts: [
      "::",
      "::1",
      "1::",
      "1:2:3:4:5:6:7:8",
      "1:2:3:4:5:6:7::",
      "::ffff:1.2.3.4",
      "fe80::1%eth0",
      "::1.2.3.4",
      "1:2:3:4:5:6:1.2.3.4",
      "ABCD::ef",
    ],
    refuses: [
      "1:2:3:4:5:6:7::8",
      "1:2:3:4:5:6:7",
      "1::2::3",
      ":1::2",
      "1::2:",
      "::ffff:01.2.3.4",
      "1.2.3.4",
      "fe80::1%",
      "12345::",
      "g::",
      "1:2:3:4:5:6:7:1.2.3.4",
      ":::",
    ],
  },
  uuid: {
    accepts: ["123e4567-e89b-12d3-a456-426614174000", "urn:uuid:123e4567-e89b-12d3-a456-426614174000"],
    refuses: ["123e4567e89b12d3a456426614174000"],
  },
  "date-time": {
    accepts: ["2024-02-29T12:00:00Z", "2024-01-01 12:00:00+01:00", "2024-01-01T23:59:60Z"],
    refuses: ["2023-02-29T12:00:00Z"],
  },
};

const checkerOf: Record<string, string> = {
  uri: "isUri",
  email: "isEmail",
  hostname: "isHostname",
  ipv4: "isIpv4",
  ipv6: "isIpv6",
  uuid: "isUuid",
  "date-time": "isDateTime",
};

function generate(formats: readonly string[]): Map<string, string> {
  const properties = Object.fromEntries(
    formats.map((format, i) => [`p${i}`, { type: "string", format, description: format }]),
  );
  const root = createFixtureProject({
    "schemas/demo/events/f.schema.json": schemaFile({
      Holder: { title: "Holder", description: "Strings in formats.", type: "object", properties },
    }),
  });
  const compiled = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false });
  if (compiled.ir === undefined) throw new Error(JSON.stringify(compiled.errors));
  const files = typescriptGenerator.generate(compiled.ir, typescriptGenerator.parseOptions({}), {
    outDir: "packages/demo/typescript",
  });
  return new Map(files.map((f) => [f.path, f.content]));
}

describe("format checkers", () => {
  it("read every checked format as the Python runtime does", async () => {
    const files = generate(Object.keys(python));
    const source = files.get("src/formats.ts") as string;
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const path = join(mkdtempSync(join(tmpdir(), "canon-formats-")), "formats.mjs");
    writeFileSync(path, js.outputText);
    const checkers = (await import(pathToFileURL(path).href)) as Record<string, (text: string) => boolean>;
    for (const [format, { accepts, refuses }] of Object.entries(python)) {
      const check = checkers[checkerOf[format] as string] as (text: string) => boolean;
      for (const text of accepts) expect(check(text), `${format} ${JSON.stringify(text)}`).toBe(true);
      for (const text of refuses) expect(check(text), `${format} ${JSON.stringify(text)}`).toBe(false);
    }
  });

  it("are emitted and imported only for the formats a package uses", () => {
    const files = generate(["date-time", "x-made-up"]);
    const formats = files.get("src/formats.ts") as string;
    expect(formats).toContain("export function isDateTime(");
    expect(formats).toContain("export function isDate(");
    expect(formats).not.toContain("isUri");
    expect(files.get("src/guards.ts")).toContain('import { isDateTime } from "./formats.js";');
    expect(files.get("src/standalone.ts")).toContain('import { isDateTime } from "./formats.js";');
    expect(files.get("src/explain.ts")).toContain('import { isDateTime } from "./formats.js";');
    expect(files.get("src/runtime.ts")).not.toContain("isDateTime");
  });

  it("are no module at all for a package whose schemas use no checked format", () => {
    const files = generate(["x-made-up"]);
    expect(files.has("src/formats.ts")).toBe(false);
    expect(files.get("src/guards.ts")).not.toContain("./formats.js");
    expect(files.get("src/standalone.ts")).not.toContain("./formats.js");
  });
});
