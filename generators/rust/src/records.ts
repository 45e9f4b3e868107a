/**
 * Records: a struct per object type, with the schema's meaning kept in three places a plain
 * derive loses: optional and nullable are told apart (`null` versus absent), `$ref`'d records are
 * referenced, not copied, and closure is kept (`deny_unknown_fields`, or a map for an open
 * object's extras).
 */
import {
  commentLines,
  effectiveShape,
  memberNamesIn,
  type ModuleIR,
  type ObjectType,
  type Property,
  stringLiteral,
} from "@canon-sdk/core";
import { attribute, field, openBrace } from "./format.js";
import type { RustTypes } from "./types.js";

function fieldLines(ir: ModuleIR, property: Property, owner: string, types: RustTypes, taken: Set<string>): string[] {
  const name = memberNamesIn.rust.field(property.wireName, taken);
  const base = types.base(property.shape, owner, [property.wireName]);
  // Decisions about null look through aliases; a nullable alias already carries null in its type.
  const shape = effectiveShape(ir, property.shape);
  const viaAlias = shape !== property.shape;
  const isAny = shape.kind === "any";
  const attributes = [`rename = ${stringLiteral(property.wireName, "u{}")}`];
  let type: string;
  if (property.required) {
    if (isAny) {
      type = base;
      if (!shape.nullable) attributes.push(`deserialize_with = "crate::canon_serde::non_null"`);
    } else if (shape.nullable && viaAlias) {
      type = base;
      attributes.push(`deserialize_with = "crate::canon_serde::required"`);
    } else if (shape.nullable) {
      // A custom deserializer turns off serde's "missing Option means None": the key is required.
      type = `Option<${base}>`;
      attributes.push(`deserialize_with = "crate::canon_serde::nullable"`);
    } else {
      type = base;
    }
  } else {
    attributes.push("default", `skip_serializing_if = "Option::is_none"`);
    if (shape.nullable && !isAny && !viaAlias) {
      // Absent is `None`, `null` is `Some(None)`: both round-trip exactly.
      type = `Option<Option<${base}>>`;
      attributes.push(`deserialize_with = "crate::canon_serde::nullable_present"`);
    } else {
      type = `Option<${base}>`;
      attributes.push(
        `deserialize_with = "crate::canon_serde::${isAny && !shape.nullable ? "present_non_null" : "present"}"`,
      );
    }
  }
  const docs = commentLines(property.description + (property.deprecated ? " Deprecated." : ""), "    ///");
  return [...docs, ...attribute("    ", "serde", attributes), ...field("    ", name, type)];
}

export function recordLines(ir: ModuleIR, type: ObjectType, types: RustTypes): string[] {
  const docs = commentLines(type.description, "///");
  const derive = "#[derive(Debug, Clone, Serialize, Deserialize)]";
  const taken = new Set<string>();
  const fields = type.properties.flatMap((p) => fieldLines(ir, p, type.name, types, taken));
  const attributes = [derive];
  if (type.closed) {
    attributes.push("#[serde(deny_unknown_fields)]");
  } else {
    // Open objects keep the properties they do not declare, so that a round trip loses nothing.
    const values =
      type.additional === undefined ? "serde_json::Value" : types.full(type.additional, type.name, ["additional"]);
    const extra = memberNamesIn.rust.field("extra", taken);
    fields.push(
      "    /// Properties the schema does not declare, kept as they came.",
      "    #[serde(flatten)]",
      ...field("    ", extra, `std::collections::BTreeMap<String, ${values}>`),
    );
  }
  return [...docs, ...attributes, ...openBrace(`pub struct ${type.name}`), ...fields, "}"];
}
