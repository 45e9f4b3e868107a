/** The `rust` target: a serde crate per module with a mirror test over the shared vectors. */
import { classifyInvalidVectors, type Generator, type PackageOptions, parsePackageOptions } from "@canon-sdk/core";
import { crateFiles } from "./crate.js";

export const rustGenerator: Generator<PackageOptions> = {
  name: "@canon-sdk/generator-rust",
  target: "rust",
  parseOptions: (raw) => parsePackageOptions("rust", raw),
  generate(ir, options, context) {
    const verdicts = classifyInvalidVectors(ir, context.vectors ?? []);
    return crateFiles(
      ir,
      {
        crateName: options.name || `canon-${ir.module}`,
        ...(context.project === undefined ? {} : { project: context.project }),
      },
      verdicts,
    );
  },
};
