/**
 * The package's __init__.py: every public name, imported from its submodule on first use
 * (PEP 562). `import canon_<m>` then costs only what a program touches (parsing needs neither
 * the guards nor the stream processor); mypy, pyright and IDEs read the same names from the
 * imports under TYPE_CHECKING.
 */
import { headerLine, type ModuleIR, pythonImportBlock, type UnionType } from "@canon-sdk/core";
import { className, guardName, parserName, unknownClassName } from "../names.js";
import { pyString } from "./text.js";

const WIDTH = 88;

/** Each submodule with the public names it defines. */
function homes(ir: ModuleIR): [string, string[]][] {
  const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
  const stream = ir.lifecycle === undefined ? [] : ["EventStream", "aprocess", "process", "verify"];
  const streamTypes =
    ir.lifecycle === undefined ? [] : ["StreamError", "StreamViolation", "StreamWarning", "VerifyReport"];
  const all: [string, string[]][] = [
    ["._receivers", ["ParseWarning"]],
    ["._runtime", ["Issue", "Unknown", "ValidationError"]],
    ["._lifecycle", streamTypes],
    [".models", ir.types.map((t) => className(t.name))],
    [".validate", ["TYPES", "TYPE_NAMES", "adapter", "schema", "to_json", "validate", "validate_json"]],
    [".parse", ["PARSERS", "parse", ...unions.flatMap((u) => [parserName(u.name), unknownClassName(ir, u.name)])]],
    [".guards", ["GUARDS", ...ir.types.map((t) => guardName(t.name))]],
    [".stream", stream],
  ];
  return all.filter(([, names]) => names.length > 0);
}

/** The import block indented under `if TYPE_CHECKING:`, a line past 88 columns wrapped. */
function typeCheckingImports(byHome: [string, string[]][]): string {
  const block = pythonImportBlock(
    byHome.map(([module, names]) => ({ module, names })),
    "",
    byHome.flatMap(([, names]) => names),
  );
  return block
    .split("\n")
    .flatMap((line) => {
      const flat = /^from (\S+) import ([^(]+)$/.exec(line);
      if (flat === null || line.length + 4 <= WIDTH) return [line];
      return [`from ${flat[1]} import (`, ...flat[2]!.split(", ").map((n) => `    ${n},`), ")"];
    })
    .map((line) => (line === "" ? line : `    ${line}`))
    .join("\n");
}

export function initFile(ir: ModuleIR): string {
  const byHome = homes(ir);
  const names = byHome.flatMap(([home, list]) => list.map((name) => [name, home] as const));
  const all = ["__version__", ...names.map(([name]) => name)].sort();
  const table = [...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${headerLine("#", ir.schemaDir)}
"""${ir.module} ${ir.version}: models, validation, parsing and guards generated from the schemas.

Each public name is imported from its submodule when first used (PEP 562), so that
importing the package costs only what a program touches."""

import sys
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
${typeCheckingImports(byHome)}

__version__ = ${pyString(ir.version)}

__all__ = [
${all.map((n) => `    ${pyString(n)},`).join("\n")}
]

_HOMES: Dict[str, str] = {
${table.map(([name, home]) => `    ${pyString(name)}: ${pyString(home)},`).join("\n")}
}
"""The submodule that defines each public name."""

if not TYPE_CHECKING:

    def __getattr__(name: str) -> Any:
        home = _HOMES.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(import_module(home, __name__), name)
        globals()[name] = value  # from now on a plain attribute
        return value

    def __dir__() -> List[str]:
        return sorted(set(globals()) | set(__all__))

    class _Package(ModuleType):
        """The package's module object. The import system binds every submodule it loads
        on its package, which would hide the functions \`parse\` and \`validate\` behind
        the modules of the same names."""

        def __setattr__(self, name: str, value: Any) -> None:
            if not (name in _HOMES and isinstance(value, ModuleType)):
                super().__setattr__(name, value)

    sys.modules[__name__].__class__ = _Package
`;
}
