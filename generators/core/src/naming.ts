/**
 * Naming helpers shared by every generator: word splitting, case conversion, the reserved words
 * of each target and the type names each target reserves, so that the linter and the generators
 * agree on every name (member names of the other languages: member-names.ts).
 */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0);
}

const capitalize = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export const pascalCase = (name: string): string => words(name).map(capitalize).join("");
export const camelCase = (name: string): string => {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};
export const snakeCase = (name: string): string =>
  words(name)
    .map((w) => w.toLowerCase())
    .join("_");
export const screamingSnakeCase = (name: string): string => snakeCase(name).toUpperCase();

export const reserved = {
  typescript: new Set(
    (
      "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with as implements interface let package private protected public static yield any boolean number string symbol unknown never object bigint type of " +
      "Array Object String Number Boolean Symbol Record Partial Required Readonly Pick Omit Promise Date Error Map Set JSON Math Function"
    ).split(" "),
  ),
  python: new Set(
    (
      "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield " +
      "Any Literal Annotated Union Optional BaseModel Field RootModel ConfigDict TypeAdapter Enum ValidationError " +
      // Builtins the generated annotations use, and pydantic BaseModel attributes a field would shadow.
      "list dict str int float bool json copy schema construct validate schema_json parse_obj parse_raw model_config model_fields"
    ).split(" "),
  ),
  go: new Set(
    (
      "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var " +
      "any bool byte comparable complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string uint uint8 uint16 uint32 uint64 uintptr true false iota nil"
    ).split(" "),
  ),
} as const;

export type Language = keyof typeof reserved;

/**
 * How each target spells a type name. The IR's names are already PascalCase identifiers that no
 * generated target reserves (type-names.ts), so every language takes them as they are — which
 * also keeps Go's initialisms (`URLSource`, not `UrlSource`).
 */
export const typeNameIn: Record<Language, (name: string) => string> = {
  typescript: (name) => name,
  python: (name) => name,
  go: (name) => name,
};

/** How each target spells a property (the wire name stays as it is on the wire). */
export const propertyNameIn: Record<Language, (wireName: string) => string> = {
  typescript: (wire) => wire,
  // A leading digit is not a Python identifier; the wire name stays the alias.
  python: (wire) => escape((snakeCase(wire) || "field").replace(/^(?=[0-9])/, "field_"), "python"),
  go: (wire) => goFieldName(wire),
};

/** Go's customary initialisms, spelled in capitals inside exported names (`messageId` → `MessageID`). */
const goInitialisms = new Set(
  "ACL API ASCII CPU CSS DNS EOF GUID HTML HTTP HTTPS ID IP JSON LHS QPS RAM RHS RPC SLA SMTP SQL SSH TCP TLS TTL UDP UI UID UUID URI URL UTF8 VM XML XMPP XSRF XSS".split(
    " ",
  ),
);

/** Names every generated Go struct already uses for its methods or its kept unknown properties. */
const goMemberNames = new Set(["Validate", "MarshalJSON", "UnmarshalJSON", "AdditionalProperties"]);

function goFieldName(wire: string): string {
  const spelled = words(wire)
    .map((w) => (goInitialisms.has(w.toUpperCase()) ? w.toUpperCase() : capitalize(w)))
    .join("");
  const named = spelled === "" ? "Field" : /^[0-9]/.test(spelled) ? `F${spelled}` : spelled;
  return goMemberNames.has(named) ? `${named}_` : named;
}

/** Appends an underscore to reserved words, the convention of each of the three languages. */
export function escape(name: string, language: Language): string {
  return reserved[language].has(name) ? `${name}_` : name;
}

/**
 * Type names a generated package of each target cannot declare: the language's own types that
 * generated code refers to, and the names each generator's runtime declares. The module's IR
 * renames a type that would take one of them (see type-names.ts), for the targets it generates.
 */
