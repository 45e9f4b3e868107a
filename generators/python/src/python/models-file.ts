/**
 * `models.py`: enums, then model classes (annotations are postponed, so classes may refer to
 * anything), then unions and aliases in dependency order (they are evaluated at import), then a
 * rebuild that resolves every forward reference.
 */
import { headerLine, type ModuleIR, type NamedType, type PythonImport, pythonImportBlock } from "@canon-sdk/core";
import { className } from "../names.js";
import { emitEnum } from "./enums.js";
import { emitObject } from "./objects.js";
import { referencedNames } from "./shapes.js";
import { emitAlias, emitRecursiveAlias, emitUnion } from "./unions.js";

/** What models.py may import; the file imports the names its code uses. */
const imports: PythonImport[] = [
  { module: "__future__", names: ["annotations"] },
  { module: "operator" },
  { module: "enum", names: ["Enum"] },
  { module: "functools", names: ["partial"] },
  { module: "typing", names: ["Annotated", "Literal", "Optional", "Union"] },
  { module: "pydantic", names: ["ConfigDict", "Field", "JsonValue", "StrictBool", "StrictStr", "StringConstraints"] },
  { module: "._runtime", names: ["CanonModel", "Container", "ExactLiteral", "Format", "Integer", "NonNullJson", "NotNull", "Number"] },
  { module: "typing_extensions", names: ["deprecated", "TypeAliasType"] },
];

const absent = ["_ABSENT = partial(operator.is_, None)", '"""Whether an optional, never-null field is absent: dumps leave it out."""'].join("\n");

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
  const rebuild = objects.length === 0 ? [] : ["for _model in (", ...objects.map((t) => `    ${className(t.name)},`), "):", "    _model.model_rebuild()"];
  const body = [...enums, ...objects.map(emitObject), ...aliases, rebuild.join("\n")].filter((s) => s.length > 0);
  const code = [absent, ...body].join("\n\n\n");
  const sections = [
    headerLine("#", ir.schemaDir),
    `"""Every type of the ${ir.module} module as pydantic v2 models, enums and type aliases."""`,
    `${pythonImportBlock(imports, code)}\n\n${absent}`,
    ...body,
  ];
  return `${sections.join("\n\n\n")}\n`;
}

/** Every type name with how Python spells it, in source order. */
export const typeNames = (ir: ModuleIR): string[] => ir.types.map((t) => t.name);
