/**
 * IR shapes → Java types. quicktype's Java output renames types (`McpError` → `MCPError`, `Id` →
 * `ID`), turns `date-time` strings into `OffsetDateTime` (which re-encodes differently) and uses
 * getter/setter beans that cannot tell required from optional or `null` from absent, so Canon
 * emits the Java classes itself from the IR; inline literals and untagged choices get small named
 * classes next to their owner.
 */
import { inlineName, type ModuleIR, type Shape } from "@canon-sdk/core";

export interface JavaInline {
  readonly name: string;
  readonly kind: "literal" | "choice";
  readonly value?: string;
  readonly options?: readonly { type: string; shape: Shape }[];
  readonly nullable?: boolean;
}

export class JavaTypes {
  readonly inlines: JavaInline[] = [];
  private readonly taken = new Set<string>();
  private readonly aliases = new Map<string, string>();

  constructor(private readonly ir: ModuleIR) {
    for (const t of ir.types) this.taken.add(t.name);
  }

  /** The boxed Java type of a shape; null is carried by Java's own null (or `NullNode` for any). */
  type(shape: Shape, owner: string, path: readonly string[]): string {
    switch (shape.kind) {
      case "ref": {
        const target = this.ir.types.find((t) => t.name === shape.name);
        if (target?.kind !== "alias" || target.shape.kind === "choice") return shape.name;
        // An alias is spelled out where it is used, rendered once: its inline constructs are
        // declared once however many places (the mirror test included) refer to it.
        const known = this.aliases.get(target.name);
        if (known !== undefined) return known;
        const rendered = this.type(target.shape, target.name, []);
        this.aliases.set(target.name, rendered);
        return rendered;
      }
      case "string":
        return "String";
      case "integer":
        return "Long";
      case "number":
        return "Double";
      case "boolean":
        return "Boolean";
      case "null":
      case "any":
        return "JsonNode";
      case "literal":
        return typeof shape.value === "string"
          ? this.literal(shape.value, owner, path)
          : typeof shape.value === "boolean"
            ? "Boolean"
            : Number.isInteger(shape.value)
              ? "Long"
              : "Double";
      case "array":
        return `List<${this.type(shape.items, owner, [...path, "item"])}>`;
      case "map":
        return `Map<String, ${this.type(shape.values, owner, [...path, "value"])}>`;
      case "choice":
        return this.choice(shape, owner, path);
    }
  }

  fresh(owner: string, path: readonly string[]): string {
    const wanted = path.length === 0 ? owner : inlineName(owner, path);
    let name = wanted;
    for (
      let i = 2;
      this.taken.has(name) && !(path.length === 0 && i === 2 && name === owner && this.isAliasChoice(owner));
      i++
    )
      name = `${wanted}${i}`;
    this.taken.add(name);
    return name;
  }

  private isAliasChoice(name: string): boolean {
    const t = this.ir.types.find((x) => x.name === name);
    return t?.kind === "alias" && t.shape.kind === "choice";
  }

  private literal(value: string, owner: string, path: readonly string[]): string {
    const name = this.fresh(owner, path);
    this.inlines.push({ name, kind: "literal", value });
    return name;
  }

  private choice(shape: Shape & { kind: "choice" }, owner: string, path: readonly string[]): string {
    if (path.length === 0 && this.inlines.some((i) => i.name === owner)) return owner;
    const name = this.fresh(owner, path);
    const options = shape.options.map((option, index) => ({
      type: this.type(option, name, [`option ${index + 1}`]),
      shape: option,
    }));
    this.inlines.push({ name, kind: "choice", options, nullable: shape.options.some((o) => o.nullable) });
    return name;
  }
}