const reservedTypeNamesByTarget: Record<string, readonly string[]> = {
  typescript: [...reserved.typescript].filter((n) => /^[A-Z]/.test(n)),
  // Python: pydantic's and typing's names, what models.py imports from the package runtime, and
  // what the modules importing the models (validate, parse, guards, __init__) import beside them.
  python: [
    ...[...reserved.python].filter((n) => /^[A-Z]/.test(n)),
    ..."CanonModel Container ExactLiteral Format Integer NonNullJson NotNull Number StrictBool StrictStr StringConstraints JsonValue TypeAliasType TypeAlias BeforeValidator Beyond Issue Unknown".split(
      " ",
    ),
    ..."Callable Dict List Mapping Tuple Type ParseWarning".split(" "),
  ],
  // Go: the runtime's names, and the types whose Parse<Type> would take one (ParseMode, ParseOption, ParseWarning).
  go: "ValidationError Nullable Validate TypeNames BundledSchema ParseMode ParseOption ParseWarning WithMode Strict Tolerant Mode Option Warning".split(
    " ",
  ),
  // Rust: the prelude's and serde's names the crate and its tests use unqualified, and `Unknown`,
  // the variant every union keeps for a member it does not know.
  rust: "Result Option Box Vec String Some None Ok Err Self Serialize Deserialize Serializer Deserializer DeserializeOwned Value Map PathBuf Unknown".split(
    " ",
  ),
  // Java: java.lang, the classes the generated code imports (wildcards included: a class of the
  // package would shadow them), the runtime class `Canon`, and each union's nested `Unknown`.
  java: (
    "Object String Integer Long Double Float Short Byte Character Boolean Number Class Record Enum Error Exception RuntimeException " +
    "IllegalArgumentException AssertionError Iterable Iterator Comparable Void Thread System Math Override Deprecated " +
    "List Map Optional Objects LinkedHashMap ArrayList Files Path Paths IOException Stream Collectors Test Assertions " +
    "JsonNode NullNode Nulls JsonProperty JsonCreator JsonValue JsonAnyGetter JsonAnySetter JsonIgnoreProperties JsonInclude JsonSetter " +
    "JsonSubTypes JsonTypeInfo JsonDeserialize JsonDeserializer StdDeserializer DeserializationContext DeserializationFeature JsonParser " +
    "TypeDeserializer TypeReference ObjectMapper JsonMapper MapperFeature CoercionAction CoercionInputShape LogicalType Jdk8Module Canon Unknown"
  ).split(" "),
  // Kotlin: the types the generated code uses unqualified (kotlin's, kotlinx.serialization's and
  // the names quicktype's renderer reserves), `CanonJson`, and each union's nested `Unknown`.
  kotlin: (
    "Any Unit String Int Long Double Float Short Byte Boolean Array List Map Nothing Enum Class System Converter Klaxon " +
    "Json JsonElement JsonObject JsonArray JsonPrimitive JsonNull JsonValue JsonDecoder JsonEncoder KSerializer SerialDescriptor Decoder Encoder " +
    "SerializationException Serializable SerialName CanonJson Unknown"
  ).split(" "),
  // Swift: the standard library's and Foundation's names, quicktype's helpers, and the union glue's.
  swift: (
    "Any Array Bool Dictionary Double Error Int String Type Self Protocol Codable Decoder Encoder Data Date URL " +
    "JSONNull JSONAny JSONCodingKey CanonJSON CanonTagKey"
  ).split(" "),
  // C#: the names quicktype's System.Text.Json renderer declares or uses unqualified, and the union glue's `Unknown`.
  csharp: (
    "Object String Int32 Int64 Double Boolean List Dictionary Type Exception QuickType System Console DateTimeOffset Guid Uri " +
    "Converter JsonConverter JsonSerializer JsonWriter JsonToken Serialize JsonSerializerOptions FromJson Required Unknown"
  ).split(" "),
  // Dart: the core library's names and quicktype's `EnumValues` helper.
  dart: "Object String int double bool List Map Function Type Error dynamic EnumValues".split(" "),
};

export function reservedTypeNamesFor(targets: readonly string[]): Set<string> {
  return new Set(
    targets.flatMap((target) =>
      Object.hasOwn(reservedTypeNamesByTarget, target) ? (reservedTypeNamesByTarget[target] ?? []) : [],
    ),
  );
}

/**
 * The field names of one object in a language, in property order: each wire name spelled as
 * `propertyNameIn` says, and a spelling already taken (after case folding, as Go's exported
 * names and pydantic's aliases need) numbered from 2 — `pip-tools`, `pipTools` → `pip_tools`,
 * `pip_tools_2`. Never a reason to refuse a schema.
 */
export function propertyNamesIn(language: Language, wireNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return wireNames.map((wire) => {
    const base = propertyNameIn[language](wire);
    const separator = language === "python" ? "_" : "";
    let name = base;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base}${separator}${i}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
