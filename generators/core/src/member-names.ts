/**
 * How each language spells the members of one type (fields), for the generators that emit them
 * and for the linter: Rust, Java and the quicktype languages (Kotlin, Swift, C#, Dart). One
 * collision policy: a name already taken in the type is numbered from 2; a keyword or a name the
 * language's generated code already uses takes a trailing `_`. Nothing here refuses a schema.
 */
import { camelCase, pascalCase, snakeCase } from "./naming.js";

/** Numbers a taken name from 2 (`name2`, or `name_2` in snake_case): every resolver's one collision policy. */
export function claimNumbered(base: string, taken: Set<string>, separator: string): string {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${separator}${i}`;
  taken.add(name);
  return name;
}

/** Rust's keywords (strict, reserved, and 2024's `gen`). */
const rustKeywords = new Set(
  (
    "as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref return " +
    "self Self static struct super trait true type unsafe use where while async await dyn abstract become box do final macro override priv " +
    "typeof unsized virtual yield try gen"
  ).split(" "),
);
/** Keywords that cannot be raw identifiers. */
const rustNotRaw = new Set(["self", "Self", "crate", "super"]);

/** Java's keywords, literals and the contextual keywords that cannot name a field. */
const javaKeywords = new Set(
  (
    "abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally " +
    "float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp " +
    "super switch synchronized this throw throws transient try void volatile while true false null var record yield sealed permits _"
  ).split(" "),
);

/**
 * How Rust and Java spell the members of one type. Each call claims a name in `taken` (one set per
 * struct, class or enum, in declaration order): a keyword or reserved identifier is renamed the
 * language's way, a name already taken is numbered from 2. Nothing here refuses a schema.
 */
export const memberNamesIn = {
  rust: {
    /** snake_case; a keyword becomes a raw identifier (`r#type`), or takes `_` where Rust has no raw form. */
    field(wire: string, taken: Set<string>): string {
      let name = snakeCase(wire) || "field";
      if (/^[0-9]/.test(name)) name = `n_${name}`;
      if (rustNotRaw.has(name)) name = `${name}_`;
      else if (rustKeywords.has(name)) name = `r#${name}`;
      return claimNumbered(name, taken, "_");
    },
  },
  java: {
    /** camelCase; a keyword takes `_`, a leading digit a `_` prefix. */
    field(wire: string, taken: Set<string>): string {
      return claimNumbered(javaIdentifier(camelCase(wire) || "field"), taken, "");
    },
  },
  kotlin: {
    /** camelCase; a keyword or a name quicktype's Kotlin output uses takes `_`, a leading digit a `_` prefix. */
    field(wire: string, taken: Set<string>): string {
      const camel = camelCase(wire) || "field";
      const spelled = /^[0-9]/.test(camel) ? `_${camel}` : camel;
      return claimNumbered(kotlinReserved.has(spelled) ? `${spelled}_` : spelled, taken, "");
    },
  },
  swift: {
    /** lowerCamelCase; a keyword or a name quicktype's Swift output uses takes `_`, a leading digit a `_` prefix. */
    field(wire: string, taken: Set<string>): string {
      const camel = camelCase(wire) || "field";
      const spelled = /^[0-9]/.test(camel) ? `_${camel}` : camel;
      return claimNumbered(swiftReserved.has(spelled) ? `${spelled}_` : spelled, taken, "");
    },
  },
  csharp: {
    /**
     * PascalCase (C#'s keywords are all lower case); a leading digit takes a `_` prefix. A name
     * equal to its enclosing type (C# forbids it) or to a member every object has takes `_`.
     */
    field(wire: string, taken: Set<string>, typeName?: string): string {
      const pascal = pascalCase(wire) || "Field";
      const spelled = /^[0-9]/.test(pascal) ? `_${pascal}` : pascal;
      const clashes = csharpMemberReserved.has(spelled) || spelled === typeName;
      return claimNumbered(clashes ? `${spelled}_` : spelled, taken, "");
    },
  },
  dart: {
    /**
     * lowerCamelCase; a keyword or a member quicktype's Dart classes declare takes `_`. A leading
     * digit takes a `v` prefix: a leading `_` would make the field private to its library.
     */
    field(wire: string, taken: Set<string>): string {
      const camel = camelCase(wire) || "field";
      const spelled = /^[0-9]/.test(camel) ? `v${camel}` : camel;
      return claimNumbered(dartReserved.has(spelled) ? `${spelled}_` : spelled, taken, "");
    },
  },
} as const;

/** A language whose members `memberNamesIn` spells. */
export type MemberLanguage = keyof typeof memberNamesIn;

/**
 * The field names of one type in `language`, for its wire names in declaration order: one claim
 * set per type, as the generators declare them (and as `canon compat --category api` compares
 * them). `typeName` matters to C# only (a member may not be named as its type).
 */
export function fieldNamesIn(language: MemberLanguage, wireNames: readonly string[], typeName?: string): string[] {
  const field: (wire: string, taken: Set<string>, typeName?: string) => string = memberNamesIn[language].field;
  const taken = new Set<string>();
  return wireNames.map((wire) => field(wire, taken, typeName));
}

/**
 * Kotlin's hard keywords, and the names quicktype's Kotlin renderer reserves in every namespace
 * (a property or enum entry spelled as one of them would clash with its own declarations).
 */
export const kotlinReserved: ReadonlySet<string> = new Set(
  (
    "as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while " +
    "klaxon toJson Any Boolean Double Float Long Int Short System Byte String Array List Map Enum Class JsonObject JsonValue Converter Klaxon"
  ).split(" "),
);

function javaIdentifier(name: string): string {
  const spelled = /^[0-9]/.test(name) ? `_${name}` : name;
  return javaKeywords.has(spelled) ? `${spelled}_` : spelled;
}

/**
 * Swift's keywords, contextual ones included, and the names quicktype's Swift output declares or
 * calls next to each record (`init(fromURL:)`, `jsonData()`, `with(…)`, its helper functions):
 * quicktype refuses a given name that is one of them.
 */
export const swiftReserved: ReadonlySet<string> = new Set(
  (
    "associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private precedencegroup " +
    "protocol public rethrows static struct subscript typealias var break case catch continue default defer do else fallthrough for " +
    "guard if in repeat return switch throw throws where while Any as await false is nil self Self super true try _ " +
    "associativity convenience didSet dynamic final get indirect infix lazy left mutating nonmutating optional override postfix " +
    "precedence prefix Protocol required right set Type unowned weak willSet String Int Double Bool Data Date URL CommandLine " +
    "FileHandle JSONSerialization json fromURL jsonData jsonString with checkNull removeNSNull nilToNSNull convertArray " +
    "convertOptional convertDict convertDouble"
  ).split(" "),
);

/** Members every C# object has, and those quicktype's System.Text.Json classes declare. */
export const csharpMemberReserved: ReadonlySet<string> = new Set(
  "ToString GetHashCode Finalize Equals GetType MemberwiseClone ReferenceEquals ToJson FromJson Required".split(" "),
);

/**
 * Dart's reserved words and built-in identifiers, the names quicktype's Dart output uses (it
 * refuses a given name that is one of them), and the members every Dart object inherits.
 */
export const dartReserved: ReadonlySet<string> = new Set(
  (
    "abstract as assert async await break case catch class const continue covariant default deferred do dynamic else enum export " +
    "extends external factory false final finally for get if implements import in interface is library mixin new null operator " +
    "part rethrow return set static super switch sync this throw true try typedef var void while with yield " +
    "int double bool Map List String File fromJson toJson fromMap toMap copyWith hashCode runtimeType toString noSuchMethod"
  ).split(" "),
);
