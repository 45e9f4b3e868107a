/**
 * The names quicktype actually gave the IR's types. quicktype restyles acronyms on its own (Kotlin
 * and Swift write `UrlSource` as `URLSource`, C# writes `JSONThing` as `JsonThing`) and has no
 * option to keep a name as given, so the union glue looks each member up among the declarations
 * quicktype rendered, matching names case-insensitively.
 */

/** A top-level declaration in quicktype's output, per language; group 1 is the name. */
export const DECLARATIONS: Record<string, RegExp> = {
  kotlin: /^(?:data class|enum class|class|object|typealias)\s+(\w+)/gm,
  swift: /^(?:public\s+)?(?:struct|class|enum|typealias)\s+(\w+)/gm,
  csharp: /^\s*public\s+(?:partial\s+)?(?:class|enum|struct)\s+(\w+)/gm,
  dart: /^(?:class|enum)\s+(\w+)/gm,
};

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Returns a lookup from an IR type name to quicktype's spelling of it. */
export function quicktypeNames(rendered: string, lang: string): (irName: string) => string {
  const declaration = DECLARATIONS[lang];
  const byKey = new Map<string, string[]>();
  for (const match of declaration === undefined ? [] : rendered.matchAll(declaration)) {
    const name = match[1] as string;
    const found = byKey.get(key(name)) ?? [];
    if (!found.includes(name)) byKey.set(key(name), [...found, name]);
  }
  return (irName) => {
    const found = byKey.get(key(irName)) ?? [];
    if (found.includes(irName)) return irName;
    if (found.length === 1) return found[0] as string;
    // Not rendered, or ambiguous: keep the IR's name so the compiler names the problem.
    return irName;
  };
}
