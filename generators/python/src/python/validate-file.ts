/** `validate.py`: validation by type name (typed per name), wire JSON, the bundled schema. */
import { headerLine, type ModuleIR } from "@canon-sdk/core";
import { className } from "../names.js";
import { pyString } from "./text.js";

export function validateFile(ir: ModuleIR): string {
  const names = ir.types.map((t) => t.name);
  const overloads = names.map((name) =>
    ["@overload", `def validate(type_name: Literal[${pyString(name)}], data: object) -> ${className(name)}: ...`].join(
      "\n",
    ),
  );
  return `${headerLine("#", ir.schemaDir)}
"""Validation by type name, wire JSON output and the bundled JSON Schema."""

from __future__ import annotations

import json
from typing import Any, Dict, Literal, Mapping, Optional, Union, overload

from pydantic import TypeAdapter

from . import _api
from ._runtime import Issue, ValidationError
from .models import (
${names.map((n) => `    ${className(n)},`).join("\n")}
)

TYPES: Mapping[str, Any] = {
${names.map((n) => `    ${pyString(n)}: ${className(n)},`).join("\n")}
}
"""Every type of the module by its schema name."""

TYPE_NAMES = tuple(TYPES)

_adapters: Dict[str, TypeAdapter[Any]] = {}


def adapter(type_name: str) -> TypeAdapter[Any]:
    """The pydantic TypeAdapter of a type, built on first use."""
    found = _adapters.get(type_name)
    if found is None:
        if type_name not in TYPES:
            raise ValidationError([Issue("", "unknownType", f"no type named {type_name!r} in this module")])
        found = _adapters[type_name] = TypeAdapter(TYPES[type_name])
    return found


${overloads.join("\n\n\n")}


@overload
def validate(type_name: str, data: object) -> Any: ...


def validate(type_name: str, data: object) -> Any:
    """Strictly validates a decoded JSON value as the named type and returns the typed value.

    Raises ValidationError (a ValueError) with the path, keyword-like code and message of each
    problem; never any other exception, whatever the input.
    """
    return _api.check(adapter(type_name), data)


def validate_json(type_name: str, data: Union[str, bytes, bytearray]) -> Any:
    """Reads JSON text or UTF-8 bytes the one way every Canon SDK reads them (duplicate keys, NaN,
    numbers beyond float range, lone surrogates, a byte-order mark and nesting past 128 levels
    refused), then validates the value strictly as the named type. Raises ValidationError only.
    """
    return _api.check_json(adapter(type_name), data)


def to_json(value: object, type_name: Optional[str] = None) -> str:
    """Wire JSON of a model or value: wire names, absent stays absent, explicit null stays null."""
    return _api.to_json(value, None if type_name is None else adapter(type_name))


def schema() -> Dict[str, Any]:
    """The module's normalized JSON Schema bundle, shipped inside the package."""
    from importlib import resources  # kept off the package's import

    text = resources.files(__package__).joinpath("schema.json").read_text(encoding="utf-8")
    loaded: Dict[str, Any] = json.loads(text)
    return loaded
`;
}
