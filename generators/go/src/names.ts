/**
 * The one place that spells Go names for a module: types, fields, enum constants, union helpers and
 * the files they go to. Type and field names come from the core's naming so the linter agrees.
 */
import {
  CanonError,
  diagnostic,
  enumMemberNames,
  type ModuleIR,
  type NamedType,
  type ObjectType,
  propertyNameIn,
  propertyNamesIn,
  typeNameIn,
} from "@canon-sdk/core";

/** Identifiers the runtime of every generated package declares at package level. */
const runtimeNames = new Set([
  "ValidationError",
  "Nullable",
  "Validate",
  "TypeNames",
  "BundledSchema",
  "Parse",
  "ParseMode",
  "ParseOption",
  "ParseWarning",
  "Tolerant",
  "Strict",
  "WithMode",
]);

export class GoNames {
  private readonly types = new Map<string, string>();
  private readonly enumConstants = new Map<string, string[]>();
  private readonly taken = new Set<string>(runtimeNames);

  constructor(private readonly ir: ModuleIR) {
    const taken = this.taken;
    const claim = (name: string, owner: NamedType): string => {
      if (taken.has(name) || name.startsWith("Code")) {
        throw new CanonError([
          diagnostic(
            "CANON209",
            `Go name "${name}" of type "${owner.name}" collides with another generated name`,
            owner.origin.file,
          ),
        ]);
      }
      taken.add(name);
      return name;
    };
    for (const type of ir.types) this.types.set(type.name, claim(typeNameIn.go(type.name), type));
    for (const type of ir.types) {
      if (type.kind === "union") claim(this.unknown(type.name), type);
      claim(this.parse(type.name), type);
    }
    for (const type of ir.types) {
      if (type.kind !== "enum") continue;
      const base = this.type(type.name);
      // Members named by the core's policy; a constant that meets another package-level name is numbered on.
      this.enumConstants.set(
        type.name,
        enumMemberNames("go", type.values).map((member) => {
          let name = `${base}${member}`;
          for (let i = 2; taken.has(name); i++) name = `${base}${member}${i}`;
          taken.add(name);
          return name;
        }),
      );
    }
  }

  type(name: string): string {
    const found = this.types.get(name);
    if (found === undefined)
      throw new CanonError([diagnostic("CANON403", `type "${name}" is not defined by module "${this.ir.module}"`)]);
    return found;
  }

  field(object: ObjectType, wireName: string): string {
    const wires = object.properties.map((p) => p.wireName);
    let name = propertyNamesIn("go", wires)[wires.indexOf(wireName)] ?? propertyNameIn.go(wireName);
    // A field may not share its name with the tag method of a union the object belongs to.
    const tagMethods = this.ir.types
      .filter((t) => t.kind === "union" && t.members.some((m) => m.typeName === object.name))
      .map((t) => this.tagMethod(t.name));
    while (tagMethods.includes(name)) name = `${name}_`;
    return name;
  }

  enumConstant(enumName: string, index: number): string {
    return (this.enumConstants.get(enumName) ?? [])[index] ?? `${this.type(enumName)}Value${index}`;
  }

  /** A name for the struct of an inline untagged choice, numbered on when another name has it. */
  claimChoice(base: string): string {
    let name = base;
    for (let i = 2; this.taken.has(name) || name.startsWith("Code"); i++) name = `${base}${i}`;
    this.taken.add(name);
    return name;
  }

  unknown = (union: string): string => `Unknown${this.type(union)}`;
  parse = (name: string): string => `Parse${this.type(name)}`;
  tagMethod = (union: string): string => `${this.type(union)}Tag`;
  decode = (name: string): string => `decode${this.type(name)}`;
  encode = (name: string): string => `encode${this.type(name)}`;
  check = (name: string): string => `check${this.type(name)}`;
}
