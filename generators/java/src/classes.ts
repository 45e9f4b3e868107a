/** One Java source file per named type or inline construct. */
import {
  commentLines,
  effectiveShape,
  type EnumType,
  enumMemberNames,
  javaCommentText,
  memberNamesIn,
  memberships,
  type ModuleIR,
  type ObjectType,
  type Property,
  type Shape,
  stringLiteral,
  type UnionType,
} from "@canon-sdk/core";
import type { JavaInline, JavaTypes } from "./types.js";

const javadoc = (text: string, indent = ""): string[] => {
  const lines = commentLines(javaCommentText(text), `${indent} *`);
  return lines.length === 0 ? [] : [`${indent}/**`, ...lines, `${indent} */`];
};

const IMPORTS = [
  "import com.fasterxml.jackson.annotation.*;",
  "import com.fasterxml.jackson.core.type.TypeReference;",
  "import com.fasterxml.jackson.databind.JsonNode;",
  "import java.util.*;",
];

function elementsNonNull(shape: Shape): boolean {
  return (
    (shape.kind === "array" && !shape.items.nullable && shape.items.kind !== "any") ||
    (shape.kind === "map" && !shape.values.nullable && shape.values.kind !== "any")
  );
}

interface Field {
  readonly property: Property;
  readonly name: string;
  readonly type: string;
}

function fieldLines(ir: ModuleIR, { property, name, type }: Field): string[] {
  const shape = effectiveShape(ir, property.shape);
  const annotations = [`@JsonProperty(${stringLiteral(property.wireName)})`];
  const content = elementsNonNull(shape) ? ", contentNulls = Nulls.FAIL" : "";
  let javaType = type;
  if (property.required) {
    // Required and nullable: written even when null.
    if (shape.nullable) annotations.push("@JsonInclude(JsonInclude.Include.ALWAYS)");
    if (content !== "") annotations.push(`@JsonSetter(${content.slice(2)})`);
  } else if (shape.nullable && shape.kind !== "any") {
    // Absent is Java null (not written), JSON null is Optional.empty() (written as null).
    javaType = `Optional<${type}>`;
  } else if (shape.kind === "any") {
    // JSON null arrives as NullNode, kept apart from an absent property (Java null).
    if (!shape.nullable) annotations.push("@JsonSetter(nulls = Nulls.FAIL)");
  } else {
    annotations.push(`@JsonSetter(nulls = Nulls.FAIL${content})`);
  }
  return [
    ...javadoc(property.description + (property.deprecated ? " Deprecated." : ""), "    "),
    `    ${annotations.join(" ")}`,
    `    public ${property.required ? "final " : ""}${javaType} ${name};`,
  ];
}

export function objectFile(ir: ModuleIR, type: ObjectType, types: JavaTypes): string[] {
  // An open class keeps undeclared properties in its own field `extra`.
  const taken = new Set<string>(type.closed ? [] : ["extra"]);
  const fields: Field[] = type.properties.map((property) => ({
    property,
    name: memberNamesIn.java.field(property.wireName, taken),
    type: types.type(property.shape, type.name, [property.wireName]),
  }));
  const unions = memberships(ir, type.name).map((m) => m.union.name);
  const required = fields.filter((f) => f.property.required);
  const params = required.map(
    (f) => `@JsonProperty(value = ${stringLiteral(f.property.wireName)}, required = true) ${f.type} ${f.name}`,
  );
  const assigns = required.map((f) =>
    effectiveShape(ir, f.property.shape).nullable
      ? `        this.${f.name} = ${f.name};`
      : `        this.${f.name} = Canon.notNull(${f.name}, ${stringLiteral(f.property.wireName)});`,
  );
  const extraType = type.additional === undefined ? "JsonNode" : types.type(type.additional, type.name, ["additional"]);
  const extra = type.closed
    ? []
    : [
        "",
        "    /** Properties the schema does not declare, kept as they came. */",
        `    private final Map<String, ${extraType}> extra = new LinkedHashMap<>();`,
        "",
        "    @JsonAnyGetter",
        `    public Map<String, ${extraType}> extra() { return extra; }`,
        "",
        "    @JsonAnySetter",
        `    public void putExtra(String name, ${extraType} value) { extra.put(name, value); }`,
      ];
  return [
    ...javadoc(type.description),
    ...(unions.length > 0
      ? [
          "// A member decoded as itself is a plain record (not the union's decoder); its tag field still checks the tag.",
          "@JsonTypeInfo(use = JsonTypeInfo.Id.NONE)",
          "@com.fasterxml.jackson.databind.annotation.JsonDeserialize(using = com.fasterxml.jackson.databind.JsonDeserializer.None.class)",
        ]
      : []),
    ...(type.closed ? ["@JsonIgnoreProperties(ignoreUnknown = false)"] : []),
    "@JsonInclude(JsonInclude.Include.NON_NULL)",
    `public final class ${type.name}${unions.length > 0 ? ` implements ${unions.join(", ")}` : ""} {`,
    ...fields.flatMap((f) => ["", ...fieldLines(ir, f)]),
    "",
    "    @JsonCreator",
    `    public ${type.name}(${params.join(", ")}) {`,
    ...assigns,
    "    }",
    ...extra,
    "}",
  ];
}

