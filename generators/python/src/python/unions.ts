/** Unions and aliases → module-level type aliases (discriminated unions for pydantic's fast path). */
import type { AliasType, Shape, UnionType } from "@canon-sdk/core";
import { className, fieldName } from "../names.js";
import { annotation } from "./shapes.js";
import { docstring, pyString } from "./text.js";

export function emitUnion(type: UnionType): string {
  const members = type.members.map((m) => className(m.typeName));
  const body =
    members.length === 1
      ? `${className(type.name)} = ${members[0]}`
      : [`${className(type.name)} = Annotated[`, "    Union[", ...members.map((m) => `        ${m},`), "    ],", `    Field(discriminator=${pyString(fieldName(type.tag))}),`, "]"].join("\n");
  return `${body}\n${docstring(type.description, "")}`;
}

/** An alias in a cycle of aliases: pydantic and mypy resolve the names defined later lazily. */
export function emitRecursiveAlias(type: AliasType, later: ReadonlySet<string>): string {
  const name = className(type.name);
  return `${name} = TypeAliasType(${pyString(name)}, ${annotation(quoteRefs(type.shape, later))})\n${docstring(type.description, "")}`;
}

function quoteRefs(shape: Shape, names: ReadonlySet<string>): Shape {
  switch (shape.kind) {
    case "ref":
      return names.has(shape.name) ? { ...shape, name: JSON.stringify(className(shape.name)) } : shape;
    case "array":
      return { ...shape, items: quoteRefs(shape.items, names) };
    case "map":
      return { ...shape, values: quoteRefs(shape.values, names) };
    case "choice":
      return { ...shape, options: shape.options.map((o) => quoteRefs(o, names)) };
    default:
      return shape;
  }
}

export function emitAlias(type: AliasType): string {
  return `${className(type.name)} = ${annotation(type.shape)}\n${docstring(type.description, "")}`;
}
