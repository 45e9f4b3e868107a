/**
 * A generator that throws (quicktype-core, ajv, an emitter) becomes a diagnostic: CANON216 with
 * the schema position its message names, mapped back from the bundle to the file the user wrote,
 * so `generate` never shows a stack trace and `lint` can report the same problem.
 */
import { CanonError, type Diagnostic, diagnostic, type Position } from "./diagnostics.js";
import { decodePointer, encodePointer } from "./pointer.js";
import type { TypesTable } from "./types-table.js";

/** File and position of a bundle pointer (`/$defs/Name/properties/x`), when it names a type. */
export type BundleLocator = (bundlePointer: string) => { file: string; position: Position } | undefined;

export function bundleLocator(table: TypesTable): BundleLocator {
  return (bundlePointer) => {
    const [defs, name, ...rest] = decodePointer(bundlePointer);
    const def = defs === "$defs" && name !== undefined ? table.types.get(name) : undefined;
    if (def === undefined) return undefined;
    // Normalization keeps the shape of a type's schema, so the rest of the path usually exists in
    // the file; `locate` falls back to the nearest ancestor that does.
    return {
      file: def.source.file,
      position: def.source.locate(def.pointer + (rest.length === 0 ? "" : encodePointer(rest))),
    };
  };
}

/** The pointer a quicktype-core message names (`… at canon-bundle.json#/$defs/A/properties/b`). */
function pointerIn(message: string): string | undefined {
  const match = /canon-bundle\.json#(\/[^\s"',()]*)/.exec(message);
  return match === null ? undefined : `#${match[1]}`;
}

export function generatorFailure(target: string, error: unknown, locate?: BundleLocator): Diagnostic[] {
  if (error instanceof CanonError) return [...error.diagnostics];
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] as string;
  const pointer = pointerIn(message);
  const where = pointer === undefined ? undefined : locate?.(pointer);
  const text = `the ${target} target cannot be generated: ${message.replace(/\s*at canon-bundle\.json#\S*/, "")}`;
  return [
    where === undefined ? diagnostic("CANON216", text) : diagnostic("CANON216", text, where.file, where.position),
  ];
}
