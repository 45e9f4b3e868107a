/** How the Java target spells packages, fields and constants. */
import { camelCase } from "@canon-sdk/core";

const KEYWORDS = new Set(("abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally " +
  "float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp " +
  "super switch synchronized this throw throws transient try void volatile while true false null var record yield sealed permits _").split(" "));

export function javaPackage(module: string): string {
  return `org.canon.${module.toLowerCase().replace(/[^a-z0-9]/g, "") || "module"}`;
}

function unique(name: string, taken: Set<string>): string {
  let result = /^[0-9]/.test(name) ? `_${name}` : name;
  if (KEYWORDS.has(result)) result = `${result}_`;
  const base = result;
  for (let i = 2; taken.has(result); i++) result = `${base}${i}`;
  taken.add(result);
  return result;
}

export const javaFieldName = (wire: string, taken: Set<string>): string => unique(camelCase(wire) || "field", taken);
