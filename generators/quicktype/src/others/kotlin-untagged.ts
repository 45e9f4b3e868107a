/**
 * quicktype's kotlinx renderer writes an untagged choice (a string or an array, an integer or a
 * string) as a plain `@Serializable sealed class`, which kotlinx reads as a polymorphic object with
 * a "type" key, so every such value fails to decode. Each one gets a serializer that picks the
 * member by the JSON value's shape instead (and, between numeric members, by which one decodes).
 */

const UNTAGGED = /^@Serializable\nsealed class (\w+) \{\n((?: {4}class \w+\(val value: .+\)\s*: \w+\(\)\n)+)\}\n/gm;
const MEMBER = /^ {4}class (\w+)\(val value: (.+)\)\s*: \w+\(\)$/;

/** The test that a JSON element could be a value of the member's Kotlin type. */
function shapeTest(type: string): string {
  if (type === "String") return "element is JsonPrimitive && element.isString";
  if (type === "Boolean") return "element is JsonPrimitive && !element.isString && element.booleanOrNull != null";
  if (["Long", "Double", "Int"].includes(type))
    return "element is JsonPrimitive && !element.isString && element !is JsonNull && element.booleanOrNull == null";
  if (type === "JsonArray" || /^(List|Array)</.test(type)) return "element is JsonArray";
  return "element is JsonObject";
}

function serializer(name: string, members: readonly (readonly [string, string])[]): string[] {
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

export function fixUntaggedChoices(kotlin: string): string {
  return kotlin.replace(UNTAGGED, (block: string, name: string, body: string) => {
    const members = body
      .trimEnd()
      .split("\n")
      .map((line) => MEMBER.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] as string, m[2] as string] as const);
    return [
      block.replace("@Serializable\n", `@Serializable(with = ${name}Serializer::class)\n`),
      ...serializer(name, members),
      "",
    ].join("\n");
  });
}
