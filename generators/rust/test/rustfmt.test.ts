/**
 * The crate is laid out as rustfmt writes it (format.ts), without running rustfmt during
 * generation. The real rustfmt checks it here, on the demo module and on one built to push every
 * emitted line past rustfmt's widths: long type, field and tag names, long enum values, nested
 * maps, a wide alias, an untagged choice and a single skipped vector.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  compileModule,
  createFixtureProject,
  demoModule,
  findModule,
  loadConfig,
  loadVectors,
  schemaFile,
} from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { rustGenerator } from "../src/index.js";

const { context, ir } = demoModule();

const LONG = "AnExceptionallyLongRecordNameThatKeepsGoingForAWhileLonger";
const TAG = "anExceptionallyLongDiscriminatorPropertyName";
const map = (values: unknown) => ({ type: "object", additionalProperties: values });

function wideModule() {
  const member = (name: string, tag: string) => ({
    title: name,
    description: `The ${tag} member.`,
    type: "object",
    properties: {
      [TAG]: { description: "Tag.", const: tag },
      pattern: { description: "Checked by the schema only.", type: "string", pattern: "^p" },
    },
    required: [TAG],
    additionalProperties: false,
  });
  const root = createFixtureProject({
    "schemas/demo/wide.schema.json": schemaFile({
      [`${LONG}Union`]: {
        title: `${LONG}Union`,
        description: "A union.",
        oneOf: [{ $ref: `#/$defs/${LONG}First` }, { $ref: `#/$defs/${LONG}Second` }],
        discriminator: { propertyName: TAG },
      },
      [`${LONG}First`]: member(`${LONG}First`, "THE_FIRST_MEMBER_OF_A_UNION_WITH_A_RATHER_LONG_WIRE_TAG_VALUE"),
      [`${LONG}Second`]: member(`${LONG}Second`, "second"),
      [`${LONG}Holder`]: {
        title: `${LONG}Holder`,
        description: "Fields whose types are wider than a line.",
        type: "object",
        properties: {
          anExceptionallyLongPropertyNameWhoseValueIsAMapOfMaps: {
            description: "Maps.",
            ...map(map({ type: ["string", "null"] })),
          },
          choice: {
            description: "A choice.",
            anyOf: [{ $ref: `#/$defs/${LONG}First` }, { type: "string" }, { type: "integer" }],
          },
          alias: { description: "An alias.", $ref: `#/$defs/${LONG}Alias` },
        },
      },
      [`${LONG}Alias`]: {
        title: `${LONG}Alias`,
        description: "A wide alias.",
        type: ["array", "null"],
        items: { $ref: `#/$defs/${LONG}Holder` },
      },
      Wire: {
        title: "Wire",
        description: "Long values.",
        type: "string",
        enum: ["x".repeat(90), "a2a", "an enum value long enough to need its attribute broken over lines"],
      },
    }),
  });
  const dir = join(root, "schemas/demo/examples", `${LONG}First`, "invalid");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "bad-pattern.json"),
    JSON.stringify({ [TAG]: "THE_FIRST_MEMBER_OF_A_UNION_WITH_A_RATHER_LONG_WIRE_TAG_VALUE", pattern: "x" }),
  );
  const config = findModule(loadConfig(root), "demo");
  return {
    ir: compileModule(root, config, { withVectors: false }).ir!,
    vectors: loadVectors(root, config.schemas).vectors,
  };
}

function rustfmtCheck(files: readonly { path: string; content: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), "canon-rustfmt-"));
  const sources = files.filter((f) => f.path.endsWith(".rs"));
  for (const f of sources) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.content);
  }
  const r = spawnSync(
    "rustfmt",
    ["--check", "--edition", "2021", "--color", "never", ...sources.map((f) => join(dir, f.path))],
    { encoding: "utf8" },
  );
  if (r.error) throw new Error(`rustfmt could not start: ${r.error.message}`);
  return `${r.stdout}${r.stderr}`;
}

describe("rustfmt", () => {
  it("has nothing to change in the demo crate", async () => {
    expect(rustfmtCheck(await rustGenerator.generate(ir, rustGenerator.parseOptions({}), context))).toBe("");
  });

  it("has nothing to change in a crate whose every line is too wide for one line", async () => {
    const wide = wideModule();
    const files = await rustGenerator.generate(wide.ir, rustGenerator.parseOptions({}), {
      outDir: "packages/demo/rust",
      vectors: wide.vectors,
    });
    const lib = files.find((f) => f.path === "src/lib.rs")!.content;
    expect(lib).toContain("    pub an_exceptionally_long_property_name_whose_value_is_a_map_of_maps: Option<\n");
    expect(rustfmtCheck(files)).toBe("");
  });
});
