/**
 * Canon's naming resolver (core's `memberNamesIn`) handed to quicktype through
 * its public schema extension `qt-accessors`: a name given for one language is taken as it is
 * (quicktype calls it fixed), so fields are the resolver's, not quicktype's.
 */
export interface MemberNaming {
  /** quicktype's name for the language the names are for (`kotlin`, `swift`, `cs`, `dart`). */
  readonly language: string;
  /**
   * The field names of one object, for its wire names in declaration order; `typeName` is the
   * object's type name where the schema says it (C# forbids a member named as its type).
   */
  fields(wireNames: readonly string[], typeName?: string): string[];
}

type Schema = Record<string, unknown>;

const isRecord = (value: unknown): value is Schema =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * `qt-accessors` for a projected object's fields, or undefined. Enums get none: quicktype merges
 * enums with the same values and cannot merge their accessors ("Cannot combine type attribute").
 */
export function accessorsFor(node: Schema, naming: MemberNaming, typeName?: string): Schema | undefined {
  const properties = node["properties"];
  if (!isRecord(properties) || Object.keys(properties).length === 0) return undefined;
  const named = typeName ?? (typeof node["title"] === "string" ? node["title"] : undefined);
  return fixed(Object.keys(properties), naming.fields(Object.keys(properties), named), naming.language);
}

function fixed(keys: readonly string[], names: readonly string[], language: string): Schema {
  return Object.fromEntries(keys.map((key, i) => [key, { [language]: names[i] as string }]));
}
