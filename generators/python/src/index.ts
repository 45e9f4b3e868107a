/** The `python` target: pydantic v2 models, validation, parsers, guards and pytest mirror tests. */
import { type Generator, parseFlatOptions } from "@canon/core";
import { packageFiles } from "./files.js";

export type PythonOptions = Record<string, never>;

export const pythonGenerator: Generator<PythonOptions> = {
  name: "@canon/generator-python",
  target: "python",
  parseOptions: (raw) => parseFlatOptions("python", raw, {}),
  generate: (ir, _options, context) => packageFiles(ir, context.outDir),
};

export { portablePattern } from "./python/pattern.js";
