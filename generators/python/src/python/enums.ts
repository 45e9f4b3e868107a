/** An enum type → a `str` Enum whose members compare equal to their wire values. */
import type { EnumType } from "@canon-sdk/core";
import { className, enumMemberNames } from "../names.js";
import { docstring, pyString } from "./text.js";

export function emitEnum(type: EnumType): string {
  const names = enumMemberNames(type.values);
  const members = type.values.map((value, i) => `    ${names[i]} = ${pyString(value)}`);
  return [`class ${className(type.name)}(str, Enum):`, docstring(type.description, "    "), "", ...members].join("\n");
}
