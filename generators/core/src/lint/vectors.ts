/** Every type has shared vectors, every vector names a real type, and ajv agrees with each verdict. */
import { type Diagnostic, diagnostic, type Position } from "../diagnostics.js";
import type { NamedType } from "../ir.js";
import type { Vector } from "../load.js";
import type { BundleValidator } from "../validator.js";

/** A type that accepts any JSON value has no invalid documents to show. */
export function acceptsAnything(type: NamedType): boolean {
  return type.kind === "alias" && type.shape.kind === "any" && type.shape.nullable;
}

export function checkVectors(
  types: readonly NamedType[],
  vectors: readonly Vector[],
  validator: BundleValidator,
  examplesDir: string,
  positionOf: (type: NamedType) => Position,
): Diagnostic[] {
  const found: Diagnostic[] = [];
  const names = new Set(types.map((t) => t.name));
  for (const type of types) {
    const own = vectors.filter((v) => v.typeName === type.name);
    const missing = [
      own.some((v) => v.expect === "valid") ? undefined : "valid",
      own.some((v) => v.expect === "invalid") || acceptsAnything(type) ? undefined : "invalid",
    ].filter((m) => m !== undefined);
    if (missing.length > 0) {
      found.push(
        diagnostic(
          "CANON206",
          `type "${type.name}" has no ${missing.join(" or ")} vectors in ${examplesDir}/${type.name}/`,
          type.origin.file,
          positionOf(type),
        ),
      );
    }
  }
  const reportedFolders = new Set<string>();
  for (const vector of vectors) {
    if (!names.has(vector.typeName)) {
      if (!reportedFolders.has(vector.typeName))
        found.push(
          diagnostic(
            "CANON214",
            `examples folder "${vector.typeName}" names no type of this module`,
            vector.source.file,
            { line: 1, column: 1 },
          ),
        );
      reportedFolders.add(vector.typeName);
      continue;
    }
    const result = validator.validate(vector.typeName, vector.source.value);
    if (result.ok !== (vector.expect === "valid")) {
      const why = result.ok
        ? "is accepted"
        : `is rejected: ${result.errors.map((e) => `${e.path || "/"} ${e.message}`).join("; ")}`;
      found.push(diagnostic("CANON215", `${vector.expect} vector ${why}`, vector.source.file, { line: 1, column: 1 }));
    }
  }
  return found;
}
