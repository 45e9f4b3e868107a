/**
 * The Swift package: quicktype's records, Canon's union glue, and a Swift Package Manager manifest.
 */
import { joinLines, pascalCase } from "@canon-sdk/core";
import { SWIFT_SUPPORT, swiftUnion } from "./swift.js";
import { swiftLanguage, swiftNaming } from "./resolver-languages.js";
import type { Layout } from "./layout.js";

export const swiftLayout: Layout = {
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
};
