/**
 * Dart glue: each union is a sealed class with a `fromJson` factory switching on the tag, one
 * subclass per member wrapping quicktype's class, and an `Unknown` subclass keeping the raw map.
 */
import { stringLiteral, type UnionType } from "@canon-sdk/core";

/** `typeName` gives quicktype's spelling of a member's record. */
export function dartUnion(union: UnionType, typeName: (irName: string) => string): string[] {
  const tag = stringLiteral(union.tag);
  return [
    `sealed class ${union.name} {`,
    `  const ${union.name}();`,
    "",
    `  factory ${union.name}.fromJson(Map<String, dynamic> json) {`,
    `    final tag = json[${tag}];`,
    `    if (tag is! String) throw FormatException("missing string tag " + ${tag});`,
    "    switch (tag) {",
    ...union.members.flatMap((m) => [
      `      case ${stringLiteral(m.tagValue)}:`,
      `        return ${union.name}${m.typeName}(${typeName(m.typeName)}.fromJson(json));`,
    ]),
    "      default:",
    `        return ${union.name}Unknown(json);`,
    "    }",
    "  }",
    "",
    "  Map<String, dynamic> toJson();",
    "}",
    "",
    ...union.members.flatMap((m) => [
      `final class ${union.name}${m.typeName} extends ${union.name} {`,
      `  final ${typeName(m.typeName)} value;`,
      `  const ${union.name}${m.typeName}(this.value);`,
      "  @override",
      "  Map<String, dynamic> toJson() => value.toJson();",
      "}",
      "",
    ]),
    "/// A member this version does not know, kept as it came.",
    `final class ${union.name}Unknown extends ${union.name} {`,
    "  final Map<String, dynamic> raw;",
    `  const ${union.name}Unknown(this.raw);`,
    "  @override",
    "  Map<String, dynamic> toJson() => raw;",
    "}",
  ];
}
