/**
 * Kotlin names from Canon's resolver, through quicktype's public API. Fields come through
 * `qt-accessors` (resolver-names.ts). The rest through a subclass of quicktype's exported Kotlin
 * language and kotlinx renderer: its type namer keeps each IR name as it is (quicktype would
 * restyle acronyms: `JsonPointer` → `JSONPointer`), and its enums are written with core's
 * enum-member policy (accessors cannot carry them: quicktype merges enums with the same values
 * and cannot merge their accessors). Names quicktype makes up for shapes the IR leaves unnamed
 * are still styled by quicktype.
 */
import { enumMemberNames, memberNamesIn, type ModuleIR } from "@canon-sdk/core";
import {
  type EnumType,
  funPrefixNamer,
  getOptionValues,
  KotlinTargetLanguage,
  kotlinOptions,
  KotlinXRenderer,
  type Name,
  type Namer,
  type RenderContext,
} from "quicktype-core";
import type { MemberNaming } from "../resolver-names.js";

export const kotlinNaming: MemberNaming = {
  language: "kotlin",
  fields(wireNames) {
    const taken = new Set<string>();
    return wireNames.map((wire) => memberNamesIn.kotlin.field(wire, taken));
  },
  enumMembers: (values) => enumMemberNames("kotlin", values),
};

/** A Kotlin string literal: JSON's escapes, but `$` starts a template and `\f` is not Kotlin's. */
const kotlinString = (value: string): string =>
  JSON.stringify(value).replace(/\\[\s\S]|\$/g, (escape) =>
    escape === "$" ? "\\$" : escape === "\\f" ? "\\u000C" : escape,
  );

class ResolverKotlinRenderer extends KotlinXRenderer {
  constructor(
    language: KotlinTargetLanguage,
    context: RenderContext,
    options: ConstructorParameters<typeof KotlinXRenderer>[2],
    private readonly ir: ModuleIR,
  ) {
    super(language, context, options);
  }

  protected override makeNamedTypeNamer(): Namer {
    const styled = super.makeNamedTypeNamer();
    const irNames = new Set(this.ir.types.map((type) => type.name));
    return funPrefixNamer("upper", (name) => (irNames.has(name) ? name : styled.nameStyle(name)));
  }

  /** The IR's order of values where the enum is the IR's (the policy numbers collisions in order). */
  protected override emitEnumDefinition(e: EnumType, enumName: Name): void {
    const own = this.ir.types.find((type) => type.kind === "enum" && type.name === this.sourcelikeToString(enumName));
    const values =
      own?.kind === "enum" && own.values.length === e.cases.size && own.values.every((v) => e.cases.has(v))
        ? own.values
        : [...e.cases];
    const names = enumMemberNames("kotlin", values);
    this.emitDescription(this.descriptionForType(e));
    this.emitLine("@Serializable");
    this.emitBlock(["enum class ", enumName, "(val value: String)"], () => {
      values.forEach((value, i) =>
        this.emitLine(
          `@SerialName(${kotlinString(value)}) ${names[i] as string}(${kotlinString(value)})`,
          i === values.length - 1 ? ";" : ",",
        ),
      );
    });
  }
}

class ResolverKotlinLanguage extends KotlinTargetLanguage {
  constructor(private readonly ir: ModuleIR) {
    super();
  }

  protected override makeRenderer(context: RenderContext, values: Record<string, unknown>): KotlinXRenderer {
    return new ResolverKotlinRenderer(this, context, getOptionValues(kotlinOptions, values as never), this.ir);
  }
}

/** quicktype's Kotlin (kotlinx) with the resolver's type and enum-entry names. */
export function kotlinLanguage(ir: ModuleIR): KotlinTargetLanguage {
  return new ResolverKotlinLanguage(ir);
}

/**
 * Every record and enum of the IR, as quicktype declared it: under the resolver's name, or the
 * generator fails here rather than emit glue and tests that name a type that is not there.
 */
export function resolverTypeNames(ir: ModuleIR, kotlin: string): (irName: string) => string {
  const declared = new Set(
    [...kotlin.matchAll(/^(?:data class|enum class|class|object|typealias)\s+(\w+)/gm)].map((m) => m[1] as string),
  );
  const missing = ir.types
    .filter((type) => (type.kind === "object" || type.kind === "enum") && !declared.has(type.name))
    .map((type) => type.name);
  if (missing.length > 0)
    throw new Error(`quicktype did not declare ${missing.join(", ")} under the resolver's name in Kotlin`);
  return (irName) => irName;
}
