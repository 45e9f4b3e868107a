/**
 * `models.py`: enums, then model classes (annotations are postponed, so classes may refer to
 * anything), then unions and aliases in dependency order (they are evaluated at import). No
 * model_rebuild() at import: CanonModel sets defer_build, so pydantic builds a model's validator
 * on its first use (resolving the names defined further down then) and importing costs only the
 * class statements.
 */
import { headerLine, type ModuleIR, type NamedType } from "@canon-sdk/core";
import { className } from "../names.js";
import { emitEnum } from "./enums.js";
import { emitObject } from "./objects.js";
import { referencedNames } from "./shapes.js";
import { emitAlias, emitRecursiveAlias, emitUnion } from "./unions.js";

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

/**
 * Aliases and unions ordered so that each comes after the aliases it uses. Aliases that use each
 * other in a cycle (a JSON-like recursive value) cannot all come first: those are marked, and
 * emitted as `TypeAliasType` with the later names as forward references.
 */
function aliasOrder(ir: ModuleIR): { ordered: NamedType[]; cyclic: Set<string> } {
  const level = ir.types.filter((t) => t.kind === "alias" || t.kind === "union");
  const byName = new Map(level.map((t) => [t.name, t]));
  const done = new Set<string>();
  const cyclic = new Set<string>();
  const ordered: NamedType[] = [];
  const visit = (type: NamedType, trail: string[]): void => {
    const at = trail.indexOf(type.name);
    if (at >= 0) for (const name of trail.slice(at)) cyclic.add(name);
    if (done.has(type.name) || at >= 0) return;
    const uses = type.kind === "alias" ? referencedNames(type.shape) : [];
    for (const name of uses) {
      const dependency = byName.get(name);
      if (dependency !== undefined) visit(dependency, [...trail, type.name]);
    }
    done.add(type.name);
    ordered.push(type);
  };
  for (const type of level) visit(type, []);
  return { ordered, cyclic };
}

function emitAliases(ir: ModuleIR): string[] {
  const { ordered, cyclic } = aliasOrder(ir);
  const defined = new Set<string>();
  return ordered.map((t) => {
    // Names not defined yet, this one included: an alias may contain itself.
    const later = new Set(ordered.filter((o) => !defined.has(o.name)).map((o) => o.name));
    defined.add(t.name);
    if (t.kind === "union") return emitUnion(t);
    if (t.kind !== "alias") return "";
    return cyclic.has(t.name) ? emitRecursiveAlias(t, later) : emitAlias(t);
  });
}

export function modelsFile(ir: ModuleIR): string {
  const enums = ir.types.filter((t) => t.kind === "enum").map(emitEnum);
  const objects = ir.types.filter((t) => t.kind === "object");
  const aliases = emitAliases(ir);
  const recursive = aliases.some((a) => a.includes("TypeAliasType("));
  const sections = [
    headerLine("#", ir.schemaDir),
    `"""Every type of the ${ir.module} module as pydantic v2 models, enums and type aliases."""`,
    [...imports, ...typingExtensions(ir.types.some((t) => t.kind === "object" && t.deprecated), recursive)].join("\n"),
    ...enums,
    ...objects.map(emitObject),
    ...aliases,
  ].filter((s) => s.length > 0);
  return `${sections.join("\n\n\n")}\n`;
}

function typingExtensions(deprecated: boolean, recursive: boolean): string[] {
  const names = [...(deprecated ? ["deprecated"] : []), ...(recursive ? ["TypeAliasType"] : [])];
  return names.length === 0 ? [] : [`from typing_extensions import ${names.join(", ")}`];
}

/** Every type name with how Python spells it, in source order. */
export const typeNames = (ir: ModuleIR): string[] => ir.types.map((t) => t.name);
