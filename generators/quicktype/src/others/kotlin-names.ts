/**
 * Kotlin names from Canon's resolver, through quicktype's public API. Fields come through
 * `qt-accessors` (resolver-names.ts). The rest through a subclass of quicktype's exported Kotlin
 * language and kotlinx renderer: its type namer keeps each IR name as it is (quicktype would
 * restyle acronyms: `JsonPointer` → `JSONPointer`), and its enums are written with core's
 * enum-member policy (accessors cannot carry them: quicktype merges enums with the same values
 * and cannot merge their accessors). Names quicktype makes up for shapes the IR leaves unnamed
 * are still styled by quicktype.
 */
import { enumMemberNames, fieldNamesIn, type ModuleIR } from "@canon-sdk/core";
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
  removeNullFromUnion,
  type Type,
  type UnionType,
} from "quicktype-core";
import type { MemberNaming } from "../resolver-names.js";
import { untaggedSerializer } from "./kotlin-untagged.js";
import { DECLARATIONS, ENUM_DECLARATIONS } from "./names.js";

export const kotlinNaming: MemberNaming = {
  language: "kotlin",
  fields: (wireNames) => fieldNamesIn("kotlin", wireNames),
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

  /** A choice with no null member: decoded by its own serializer (kotlin-untagged.ts), not as polymorphic. */
  private untaggedMembers(u: UnionType): [string, string][] | undefined {
    const [maybeNull, nonNulls] = removeNullFromUnion(u, (t: Type) => (t.kind === "class" ? "class" : `_${t.kind}`));
    if (maybeNull !== null) return undefined;
    const members: [string, string][] = [];
    this.forEachUnionMember(u, nonNulls, "none", null, (name, t) =>
      members.push([this.sourcelikeToString(name), this.sourcelikeToString(this.kotlinType(t))]),
    );
    return members;
  }

  protected override emitClassAnnotations(c: Type, className: Name): void {
    if (c.kind === "union" && this.untaggedMembers(c as UnionType) !== undefined)
      this.emitLine("@Serializable(with = ", className, "Serializer::class)");
    else super.emitClassAnnotations(c, className);
  }

  protected override emitUnionDefinition(u: UnionType, unionName: Name): void {
    super.emitUnionDefinition(u, unionName);
    const members = this.untaggedMembers(u);
    if (members === undefined) return;
    this.ensureBlankLine();
    for (const line of untaggedSerializer(this.sourcelikeToString(unionName), members)) this.emitLine(line);
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
 * Every record and enum of the IR, as quicktype declared it in `lang` (an enum as an enum, not a
 * holder class of the same name): under the resolver's name,
 * or the generator fails here rather than emit glue and tests that name a type that is not there.
 */
export function resolverTypeNames(ir: ModuleIR, rendered: string, lang: string): (irName: string) => string {
  const names = (pattern: RegExp) => new Set([...rendered.matchAll(pattern)].map((m) => m[1] as string));
  const declared = names(DECLARATIONS[lang] as RegExp);
  const enums = names(ENUM_DECLARATIONS[lang] as RegExp);
  const missing = ir.types
    .filter((type) =>
      type.kind === "enum" ? !enums.has(type.name) : type.kind === "object" && !declared.has(type.name),
    )
    .map((type) => type.name);
  if (missing.length > 0)
    throw new Error(`quicktype did not declare ${missing.join(", ")} under the resolver's name in ${lang}`);
  return (irName) => irName;
}
