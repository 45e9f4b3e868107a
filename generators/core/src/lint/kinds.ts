/**
 * An object type whose schema has no `type`. JSON Schema accepts any value that is not an object
 * there; the generated types read an object, as every code generator does, because that is what
 * its author means nearly always. A warning says so, where the author can settle it.
 */
import { type Diagnostic, diagnostic } from "../diagnostics.js";
import type { TypesTable } from "../types-table.js";
import { isSchemaObject } from "../walk.js";

/** An option or part of a choice (`oneOf: [{"properties": …, "required": […]}]`) constrains the value beside it: no warning. */
const partOfChoice = /\/(allOf|anyOf|oneOf)\/\d+$/;

export function checkObjectKinds(table: TypesTable): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const def of table.types.values()) {
    const schema = def.schema;
    // A part it takes through `allOf` or `$ref` may say that it is an object.
    if (!isSchemaObject(schema["properties"]) || "type" in schema || "$ref" in schema || "allOf" in schema) continue;
    if (def.mixin || partOfChoice.test(def.pointer)) continue;
    const warning = diagnostic(
      "CANON217",
      `type "${def.name}" has properties but no type: any value that is not an object is valid here too, and its generated types read an object`,
      def.source.file,
      def.source.locate(def.pointer),
    );
    found.push({ ...warning, severity: "warning" });
  }
  return found;
}
