/**
 * Go for inline shapes: the reader, writer and check functions that handle each shape, hoisted
 * into named package-level functions (ShapeTypes, shape-types.ts, gives the types).
 */
import type { Shape } from "@canon-sdk/core";
import { goString } from "./code.js";
import { go } from "./go-file.js";
import { fitsInt64, integral } from "./integers.js";
import { arrayCheck, mapCheck, numberCheck, stringCheck } from "./shape-checks.js";
import { ShapeTypes } from "./shape-types.js";

export class ShapeEmitter extends ShapeTypes {
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
      case "string": {
        const build = stringCheck(shape.constraints);
        return build === undefined ? undefined : this.hoist("check", key, build);
      }
      case "integer":
      case "number": {
        const build = numberCheck(shape.kind, shape.constraints);
        return typeof build === "function" ? this.hoist("check", key, build) : build;
      }
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
      case "array": {
        const item = this.checker(shape.items);
        const build = arrayCheck(
          shape,
          item,
          () => this.writer(shape.items),
          () => this.baseType(shape),
        );
        return build === undefined ? undefined : this.hoist("check", key, build);
      }
      case "map": {
        const build = mapCheck(shape, this.checker(shape.values), () => this.baseType(shape));
        return build === undefined ? undefined : this.hoist("check", key, build);
      }
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
