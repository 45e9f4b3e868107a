import {
  compileModule,
  createFixtureProject,
  demoModule,
  fileAt as file,
  findModule,
  loadConfig,
  schemaFile,
} from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { javaGenerator } from "../src/index.js";

const { context, ir } = demoModule();

describe("java", () => {
  it("emits Jackson type info with a default Unknown implementation", async () => {
    const files = await javaGenerator.generate(ir, javaGenerator.parseOptions({}), context);
    const union = file(files, "src/main/java/org/canon/demo/Event.java");
    expect(union).toContain(
      '@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.EXISTING_PROPERTY, property = "type", visible = true, defaultImpl = Event.Unknown.class)',
    );
    expect(union).toContain('@JsonSubTypes.Type(value = Ping.class, name = "PING")');
    const ping = file(files, "src/main/java/org/canon/demo/Ping.java");
    expect(ping).toContain("@JsonIgnoreProperties(ignoreUnknown = false)");
    expect(ping).toContain("public Optional<String> note;");
    expect(file(files, "src/main/java/org/canon/demo/Pong.java")).toContain("@JsonAnySetter");
  });
});

describe("java aliases", () => {
  it("declare an alias's inline classes once, however many places refer to it", async () => {
    const root = createFixtureProject({
      "schemas/demo/a.schema.json": schemaFile({
        Triggers: {
          title: "Triggers",
          description: "A list of choices.",
          type: "array",
          items: {
            anyOf: [
              { type: "string" },
              { type: "object", properties: { at: { description: "When.", type: "string" } } },
            ],
          },
        },
        Job: {
          title: "Job",
          description: "Uses the alias twice.",
          type: "object",
          properties: {
            on: { description: "First.", $ref: "#/$defs/Triggers" },
            also: { description: "Second.", $ref: "#/$defs/Triggers" },
          },
        },
      }),
    });
    const alias = compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false }).ir!;
    const files = await javaGenerator.generate(alias, javaGenerator.parseOptions({}), { outDir: "packages/demo/java" });
    const classes = new Set(
      files
        .filter((f) => f.path.startsWith("src/main/java/"))
        .map((f) => f.path.replace(/^.*\//, "").replace(/\.java$/, "")),
    );
    const used = [
      ...file(files, "src/test/java/org/canon/demo/VectorsTest.java").matchAll(/TypeReference<(?:List<)?(\w+)>/g),
    ].map((m) => m[1] as string);
    for (const name of used) expect(classes.has(name), `${name} is declared`).toBe(true);
    expect([...classes].filter((c) => /^TriggersItem\d+$/.test(c))).toEqual([]);
    expect(classes.has("TriggersItem")).toBe(true);
  });
});
