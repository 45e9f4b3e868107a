/** \`parse.py\`: one parse function and one Unknown class per discriminated union. */
import { headerLine, type ModuleIR, type UnionType } from "@canon/core";
import { adapterConstant, className, parserName, unknownClassName } from "../names.js";
import { docstring, pyString } from "./text.js";

function parser(ir: ModuleIR, union: UnionType): string {
  const name = className(union.name);
  const unknown = unknownClassName(ir, union.name);
  const constant = adapterConstant(union.name);
  const tags = union.members.map((m) => pyString(m.tagValue)).join(", ");
  return `@dataclass(frozen=True)
class ${unknown}(Unknown):
${docstring(`A ${union.name} whose "${union.tag}" this SDK does not know; \`tag\` holds it, \`raw\` the document.`, "    ")}


${constant}: TypeAdapter[${name}] = TypeAdapter(${name})
${constant}_TAGS = frozenset({${tags}})


def ${parserName(union.name)}(data: Union[str, bytes, bytearray, Mapping[str, Any]], mode: Literal["tolerant", "strict"] = "tolerant") -> Union[${name}, ${unknown}]:
    """Parses a ${union.name} from JSON text or a decoded object.

    strict: the document must match the schema exactly. tolerant: unknown properties are
    dropped and an unknown "${union.tag}" gives ${unknown} instead of an error. Either way the
    only exception is ValidationError.
    """
    return cast("Union[${name}, ${unknown}]", _api.parse(${constant}, ${pyString(union.tag)}, ${constant}_TAGS, ${unknown}, data, mode))`;
}

export function parseFile(ir: ModuleIR): string {
  const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
  const models = unions.map((u) => className(u.name));
  const table = unions.map((u) => `    ${pyString(u.name)}: ${parserName(u.name)},`);
  return `${headerLine("#", ir.schemaDir)}
"""Parsers for the module's discriminated unions, in strict and tolerant modes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Literal, Mapping, Union, cast

from pydantic import TypeAdapter

from . import _api
from ._runtime import Unknown
${models.length > 0 ? `from .models import ${models.join(", ")}\n` : ""}

${unions.map((u) => parser(ir, u)).join("\n\n\n")}


PARSERS: Mapping[str, Callable[..., object]] = {
${table.join("\n")}
}
"""Every parse function by the schema name of its union."""
`;
}
