/**
 * `models.py`: enums, then model classes (annotations are postponed, so classes may refer to
 * anything), then unions and aliases in dependency order (they are evaluated at import), then a
 * rebuild that resolves every forward reference.
 */
import { headerLine, type ModuleIR, type NamedType } from "@canon/core";
import { className } from "../names.js";
import { emitEnum } from "./enums.js";
import { emitObject } from "./objects.js";
import { referencedNames } from "./shapes.js";
import { emitAlias, emitUnion } from "./unions.js";

const imports = [
  "from __future__ import annotations",
  "",
  "import operator",
  "from enum import Enum",
  "from functools import partial",
  "from typing import Annotated, Literal, Optional, Union",
  "",
  "from pydantic import ConfigDict, Field, JsonValue, StrictBool, StrictStr, StringConstraints",
  "",
  "from ._runtime import CanonModel, Container, ExactLiteral, Format, Integer, NonNullJson, NotNull, Number",
  "",
  "_ABSENT = partial(operator.is_, None)",
  '"""Whether an optional, never-null field is absent: dumps leave it out."""',
];

/** Aliases and unions ordered so that each comes after the aliases it uses. */
function aliasOrder(ir: ModuleIR): NamedType[] {
  const level = ir.types.filter((t) => t.kind === "alias" || t.kind === "union");
  const byName = new Map(level.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: NamedType[] = [];
  const visit = (type: NamedType, trail: Set<string>): void => {
    if (done.has(type.name) || trail.has(type.name)) return;
    trail.add(type.name);
    const uses = type.kind === "alias" ? referencedNames(type.shape) : [];
    for (const name of uses) {
      const dependency = byName.get(name);
      if (dependency !== undefined) visit(dependency, trail);
    }
    done.add(type.name);
    ordered.push(type);
  };
  for (const type of level) visit(type, new Set());
  return ordered;
}

export function modelsFile(ir: ModuleIR): string {
  const enums = ir.types.filter((t) => t.kind === "enum").map(emitEnum);
  const objects = ir.types.filter((t) => t.kind === "object");
  const aliases = aliasOrder(ir).map((t) => (t.kind === "union" ? emitUnion(t) : t.kind === "alias" ? emitAlias(t) : ""));
  const rebuild = objects.length === 0 ? [] : ["for _model in (", ...objects.map((t) => `    ${className(t.name)},`), "):", "    _model.model_rebuild()"];
  const sections = [
    headerLine("#", ir.schemaDir),
    `"""Every type of the ${ir.module} module as pydantic v2 models, enums and type aliases."""`,
    [...imports, ...(ir.types.some((t) => t.kind === "object" && t.deprecated) ? ["from typing_extensions import deprecated"] : [])].join("\n"),
    ...enums,
    ...objects.map(emitObject),
    ...aliases,
    rebuild.join("\n"),
  ].filter((s) => s.length > 0);
  return `${sections.join("\n\n\n")}\n`;
}

/** Every type name with how Python spells it, in source order. */
export const typeNames = (ir: ModuleIR): string[] => ir.types.map((t) => t.name);
