/** Names that would be keywords, or collide after case conversion, in TypeScript, Python or Go. */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { NamedType } from "../ir.js";
import { type Language, propertyNameIn, reserved, typeNameIn } from "../naming.js";
import { childPointer } from "../pointer.js";
import type { TypesTable } from "../types-table.js";

const languages: Language[] = ["typescript", "python", "go"];

export function checkNames(types: readonly NamedType[], table: TypesTable): Diagnostic[] {
  const found: Diagnostic[] = [];
  const report = (type: NamedType, message: string, pointer: string) => {
    const def = table.types.get(type.name);
    if (def !== undefined) found.push(diagnostic("CANON209", message, def.source.file, def.source.locate(pointer)));
  };
  for (const language of languages) {
    const seen = new Map<string, string>();
    for (const type of types) {
      const spelled = typeNameIn[language](type.name);
      if (reserved[language].has(spelled)) report(type, `type name "${type.name}" is reserved in ${language}`, type.origin.pointer);
      // Case-insensitive file systems and Go's exported names both fold case.
      const folded = spelled.toLowerCase();
      const other = seen.get(folded);
      if (other !== undefined) report(type, `type name "${type.name}" collides with "${other}" in ${language}`, type.origin.pointer);
      seen.set(folded, type.name);
    }
  }
  for (const type of types) {
    if (type.kind !== "object") continue;
    for (const language of languages) {
      const seen = new Map<string, string>();
      for (const property of type.properties) {
        const spelled = propertyNameIn[language](property.wireName).toLowerCase();
        const other = seen.get(spelled);
        const pointer = childPointer(type.origin.pointer, "properties", property.wireName);
        if (other !== undefined) report(type, `properties "${other}" and "${property.wireName}" of "${type.name}" collide in ${language}`, pointer);
        seen.set(spelled, property.wireName);
      }
    }
  }
  return found;
}
