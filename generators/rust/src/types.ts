/**
 * IR shapes → Rust types. Inline literals and untagged choices become small named enums declared
 * next to their owner. A reference to a type on a containment cycle is boxed
 * (cycles.ts) unless a `Vec` or a map already holds it.
 */
import { commentLines, inlineName, type Shape, stringLiteral } from "@canon-sdk/core";
import { attribute, binding, openBrace, tupleVariant } from "./format.js";

export interface RustInline {
  readonly name: string;
  readonly lines: readonly string[];
}

export class RustTypes {
  readonly inlines: RustInline[] = [];
  private readonly taken = new Set<string>();
  /** How many arrays or maps enclose the shape being rendered: inside one, no box is needed. */
  private indirection = 0;

  constructor(
    typeNames: readonly string[],
    private readonly cyclic: ReadonlySet<string> = new Set(),
  ) {
    for (const name of typeNames) this.taken.add(name);
  }

  /** The Rust type of a shape, ignoring its own nullability (callers decide how null is carried). */
  base(shape: Shape, owner: string, path: readonly string[]): string {
    switch (shape.kind) {
      case "ref":
        return this.cyclic.has(shape.name) && this.indirection === 0 ? `Box<${shape.name}>` : shape.name;
      case "string":
        return "String";
      case "integer":
        return "i64";
      case "number":
        return "f64";
      case "boolean":
        return "bool";
      case "null":
        return "()";
      case "any":
        return "serde_json::Value";
      case "literal":
        return typeof shape.value === "string"
          ? this.literal(shape.value, owner, path)
          : typeof shape.value === "boolean"
            ? "bool"
            : Number.isInteger(shape.value)
              ? "i64"
              : "f64";
      case "array":
        return `Vec<${this.indirect(() => this.full(shape.items, owner, [...path, "item"]))}>`;
      case "map":
        return `std::collections::BTreeMap<String, ${this.indirect(() => this.full(shape.values, owner, [...path, "value"]))}>`;
      case "choice":
        return this.choice(shape.options, owner, path);
    }
  }

  private indirect(render: () => string): string {
    this.indirection++;
    try {
      return render();
    } finally {
      this.indirection--;
    }
  }

  /** The type including nullability: `Option<T>`, except `Value`, which carries null itself. */
  full(shape: Shape, owner: string, path: readonly string[]): string {
    const base = this.base(shape, owner, path);
    return shape.nullable && shape.kind !== "any" && shape.kind !== "null" ? `Option<${base}>` : base;
  }

  /**
   * An alias: `pub type Name = …;` under its description, or the choice itself when the alias
   * names an untagged choice (the enum then carries the description).
   */
  alias(name: string, shape: Shape, description: string): string[] {
    if (shape.kind === "choice" && !shape.nullable) {
      this.taken.delete(name);
      this.choice(shape.options, name, [], description);
      return [];
    }
    // An alias stores nothing, so it needs no box of its own: references to it are boxed instead.
    const target = this.indirect(() => this.full(shape, name, []));
    return [...commentLines(description, "///"), ...binding("", `pub type ${name}`, target)];
  }

  private fresh(owner: string, path: readonly string[]): string {
    const wanted = path.length === 0 ? owner : inlineName(owner, path);
    let name = wanted;
    for (let i = 2; this.taken.has(name); i++) name = `${wanted}${i}`;
    this.taken.add(name);
    return name;
  }

  private literal(value: string, owner: string, path: readonly string[]): string {
    const name = this.fresh(owner, path);
    this.inlines.push({
      name,
      lines: [
        `/// The constant ${stringLiteral(value, "u{}").replace(/`/g, "'")}.`,
        "#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]",
        ...openBrace(`pub enum ${name}`),
        ...attribute("    ", "serde", [`rename = ${stringLiteral(value, "u{}")}`]),
        "    Value,",
        "}",
      ],
    });
    return name;
  }

  /** An untagged enum: serde tries the variants in order, so integers come before numbers. */
  private choice(options: readonly Shape[], owner: string, path: readonly string[], description = ""): string {
    const name = this.fresh(owner, path);
    const order = (s: Shape) => (s.kind === "integer" ? 0 : s.kind === "number" ? 1 : 0);
    const sorted = [...options].sort((a, b) => order(a) - order(b));
    const used = new Set<string>();
    const variants = sorted.map((option, index) => {
      const type = this.full(option, name, [`option ${index + 1}`]);
      let variant = variantName(option);
      if (used.has(variant)) variant = `${variant}${index + 1}`;
      used.add(variant);
      return tupleVariant("    ", variant, type);
    });
    this.inlines.push({
      name,
      lines: [
        ...commentLines(description, "///"),
        ...(description === "" ? [] : ["///"]),
        `/// One of several shapes, told apart by their JSON type.`,
        "#[derive(Debug, Clone, Serialize, Deserialize)]",
        "#[serde(untagged)]",
        ...openBrace(`pub enum ${name}`),
        ...variants.flat(),
        "}",
      ],
    });
    return name;
  }
}

function variantName(shape: Shape): string {
  switch (shape.kind) {
    case "ref":
      return shape.name;
    case "array":
      return "List";
    case "map":
      return "Map";
    case "literal":
      return "Constant";
    case "any":
      return "Json";
    case "choice":
      return "Choice";
    default:
      return shape.kind.charAt(0).toUpperCase() + shape.kind.slice(1);
  }
}
