/** index.ts: the package's public surface. */
import type { ModuleIR } from "@canon-sdk/core";
import { typeName } from "../names.js";
import { constantNames } from "./constants.js";
import { file, tsHeader } from "./text.js";

export function emitIndex(ir: ModuleIR): string {
  const redeclared = new Set(constantNames(ir));
  const typeOnly = ir.types.map((t) => typeName(t.name)).filter((n) => !redeclared.has(n));
  return file([
    tsHeader(ir.schemaDir),
    "export type {",
    ...typeOnly.map((n) => `  ${n},`),
    '} from "./types.js";',
    'export * from "./constants.js";',
    'export * from "./guards.js";',
    'export * from "./validators.js";',
    'export * from "./parse.js";',
    'export { MAX_DEPTH, readJson, type Reading } from "./reading.js";',
    'export { typeInfo } from "./metadata.js";',
    'export { schema } from "./schema.js";',
    // The stream processor is its own entry (`<package>/stream`): it needs a JSON Patch library
    // (CommonJS, with module-level code) that a bundle of the types, guards or parsers must not carry.
  ]);
}
