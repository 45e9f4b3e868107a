/** How the Rust target spells field names: snake_case, raw identifiers for keywords. */
import { snakeCase } from "@canon-sdk/core";

const KEYWORDS = new Set(("as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref return " +
  "self Self static struct super trait true type unsafe use where while async await dyn abstract become box do final macro override priv " +
  "typeof unsized virtual yield try gen").split(" "));
/** Keywords that cannot be raw identifiers. */
const NOT_RAW = new Set(["self", "Self", "crate", "super"]);

export function rustFieldName(wireName: string, taken: Set<string>): string {
  let name = snakeCase(wireName) || "field";
  if (/^[0-9]/.test(name)) name = `n_${name}`;
  if (NOT_RAW.has(name)) name = `${name}_`;
  else if (KEYWORDS.has(name)) name = `r#${name}`;
  let unique = name;
  for (let i = 2; taken.has(unique); i++) unique = `${name}_${i}`;
  taken.add(unique);
  return unique;
}
