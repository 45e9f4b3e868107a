/**
 * quicktype's kotlinx renderer writes an untagged choice (a string or an array, an integer or a
 * string) as a plain `@Serializable sealed class`, which kotlinx reads as a polymorphic object with
 * a "type" key, so every such value would fail to decode. The renderer (kotlin-names.ts) annotates
 * each one with a serializer written here, which picks the member by the JSON value's shape (and,
 * between numeric members, by which one decodes).
 */

/** The test that a JSON element could be a value of the member's Kotlin type. */
function shapeTest(type: string): string {
  if (type === "String") return "element is JsonPrimitive && element.isString";
  if (type === "Boolean") return "element is JsonPrimitive && !element.isString && element.booleanOrNull != null";
  if (["Long", "Double", "Int"].includes(type))
    return "element is JsonPrimitive && !element.isString && element !is JsonNull && element.booleanOrNull == null";
  if (type === "JsonArray" || /^(List|Array)</.test(type)) return "element is JsonArray";
  return "element is JsonObject";
}

/** The serializer of the choice `name`: each member as its name and its Kotlin type, in declaration order. */
export function untaggedSerializer(name: string, members: readonly (readonly [string, string])[]): string[] {
  return [
    `object ${name}Serializer : KSerializer<${name}> {`,
    "    override val descriptor: SerialDescriptor = JsonElement.serializer().descriptor",
    "",
    `    override fun deserialize(decoder: Decoder): ${name} {`,
    `        val input = decoder as? JsonDecoder ?: throw SerializationException("${name} is read from JSON only")`,
    "        val element = input.decodeJsonElement()",
    ...members.flatMap(([member, type]) => [
      `        if (${shapeTest(type)}) {`,
      `            try { return ${name}.${member}(input.json.decodeFromJsonElement(serializer<${type}>(), element)) } catch (e: IllegalArgumentException) { }`,
      "        }",
    ]),
    `        throw SerializationException("no member of ${name} accepts " + element)`,
    "    }",
    "",
    `    override fun serialize(encoder: Encoder, value: ${name}) {`,
    `        val output = encoder as? JsonEncoder ?: throw SerializationException("${name} is written as JSON only")`,
    "        output.encodeJsonElement(when (value) {",
    ...members.map(
      ([member, type]) =>
        `            is ${name}.${member} -> output.json.encodeToJsonElement(serializer<${type}>(), value.value)`,
    ),
    "        })",
    "    }",
    "}",
  ];
}
