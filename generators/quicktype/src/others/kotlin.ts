/**
 * Kotlin glue (kotlinx.serialization): each union is a sealed interface with one wrapper per member
 * and an `Unknown` that keeps the raw `JsonObject`. kotlinx's own class discriminator would need
 * the member classes to be subclasses and cannot keep an unknown member's data, so a small
 * `KSerializer` reads the tag first. quicktype renders records with union-typed fields as
 * `JsonElement`; decode them with `<Union>Serializer.fromJson`.
 */
import { stringLiteral, type UnionType } from "@canon-sdk/core";

/** `typeName` gives quicktype's spelling of a member's record. */
export function kotlinUnion(union: UnionType, pkg: string, typeName: (irName: string) => string): string[] {
  const tag = stringLiteral(union.tag);
  const s = `${union.name}Serializer`;
  return [
    `@Serializable(with = ${s}::class)`,
    `sealed interface ${union.name} {`,
    ...union.members.map(
      (m) => `    data class ${m.typeName}(val value: ${pkg}.${typeName(m.typeName)}) : ${union.name}`,
    ),
    `    /** A member this version does not know, kept as it came. */`,
    `    data class Unknown(val raw: JsonObject) : ${union.name}`,
    "}",
    "",
    `object ${s} : KSerializer<${union.name}> {`,
    "    override val descriptor: SerialDescriptor = JsonElement.serializer().descriptor",
    "",
    `    fun fromJson(json: Json, element: JsonElement): ${union.name} {`,
    `        val obj = element as? JsonObject ?: throw SerializationException("expected an object")`,
    `        val tag = (obj[${tag}] as? JsonPrimitive)?.takeIf { it.isString }?.content ?: throw SerializationException("missing string tag " + ${tag})`,
    "        return when (tag) {",
    ...union.members.map(
      (m) =>
        `            ${stringLiteral(m.tagValue)} -> ${union.name}.${m.typeName}(json.decodeFromJsonElement(${pkg}.${typeName(m.typeName)}.serializer(), obj))`,
    ),
    `            else -> ${union.name}.Unknown(obj)`,
    "        }",
    "    }",
    "",
    `    fun toJson(json: Json, value: ${union.name}): JsonElement = when (value) {`,
    ...union.members.map(
      (m) =>
        `        is ${union.name}.${m.typeName} -> json.encodeToJsonElement(${pkg}.${typeName(m.typeName)}.serializer(), value.value)`,
    ),
    `        is ${union.name}.Unknown -> value.raw`,
    "    }",
    "",
    `    override fun deserialize(decoder: Decoder): ${union.name} {`,
    `        val input = decoder as? JsonDecoder ?: throw SerializationException("${union.name} is read from JSON only")`,
    "        return fromJson(input.json, input.decodeJsonElement())",
    "    }",
    "",
    `    override fun serialize(encoder: Encoder, value: ${union.name}) {`,
    `        val output = encoder as? JsonEncoder ?: throw SerializationException("${union.name} is written as JSON only")`,
    "        output.encodeJsonElement(toJson(output.json, value))",
    "    }",
    "}",
  ];
}

/**
 * The `Json` to read and write with: open objects may carry members the records do not declare,
 * which kotlinx's default configuration refuses (they are dropped, not kept).
 */
export const KOTLIN_JSON = [
  "/** Reads and writes this package's types: members a record does not declare are skipped. */",
  "val CanonJson: Json = Json { ignoreUnknownKeys = true }",
];

export const KOTLIN_IMPORTS = [
  "import kotlinx.serialization.*",
  "import kotlinx.serialization.json.*",
  "import kotlinx.serialization.descriptors.*",
  "import kotlinx.serialization.encoding.*",
];
