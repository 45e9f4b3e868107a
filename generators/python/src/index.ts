/** The `python` target: pydantic v2 models, validation, parsers, guards and pytest mirror tests. */
import { type Generator, parseFlatOptions } from "@canon-sdk/core";
import { packageFiles } from "./files.js";
import { distributionName, importName } from "./names.js";

export interface PythonOptions {
  /** The PyPI distribution name; empty means `canon-<module>`. */
  readonly distribution: string;
  /** The import package; empty means `canon_<module>`. */
  readonly importName: string;
}

export const pythonGenerator: Generator<PythonOptions> = {
  name: "@canon-sdk/generator-python",
  target: "python",
  parseOptions: (raw) => parseFlatOptions("python", raw, { distribution: "", importName: "" }),
  generate: (ir, options, context) =>
    packageFiles(
      ir,
      {
        distribution: options.distribution || distributionName(ir.module),
        importName: options.importName || importName(ir.module),
      },
      context.project,
      context.corpus,
    ),
};

export { portablePattern } from "./python/pattern.js";
