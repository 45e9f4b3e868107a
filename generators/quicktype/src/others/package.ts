/**
 * Kotlin, Swift, C# and Dart packages: quicktype's records and enums (unions rendered as raw JSON
 * fields), Canon's union glue beside them, a build file and a README saying what was checked.
 * Also the generic target for any other quicktype language: records and enums only, with a
 * warning naming the unions it cannot represent.
 */
import {
  bundledSchemaFile,
  type GeneratedFile,
  type Generator,
  groupIdFor,
  headerLine,
  joinLines,
  markdownHeader,
  type ModuleIR,
  type PackageOptions,
  parsePackageOptions,
  pascalCase,
  type ProjectMetadata,
  type UnionType,
} from "@canon-sdk/core";
import { defaultTargetLanguages, type TargetLanguage } from "quicktype-core";
import type { MemberNaming } from "../resolver-names.js";
import { runQuicktype } from "../run-quicktype.js";
import { csharpUnion } from "./csharp.js";
import { dartUnion } from "./dart.js";
import { KOTLIN_IMPORTS, KOTLIN_JSON, kotlinUnion } from "./kotlin.js";
import { kotlinPom, kotlinVectorsTest } from "./kotlin-project.js";
import { kotlinLanguage, kotlinNaming, resolverTypeNames } from "./kotlin-names.js";
import {
  csharpLanguage,
  csharpNaming,
  dartLanguage,
  dartNaming,
  swiftLanguage,
  swiftNaming,
} from "./resolver-languages.js";
import { SWIFT_SUPPORT, swiftUnion } from "./swift.js";

/** The target's options and the project's metadata, for the build files. */
interface LayoutContext {
  readonly options: PackageOptions;
  readonly project?: ProjectMetadata;
}

interface Layout {
  readonly lang: string;
  readonly comment: string;
  rendererOptions(ir: ModuleIR, name: string): Record<string, string>;
  /** Names from Canon's resolver: quicktype's language as it names, and the fields' names. */
  readonly resolver: {
    language(ir: ModuleIR): TargetLanguage;
    readonly naming: MemberNaming;
  };
  /** Files: quicktype's text, the glue, the build file; `typeName` gives the declared name of an IR type. */
  files(
    ir: ModuleIR,
    name: string,
    types: string,
    unions: readonly UnionType[],
    header: string,
    typeName: (irName: string) => string,
    ctx: LayoutContext,
  ): GeneratedFile[];
  readonly verified: string;
}

