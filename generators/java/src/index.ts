/**
 * The `java` target: a Maven project per module (Jackson 2, JUnit 5 mirror test), emitted from
 * the IR; types.ts says why quicktype's Java output is not used for these schemas.
 */
import {
  classifyInvalidVectors,
  type Generator,
  groupIdFor,
  type PackageOptions,
  parsePackageOptions,
} from "@canon-sdk/core";
import { mavenFiles } from "./project.js";

export const javaGenerator: Generator<PackageOptions> = {
  name: "@canon-sdk/generator-java",
  target: "java",
  parseOptions: (raw) => parsePackageOptions("java", raw),
  generate(ir, options, context) {
    const coordinates = {
      groupId: groupIdFor(options.groupId ?? "", context.project),
      artifactId: options.name || `canon-${ir.module}`,
    };
    return mavenFiles(ir, coordinates, classifyInvalidVectors(ir, context.vectors ?? []), context.project);
  },
};
