/** \`guards.py\`: \`is_<type>(obj)\` for every type. */
import { headerLine, type ModuleIR, type NamedType } from "@canon-sdk/core";
import { className, guardName } from "../names.js";
import { pyString } from "./text.js";

/** The Python classes whose instances are valid by construction. */
function classesOf(_ir: ModuleIR, type: NamedType): string[] {
  if (type.kind === "object" || type.kind === "enum") return [className(type.name)];
  if (type.kind === "union") return type.members.map((m) => className(m.typeName));
  return [];
}

function guard(ir: ModuleIR, type: NamedType): string {
  const classes = classesOf(ir, type);
  // A decoded object skips the class test: isinstance against many pydantic (ABC) classes costs
  // more than validating a small event.
  const instance =
    classes.length === 0
      ? ""
      : `(type(obj) is not dict and isinstance(obj, ${classes.length === 1 ? classes[0] : `(${classes.join(", ")})`})) or `;
  return `def ${guardName(type.name)}(obj: object) -> bool:
    """True for a ${type.name} value, or for a decoded JSON value that is a valid ${type.name}."""
    return ${instance}_api.accepts(adapter(${pyString(type.name)}), obj)`;
}

export function guardsFile(ir: ModuleIR): string {
  const classes = [...new Set(ir.types.flatMap((t) => classesOf(ir, t)))].sort();
  return `${headerLine("#", ir.schemaDir)}
"""Guards: never raise, answer whether a value is a valid instance of a type."""

from __future__ import annotations

from typing import Callable, Mapping

from . import _api
from .validate import adapter
${classes.length > 0 ? `from .models import ${classes.join(", ")}\n` : ""}

${ir.types.map((t) => guard(ir, t)).join("\n\n\n")}


GUARDS: Mapping[str, Callable[[object], bool]] = {
${ir.types.map((t) => `    ${pyString(t.name)}: ${guardName(t.name)},`).join("\n")}
}
"""Every guard by the schema name of its type."""
`;
}
