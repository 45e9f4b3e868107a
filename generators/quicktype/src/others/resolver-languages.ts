/**
 * Swift, C# and Dart names from Canon's resolver, through quicktype's public API: fields through
 * `qt-accessors` (resolver-names.ts), type and enum-member names through a subclass of each
 * language's exported renderer (resolver-renderer.ts). The strict check that every IR type was
 * declared under its own name is `resolverTypeNames` in kotlin-names.ts.
 */
import { fieldNamesIn, type ModuleIR } from "@canon-sdk/core";
import {
  CSharpTargetLanguage,
  DartRenderer,
  DartTargetLanguage,
  dartOptions,
  getOptionValues,
  type Name,
  type RenderContext,
  type Type,
  SwiftRenderer,
  SwiftTargetLanguage,
  SystemTextJsonCSharpRenderer,
  swiftOptions,
  systemTextJsonCSharpOptions,
} from "quicktype-core";
import type { MemberNaming } from "../resolver-names.js";
import { ResolverNames, takingResolverNames } from "./resolver-renderer.js";

export const swiftNaming: MemberNaming = {
  language: "swift",
  fields: (wires, type) => fieldNamesIn("swift", wires, type),
};
// quicktype keys accessors by its language's first name, which for C# is `cs`.
export const csharpNaming: MemberNaming = {
  language: "cs",
  fields: (wires, type) => fieldNamesIn("csharp", wires, type),
};
export const dartNaming: MemberNaming = {
  language: "dart",
  fields: (wires, type) => fieldNamesIn("dart", wires, type),
};

const ResolverSwiftRenderer = takingResolverNames(SwiftRenderer);
const ResolverDartRenderer = takingResolverNames(DartRenderer);

class ResolverCSharpRenderer extends takingResolverNames(SystemTextJsonCSharpRenderer) {
  /**
   * A top-level enum gets a holder class for its `FromJson` (a C# enum has no methods), named
   * after the top level; it is `<Enum>Json`, so that the enum itself keeps the IR's name.
   */
  protected override makeNameForTopLevel(t: Type, givenName: string, namedType: Type | undefined): Name {
    const holder = namedType === undefined && this.resolverNames.enums.has(givenName) ? `${givenName}Json` : givenName;
    return super.makeNameForTopLevel(t, holder, namedType);
  }
}

/** quicktype's Swift with the resolver's type and enum-case names. */
export function swiftLanguage(ir: ModuleIR): SwiftTargetLanguage {
  return new (class extends SwiftTargetLanguage {
    protected override makeRenderer(context: RenderContext, values: Record<string, unknown>): SwiftRenderer {
      const options = getOptionValues(swiftOptions, values as never) as never;
      return new ResolverSwiftRenderer(this, context, options, new ResolverNames(ir, "swift"));
    }
  })();
}

/** quicktype's C# (System.Text.Json, the only framework Canon's C# target uses) with the resolver's names. */
export function csharpLanguage(ir: ModuleIR): CSharpTargetLanguage {
  return new (class extends CSharpTargetLanguage {
    protected override makeRenderer(
      context: RenderContext,
      values: Record<string, unknown>,
    ): SystemTextJsonCSharpRenderer {
      const options = getOptionValues(systemTextJsonCSharpOptions, values as never) as never;
      return new ResolverCSharpRenderer(this, context, options, new ResolverNames(ir, "csharp"));
    }
  })();
}

/** quicktype's Dart with the resolver's type and enum-member names. */
export function dartLanguage(ir: ModuleIR): DartTargetLanguage {
  return new (class extends DartTargetLanguage {
    protected override makeRenderer(context: RenderContext, values: Record<string, unknown>): DartRenderer {
      const options = getOptionValues(dartOptions, values as never) as never;
      return new ResolverDartRenderer(this, context, options, new ResolverNames(ir, "dart"));
    }
  })();
}
