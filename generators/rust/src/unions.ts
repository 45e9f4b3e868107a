/**
 * Discriminated unions. On the wire this is serde's internally tagged representation
 * (`#[serde(tag = "…")]`): the tag sits beside the member's own fields. Canon writes the two impls by hand because serde's `#[serde(other)]` can
 * only catch an unknown tag as a unit variant, losing the data: here the tag is read first and
 * an unknown one keeps the whole object as `Unknown(serde_json::Value)`. Each member record keeps
 * its tag as a one-value field, so a member decoded on its own still checks and writes its tag.
 */
import { commentLines, stringLiteral, type UnionType } from "@canon-sdk/core";

export function unionLines(type: UnionType): string[] {
  const docs = commentLines(type.description, "///");
  const tag = stringLiteral(type.tag, "u{}");
  const variants = type.members.map((m) => `    ${m.typeName}(${m.typeName}),`);
  const decodeArms = type.members.map((m) => `            Some(${stringLiteral(m.tagValue, "u{}")}) => serde_json::from_value(value).map(${type.name}::${m.typeName}).map_err(serde::de::Error::custom),`);
  const encodeArms = type.members.map((m) => `            ${type.name}::${m.typeName}(member) => member.serialize(serializer),`);
  return [
    ...docs,
    "#[derive(Debug, Clone)]",
    `pub enum ${type.name} {`,
    ...variants,
    `    /// A member this version does not know, kept as it came (its ${tag.replace(/"/g, "`")} is a string outside the known set).`,
    "    Unknown(serde_json::Value),",
    "}",
    "",
    `impl ${type.name} {`,
    `    /// The tag ${tag.replace(/"/g, "`")} of a known member or of the unknown one.`,
    "    pub fn tag(&self) -> Option<&str> {",
    "        match self {",
    ...type.members.map((m) => `            ${type.name}::${m.typeName}(_) => Some(${stringLiteral(m.tagValue, "u{}")}),`),
    `            ${type.name}::Unknown(value) => value.get(${tag}).and_then(serde_json::Value::as_str),`,
    "        }",
    "    }",
    "}",
    "",
    `impl Serialize for ${type.name} {`,
    "    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {",
    "        match self {",
    ...encodeArms,
    `            ${type.name}::Unknown(value) => value.serialize(serializer),`,
    "        }",
    "    }",
    "}",
    "",
    `impl<'de> Deserialize<'de> for ${type.name} {`,
    "    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {",
    "        let value = serde_json::Value::deserialize(deserializer)?;",
    `        let tag = match value.as_object().map(|object| object.get(${tag})) {`,
    `            None => return Err(serde::de::Error::custom("expected an object")),`,
    `            Some(None) => return Err(serde::de::Error::missing_field(${tag})),`,
    "            Some(Some(serde_json::Value::String(tag))) => Some(tag.clone()),",
    `            Some(Some(_)) => return Err(serde::de::Error::custom(concat!("the tag ", ${tag}, " must be a string"))),`,
    "        };",
    "        match tag.as_deref() {",
    ...decodeArms,
    `            _ => Ok(${type.name}::Unknown(value)),`,
    "        }",
    "    }",
    "}",
  ];
}
