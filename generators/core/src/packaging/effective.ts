/** A shape seen through alias references, for decisions about null and "any" (not for naming). */
import type { ModuleIR, Shape } from "../ir.js";

export function effectiveShape(ir: ModuleIR, shape: Shape, depth = 0): Shape {
  if (shape.kind !== "ref" || depth > 16) return shape;
  const target = ir.types.find((t) => t.name === shape.name);
  if (target?.kind !== "alias") return shape;
  const inner = effectiveShape(ir, target.shape, depth + 1);
  return { ...inner, nullable: inner.nullable || shape.nullable } as Shape;
}
