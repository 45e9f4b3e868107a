/**
 * C# glue (System.Text.Json): each union is an abstract record with one wrapper per member and an
 * `Unknown` keeping the raw `JsonElement`. `[JsonPolymorphic]`/`[JsonDerivedType]` needs the tag
 * to be a metadata property written first and can only fall back to the base type for an unknown
 * tag, losing its data, so a `JsonConverter` reads the tag first instead.
 */
import { stringLiteral, type UnionType } from "@canon-sdk/core";

/** `typeName` gives quicktype's spelling of a member's record. */
export function csharpUnion(union: UnionType, ns: string, typeName: (irName: string) => string): string[] {
  const tag = stringLiteral(union.tag);
  return [
    `[JsonConverter(typeof(${union.name}Converter))]`,
    `public abstract record ${union.name}`,
    "{",
    ...union.members.map(
      (m) =>
        `    public sealed record ${m.typeName}Member(global::${ns}.${typeName(m.typeName)} Value) : ${union.name};`,
    ),
    "    /// <summary>A member this version does not know, kept as it came.</summary>",
    `    public sealed record Unknown(JsonElement Raw) : ${union.name};`,
    "}",
    "",
    `public sealed class ${union.name}Converter : JsonConverter<${union.name}>`,
    "{",
    `    public override ${union.name} Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)`,
    "    {",
    "        using var document = JsonDocument.ParseValue(ref reader);",
    "        var root = document.RootElement;",
    `        if (root.ValueKind != JsonValueKind.Object || !root.TryGetProperty(${tag}, out var tag) || tag.ValueKind != JsonValueKind.String)`,
    `            throw new JsonException("expected an object with a string " + ${tag});`,
    "        return tag.GetString() switch",
    "        {",
    ...union.members.map(
      (m) =>
        `            ${stringLiteral(m.tagValue)} => new ${union.name}.${m.typeName}Member(root.Deserialize<global::${ns}.${typeName(m.typeName)}>(options) ?? throw new JsonException("null member")),`,
    ),
    `            _ => new ${union.name}.Unknown(root.Clone()),`,
    "        };",
    "    }",
    "",
    `    public override void Write(Utf8JsonWriter writer, ${union.name} value, JsonSerializerOptions options)`,
    "    {",
    "        switch (value)",
    "        {",
    ...union.members.map(
      (m) =>
        `            case ${union.name}.${m.typeName}Member member: JsonSerializer.Serialize(writer, member.Value, options); break;`,
    ),
    `            case ${union.name}.Unknown unknown: unknown.Raw.WriteTo(writer); break;`,
    "        }",
    "    }",
    "}",
  ];
}