const kotlinPkg = (ir: ModuleIR) => `org.canon.${ir.module.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
const PARSED_ONLY = (lang: string) =>
  `Not compiled: no ${lang} compiler is installable on the machines Canon's tests run on. Canon's tests parse every generated file with the tree-sitter ${lang} grammar and require zero syntax errors; that is syntax only, not type checking, so a wrong type or member name would not be caught.`;

const layouts: Record<string, Layout> = {
  kotlin: {
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
  },
  swift: {
    lang: "swift",
    comment: "//",
    rendererOptions: () => ({ "access-level": "public" }),
    resolver: { language: swiftLanguage, naming: swiftNaming },
    files: (_ir, name, types, unions, header, typeName) => {
      const target = pascalCase(name);
      return [
        { path: `Sources/${target}/Types.swift`, content: joinLines([header, types]) },
        {
          path: `Sources/${target}/Unions.swift`,
          content: joinLines([
            header,
            "import Foundation",
            "",
            ...SWIFT_SUPPORT,
            "",
            ...unions.flatMap((u) => [...swiftUnion(u, typeName), ""]),
          ]),
        },
        {
          path: "Package.swift",
          content: joinLines([
            "// swift-tools-version:5.7",
            header,
            "import PackageDescription",
            "",
            `let package = Package(name: "${target}", products: [.library(name: "${target}", targets: ["${target}"])], targets: [.target(name: "${target}")])`,
          ]),
        },
      ];
    },
    verified:
      "Not compiled: no Swift toolchain is installable on the machines Canon's tests run on (Debian 12 has no `swiftlang` package). Canon's tests type-check the sources with `swiftc -typecheck` wherever a Swift toolchain is on PATH and report the check as skipped where none is; until one runs, the output is checked only by review and by the generator's unit tests.",
  },
  csharp: {
    lang: "csharp",
    comment: "//",
    rendererOptions: (ir) => ({
      framework: "SystemTextJson",
      namespace: `Canon.${pascalCase(ir.module)}`,
      "csharp-version": "6",
    }),
    resolver: { language: csharpLanguage, naming: csharpNaming },
    files: (ir, name, types, unions, header, typeName, ctx) => {
      const ns = `Canon.${pascalCase(ir.module)}`;
      const nuget = [
        `    <PackageId>${pascalCase(name)}</PackageId>`,
        "    <PackageLicenseExpression>Apache-2.0</PackageLicenseExpression>",
        "    <PackageReadmeFile>README.md</PackageReadmeFile>",
        ...(ctx.project?.repository === undefined
          ? []
          : [
              `    <RepositoryUrl>${ctx.project.repository}</RepositoryUrl>`,
              "    <RepositoryType>git</RepositoryType>",
              `    <PackageProjectUrl>${ctx.project.homepage ?? ctx.project.repository}</PackageProjectUrl>`,
            ]),
      ];
      return [
        { path: "Types.cs", content: joinLines([header, types]) },
        bundledSchemaFile(ir),
        {
          path: "Unions.cs",
          content: joinLines([
            header,
            "using System;",
            "using System.Text.Json;",
            "using System.Text.Json.Serialization;",
            "",
            `namespace ${ns};`,
            "",
            ...unions.flatMap((u) => [...csharpUnion(u, ns, typeName), ""]),
          ]),
        },
        {
          path: `${pascalCase(name)}.csproj`,
          content: joinLines([
            `<!-- ${header.slice(3)} -->`,
            '<Project Sdk="Microsoft.NET.Sdk">',
            "  <PropertyGroup>",
            "    <TargetFramework>net8.0</TargetFramework>",
            "    <Nullable>enable</Nullable>",
            `    <RootNamespace>${ns}</RootNamespace>`,
            `    <Version>${ir.version}</Version>`,
            ...nuget,
            "  </PropertyGroup>",
            `  <ItemGroup><None Include="README.md" Pack="true" PackagePath="/" /><None Include="LICENSE" Pack="true" PackagePath="/" Condition="Exists('LICENSE')" /><None Include="${ir.module}.schema.json" Pack="true" PackagePath="/" /></ItemGroup>`,
            "</Project>",
          ]),
        },
      ];
    },
    verified: PARSED_ONLY("C#"),
  },
  dart: {
    lang: "dart",
    comment: "//",
    rendererOptions: () => ({}),
    resolver: { language: dartLanguage, naming: dartNaming },
    files: (ir, name, types, unions, header, typeName, ctx) => {
      const lib = name.replace(/-/g, "_");
      const p = ctx.project;
      const links =
        p?.repository === undefined
          ? []
          : [
              `repository: ${p.repository}`,
              ...(p.homepage === undefined ? [] : [`homepage: ${p.homepage}`]),
              ...(p.issues === undefined ? [] : [`issue_tracker: ${p.issues}`]),
            ];
      return [
        { path: "lib/src/types.dart", content: joinLines([header, types]) },
        {
          path: "lib/src/unions.dart",
          content: joinLines([
            header,
            "import 'types.dart';",
            "",
            ...unions.flatMap((u) => [...dartUnion(u, typeName), ""]),
          ]),
        },
        {
          path: `lib/${lib}.dart`,
          content: joinLines([header, "export 'src/types.dart';", "export 'src/unions.dart';"]),
        },
        bundledSchemaFile(ir, "lib/"),
        {
          path: "pubspec.yaml",
          content: joinLines([
            `# ${header.slice(3)}`,
            `name: ${lib}`,
            `version: ${ir.version}`,
            `description: Types for the ${ir.module} protocol, generated by Canon from its canonical JSON Schemas.`,
            ...links,
            "environment:",
            "  sdk: '>=3.0.0 <4.0.0'",
          ]),
        },
      ];
    },
    verified:
      PARSED_ONLY("Dart") +
      " (The grammar predates Dart 3 class modifiers, so the check reads `sealed class` and `final class` as plain classes: those two modifiers themselves are not checked.)",
  },
};

