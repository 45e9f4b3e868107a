/** The `rust` target: a serde crate per module with a mirror test over the shared vectors. */
import type { Generator } from "@canon-sdk/core";
import { type PackageOptions, parsePackageOptions } from "../options.js";
import { runQuicktype } from "../run-quicktype.js";
import { classifyInvalidVectors } from "../vector-verdicts.js";
import { crateFiles } from "./crate.js";

export const rustGenerator: Generator<PackageOptions> = {
  name: "quicktype-rust",
  target: "rust",
  parseOptions: (raw) => parsePackageOptions("rust", raw),
  async generate(ir, options, context) {
    const rendered = await runQuicktype(ir, { lang: "rust", fieldsFromIr: true, rendererOptions: { density: "dense", visibility: "public", "derive-debug": "true", "derive-clone": "true" } });
    const text = [...rendered.values()].join("\n");
    const verdicts = classifyInvalidVectors(ir, context.vectors ?? []);
    return crateFiles(ir, { crateName: options.name || `canon-${ir.module}`, ...(context.project === undefined ? {} : { project: context.project }) }, text, verdicts);
  },
};
