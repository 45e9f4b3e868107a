/**
 * The `java` target: a Maven project per module (Jackson 2, JUnit 5 mirror test). quicktype runs
 * first only for the other languages; the Java
 * classes are Canon's: see types.ts for what quicktype's Java output gets wrong for these schemas.
 */
import type { Generator } from "@canon-sdk/core";
import { type PackageOptions, parsePackageOptions } from "../options.js";
import { classifyInvalidVectors } from "../vector-verdicts.js";
import { groupIdFor } from "../maven.js";
import { mavenFiles } from "./project.js";

export const javaGenerator: Generator<PackageOptions> = {
  name: "quicktype-java",
  target: "java",
  parseOptions: (raw) => parsePackageOptions("java", raw),
  generate(ir, options, context) {
    const coordinates = { groupId: groupIdFor(options.groupId ?? "", context.project), artifactId: options.name || `canon-${ir.module}` };
    return mavenFiles(ir, coordinates, classifyInvalidVectors(ir, context.vectors ?? []), context.project);
  },
};
