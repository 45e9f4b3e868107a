/**
 * Go for inline shapes: the Go type of a shape, and the reader, writer and check functions that
 * handle it. Helpers for composite shapes are hoisted into named package-level functions, one per
 * distinct shape, in first-use order so that output is deterministic.
 */
import type { ModuleIR, NamedType, NumberConstraints, Shape } from "@canon-sdk/core";
import { type ChoiceOption, choiceDeclaration, optionFields, optionLabel } from "./choices.js";
import { goNumber, goString } from "./code.js";
import { go } from "./go-file.js";
import type { GoNames } from "./names.js";

type Role = "read" | "write" | "check";

export class ShapeEmitter {
  private readonly hoisted = new Map<string, { name: string; code: string }>();
  private counter = 0;
  /** The Go struct of each untagged choice, by its shape without nullability. */
  private readonly choices = new Map<string, string>();

  constructor(
    private readonly ir: ModuleIR,
    private readonly names: GoNames,
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
  private choiceName(shape: Extract<Shape, { kind: "choice" }>): string {
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

  private hoist(role: Role, key: string, build: (name: string) => string): string {
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
  reader(shape: Shape): string {
    if (shape.nullable && !this.isRaw(shape)) {
      const inner = this.reader({ ...shape, nullable: false } as Shape);
      return this.hoist(
        "read",
        JSON.stringify(shape),
        (n) => `func ${n}(d *decoder) (${this.valueType(shape)}, error) {\n\treturn readNullable(d, ${inner})\n}\n`,
      );
    }
    switch (shape.kind) {
      case "ref":
        return this.names.decode(shape.name);
      case "string":
        return "(*decoder).readString";
      case "integer":
        return fitsInt64(shape.constraints) ? "(*decoder).readInt" : "(*decoder).readInteger";
      case "number":
        return "(*decoder).readFloat";
      case "boolean":
        return "(*decoder).readBool";
      case "literal":
        if (typeof shape.value !== "string")
          return typeof shape.value === "boolean"
            ? "(*decoder).readBool"
            : integral(shape.value)
              ? "(*decoder).readInt"
              : "(*decoder).readFloat";
        return this.hoist(
          "read",
          JSON.stringify(shape),
          (n) =>
            `func ${n}(d *decoder) (string, error) {\n\treturn readConst(d, ${goString(shape.value as string)})\n}\n`,
        );
      case "array": {
        const item = this.reader(shape.items);
        return this.hoist(
          "read",
          JSON.stringify(shape),
          (n) => `func ${n}(d *decoder) (${this.baseType(shape)}, error) {\n\treturn readArray(d, ${item})\n}\n`,
        );
      }
      case "map": {
        const value = this.reader(shape.values);
        return this.hoist(
          "read",
          JSON.stringify(shape),
          (n) => `func ${n}(d *decoder) (${this.baseType(shape)}, error) {\n\treturn readMap(d, ${value})\n}\n`,
        );
      }
      case "choice":
        return this.isChoiceStruct(shape) ? `decode${this.choiceName(shape)}` : "(*decoder).readString";
      default:
        return "(*decoder).readRaw";
    }
  }

  /** A Go expression of type func(*encoder, T) for valueType(shape). */
  writer(shape: Shape): string {
    if (shape.nullable && !this.isRaw(shape)) {
      const inner = this.writer({ ...shape, nullable: false } as Shape);
      return this.hoist(
        "write",
        JSON.stringify(shape),
        (n) => `func ${n}(e *encoder, v ${this.valueType(shape)}) {\n\twriteNullable(e, v, ${inner})\n}\n`,
      );
    }
    switch (shape.kind) {
      case "ref":
        return this.names.encode(shape.name);
      case "string":
        return "writeString";
      case "integer":
        return fitsInt64(shape.constraints) ? "writeInt" : "writeInteger";
      case "number":
        return "writeFloat";
      case "boolean":
        return "writeBool";
      case "literal":
        return typeof shape.value === "string"
          ? "writeString"
          : typeof shape.value === "boolean"
            ? "writeBool"
            : integral(shape.value)
              ? "writeInt"
              : "writeFloat";
      case "array": {
        const item = this.writer(shape.items);
        return this.hoist(
          "write",
          JSON.stringify(shape),
          (n) => `func ${n}(e *encoder, v ${this.baseType(shape)}) {\n\twriteArray(e, v, ${item})\n}\n`,
        );
      }
      case "map": {
        const value = this.writer(shape.values);
        return this.hoist(
          "write",
          JSON.stringify(shape),
          (n) => `func ${n}(e *encoder, v ${this.baseType(shape)}) {\n\twriteMap(e, v, ${value})\n}\n`,
        );
      }
      case "choice":
        return this.isChoiceStruct(shape) ? `encode${this.choiceName(shape)}` : "writeString";
      default:
        return "writeRaw";
    }
  }

  /** A Go expression of type func(T) error for valueType(shape), or undefined when nothing needs checking. */
  checker(shape: Shape): string | undefined {
    const key = JSON.stringify(shape);
    if (shape.nullable && !this.isRaw(shape)) {
      const inner = this.checker({ ...shape, nullable: false } as Shape);
      if (inner === undefined) return undefined;
      return this.hoist(
        "check",
        key,
        (n) =>
          `func ${n}(v ${this.valueType(shape)}) error {\n\tif v.Null {\n\t\treturn nil\n\t}\n\treturn ${inner}(v.Value)\n}\n`,
      );
    }
    switch (shape.kind) {
      case "ref":
        return this.names.check(shape.name);
      case "string":
        return this.stringChecker(shape.constraints, key);
      case "integer":
      case "number":
        return this.numberChecker(shape.kind, shape.constraints, key);
      case "literal": {
        const want = typeof shape.value === "string" ? goString(shape.value) : String(shape.value);
        if (typeof shape.value === "string")
          return this.hoist("check", key, (n) => `func ${n}(v string) error {\n\treturn constEquals(v, ${want})\n}\n`);
        const type = this.baseType(shape);
        return this.hoist(
          "check",
          key,
          (n) =>
            `func ${n}(v ${type}) error {\n\tif v != ${want} {\n\t\treturn &ValidationError{Code: CodeConst, Message: ${goString(`must be ${String(shape.value)}`)}}\n\t}\n\treturn nil\n}\n`,
        );
      }
      case "array":
        return this.arrayChecker(shape, key);
      case "map":
        return this.mapChecker(shape, key);
      case "choice":
        return this.choiceChecker(shape, key);
      case "any":
        return shape.nullable ? undefined : "notNull";
      case "null":
        return this.hoist(
          "check",
          key,
          (n) =>
            `func ${n}(v ${go.rawMessage}) error {\n\tif string(v) != "null" {\n\t\treturn &ValidationError{Code: CodeType, Message: "must be null"}\n\t}\n\treturn nil\n}\n`,
        );
      default:
        return undefined;
    }
  }

  private stringChecker(
    c: { minLength?: number; maxLength?: number; pattern?: string; format?: string },
    key: string,
  ): string | undefined {
    if (c.minLength === undefined && c.maxLength === undefined && c.pattern === undefined && c.format === undefined)
      return undefined;
    const pattern =
      c.pattern === undefined
        ? "nil"
        : `${go.mustCompile}(${/[`\r]/.test(c.pattern) ? goString(c.pattern) : `\`${c.pattern}\``})`;
    const rule = `stringRule{minLength: ${c.minLength ?? 0}, maxLength: ${c.maxLength ?? -1}, pattern: ${pattern}, format: ${goString(c.format ?? "")}}`;
    return this.hoist(
      "check",
      key,
      (n) => `var ${n}Rule = ${rule}\n\nfunc ${n}(v string) error {\n\treturn ${n}Rule.check(v)\n}\n`,
    );
  }

  private numberChecker(
    kind: "integer" | "number",
    c: {
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      exclusiveMaximum?: number;
      multipleOf?: number;
    },
    key: string,
  ): string | undefined {
    const parts: string[] = [];
    const add = (flag: string, field: string, value: number | undefined) => {
      if (value !== undefined) parts.push(`${flag}: true, ${field}: ${goNumber(value)}`);
    };
    add("hasMin", "min", c.minimum);
    add("hasMax", "max", c.maximum);
    add("hasExclusiveMin", "exclusiveMin", c.exclusiveMinimum);
    add("hasExclusiveMax", "exclusiveMax", c.exclusiveMaximum);
    add("hasMultipleOf", "multipleOf", c.multipleOf);
    if (kind === "integer" && !fitsInt64(c)) {
      if (parts.length === 0) return "checkAnyInteger";
      return this.hoist(
        "check",
        key,
        (n) =>
          `var ${n}Rule = numberRule{${parts.join(", ")}}\n\nfunc ${n}(v ${go.number}) error {\n\treturn checkInteger(v, &${n}Rule)\n}\n`,
      );
    }
    if (parts.length === 0) return undefined;
    const type = kind === "integer" ? "int64" : "float64";
    return this.hoist(
      "check",
      key,
      (n) =>
        `var ${n}Rule = numberRule{${parts.join(", ")}}\n\nfunc ${n}(v ${type}) error {\n\treturn ${n}Rule.check(float64(v))\n}\n`,
    );
  }

  private arrayChecker(shape: Extract<Shape, { kind: "array" }>, key: string): string | undefined {
    const item = this.checker(shape.items);
    const bounded = shape.minItems !== undefined || shape.maxItems !== undefined;
    if (item === undefined && !bounded && !shape.uniqueItems) return undefined;
    const writer = shape.uniqueItems ? this.writer(shape.items) : "";
    return this.hoist("check", key, (n) => {
      let body = "";
      if (bounded)
        body += `\tif err := countWithin(len(v), ${shape.minItems ?? 0}, ${shape.maxItems ?? -1}, CodeMinItems, CodeMaxItems, "items"); err != nil {\n\t\treturn err\n\t}\n`;
      if (shape.uniqueItems) body += `\tif err := itemsUnique(v, ${writer}); err != nil {\n\t\treturn err\n\t}\n`;
      if (item !== undefined)
        body += `\tfor i, item := range v {\n\t\tif err := ${item}(item); err != nil {\n\t\t\treturn atIndex(err, i)\n\t\t}\n\t}\n`;
      return `func ${n}(v ${this.baseType(shape)}) error {\n${body}\treturn nil\n}\n`;
    });
  }

  private mapChecker(shape: Extract<Shape, { kind: "map" }>, key: string): string | undefined {
    const value = this.checker(shape.values);
    const bounded = shape.minProperties !== undefined || shape.maxProperties !== undefined;
    if (value === undefined && !bounded) return undefined;
    return this.hoist("check", key, (n) => {
      let body = "";
      if (bounded)
        body += `\tif err := countWithin(len(v), ${shape.minProperties ?? 0}, ${shape.maxProperties ?? -1}, CodeMinProperties, CodeMaxProperties, "properties"); err != nil {\n\t\treturn err\n\t}\n`;
      if (value !== undefined)
        body += `\tfor k, value := range v {\n\t\tif err := ${value}(value); err != nil {\n\t\t\treturn at(err, k)\n\t\t}\n\t}\n`;
      return `func ${n}(v ${this.baseType(shape)}) error {\n${body}\treturn nil\n}\n`;
    });
  }

  private choiceChecker(shape: Extract<Shape, { kind: "choice" }>, key: string): string {
    const strings = this.stringChoice(shape);
    if (strings !== undefined) {
      // A schema may list a value twice (ajv accepts it); Go refuses a duplicate case.
      const cases = [...new Set(strings)].map(goString).join(", ");
      const message = goString(`must be one of ${strings.map((s) => JSON.stringify(s)).join(", ")}`);
      return this.hoist(
        "check",
        key,
        (n) =>
          `func ${n}(v string) error {\n\tswitch v {\n\tcase ${cases}:\n\t\treturn nil\n\t}\n\treturn &ValidationError{Code: CodeEnum, Message: ${message}}\n}\n`,
      );
    }
    return `check${this.choiceName(shape)}`;
  }
}

/** A choice's identity for its struct: nullability belongs to the field, not the struct. */
function choiceKey(shape: Shape): string {
  return JSON.stringify({ ...shape, nullable: false });
}

/**
 * An integer the schema bounds on both sides within int64 is an `int64`. Any other is a
 * `json.Number` holding a JSON integer as written: JSON Schema's integers have no size limit
 * (1e+300 is one), and a Go type that cannot hold a valid document would disagree with every
 * other validator about it.
 */
export function fitsInt64(c: NumberConstraints): boolean {
  const lows = [c.minimum, c.exclusiveMinimum].filter((v) => v !== undefined);
  const highs = [c.maximum, c.exclusiveMaximum].filter((v) => v !== undefined);
  if (lows.length === 0 || highs.length === 0) return false;
  return Math.max(...lows) >= -(2 ** 63) && Math.min(...highs) < 2 ** 63;
}

/** An integer constant is an `int64` in Go, as an integer property is (JSON's 3.0 still reads as 3). */
function integral(value: number): boolean {
  return Number.isSafeInteger(value);
}
