/** Unions and aliases → module-level type aliases (discriminated unions for pydantic's fast path). */
import type { AliasType, Shape, UnionType } from "@canon-sdk/core";
import { className, fieldName } from "../names.js";
import { annotation } from "./shapes.js";
import { docstring, pyString } from "./text.js";

/** An annotation that also checks the schema's keywords no type states, on the raw input. */
const checked = (name: string, annotation: string, beyond: boolean): string =>
  beyond ? `Annotated[${annotation}, BeforeValidator(partial(_BEYOND.check, ${pyString(name)}))]` : annotation;

export function emitUnion(type: UnionType, beyond = false): string {
  const members = type.members.map((m) => className(m.typeName));
  const check = beyond ? [`    BeforeValidator(partial(_BEYOND.check, ${pyString(type.name)})),`] : [];
  const body =
    members.length === 1
      ? `${className(type.name)} = ${checked(type.name, members[0] as string, beyond)}`
      : [
          `${className(type.name)} = Annotated[`,
          "    Union[",
          ...members.map((m) => `        ${m},`),
          "    ],",
          `    Field(discriminator=${pyString(fieldName(type.tag))}),`,
          ...check,
          "]",
        ].join("\n");
  return `${body}\n${docstring(type.description, "")}`;
}

/**
 * An alias in a cycle of aliases. pydantic needs a `TypeAliasType` to resolve the names defined
 * later lazily; mypy cannot resolve a `TypeAliasType` that names itself (possible cyclic
 * definition) but reads the same annotation as a recursive `TypeAlias`. So the checker sees the
 * one and the running code the other, both spelled from the same annotation.
 */
export function emitRecursiveAlias(type: AliasType, later: ReadonlySet<string>, beyond = false): string {
  const name = className(type.name);
  const value = checked(type.name, annotation(quoteRefs(type.shape, later)), beyond);
  return [
    "if TYPE_CHECKING:",
    `    ${name}: TypeAlias = ${value}`,
    "else:",
    `    ${name} = TypeAliasType(${pyString(name)}, ${value})`,
    docstring(type.description, ""),
  ].join("\n");
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

export function emitAlias(type: AliasType, beyond = false): string {
  return `${className(type.name)} = ${checked(type.name, annotation(type.shape), beyond)}\n${docstring(type.description, "")}`;
}
