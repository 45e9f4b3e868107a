/**
 * Discriminated unions. On the wire this is serde's internally tagged representation
 * (`#[serde(tag = "…")]`): the tag sits beside the member's own fields. Canon writes the two
 * impls by hand because serde's `#[serde(other)]` can only catch an unknown tag as a unit
 * variant, losing the data: here the tag is read first (`canon_serde::union_tag`) and an unknown
 * one keeps the whole object as `Unknown(serde_json::Value)`. Each member record keeps its tag as
 * a one-value field, so a member decoded on its own still checks and writes its tag.
 */
import { commentLines, stringLiteral, type UnionType } from "@canon-sdk/core";
import { binding, chainArm, matchArm, openBrace, tupleVariant } from "./format.js";

export function unionLines(type: UnionType): string[] {
  const docs = commentLines(type.description, "///");
  const tag = stringLiteral(type.tag, "u{}");
  const variants = type.members.flatMap((m) => tupleVariant("    ", m.typeName, m.typeName));
  const tagArms = type.members.flatMap((m) =>
    matchArm("            ", `${type.name}::${m.typeName}(_)`, `Some(${stringLiteral(m.tagValue, "u{}")})`),
  );
  const encodeArms = type.members.flatMap((m) =>
    matchArm("            ", `${type.name}::${m.typeName}(member)`, "member.serialize(serializer)"),
  );
  const decodeArms = type.members.flatMap((m) =>
    chainArm("            ", stringLiteral(m.tagValue, "u{}"), "serde_json::from_value(value)", [
      `.map(${type.name}::${m.typeName})`,
      ".map_err(serde::de::Error::custom)",
    ]),
  );
  return [
    ...docs,
    "#[derive(Debug, Clone)]",
    ...openBrace(`pub enum ${type.name}`),
    ...variants,
    `    /// A member this version does not know, kept as it came (its ${tag.replace(/"/g, "`")} is a string outside the known set).`,
    "    Unknown(serde_json::Value),",
    "}",
    "",
    ...openBrace(`impl ${type.name}`),
    `    /// The tag ${tag.replace(/"/g, "`")} of a known member or of the unknown one.`,
    "    pub fn tag(&self) -> Option<&str> {",
    "        match self {",
    ...tagArms,
    ...matchArm("            ", `${type.name}::Unknown(value)`, `crate::canon_serde::unknown_tag(value, ${tag})`),
    "        }",
    "    }",
    "}",
    "",
    `impl Serialize for ${type.name} {`,
    "    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {",
    "        match self {",
    ...encodeArms,
    ...matchArm("            ", `${type.name}::Unknown(value)`, "value.serialize(serializer)"),
    "        }",
    "    }",
    "}",
    "",
    `impl<'de> Deserialize<'de> for ${type.name} {`,
    "    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {",
    "        let value = serde_json::Value::deserialize(deserializer)?;",
    ...binding("        ", "let tag", `crate::canon_serde::union_tag::<D>(&value, ${tag})?`, {
      callee: "crate::canon_serde::union_tag::<D>",
      args: ["&value", tag],
      after: "?",
    }),
    "        match tag.as_str() {",
    ...decodeArms,
    ...matchArm("            ", "_", `Ok(${type.name}::Unknown(value))`),
    "        }",
    "    }",
    "}",
  ];
}
