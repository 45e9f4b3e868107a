/**
 * The crate's serde helpers for the cases derive alone gets wrong (null versus absent), and the
 * tag reading the unions share. Written as rustfmt lays it out.
 */
export const CANON_SERDE = `//! Field deserializers used by the generated records. serde treats a missing \`Option\` field as
//! \`None\` and \`null\` as \`None\` too; the schemas tell the two apart, so these keep them apart.
use serde::{Deserialize, Deserializer};

/// An optional field that must not be \`null\` when present: present means \`Some(value)\`.
pub fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// An optional field that may be \`null\`: absent is \`None\`, \`null\` is \`Some(None)\`.
pub fn nullable_present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(deserializer).map(Some)
}

/// A required field that may be \`null\`: the key itself must be there.
pub fn nullable<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(deserializer)
}

/// A required field whose type carries null itself (an alias of a nullable shape): the key must be there.
pub fn required<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    T::deserialize(deserializer)
}

/// A required "any JSON value" field that excludes \`null\`.
pub fn non_null<'de, D: Deserializer<'de>>(deserializer: D) -> Result<serde_json::Value, D::Error> {
    match serde_json::Value::deserialize(deserializer)? {
        serde_json::Value::Null => Err(serde::de::Error::custom("null is not allowed here")),
        value => Ok(value),
    }
}

/// An optional "any JSON value" field that excludes \`null\` when present.
pub fn present_non_null<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<serde_json::Value>, D::Error> {
    non_null(deserializer).map(Some)
}

/// The tag \`name\` of a union's JSON object, which must be a string.
pub fn union_tag<'de, D: Deserializer<'de>>(
    value: &serde_json::Value,
    name: &'static str,
) -> Result<String, D::Error> {
    match value.as_object().map(|object| object.get(name)) {
        None => Err(serde::de::Error::custom("expected an object")),
        Some(None) => Err(serde::de::Error::missing_field(name)),
        Some(Some(serde_json::Value::String(tag))) => Ok(tag.clone()),
        Some(Some(_)) => Err(serde::de::Error::custom(format!(
            "the tag {name} must be a string"
        ))),
    }
}

/// The tag \`name\` of an unknown union member kept as JSON, when it is a string.
pub fn unknown_tag<'a>(value: &'a serde_json::Value, name: &str) -> Option<&'a str> {
    value.get(name).and_then(serde_json::Value::as_str)
}
`;
