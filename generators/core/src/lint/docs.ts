/** Every type is titled after its name and described; every property is described. */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import { childPointer } from "../pointer.js";
import type { TypesTable } from "../types-table.js";
import { isSchemaObject } from "../walk.js";

export function checkDocs(table: TypesTable): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const def of table.types.values()) {
    const at = (pointer: string) => def.source.locate(pointer);
    // A root schema's name comes from its title (or file name), so it matches by construction.
    if (def.derivedName !== true && def.schema["title"] !== def.key) {
      found.push(
        diagnostic(
          "CANON201",
          `title of "${def.key}" is ${JSON.stringify(def.schema["title"] ?? null)}, expected "${def.key}"`,
          def.source.file,
          at(def.pointer),
        ),
      );
    }
    if (!isDescription(def.schema["description"])) {
      found.push(diagnostic("CANON202", `type "${def.name}" has no description`, def.source.file, at(def.pointer)));
    }
    const properties = def.schema["properties"];
    if (!isSchemaObject(properties)) continue;
    for (const [name, property] of Object.entries(properties)) {
      if (isSchemaObject(property) && isDescription(property["description"])) continue;
      const pointer = childPointer(def.pointer, "properties", name);
      found.push(
        diagnostic("CANON202", `property "${name}" of "${def.name}" has no description`, def.source.file, at(pointer)),
      );
    }
  }
  return found;
}

const isDescription = (value: unknown): boolean => typeof value === "string" && value.trim().length > 0;
