/** Unions and aliases → module-level type aliases (discriminated unions for pydantic's fast path). */
import type { AliasType, UnionType } from "@canon/core";
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

export function emitAlias(type: AliasType): string {
  return `${className(type.name)} = ${annotation(type.shape)}\n${docstring(type.description, "")}`;
}
