/**
 * What a glued quicktype package is made of, per language (kotlin-layout.ts, swift-layout.ts,
 * csharp-layout.ts, dart-layout.ts): quicktype's renderer options, Canon's names, the files and
 * what was verified.
 */
import type { GeneratedFile, ModuleIR, PackageOptions, ProjectMetadata, UnionType } from "@canon-sdk/core";
import type { TargetLanguage } from "quicktype-core";
import type { MemberNaming } from "../resolver-names.js";

/** The target's options and the project's metadata, for the build files. */
export interface LayoutContext {
  readonly options: PackageOptions;
  readonly project?: ProjectMetadata;
}

export interface Layout {
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

/** The verified note of a language no compiler for which is installable where the tests run. */
export const parsedOnly = (lang: string): string =>
  `Not compiled: no ${lang} compiler is installable on the machines Canon's tests run on. Canon's tests parse every generated file with the tree-sitter ${lang} grammar and require zero syntax errors; that is syntax only, not type checking, so a wrong type or member name would not be caught.`;
