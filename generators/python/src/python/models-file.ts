/**
 * `models.py`: enums, then model classes (an annotation naming a later class is quoted, so classes
 * may refer to anything), then unions and aliases in dependency order (they are evaluated at import). No
 * model_rebuild() at import: CanonModel sets defer_build, so pydantic builds a model's validator
 * on its first use (resolving the names defined further down then) and importing costs only the
 * class statements.
 */
import {
  beyondIR,
  headerLine,
  type ModuleIR,
  type NamedType,
  type PythonImport,
  pythonImportBlock,
} from "@canon-sdk/core";
import { emitEnum } from "./enums.js";
import { emitObject } from "./objects.js";
import { referencedNames } from "./shapes.js";
import { emitAlias, emitRecursiveAlias, emitUnion } from "./unions.js";

/** What models.py may import; the file imports the names its code uses. */
const imports: PythonImport[] = [
  { module: "operator" },
  { module: "enum", names: ["Enum"] },
  { module: "functools", names: ["partial"] },
  { module: "typing", names: ["Annotated", "Any", "Literal", "Optional", "TYPE_CHECKING", "Union"] },
  {
    module: "pydantic",
    names: [
      "BeforeValidator",
      "ConfigDict",
      "Field",
      "JsonValue",
      "StrictBool",
      "StrictStr",
      "StringConstraints",
      "model_validator",
    ],
  },
  { module: "._beyond", names: ["Beyond"] },
  {
    module: "._json_types",
    names: ["Container", "ExactLiteral", "Format", "Integer", "NonNullJson", "NotNull", "Number"],
  },
  { module: "._runtime", names: ["CanonModel"] },
  { module: "typing_extensions", names: ["deprecated", "TypeAlias", "TypeAliasType"] },
];

const absent = [
  "_ABSENT = partial(operator.is_, None)",
  '"""Whether an optional, never-null field is absent: dumps leave it out."""',
].join("\n");
const beyondChecks = [
  "_BEYOND = Beyond(__name__)",
  '"""The keywords no type states, per type (beyond_ir.json), checked before the model."""',
].join("\n");

/**
 * Aliases and unions ordered so that each comes after the aliases it uses. Aliases that use each
 * other in a cycle (a JSON-like recursive value) cannot all come first: those are marked, and
 * emitted as recursive aliases with the later names as forward references (emitRecursiveAlias).
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

function emitAliases(ir: ModuleIR, beyond: ReadonlySet<string>): string[] {
  const { ordered, cyclic } = aliasOrder(ir);
  const defined = new Set<string>();
  return ordered.map((t) => {
    // Names not defined yet, this one included: an alias may contain itself.
    const later = new Set(ordered.filter((o) => !defined.has(o.name)).map((o) => o.name));
    defined.add(t.name);
    if (t.kind === "union") return emitUnion(t, beyond.has(t.name));
    if (t.kind !== "alias") return "";
    return cyclic.has(t.name) ? emitRecursiveAlias(t, later, beyond.has(t.name)) : emitAlias(t, beyond.has(t.name));
  });
}

/** Aliases whose value may be null, directly or through the alias they name. */
function nullableAliases(ir: ModuleIR): Set<string> {
  const aliases = new Map(ir.types.flatMap((t) => (t.kind === "alias" ? [[t.name, t.shape] as const] : [])));
  const found = new Set<string>();
  const admitsNull = (name: string, seen: Set<string>): boolean => {
    const shape = aliases.get(name);
    if (shape === undefined || seen.has(name)) return false;
    if (shape.nullable || shape.kind === "null") return true;
    return shape.kind === "ref" && admitsNull(shape.name, new Set([...seen, name]));
  };
  for (const name of aliases.keys()) if (admitsNull(name, new Set())) found.add(name);
  return found;
}

export function modelsFile(ir: ModuleIR): string {
  const beyond = new Set(beyondIR(ir).keys());
  const enums = ir.types.filter((t) => t.kind === "enum").map(emitEnum);
  const objects = ir.types.filter((t) => t.kind === "object");
  const aliases = emitAliases(ir, beyond);
  const nullable = nullableAliases(ir);
  const body = [...enums, ...objects.map((t) => emitObject(t, beyond.has(t.name), nullable)), ...aliases].filter(
    (s) => s.length > 0,
  );
  const preamble = beyond.size > 0 ? `${absent}\n\n${beyondChecks}` : absent;
  const code = [preamble, ...body].join("\n\n\n");
  const sections = [
    headerLine("#", ir.schemaDir),
    `"""Every type of the ${ir.module} module as pydantic v2 models, enums and type aliases."""`,
    `${pythonImportBlock(imports, code)}\n\n${preamble}`,
    ...body,
  ];
  return `${eagerAnnotations(sections.join("\n\n\n"))}\n`;
}

const FIELD = /^( {4}\w+): (.+?)( = .*)?$/;

/**
 * Field annotations evaluated when the class is created, quoted only where they name a class or
 * alias defined further down: pydantic compiles every string annotation, and postponing them all
 * (`from __future__ import annotations`) made importing the package cost more than validating.
 * A quoted annotation containing a quote cannot be written: the whole file is postponed then.
 */
function eagerAnnotations(source: string): string {
  const lines = source.split("\n");
  const definedAt = new Map<string, number>();
  lines.forEach((line, i) => {
    // A recursive alias is first defined for the type checker, inside `if TYPE_CHECKING:`.
    const name =
      /^class (\w+)\(/.exec(line)?.[1] ?? /^(\w+) = /.exec(line)?.[1] ?? /^ {4}(\w+): TypeAlias = /.exec(line)?.[1];
    if (name !== undefined && !definedAt.has(name)) definedAt.set(name, i);
  });
  let inClass = -1;
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.startsWith("class ")) inClass = i;
    else if (/^\S/.test(line)) inClass = -1;
    const field = inClass >= 0 && !line.startsWith("    model_config") ? FIELD.exec(line) : null;
    if (field === null) {
      out.push(line);
      continue;
    }
    const [, head, annotation, rest] = field as unknown as [string, string, string, string | undefined];
    const names = annotation.replace(/"[^"]*"/g, "").match(/\b[A-Za-z_]\w*\b/g) ?? [];
    if (!names.some((name) => (definedAt.get(name) ?? -1) >= inClass)) {
      out.push(line);
      continue;
    }
    if (annotation.includes("'"))
      return source.replace("import operator", "from __future__ import annotations\n\nimport operator");
    // Only the later names are quoted, so a long annotation can still be split at its brackets.
    const quoted = annotation.replace(/"[^"]*"|\b[A-Za-z_]\w*\b/g, (m) =>
      !m.startsWith('"') && (definedAt.get(m) ?? -1) >= inClass ? `"${m}"` : m,
    );
    out.push(`${head}: ${quoted}${rest ?? ""}`);
  }
  return out.join("\n");
}

/** Every type name with how Python spells it, in source order. */
export const typeNames = (ir: ModuleIR): string[] => ir.types.map((t) => t.name);
