/**
 * metadata.ts (what the package believes each type looks like: wire names, required-ness, tags,
 * enum sets, closure) and schema.ts (the module's normalized bundle as data). The mirror tests
 * compare the first against the second and the types against both.
 */
import type { ModuleIR, NamedType, Property } from "@canon-sdk/core";
import { literalKey } from "../names.js";
import { file, tsHeader } from "./text.js";

/**
 * JSON as a TypeScript literal. A key `"__proto__"` in a literal sets the object's prototype, so it
 * is written as a computed key (written with indentation, every key starts a line: no string
 * holds a line break).
 */
const jsonLiteral = (value: unknown): string =>
  JSON.stringify(value, null, 2).replace(/^(\s*)"__proto__":/gm, '$1["__proto__"]:');

export function emitSchemaData(ir: ModuleIR): string {
  return file([
    tsHeader(ir.schemaDir),
    "/** The module's normalized, self-contained JSON Schema (2020-12): every type under `$defs`. */",
    `export const schema: Readonly<Record<string, unknown>> = ${jsonLiteral(ir.bundle)};`,
  ]);
}

export function emitMetadata(ir: ModuleIR): string {
  return file([
    tsHeader(ir.schemaDir),
    "/** The shape of every type as this package was generated for it. */",
    "export const typeInfo = {",
    ...ir.types.map((t) => `  ${literalKey(t.name)}: ${typeEntry(ir, t)},`),
    "} as const;",
  ]);
}

function typeEntry(ir: ModuleIR, type: NamedType): string {
  const base = `kind: ${JSON.stringify(type.kind)}, deprecated: ${type.deprecated}`;
  switch (type.kind) {
    case "object": {
      const properties = type.properties.map((p) => `      ${literalKey(p.wireName)}: ${propertyEntry(ir, p)},`);
      return [`{ ${base}, closed: ${type.closed}, properties: {`, ...properties, "    } }"].join("\n");
    }
    case "union":
      return `{ ${base}, tag: ${JSON.stringify(type.tag)}, members: { ${type.members.map((m) => `${JSON.stringify(m.tagValue)}: ${JSON.stringify(m.typeName)}`).join(", ")} } }`;
    case "enum":
      return `{ ${base}, values: ${JSON.stringify(type.values)} }`;
    case "alias":
      return `{ ${base} }`;
  }
}

function propertyEntry(ir: ModuleIR, property: Property): string {
  const parts = [
    `required: ${property.required}`,
    `deprecated: ${property.deprecated}`,
    `nullable: ${property.shape.nullable}`,
  ];
  const shape = property.shape;
  if (shape.kind === "literal") parts.push(`const: ${JSON.stringify(shape.value)}`);
  if (shape.kind === "ref") {
    parts.push(`ref: ${JSON.stringify(shape.name)}`);
    const target = ir.types.find((t) => t.name === shape.name);
    if (target?.kind === "enum") parts.push(`enum: ${JSON.stringify(target.values)}`);
  }
  return `{ ${parts.join(", ")} }`;
}