export function enumFile(name: string, description: string, values: readonly string[]): string[] {
  const names = enumMemberNames("java", values);
  const constants = values.map((v, i) => `    @JsonProperty(${stringLiteral(v)}) ${names[i]}`);
  return [...javadoc(description), `public enum ${name} {`, `${constants.join(",\n")};`, "}"];
}

export const namedEnumFile = (type: EnumType): string[] => enumFile(type.name, type.description, type.values);

export function inlineFile(inline: JavaInline): string[] {
  if (inline.kind === "literal")
    return enumFile(inline.name, `The constant ${stringLiteral(inline.value ?? "")}.`, [inline.value ?? ""]);
  const refs = (inline.options ?? []).map((o) => `new TypeReference<${o.type}>() {}`);
  return [
    ...javadoc("One of several shapes, told apart by their JSON type. The value is kept as JSON; read it with `as`."),
    `public final class ${inline.name} {`,
    "    private final JsonNode value;",
    "",
    "    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    `    public ${inline.name}(JsonNode value) {`,
    `        this.value = Canon.oneOf(value, List.of(${refs.join(", ")}));`,
    "    }",
    "",
    "    @JsonValue",
    "    public JsonNode value() { return value; }",
    "",
    "    /** The value as one of its shapes. */",
    "    public <T> T as(TypeReference<T> shape) throws java.io.IOException { return Canon.MAPPER.readerFor(shape).readValue(value); }",
    "}",
  ];
}

export function unionFile(type: UnionType): string[] {
  const subtypes = type.members.map(
    (m) => `    @JsonSubTypes.Type(value = ${m.typeName}.class, name = ${stringLiteral(m.tagValue)})`,
  );
  const tag = stringLiteral(type.tag);
  return [
    ...javadoc(
      `${type.description} It is an interface with Jackson's \`@JsonTypeInfo\` on the existing tag, and unknown tags decode to \`Unknown\`, which keeps the raw JSON.`,
    ),
    `@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.EXISTING_PROPERTY, property = ${tag}, visible = true, defaultImpl = ${type.name}.Unknown.class)`,
    "@JsonSubTypes({",
    subtypes.join(",\n"),
    "})",
    // Jackson's own type-id path turns a non-string tag (5) into a string ("5") before the default
    // implementation sees it, so decoding goes through Decoder, which checks the tag first.
    `@com.fasterxml.jackson.databind.annotation.JsonDeserialize(using = ${type.name}.Decoder.class)`,
    `public interface ${type.name} {`,
    `    /** A member this version does not know, kept as it came. */`,
    "    @JsonTypeInfo(use = JsonTypeInfo.Id.NONE)",
    "    @com.fasterxml.jackson.databind.annotation.JsonDeserialize(using = com.fasterxml.jackson.databind.JsonDeserializer.None.class)",
    `    final class Unknown implements ${type.name} {`,
    "        private final JsonNode raw;",
    "",
    "        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    `        public Unknown(JsonNode raw) { this.raw = Canon.unknownMember(raw, ${tag}); }`,
    "",
    "        @JsonValue",
    "        public JsonNode raw() { return raw; }",
    "",
    `        public String tag() { return raw.path(${tag}).asText(); }`,
    "    }",
    "",
    "    /** Reads the tag first: a known tag decodes its member, an unknown string tag keeps the JSON. */",
    `    final class Decoder extends com.fasterxml.jackson.databind.deser.std.StdDeserializer<${type.name}> {`,
    "        private static final long serialVersionUID = 1L;",
    "",
    `        public Decoder() { super(${type.name}.class); }`,
    "",
    "        @Override",
    `        public ${type.name} deserialize(com.fasterxml.jackson.core.JsonParser parser, com.fasterxml.jackson.databind.DeserializationContext context) throws java.io.IOException {`,
    "            JsonNode node = context.readTree(parser);",
    `            Canon.unknownMember(node, ${tag});`,
    `            return switch (node.get(${tag}).textValue()) {`,
    ...type.members.map(
      (m) => `                case ${stringLiteral(m.tagValue)} -> context.readTreeAsValue(node, ${m.typeName}.class);`,
    ),
    "                default -> new Unknown(node);",
    "            };",
    "        }",
    "",
    "        @Override",
    "        public Object deserializeWithType(com.fasterxml.jackson.core.JsonParser parser, com.fasterxml.jackson.databind.DeserializationContext context, com.fasterxml.jackson.databind.jsontype.TypeDeserializer types) throws java.io.IOException {",
    "            return deserialize(parser, context);",
    "        }",
    "    }",
    "}",
  ];
}

export function withHeader(header: string, pkg: string, body: readonly string[]): string[] {
  return [header, `package ${pkg};`, "", ...IMPORTS, "", ...body];
}
