/**
 * One schema written to collide, shared by the per-language name tests (kotlin-names and
 * resolver-names): keywords, reserved names, acronyms, a leading digit, two spellings of one name,
 * a field spelled as its type, and enum values that are not identifiers.
 */
import {
  compileModule,
  createFixtureProject,
  findModule,
  type ModuleIR,
  loadConfig,
  schemaFile,
} from "@canon-sdk/core";

export function collidingNamesIR(): ModuleIR {
  const root = createFixtureProject({
    "schemas/demo/names/names.schema.json": schemaFile({
      UrlSource: {
        title: "UrlSource",
        description: "Field names that a keyword, an acronym, a digit or a collision would change.",
        type: "object",
        properties: {
          in: { description: "A keyword.", type: "string" },
          to_json: { description: "A name quicktype's renderers reserve.", type: "string" },
          documentationURL: { description: "An acronym.", type: "string" },
          "1st": { description: "A leading digit.", type: "string" },
          "pip-tools": { description: "Spelled like the next one.", type: "string" },
          pipTools: { description: "Spelled like the previous one.", type: "string" },
          urlSource: { description: "Spelled as its type.", type: "string" },
          mode: { description: "An enum.", $ref: "#/$defs/JsonMode" },
        },
        required: ["in"],
        additionalProperties: false,
      },
      JsonMode: {
        title: "JsonMode",
        description: "Values that collide or are not identifiers.",
        type: "string",
        enum: ["a-b", "a_b", "A B", "1st", "", "string", "a2a"],
      },
    }),
  });
  return compileModule(root, findModule(loadConfig(root), "demo"), { withVectors: false }).ir!;
}
