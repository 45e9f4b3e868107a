/**
 * The Kotlin package: quicktype's records with kotlinx.serialization, Canon's union glue, a Maven
 * build with the Kotlin plugin, and a test that decodes every shared vector.
 */
import { bundledSchemaFile, groupIdFor, joinLines, type ModuleIR } from "@canon-sdk/core";
import { KOTLIN_IMPORTS, KOTLIN_JSON, kotlinUnion } from "./kotlin.js";
import { kotlinLanguage, kotlinNaming } from "./kotlin-names.js";
import { kotlinPom, kotlinVectorsTest } from "./kotlin-project.js";
import type { Layout } from "./layout.js";

const kotlinPkg = (ir: ModuleIR) => `org.canon.${ir.module.toLowerCase().replace(/[^a-z0-9]/g, "")}`;

export const kotlinLayout: Layout = {
  lang: "kotlin",
  comment: "//",
  rendererOptions: (ir) => ({ framework: "kotlinx", package: kotlinPkg(ir) }),
  resolver: { language: kotlinLanguage, naming: kotlinNaming },
  files: (ir, name, types, unions, header, typeName, ctx) => {
    const pkg = kotlinPkg(ir);
    // Its own artifactId by default: the Java package of the module is `name` itself.
    const coordinates = {
      groupId: groupIdFor(ctx.options.groupId ?? "", ctx.project),
      artifactId: ctx.options.name || `${name}-kotlin`,
    };
    const dir = pkg.replace(/\./g, "/");
    return [
      { path: `src/main/kotlin/${dir}/Types.kt`, content: joinLines([header, types]) },
      {
        path: `src/main/kotlin/${dir}/Unions.kt`,
        content: joinLines([
          header,
          `package ${pkg}`,
          "",
          ...KOTLIN_IMPORTS,
          "",
          ...KOTLIN_JSON,
          "",
          ...unions.flatMap((u) => [...kotlinUnion(u, pkg, typeName), ""]),
        ]),
      },
      {
        path: `src/test/kotlin/${dir}/VectorsTest.kt`,
        content: joinLines(kotlinVectorsTest(ir, pkg, typeName, header)),
      },
      { path: "pom.xml", content: joinLines(kotlinPom(ir, coordinates, ctx.project)) },
      bundledSchemaFile(ir, "src/main/resources/"),
      { path: ".gitignore", content: joinLines([`# ${header.slice(3)}`, "target/"]) },
    ];
  },
  verified:
    "Compiled and tested: `mvn test` builds the package with Kotlin 2.0 and the kotlinx.serialization compiler plugin and runs `VectorsTest`: every shared valid vector of a record, enum or union decodes (a union's to its known member), and every union decodes an unknown tag to `Unknown`, re-encoding it unchanged. Invalid vectors and round trips of known members are not checked (quicktype's records do not tell null from absent). Read and write with `CanonJson`: it skips members a record does not declare, which kotlinx's default `Json` would refuse.",
};
