/**
 * Property names that collide after case conversion in a language the module generates. Type
 * names never collide: the IR resolves them (type-names.ts), and reserved words are renamed.
 */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { NamedType } from "../ir.js";
import { type Language, propertyNameIn } from "../naming.js";
import { childPointer } from "../pointer.js";
import type { TypesTable } from "../types-table.js";

const checked: readonly Language[] = ["typescript", "python", "go"];

export function checkNames(types: readonly NamedType[], table: TypesTable, targets: readonly string[]): Diagnostic[] {
  const languages = checked.filter((language) => targets.includes(language));
  const found: Diagnostic[] = [];
  for (const type of types) {
    if (type.kind !== "object") continue;
    const def = table.types.get(type.name);
    if (def === undefined) continue;
    for (const language of languages) {
      const seen = new Map<string, string>();
      for (const property of type.properties) {
        const spelled = propertyNameIn[language](property.wireName).toLowerCase();
        const other = seen.get(spelled);
        const pointer = childPointer(type.origin.pointer, "properties", property.wireName);
        if (other !== undefined) found.push(diagnostic("CANON209", `properties "${other}" and "${property.wireName}" of "${type.name}" collide in ${language}`, def.source.file, def.source.locate(pointer)));
        seen.set(spelled, property.wireName);
      }
    }
  }
  return found;
}
