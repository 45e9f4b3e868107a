/**
 * Types that contain themselves without indirection (a record whose field holds, through other
 * records, unions or aliases, the record again) have infinite size in Rust. `Vec` and maps are
 * already indirect; every other reference to a type on such a cycle is boxed, which breaks every
 * cycle, since each passes through a field, a choice option or an alias rendered by RustTypes.
 */
import type { ModuleIR, Shape } from "@canon-sdk/core";

/** Names a shape holds directly (not inside an array or a map). */
function directRefs(shape: Shape): string[] {
  if (shape.kind === "ref") return [shape.name];
  if (shape.kind === "choice") return shape.options.flatMap(directRefs);
  return [];
}

function edges(ir: ModuleIR): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const type of ir.types) {
    const out =
      type.kind === "object"
        ? [
            ...type.properties.flatMap((p) => directRefs(p.shape)),
            ...(type.additional === undefined ? [] : directRefs(type.additional)),
          ]
        : type.kind === "union"
          ? type.members.map((m) => m.typeName)
          : type.kind === "alias"
            ? directRefs(type.shape)
            : [];
    graph.set(type.name, out);
  }
  return graph;
}

/** Every type that can reach itself through direct containment. */
export function cyclicTypes(ir: ModuleIR): Set<string> {
  const graph = edges(ir);
  const cyclic = new Set<string>();
  for (const start of graph.keys()) {
    // Depth-first from each type's successors; modules are small enough for this to be cheap.
    const seen = new Set<string>();
    const stack = [...(graph.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (next === start) {
        cyclic.add(start);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(graph.get(next) ?? []));
    }
  }
  return cyclic;
}
