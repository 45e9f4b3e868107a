/**
 * Swift glue: each union is an enum with one case per member and `unknown(CanonJSON)`, with a
 * custom `init(from:)` that decodes the tag first (Codable has no tagged-union support).
 * quicktype renders union-typed fields as its `JSONAny`; re-decode them as the union when needed.
 */
import { camelCase, stringLiteral, type UnionType } from "@canon-sdk/core";

/** `typeName` gives quicktype's spelling of a member's record. */
export function swiftUnion(union: UnionType, typeName: (irName: string) => string): string[] {
  const tag = stringLiteral(union.tag, "u{}");
  const caseName = (name: string) => `\`${camelCase(name)}\``;
  return [
    `public enum ${union.name}: Codable {`,
    ...union.members.map((m) => `    case ${caseName(m.typeName)}(${typeName(m.typeName)})`),
    "    /// A member this version does not know, kept as it came.",
    "    case unknown(CanonJSON)",
    "",
    "    public init(from decoder: Decoder) throws {",
    "        let container = try decoder.container(keyedBy: CanonTagKey.self)",
    `        let tag = try container.decode(String.self, forKey: CanonTagKey(${tag}))`,
    "        switch tag {",
    ...union.members.map(
      (m) =>
        `        case ${stringLiteral(m.tagValue, "u{}")}: self = .${caseName(m.typeName)}(try ${typeName(m.typeName)}(from: decoder))`,
    ),
    "        default: self = .unknown(try CanonJSON(from: decoder))",
    "        }",
    "    }",
    "",
    "    public func encode(to encoder: Encoder) throws {",
    "        switch self {",
    ...union.members.map((m) => `        case .${caseName(m.typeName)}(let value): try value.encode(to: encoder)`),
    "        case .unknown(let raw): try raw.encode(to: encoder)",
    "        }",
    "    }",
    "}",
  ];
}

export const SWIFT_SUPPORT = [
  "/// A coding key for a tag property whose name is only known at run time.",
  "public struct CanonTagKey: CodingKey {",
  "    public let stringValue: String",
  "    public var intValue: Int? { nil }",
  "    public init(_ name: String) { stringValue = name }",
  "    public init?(stringValue: String) { self.stringValue = stringValue }",
  "    public init?(intValue: Int) { nil }",
  "}",
  "",
  "/// Any JSON value, kept exactly: the payload of an unknown union member.",
  "public indirect enum CanonJSON: Codable, Equatable {",
  "    case null, bool(Bool), number(Double), string(String), array([CanonJSON]), object([String: CanonJSON])",
  "",
  "    public init(from decoder: Decoder) throws {",
  "        let single = try decoder.singleValueContainer()",
  "        if single.decodeNil() { self = .null }",
  "        else if let value = try? single.decode(Bool.self) { self = .bool(value) }",
  "        else if let value = try? single.decode(Double.self) { self = .number(value) }",
  "        else if let value = try? single.decode(String.self) { self = .string(value) }",
  "        else if let value = try? single.decode([CanonJSON].self) { self = .array(value) }",
  "        else { self = .object(try single.decode([String: CanonJSON].self)) }",
  "    }",
  "",
  "    public func encode(to encoder: Encoder) throws {",
  "        var single = encoder.singleValueContainer()",
  "        switch self {",
  "        case .null: try single.encodeNil()",
  "        case .bool(let value): try single.encode(value)",
  "        case .number(let value): try single.encode(value)",
  "        case .string(let value): try single.encode(value)",
  "        case .array(let value): try single.encode(value)",
  "        case .object(let value): try single.encode(value)",
  "        }",
  "    }",
  "}",
];