function readme(
  ir: ModuleIR,
  name: string,
  lang: string,
  verified: string,
  unions: readonly UnionType[],
): GeneratedFile {
  return {
    path: "README.md",
    content: joinLines([
      markdownHeader(ir),
      `# ${name} (${lang})`,
      "",
      `Types for ${ir.module} ${ir.version}, generated by Canon from \`${ir.schemaDir}\` through quicktype-core. Do not edit.`,
      "",
      "Records and enums are quicktype's. quicktype merges a discriminated union into one class with every",
      "field optional, so Canon renders each union as raw JSON in the records and adds its own union type",
      `beside them (${unions.map((u) => `\`${u.name}\``).join(", ") || "none in this module"}): the tag is read first, a known tag decodes its member,`,
      "an unknown one keeps the raw JSON.",
      "",
      "## What was verified",
      "",
      verified,
      "",
      "Known limits of quicktype's records: closed objects are not enforced, optional and nullable are",
      "one concept (null and absent are not told apart), string patterns, lengths and numeric bounds are not",
      "checked, and `date-time` strings may be parsed into date types that re-encode differently. The",
      "Rust and Java packages of this module are the exact, tested ones.",
    ]),
  };
}

export function gluedGenerator(target: keyof typeof layouts): Generator<PackageOptions> {
  const layout = layouts[target] as Layout;
  return {
    name: `quicktype-${target}`,
    target,
    parseOptions: (raw) => parsePackageOptions(target, raw),
    async generate(ir, options, context) {
      const name = options.name || `canon-${ir.module}`;
      const rendered = await runQuicktype(ir, {
        lang: layout.lang,
        rendererOptions: layout.rendererOptions(ir, name),
        unions: "json",
        naming: layout.resolver.naming,
        language: layout.resolver.language(ir),
      });
      const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
      const header = headerLine(layout.comment, ir.schemaDir);
      const types = [...rendered.values()].join("\n");
      const typeName = resolverTypeNames(ir, types, layout.lang);
      return [
        ...layout.files(ir, name, types, unions, header, typeName, {
          options,
          ...(context.project === undefined ? {} : { project: context.project }),
        }),
        readme(ir, name, target, layout.verified, unions),
      ].sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}

/** Every language quicktype knows, by any of its names. */
export function quicktypeLanguage(target: string): string | undefined {
  return defaultTargetLanguages.find((l) => (l.names as readonly string[]).includes(target))?.name;
}

/**
 * Any other quicktype language: records and enums only. Unions cannot be represented (quicktype
 * would merge them into one all-optional record), so they become raw JSON and a warning names them.
 */
export function quicktypeTarget(target: string): Generator<Record<string, string | boolean | number>> | undefined {
  const language = defaultTargetLanguages.find((l) => (l.names as readonly string[]).includes(target));
  if (language === undefined) return undefined;
  return {
    name: `quicktype-${language.name}`,
    target,
    // Options are quicktype's renderer options for the language, passed as they are.
    parseOptions: (raw) => {
      const given = (raw ?? {}) as Record<string, string | boolean | number>;
      const known = new Set(language.optionDefinitions.map((o) => o.name));
      const unknown = Object.keys(given).filter((k) => !known.has(k));
      if (unknown.length > 0) return parsePackageOptions(target, given) as never;
      return given;
    },
    async generate(ir, options, context) {
      const unions = ir.types.filter((t) => t.kind === "union").map((t) => t.name);
      if (unions.length > 0) {
        context.warn?.(
          `target "${target}" (quicktype ${language.displayName}) cannot represent discriminated unions; ${unions.length === 1 ? `union ${unions[0]} is` : `unions ${unions.join(", ")} are`} left as raw JSON values (records and enums are generated)`,
        );
      }
      const rendererOptions = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
      const rendered = await runQuicktype(ir, { lang: language.name, rendererOptions, unions: "json" });
      const comment = `${language.displayName} types for ${ir.module} ${ir.version}, generated by Canon through quicktype-core from ${ir.schemaDir}; do not edit. Not represented: ${unions.length > 0 ? `the unions ${unions.join(", ")} (raw JSON values)` : "nothing"}.`;
      const prefix = ["py", "rb", "ex", "cr", "pl", "pike"].includes(language.extension)
        ? "#"
        : ["hs", "elm"].includes(language.extension)
          ? "--"
          : "//";
      return [...rendered.entries()]
        .map(([file, text]) => ({
          path: file === "stdout" ? `types.${language.extension}` : file,
          content: joinLines([headerLine(prefix, ir.schemaDir), text]),
        }))
        .concat([
          {
            path: "README.md",
            content: joinLines([markdownHeader(ir), `# ${ir.module} (${language.displayName})`, "", comment]),
          },
        ]);
    },
  };
}
