/**
 * The one enum-member naming policy every generator uses, so that a value is spelled the same way
 * in the docs, the linter and each language: the value's words in the language's case (SCREAMING_SNAKE
 * for TypeScript constants, Python, Java, Dart; PascalCase for Go constants, after the type name, and
 * Rust, Kotlin and C# members, those three also upper-casing a letter after a digit;
 * lowerCamelCase for Swift cases), then, in this order:
 * - no letter or digit at all (`""`, `"*"`, `"é"`) → `EMPTY` / `Empty` (Swift `empty`);
 * - a leading digit (`"1st"`) → `V_1ST` / `V1st` (Rust `V1St`, Swift `v1st`), an identifier in every language;
 * - a spelling an earlier value already took, compared case-insensitively (`"a-b"`, `"a_b"`,
 *   `"A B"`) → numbered from 2 with the case's separator: `A_B`, `A_B_2`, `A_B_3` / `AB`, `AB2`, `AB3`;
 * - then a keyword or reserved identifier of the language → a trailing `_` (`Self_` in Rust).
 * The same values in the same order always give the same names.
 */
import { kotlinReserved, swiftReserved } from "./member-names.js";
import { camelCase, pascalCase, screamingSnakeCase } from "./naming.js";

export type EnumMemberLanguage =
  | "typescript"
  | "python"
  | "go"
  | "rust"
  | "java"
  | "kotlin"
  | "swift"
  | "csharp"
  | "dart";

interface Style {
  readonly spell: (value: string) => string;
  readonly empty: string;
  readonly digitPrefix: string;
  readonly separator: string;
  readonly keywords: ReadonlySet<string>;
}

const screaming = (keywords: string): Style => ({
  spell: screamingSnakeCase,
  empty: "EMPTY",
  digitPrefix: "V_",
  separator: "_",
  keywords: new Set(keywords.split(" ")),
});
// In Rust a letter after a digit is upper case (`a2a` → `A2A`), as type names spell it (type-names.ts);
// Go constants keep plain PascalCase after the type name (`RunTransportA2a`).
const pascalWords = (value: string): string =>
  pascalCase(value).replace(/([0-9])([a-z])/g, (_, digit: string, letter: string) => digit + letter.toUpperCase());
const pascal = (keywords: string, spell = pascalCase): Style => ({
  spell,
  empty: "Empty",
  digitPrefix: "V",
  separator: "",
  keywords: new Set(keywords.split(" ")),
});

const styles: Record<EnumMemberLanguage, Style> = {
  // Keywords are lower case, and attributes of Python's Enum start with `_` or are lower case too.
  typescript: screaming(""),
  python: screaming(""),
  java: screaming(""),
  // Go prefixes the type name, so no constant can be a keyword.
  go: pascal(""),
  // Variants live in their enum's namespace: `Self` cannot be one, and `Some`, `None`, `Ok`, `Err`
  // would read as the prelude's.
  rust: pascal("Self Some None Ok Err", pascalWords),
  // Kotlin entries are PascalCase, as Rust variants; quicktype's renderer reserves some
  // capitalised names (`String`, `Enum`, …) in an enum's namespace.
  kotlin: pascal([...kotlinReserved].join(" "), pascalWords),
  // Swift cases are lowerCamelCase, and some keywords are lower case too.
  swift: { ...pascal([...swiftReserved].join(" "), camelCase), empty: "empty", digitPrefix: "v" },
  // C# members are PascalCase as Rust's and Kotlin's (C#'s keywords are all lower case).
  csharp: pascal("", pascalWords),
  // Dart's constants are written as Canon's Dart target has always spelled them, SCREAMING_SNAKE.
  dart: screaming(""),
};

export function enumMemberNames(language: EnumMemberLanguage, values: readonly string[]): string[] {
  const style = styles[language];
  const taken = new Set<string>();
  return values.map((value) => {
    let base = style.spell(value) || style.empty;
    if (/^[0-9]/.test(base)) base = `${style.digitPrefix}${base}`;
    let name = base;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base}${style.separator}${i}`;
    taken.add(name.toLowerCase());
    // Escaped last, so a numbered spelling stays in the language's case (`Self2`, not `Self_2`).
    return style.keywords.has(name) ? `${name}_` : name;
  });
}
