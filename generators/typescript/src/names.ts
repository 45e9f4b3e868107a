/**
 * How the TypeScript SDK spells every generated name: one place, apart from code emission, so
 * that guards, validators, parsers, tests and docs agree.
 */
import {
  enumMemberNames,
  INHERITED_NAMES,
  type ModuleIR,
  pascalCase,
  typeNameIn,
  type UnionType,
} from "@canon-sdk/core";

export const typeName = (name: string): string => typeNameIn.typescript(name);
export const guardName = (name: string): string => `is${typeName(name)}`;
export const validatorName = (name: string): string => `validate${typeName(name)}`;
export const parserName = (name: string): string => `parse${typeName(name)}`;
/** Internal check function in guards.ts; exported guards wrap it so they never throw. */
export const checkName = (name: string): string => `check${typeName(name)}`;
/** `EventByType`: map type from tag value to member type. */
export const byTagName = (union: UnionType): string => `${typeName(union.name)}By${pascalCase(union.tag)}`;
/** `UnknownEvent`: what tolerant parsing returns for a tag it does not know. */
export const unknownMemberName = (union: UnionType): string => `Unknown${typeName(union.name)}`;

/**
 * The const object listing a union's tag values (`EventType.TEXT_MESSAGE_START`). When the module
 * already has an enum of that name its const object serves, so the union gets none of its own.
 */
export function tagConstName(ir: ModuleIR, union: UnionType): string | undefined {
  const wanted = `${typeName(union.name)}${pascalCase(union.tag)}`;
  const existing = ir.types.find((t) => t.name === wanted);
  if (existing === undefined) return wanted;
  if (existing.kind === "enum") return undefined;
  return `${wanted}Value`;
}

/** Keys of const objects: the value in SCREAMING_SNAKE_CASE, quoted when that is not an identifier. */
export const constKeys = (values: readonly string[]): string[] => enumMemberNames("typescript", values);

/**
 * `o.name` when the wire name is an identifier, `o["wire-name"]` otherwise. A name every object
 * inherits (`constructor`, `toString`, `__proto__`) reads the document's own property only:
 * `{}.toString` is a function, which the document does not have.
 */
export function access(object: string, wireName: string): string {
  const read = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(wireName)
    ? `${object}.${wireName}`
    : `${object}[${JSON.stringify(wireName)}]`;
  return INHERITED_NAMES.has(wireName)
    ? `(Object.prototype.hasOwnProperty.call(${object}, ${JSON.stringify(wireName)}) ? ${read} : undefined)`
    : read;
}

/** Property key in an object literal; `__proto__` is computed, or it would set the prototype. */
export function literalKey(key: string): string {
  if (key === "__proto__") return '["__proto__"]';
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key);
}
