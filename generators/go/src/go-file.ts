/** Assembles one Go source file: header, package clause, the imports its code uses, the body. */
import { goImportBlock, goImportsUsed } from "@canon-sdk/core";

/** The standard packages generated declarations may use, by import path and package name. */
const knownImports: Readonly<Record<string, string>> = { "encoding/json": "json", regexp: "regexp", strconv: "strconv" };

export function goFile(header: string, pkg: string, body: string): string {
  const trimmed = body.replace(/^\n+/, "").replace(/\n+$/, "");
  // Bodies that open with their own import block (the runtime, the tests) keep it. The others
  // import what their code uses; comments and string literals do not count as a use.
  const imports = trimmed.startsWith("import") ? "" : goImportBlock(goImportsUsed(trimmed, knownImports));
  return `${header}\n\npackage ${pkg}\n\n${imports}${trimmed}${trimmed === "" ? "" : "\n"}`;
}
