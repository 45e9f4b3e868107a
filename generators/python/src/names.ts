/**
 * The Python resolver: every name and path the generated package uses, in one place, apart from
 * code emission. Property names come from the core's `propertyNameIn` so lint and output agree.
 */
import {
  enumMemberNames as coreEnumMemberNames,
  type ModuleIR,
  propertyNameIn,
  snakeCase,
  typeNameIn,
} from "@canon-sdk/core";

export const distributionName = (module: string): string =>
  `canon-${module.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase()}`;
export const importName = (module: string): string => `canon_${snakeCase(module)}`;

/** The names a Python package is published and imported under (target options, or the defaults above). */
export interface PythonNames {
  readonly distribution: string;
  readonly importName: string;
}

export const className = (typeName: string): string => typeNameIn.python(typeName);
export const fieldName = (wireName: string): string => propertyNameIn.python(wireName);
export const guardName = (typeName: string): string => `is_${snakeCase(typeName)}`;
export const parserName = (unionName: string): string => `parse_${snakeCase(unionName)}`;
/** Module-private adapter constant of a union's parser. */
export const adapterConstant = (unionName: string): string => `_${snakeCase(unionName).toUpperCase()}`;

/** The class that carries an unknown member of a union, unique among the module's type names. */
export function unknownClassName(ir: ModuleIR, unionName: string): string {
  const taken = new Set(ir.types.map((t) => className(t.name)));
  let candidate = `Unknown${className(unionName)}`;
  while (taken.has(candidate)) candidate = `${candidate}Member`;
  return candidate;
}

/** Enum member names: SCREAMING_SNAKE of the value, made a valid and unique identifier. */
export const enumMemberNames = (values: readonly string[]): string[] => coreEnumMemberNames("python", values);

/** Path from one repo-relative folder to another, for tests that read the shared vectors. */
export function relativePath(from: string, to: string): string {
  const a = from.split("/").filter(Boolean);
  const b = to.split("/").filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => ".."), ...b.slice(common)].join("/");
}
