/**
 * The Go types of inline shapes, and the package-level helpers they hoist: one per distinct
 * shape, in first-use order so that output is deterministic. ShapeEmitter (shapes.ts) adds the
 * reader, writer and check of each.
 */
import type { ModuleIR, NamedType, Shape } from "@canon-sdk/core";
import { type ChoiceOption, choiceDeclaration, optionFields, optionLabel } from "./choices.js";
import { go } from "./go-file.js";
import { fitsInt64, integral } from "./integers.js";
import type { GoNames } from "./names.js";

type Role = "read" | "write" | "check";

export abstract class ShapeTypes {
  protected readonly hoisted = new Map<string, { name: string; code: string }>();
  protected counter = 0;
  /** The Go struct of each untagged choice, by its shape without nullability. */
  private readonly choices = new Map<string, string>();

  constructor(
    protected readonly ir: ModuleIR,
    protected readonly names: GoNames,
  ) {
    // An alias of a choice is the choice's struct itself, under the alias's name.
    for (const type of ir.types) {
      // Two aliases of one choice are two structs; an inline use of it takes the first.
      if (
        type.kind === "alias" &&
        this.isChoiceStruct(type.shape) &&
        !type.shape.nullable &&
        !this.choices.has(choiceKey(type.shape))
      )
        this.choices.set(choiceKey(type.shape), names.type(type.name));
    }
  }

  /** An untagged choice that is not just a set of strings: a struct with one field per option. */
  isChoiceStruct(shape: Shape): shape is Extract<Shape, { kind: "choice" }> {
    return shape.kind === "choice" && this.stringChoice(shape) === undefined;
  }

  /** The declaration of the choice struct an alias names (see the constructor). */
  aliasChoice(shape: Extract<Shape, { kind: "choice" }>, name: string, description: string): string {
    return choiceDeclaration(name, description, this.choiceOptions(shape));
  }

  /** The Go struct of a choice; an inline one is declared among the helpers on first use. */
  protected choiceName(shape: Extract<Shape, { kind: "choice" }>): string {
    const key = choiceKey(shape);
    const found = this.choices.get(key);
    if (found !== undefined) return found;
    const name = this.names.claimChoice(shape.options.map((o) => optionLabel(o, (n) => this.names.type(n))).join("Or"));
    this.choices.set(key, name);
    this.hoisted.set(`type:${key}`, { name, code: "" });
    this.hoisted.set(`type:${key}`, { name, code: choiceDeclaration(name, "", this.choiceOptions(shape)) });
    return name;
  }

  private choiceOptions(shape: Extract<Shape, { kind: "choice" }>): ChoiceOption[] {
    const fields = optionFields(shape, (n) => this.names.type(n));
    return shape.options.map((option, i) => ({
      field: fields[i]!,
      type: this.valueType(option),
      reader: this.reader(option),
      writer: this.writer(option),
      checker: this.checker(option),
    }));
  }

  /** Package-level helpers, in the order they were first needed. */
  helpers(): string[] {
    return [...this.hoisted.values()].map((h) => h.code);
  }

  named(name: string): NamedType | undefined {
    return this.ir.types.find((t) => t.name === name);
  }

  /** Shapes stored as json.RawMessage carry JSON null themselves. */
  isRaw(shape: Shape): boolean {
    return shape.kind === "any" || shape.kind === "null";
  }

  /** An untagged choice between string constants is just a string with a fixed set of values. */
  stringChoice(shape: Shape): string[] | undefined {
    if (shape.kind !== "choice") return undefined;
    const values = shape.options.map((o) =>
      o.kind === "literal" && typeof o.value === "string" && !o.nullable ? o.value : undefined,
    );
    return values.every((v) => v !== undefined) ? (values as string[]) : undefined;
  }

  /** The Go type of a shape without its nullability. */
  baseType(shape: Shape): string {
    switch (shape.kind) {
      case "ref":
        return this.names.type(shape.name);
      case "string":
        return "string";
      case "integer":
        return fitsInt64(shape.constraints) ? "int64" : go.number;
      case "number":
        return "float64";
      case "boolean":
        return "bool";
      case "literal":
        return typeof shape.value === "string"
          ? "string"
          : typeof shape.value === "boolean"
            ? "bool"
            : integral(shape.value)
              ? "int64"
              : "float64";
      case "array":
        return `[]${this.valueType(shape.items)}`;
      case "map":
        return `map[string]${this.valueType(shape.values)}`;
      case "choice":
        return this.isChoiceStruct(shape) ? this.choiceName(shape) : "string";
      default:
        return go.rawMessage;
    }
  }

  /** The Go type holding a value of the shape, null included where the schema allows it. */
  valueType(shape: Shape): string {
    return shape.nullable && !this.isRaw(shape) ? `Nullable[${this.baseType(shape)}]` : this.baseType(shape);
  }

  /** Types whose zero value (nil) can stand for "absent" without a pointer. */
  isNilable(shape: Shape): boolean {
    if (shape.nullable && !this.isRaw(shape)) return false;
    if (this.isRaw(shape) || shape.kind === "array" || shape.kind === "map") return true;
    if (shape.kind !== "ref") return false;
    const target = this.named(shape.name);
    return target?.kind === "union" || (target?.kind === "alias" && this.isNilable(target.shape));
  }

  /** Nil means "not set" for raw values and union interfaces, which have no usable zero value. */
  nilIsMissing(shape: Shape): boolean {
    if (shape.nullable && !this.isRaw(shape)) return false;
    if (this.isRaw(shape)) return true;
    if (shape.kind !== "ref") return false;
    const target = this.named(shape.name);
    return target?.kind === "union" || (target?.kind === "alias" && this.nilIsMissing(target.shape));
  }

  protected hoist(role: Role, key: string, build: (name: string) => string): string {
    const full = `${role}:${key}`;
    const found = this.hoisted.get(full);
    if (found !== undefined) return found.name;
    const prefix = { read: "shapeRead", write: "shapeWrite", check: "shapeCheck" }[role];
    const name = `${prefix}${++this.counter}`;
    // Reserve the name before building, so that recursive shapes terminate.
    this.hoisted.set(full, { name, code: "" });
    this.hoisted.set(full, { name, code: build(name) });
    return name;
  }

  /** A Go expression of type func(*decoder) (T, error) for valueType(shape). */
  abstract reader(shape: Shape): string;
  /** A Go expression of type func(*encoder, T) for valueType(shape). */
  abstract writer(shape: Shape): string;
  /** A Go expression of type func(T) error for valueType(shape), or undefined when nothing needs checking. */
  abstract checker(shape: Shape): string | undefined;
}

/** A choice's identity for its struct: nullability belongs to the field, not the struct. */
function choiceKey(shape: Shape): string {
  return JSON.stringify({ ...shape, nullable: false });
}
