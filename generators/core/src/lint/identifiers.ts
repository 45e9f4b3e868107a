/**
 * Type names become file names (`ESCAPED.java`, `escaped.go`) and identifiers in every target, so
 * a name that is not a plain ASCII identifier could write outside the output folder or produce
 * code that does not compile. The resolver (type-names.ts) derives names from any `$defs` key or
 * title; this check holds it to that, whatever a key or a config rename says.
 */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { TypesTable } from "../types-table.js";

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

export function isIdentifierName(name: string): boolean {
  return IDENTIFIER.test(name);
}

export function checkTypeNames(table: TypesTable): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const def of table.types.values()) {
    if (!isIdentifierName(def.name)) {
      found.push(
        diagnostic(
          "CANON231",
          `type name ${JSON.stringify(def.name)} is not an identifier (letters, digits and underscores, starting with a letter)`,
          def.source.file,
          def.source.locate(def.pointer),
        ),
      );
    }
  }
  return found;
}
