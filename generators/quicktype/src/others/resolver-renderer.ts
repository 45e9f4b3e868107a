/**
 * What a quicktype renderer subclass needs to take its names from Canon's resolver: a type namer
 * that keeps every IR name as it is, and each enum's member names by core's enum-member policy.
 * Enum names cannot travel as `qt-accessors` (quicktype merges enums with the same values and
 * cannot merge their accessors), so the renderer asks here for the merged enum's names.
 * `takingResolverNames` makes such a subclass of any of quicktype's renderers.
 */
import { type EnumMemberLanguage, enumMemberNames, type ModuleIR } from "@canon-sdk/core";
import {
  type ConvenienceRenderer,
  type EnumType,
  funPrefixNamer,
  type Name,
  type Namer,
  type RenderContext,
  type SwiftRenderer,
  type TargetLanguage,
} from "quicktype-core";

export class ResolverNames {
  private readonly irNames: ReadonlySet<string>;
  /** The IR's enums, by name. */
  readonly enums: ReadonlySet<string>;
  private readonly enumNames = new Map<EnumType, Map<string, string>>();

  constructor(
    private readonly ir: ModuleIR,
    private readonly language: EnumMemberLanguage,
  ) {
    this.irNames = new Set(ir.types.map((type) => type.name));
    this.enums = new Set(ir.types.filter((type) => type.kind === "enum").map((type) => type.name));
  }

  /**
   * IR names kept as they are (quicktype would restyle acronyms: `JsonPointer` → `JSONPointer`);
   * names quicktype makes up for shapes the IR leaves unnamed keep quicktype's style.
   */
  typeNamer(styled: Namer): Namer {
    return funPrefixNamer("upper", (name) => (this.irNames.has(name) ? name : styled.nameStyle(name)));
  }

  /** A namer that takes the resolver's enum-member names as they are. */
  readonly enumCaseNamer: Namer = funPrefixNamer("enum-cases", (name) => name);

  /**
   * The resolver's name for one value of `e`, numbered in the IR's order of values where the enum
   * is the IR's (the policy numbers collisions in order), else in quicktype's.
   */
  enumCase(e: EnumType, value: string): string {
    let names = this.enumNames.get(e);
    if (names === undefined) {
      const values = this.irOrder(e) ?? [...e.cases];
      const spelled = enumMemberNames(this.language, values);
      names = new Map(values.map((v, i) => [v, spelled[i] as string]));
      this.enumNames.set(e, names);
    }
    return names.get(value) as string;
  }

  private irOrder(e: EnumType): readonly string[] | undefined {
    for (const type of this.ir.types)
      if (type.kind === "enum" && type.values.length === e.cases.size && type.values.every((v) => e.cases.has(v)))
        return type.values;
    return undefined;
  }
}

/** A renderer made by `takingResolverNames`: quicktype's three arguments, then the resolver's names. */
type ResolverNamed<R extends ConvenienceRenderer> = new (
  language: TargetLanguage,
  context: RenderContext,
  options: never,
  resolverNames: ResolverNames,
) => R & { readonly resolverNames: ResolverNames };

/**
 * A subclass of `renderer` with the resolver's type and enum-member names. The subclass is written
 * once over Swift's renderer type only because ConvenienceRenderer, the base every quicktype
 * renderer shares, is abstract (TypeScript lets no subclass call an abstract method through
 * super); it overrides and calls ConvenienceRenderer's methods alone, so it fits any renderer.
 */
export function takingResolverNames<R extends ConvenienceRenderer>(
  renderer: new (language: TargetLanguage, context: RenderContext, options: never) => R,
): ResolverNamed<R> {
  const base = renderer as unknown as typeof SwiftRenderer;
  class Named extends base {
    constructor(
      language: TargetLanguage,
      context: RenderContext,
      options: never,
      readonly resolverNames: ResolverNames,
    ) {
      super(language, context, options);
    }
    protected override makeNamedTypeNamer(): Namer {
      return this.resolverNames.typeNamer(super.makeNamedTypeNamer());
    }
    protected override makeEnumCaseNamer(): Namer {
      return this.resolverNames.enumCaseNamer;
    }
    protected override makeNameForEnumCase(e: EnumType, enumName: Name, value: string): Name {
      return super.makeNameForEnumCase(e, enumName, value, this.resolverNames.enumCase(e, value));
    }
  }
  return Named as unknown as ResolverNamed<R>;
}
