/**
 * `parse.py`: `parse(type_name, data, mode, warnings)` for every type, one `parse_<union>` and
 * one Unknown class per discriminated union, and the receiver plan the tolerant mode walks.
 */
import { buildReceiverPlan, headerLine, type ModuleIR, type UnionType } from "@canon-sdk/core";
import { adapterConstant, className, parserName, unknownClassName } from "../names.js";
import { docstring, pyString } from "./text.js";

function parser(ir: ModuleIR, union: UnionType): string {
  const name = className(union.name);
  const unknown = unknownClassName(ir, union.name);
  const constant = adapterConstant(union.name);
  return `@dataclass(frozen=True)
class ${unknown}(Unknown):
${docstring(`A ${union.name} whose "${union.tag}" this SDK does not know; \`tag\` holds it, \`raw\` the document.`, "    ")}


${constant} = _receivers.Target(${name})


def ${parserName(union.name)}(
    data: Union[str, bytes, bytearray, Mapping[str, Any]],
    mode: Literal["tolerant", "strict"] = "tolerant",
    warnings: Optional[List[ParseWarning]] = None,
) -> Union[${name}, ${unknown}]:
    """Parses a ${union.name} from JSON text or a decoded object.

    strict: the document must match the schema exactly. tolerant (default): read as the module's
    receivers.json says — retired shapes translated, unknown properties and members removed, an
    unknown "${union.tag}" returned as ${unknown} — then validated strictly. Every change is a
    ParseWarning, appended to \`warnings\` or, without a list, logged. The only exception is
    ValidationError.
    """
    # The first call in this mode installs the reader (built on the next call).
    read = ${constant}.readers.get(mode)
    if read is not None:
        return read(data, warnings)  # type: ignore[no-any-return]
    return cast("Union[${name}, ${unknown}]", _receivers.parse(RECEIVER, ${pyString(union.name)}, ${constant}, ${unknown}, data, mode, warnings, _RETIRED.get(${pyString(union.name)}, ())))`;
}

export function parseFile(ir: ModuleIR): string {
  const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
  const models = unions.map((u) => className(u.name));
  const table = unions.map((u) => `    ${pyString(u.name)}: ${parserName(u.name)},`);
  const unknowns = unions.map((u) => `    ${pyString(u.name)}: ${unknownClassName(ir, u.name)},`);
  const receivers = ir.receivers ?? buildReceiverPlan(ir, undefined);
  const plan = JSON.stringify(receivers);
  // Members that are valid but retired: a valid document of one still takes the tolerant walk.
  const retiredOf = (u: UnionType): string[] => {
    const type = receivers.types[u.name];
    const tags = type?.kind === "union" ? Object.keys(type.retired) : [];
    return u.members.filter((m) => tags.includes(m.tagValue)).map((m) => className(m.typeName));
  };
  const retired = unions
    .filter((u) => retiredOf(u).length > 0)
    .map((u) => `    ${pyString(u.name)}: (${retiredOf(u).join(", ")},),`);
  const imported = [...new Set([...models, ...unions.flatMap(retiredOf)])];
  return `${headerLine("#", ir.schemaDir)}
"""Parsers in strict and tolerant modes, for every type and for each discriminated union."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Literal, Mapping, Optional, Tuple, Type, Union, cast

from . import _receivers
from ._receivers import ParseWarning
from ._runtime import Unknown
from .validate import TYPES, adapter
${imported.length > 0 ? `from .models import ${imported.join(", ")}\n` : ""}
RECEIVER = _receivers.Receiver(json.loads(${JSON.stringify(plan)}))
"""The module's receiver plan, from schemas/${ir.module}/receivers.json."""


${unions.map((u) => parser(ir, u)).join("\n\n\n")}


PARSERS: Mapping[str, Callable[..., object]] = {
${table.join("\n")}
}
"""Every parse function by the schema name of its union."""

_UNKNOWN: Mapping[str, Type[Unknown]] = {
${unknowns.join("\n")}
}

_RETIRED: Mapping[str, Tuple[type, ...]] = {
${retired.join("\n")}
}

_TARGETS: Dict[str, _receivers.Target] = {
${unions.map((u) => `    ${pyString(u.name)}: ${adapterConstant(u.name)},`).join("\n")}
}


def _target(type_name: str) -> _receivers.Target:
    """A type's parse target (TypeAdapter and fast decoder), built on first use."""
    found = _TARGETS.get(type_name)
    if found is None:
        found = _TARGETS[type_name] = _receivers.Target(TYPES[type_name], adapter(type_name))
    return found


def parse(
    type_name: str,
    data: Union[str, bytes, bytearray, Mapping[str, Any], object],
    mode: Literal["tolerant", "strict"] = "tolerant",
    warnings: Optional[List[ParseWarning]] = None,
) -> Any:
    """Parses a document of the named type from JSON text or a decoded value, tolerant by default.

    Same modes and warnings as the parse_<union> functions; raises only ValidationError.
    """
    if type_name not in TYPES:
        adapter(type_name)  # raises the unknownType ValidationError
    return _receivers.parse(RECEIVER, type_name, _target(type_name), _UNKNOWN.get(type_name), data, mode, warnings, _RETIRED.get(type_name, ()))


def retired_members(type_name: str) -> Tuple[type, ...]:
    """The valid but retired members of a union, which tolerant reading still translates."""
    return _RETIRED.get(type_name, ())
`;
}
