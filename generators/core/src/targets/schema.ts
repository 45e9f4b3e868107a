/** The `schema` target: the module's bundled, normalized schema, shipped beside every SDK. */
import { type Generator, parseFlatOptions } from "../generator.js";

export const schemaGenerator: Generator<Record<string, never>> = {
  name: "@canon-sdk/core/schema",
  target: "schema",
  parseOptions: (raw) => parseFlatOptions("schema", raw, {}),
  generate: (ir) => [{ path: `${ir.module}.schema.json`, content: `${JSON.stringify(ir.bundle, null, 2)}\n` }],
};
