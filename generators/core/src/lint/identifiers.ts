/**
 * Type names become file names (`ESCAPED.java`, `escaped.go`) and identifiers in every target, so
 * a name that is not a plain ASCII identifier could write outside the output folder or produce
 * code that does not compile. Titles are free text, but never path-like.
 */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import { childPointer } from "../pointer.js";
import type { TypesTable } from "../types-table.js";

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
// NUL and other control characters are refused: they truncate or disguise paths.
const PATH_LIKE = /[/\\\u0000-\u001f]|\.\./;

export function isIdentifierName(name: string): boolean {
  return IDENTIFIER.test(name);
}

export function checkTypeNames(table: TypesTable): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const def of table.types.values()) {
    if (!isIdentifierName(def.name)) {
      found.push(diagnostic("CANON231", `type name ${JSON.stringify(def.name)} is not an identifier (letters, digits and underscores, starting with a letter)`, def.source.file, def.source.locate(def.pointer)));
    }
    const title = def.schema["title"];
    if (typeof title === "string" && PATH_LIKE.test(title)) {
      found.push(diagnostic("CANON231", `title ${JSON.stringify(title)} of type "${def.name}" contains a path separator, "..", or a control character`, def.source.file, def.source.locate(childPointer(def.pointer, "title"))));
    }
  }
  return found;
}
