/**
 * The C# package: quicktype's records, Canon's union glue, and an SDK-style project file.
 */
import { bundledSchemaFile, joinLines, pascalCase } from "@canon-sdk/core";
import { csharpLanguage, csharpNaming } from "./resolver-languages.js";
import { csharpUnion } from "./csharp.js";
import { type Layout, parsedOnly } from "./layout.js";

export const csharpLayout: Layout = {
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
  verified: parsedOnly("C#"),
};
