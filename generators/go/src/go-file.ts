/** Assembles one Go source file: header, package clause, the imports its code uses, the body. */
import { goImportBlock, goResolveUses, goUse } from "@canon-sdk/core";

/** Members of standard packages that generated declarations use; each use brings its import. */
export const go = {
  rawMessage: goUse("encoding/json", "RawMessage"),
  number: goUse("encoding/json", "Number"),
  mustCompile: goUse("regexp", "MustCompile"),
  quote: goUse("strconv", "Quote"),
  itoa: goUse("strconv", "Itoa"),
} as const;

/**
 * A Go file whose uses are not resolved yet: unused helpers may still be dropped from it (and
 * their imports with them). withImports finishes it.
 */
export function goFile(header: string, pkg: string, body: string): string {
  const trimmed = body.replace(/^\n+/, "").replace(/\n+$/, "");
  return `${header}\n\npackage ${pkg}\n\n${trimmed}${trimmed === "" ? "" : "\n"}`;
}

/**
 * Resolves a Go file's uses and writes the import block they call for after the package clause.
 * Files that bring their own import block (the runtime, the tests) must already import what
 * their uses need: the block is theirs, written by hand.
 */
export function withImports(path: string, source: string): string {
  const { code, imports } = goResolveUses(source);
  if (imports.length === 0) return code;
  const clause = /^package \w+\n\n/m.exec(code);
  if (clause === null) throw new Error(`${path}: no package clause to import after`);
  const at = clause.index + clause[0].length;
  const own = /^import (?:"([^"]+)"|\(\n((?:\t[^\n]*\n)*)\))\n/.exec(code.slice(at));
  if (own !== null) {
    const listed = own[1] !== undefined ? [own[1]] : [...own[2]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    const missing = imports.filter((p) => !listed.includes(p));
    if (missing.length > 0) throw new Error(`${path}: its own import block lacks ${missing.join(", ")}`);
    return code;
  }
  return `${code.slice(0, at)}${goImportBlock(imports)}${code.slice(at)}`;
}
